use tokio::io::{AsyncReadExt, AsyncWriteExt};

use crate::helpers::{Options, TempDir, spawn_apps};

async fn raw_get(address: &str, path: &str) -> String {
    let host = address.trim_start_matches("http://");
    let mut s = tokio::net::TcpStream::connect(host).await.unwrap();
    s.write_all(format!("GET {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n").as_bytes()).await.unwrap();
    let mut out = Vec::new();
    s.read_to_end(&mut out).await.unwrap();
    String::from_utf8_lossy(&out).into_owned()
}

#[tokio::test]
async fn the_built_web_app_is_served_with_client_routes_and_cache_headers() {
    let dist = TempDir::new();
    std::fs::write(dist.0.join("index.html"), "<!doctype html><title>Mon</title><div id=root></div>").unwrap();
    std::fs::create_dir_all(dist.0.join("assets")).unwrap();
    let js = "console.log('mon');".repeat(200);
    std::fs::write(dist.0.join("assets/index-abc123.js"), &js).unwrap();

    for app in spawn_apps(Options { static_dir: Some(dist.0.clone()), ..Options::default() }).await {
        let get = |p: &str| app.client.get(format!("{}{}", app.address, p));

        // A client route reloads into the app; so does an unknown path (the app shows its 404).
        for path in ["/", "/login", "/learning/some-title/3", "/no-such-page"] {
            let r = get(path).send().await.unwrap();
            assert_eq!(r.status(), 200, "{path}");
            assert_eq!(r.headers()["cache-control"], "no-cache");
            assert!(r.text().await.unwrap().contains("id=root"));
        }
        // Hashed assets are cached for a year and compressed on request.
        let r = get("/assets/index-abc123.js").header("accept-encoding", "gzip").send().await.unwrap();
        assert_eq!(r.status(), 200);
        assert!(r.headers()["cache-control"].to_str().unwrap().contains("immutable"));
        assert_eq!(r.headers()["content-encoding"], "gzip");
        // Leaving the folder is impossible, however the dots are spelled. A raw
        // request, because an HTTP client would tidy the path before sending it.
        for path in ["/../../../../etc/passwd", "/%2e%2e/%2e%2e/%2e%2e/etc/passwd", "/assets/..%2f..%2f..%2f..%2fetc%2fpasswd"] {
            let body = raw_get(&app.address, path).await;
            assert!(!body.contains("root:x:0"), "{path} leaked /etc/passwd");
        }
        // The API stays JSON.
        let r = get("/api/nothing").send().await.unwrap();
        assert_eq!(r.status(), 404);
        assert!(r.headers()["content-type"].to_str().unwrap().starts_with("application/json"));
    }
}
