use tokio::io::{AsyncReadExt, AsyncWriteExt};

use crate::helpers::{Options, TempDir, spawn_apps};

async fn raw_get(address: &str, path: &str) -> String {
    let host = address.trim_start_matches("http://");
    let mut s = tokio::net::TcpStream::connect(host).await.unwrap();
    s.write_all(
        format!("GET {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n").as_bytes(),
    )
    .await
    .unwrap();
    let mut out = Vec::new();
    s.read_to_end(&mut out).await.unwrap();
    String::from_utf8_lossy(&out).into_owned()
}

#[tokio::test]
async fn the_built_web_app_is_served_with_client_routes_and_cache_headers() {
    let dist = TempDir::new();
    std::fs::write(
        dist.0.join("index.html"),
        "<!doctype html><meta property=csp-nonce nonce=__MON_CSP_NONCE__><title>Mon</title><div id=root></div><script type=module src=/assets/index-abc123.js></script>",
    )
    .unwrap();
    std::fs::create_dir_all(dist.0.join("assets")).unwrap();
    let js = "console.log('mon');".repeat(200);
    std::fs::write(dist.0.join("assets/index-abc123.js"), &js).unwrap();

    for app in spawn_apps(Options {
        static_dir: Some(dist.0.clone()),
        ..Options::default()
    })
    .await
    {
        let get = |p: &str| app.client.get(format!("{}{}", app.address, p));

        // A build without routes.json (an older one): every path is the app (site/manifest.rs tests the rest).
        let mut nonces = Vec::new();
        for path in [
            "/",
            "/login",
            "/learning/some-title/3",
            "/no-such-page",
            "/index.html",
        ] {
            let r = get(path).send().await.unwrap();
            assert_eq!(r.status(), 200, "{path}");
            // Never stored: each copy carries its own nonce.
            assert_eq!(r.headers()["cache-control"], "no-store");
            let csp = r.headers()["content-security-policy"]
                .to_str()
                .unwrap()
                .to_owned();
            let html = r.text().await.unwrap();
            assert!(html.contains("id=root"));
            assert!(
                !html.contains("__MON_CSP_NONCE__"),
                "the placeholder is replaced"
            );
            let nonce = html
                .split("nonce=")
                .nth(1)
                .unwrap()
                .split('>')
                .next()
                .unwrap()
                .to_owned();
            assert!(nonce.len() >= 32, "a nonce of 128 random bits: {nonce}");
            assert!(
                csp.contains(&format!("style-src 'self' 'nonce-{nonce}'")),
                "{csp}"
            );
            for directive in [
                "script-src 'self';",
                "object-src 'none'",
                "base-uri 'none'",
                "frame-ancestors 'none'",
                "frame-src https://www.youtube-nocookie.com",
            ] {
                assert!(csp.contains(directive), "{directive} missing from {csp}");
            }
            assert!(
                !csp.contains("unsafe-inline") && !csp.contains("unsafe-eval"),
                "{csp}"
            );
            nonces.push(nonce);
        }
        nonces.sort();
        nonces.dedup();
        assert_eq!(nonces.len(), 5, "a fresh nonce for every response");
        // Hashed assets are cached for a year and compressed on request.
        let r = get("/assets/index-abc123.js")
            .header("accept-encoding", "gzip")
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 200);
        assert!(
            r.headers()["cache-control"]
                .to_str()
                .unwrap()
                .contains("immutable")
        );
        assert_eq!(r.headers()["content-encoding"], "gzip");
        // The build's precompressed copies are sent as they are, to a browser that accepts them,
        // with the original's type; one that accepts neither gets the file itself.
        std::fs::write(dist.0.join("assets/app-def456.js"), &js).unwrap();
        std::fs::write(dist.0.join("assets/app-def456.js.br"), "BROTLI COPY").unwrap();
        std::fs::write(dist.0.join("assets/app-def456.js.gz"), "GZIP COPY").unwrap();
        for (accepts, encoding, body) in [
            ("gzip, deflate, br, zstd", Some("br"), "BROTLI COPY"),
            ("br;q=0, gzip", Some("gzip"), "GZIP COPY"),
            ("identity", None, js.as_str()),
        ] {
            let r = get("/assets/app-def456.js")
                .header("accept-encoding", accepts)
                .send()
                .await
                .unwrap();
            assert_eq!(r.status(), 200, "{accepts}");
            let h = r.headers().clone();
            assert_eq!(
                h.get("content-encoding").map(|v| v.to_str().unwrap()),
                encoding,
                "{accepts}"
            );
            assert_eq!(h["vary"], "Accept-Encoding", "{accepts}");
            assert!(
                h["content-type"].to_str().unwrap().contains("javascript"),
                "{accepts}"
            );
            assert!(h["cache-control"].to_str().unwrap().contains("immutable"));
            assert_eq!(r.text().await.unwrap(), body, "{accepts}");
        }
        // The service worker runs under its own policy: it may fetch this origin, nothing else.
        std::fs::write(
            dist.0.join("sw.js"),
            "self.addEventListener('fetch', () => {});",
        )
        .unwrap();
        let r = get("/sw.js").send().await.unwrap();
        assert_eq!(r.status(), 200);
        let csp = r.headers()["content-security-policy"]
            .to_str()
            .unwrap()
            .to_owned();
        assert!(
            csp.contains("connect-src 'self'") && csp.starts_with("default-src 'none'"),
            "{csp}"
        );
        assert_eq!(
            r.headers()["cache-control"],
            "no-cache",
            "a new worker is picked up at once"
        );
        // Leaving the folder is impossible, however the dots are spelled. A raw
        // request, because an HTTP client would tidy the path before sending it.
        for path in [
            "/../../../../etc/passwd",
            "/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
            "/assets/..%2f..%2f..%2f..%2fetc%2fpasswd",
        ] {
            let body = raw_get(&app.address, path).await;
            assert!(!body.contains("root:x:0"), "{path} leaked /etc/passwd");
            // Answered as a client route (this build has no route list): the web app's page, never a file.
            let status = body.lines().next().unwrap_or_default();
            assert_eq!(status, "HTTP/1.1 200 OK", "{path}");
            assert!(body.contains("<div id=root>"), "{path}: {body}");
        }
        // The API stays JSON.
        let r = get("/api/nothing").send().await.unwrap();
        assert_eq!(r.status(), 404);
        assert!(
            r.headers()["content-type"]
                .to_str()
                .unwrap()
                .starts_with("application/json")
        );
    }
}

#[tokio::test]
async fn every_response_has_security_headers_and_hsts_only_behind_https() {
    for (public_url, hsts) in [("http://mon.test", false), ("https://mon.example", true)] {
        for app in spawn_apps(Options {
            public_url: public_url.into(),
            ..Options::default()
        })
        .await
        {
            for path in ["/api/health", "/api/nothing", "/"] {
                let r = app
                    .client
                    .get(format!("{}{}", app.address, path))
                    .send()
                    .await
                    .unwrap();
                let h = r.headers();
                assert_eq!(h["x-content-type-options"], "nosniff", "{path}");
                assert_eq!(h["x-frame-options"], "DENY", "{path}");
                let pp = h["permissions-policy"].to_str().unwrap();
                assert!(
                    pp.contains("camera=()")
                        && pp.contains("geolocation=()")
                        && pp.contains("microphone=()"),
                    "{pp}"
                );
                assert!(
                    h["content-security-policy"]
                        .to_str()
                        .unwrap()
                        .contains("frame-ancestors 'none'"),
                    "{path}"
                );
                assert_eq!(
                    h.contains_key("strict-transport-security"),
                    hsts,
                    "{path} behind {public_url}"
                );
            }
            let r = app
                .client
                .get(format!("{}/api/health", app.address))
                .send()
                .await
                .unwrap();
            assert!(
                r.headers()["content-security-policy"]
                    .to_str()
                    .unwrap()
                    .starts_with("default-src 'none'"),
                "the API loads nothing"
            );
        }
    }
}
