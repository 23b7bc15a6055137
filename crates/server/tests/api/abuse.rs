//! Slow and abusive clients do not stop others being served: a crowd of
//! connections that trickle their headers, and a 100 MB body, while a normal
//! caller is answered as usual.

use std::time::Duration;

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

use crate::helpers::{Options, spawn_apps};

#[tokio::test]
async fn trickling_headers_and_a_huge_body_do_not_stop_other_callers() {
    for app in spawn_apps(Options::default()).await {
        let addr = app.address.trim_start_matches("http://").to_owned();
        // 200 slowloris-style connections: a request line, then one header byte now and then.
        let mut slow = Vec::new();
        for _ in 0..200 {
            let mut s = TcpStream::connect(&addr).await.unwrap();
            s.write_all(b"GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ")
                .await
                .unwrap();
            slow.push(s);
        }
        // They trickle until the normal caller below is done (an event, not a length of time).
        let (done, mut stop) = tokio::sync::oneshot::channel::<()>();
        let trickle = tokio::spawn(async move {
            while stop.try_recv().is_err() {
                for s in &mut slow {
                    let _ = s.write_all(b"a").await;
                }
                tokio::time::sleep(Duration::from_millis(500)).await;
            }
            slow
        });

        // A 100 MB JSON body: refused once it passes the limit, without the server reading it all.
        let big = tokio::spawn({
            let addr = addr.clone();
            async move {
                let mut s = TcpStream::connect(&addr).await.unwrap();
                let head = "POST /api/custom/v1/register HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 104857600\r\n\r\n";
                s.write_all(head.as_bytes()).await.unwrap();
                let chunk = vec![b' '; 1024 * 1024];
                let mut sent = 0usize;
                for _ in 0..100 {
                    if s.write_all(&chunk).await.is_err() {
                        break;
                    }
                    sent += chunk.len();
                }
                let mut answer = vec![0u8; 512];
                let n = tokio::time::timeout(Duration::from_secs(10), s.read(&mut answer))
                    .await
                    .ok()
                    .and_then(Result::ok)
                    .unwrap_or(0);
                (sent, String::from_utf8_lossy(&answer[..n]).into_owned())
            }
        });

        // Meanwhile a normal caller is served, again and again, while the slow connections trickle on.
        for _ in 0..20 {
            let r = app.get("/api/custom/v1/site-config", None).await;
            assert_eq!(r.status, 200);
        }
        let _ = done.send(());

        let (sent, answer) = big.await.unwrap();
        assert!(
            answer.is_empty() || answer.starts_with("HTTP/1.1 413"),
            "a 100 MB body is refused: {answer:?}"
        );
        assert!(
            sent < 100 * 1024 * 1024 || answer.starts_with("HTTP/1.1 413"),
            "{:?}: the server stopped reading early or said 413",
            app.engine
        );

        // The trickling connections are dropped by the server's request-head timeout: each read waits
        // for the server's end of the connection (bounded only so that a hang fails instead of waiting forever).
        let mut slow = trickle.await.unwrap();
        let mut closed = 0;
        for s in &mut slow {
            let mut buf = [0u8; 256];
            if let Ok(Ok(n)) = tokio::time::timeout(Duration::from_secs(60), s.read(&mut buf)).await
                && (n == 0 || String::from_utf8_lossy(&buf[..n]).starts_with("HTTP/1.1 408"))
            {
                closed += 1;
            }
        }
        assert!(
            closed > 150,
            "{closed} of 200 trickling connections were cut off"
        );
    }
}
