//! SSL Wireless's ISMS Plus, API v3: one message to one number.
//!
//! `POST {url}/api/v3/send-sms` with a JSON body `{"api_token", "sid", "msisdn", "sms",
//! "csms_id"}`: the API token, the stakeholder ID (the approved sender ID), the number as
//! `8801XXXXXXXXX`, the text (UTF-8; Bangla as it is), and the client's own id of the message,
//! unique and at most 20 characters. It answers JSON: `{"status": "SUCCESS", "status_code": 200,
//! "error_message": "", "smsinfo": [{"sms_status": "SUCCESS", "reference_id": …, …}]}` when it
//! took the message, or `{"status": "FAILED", "status_code": 4001, "error_message":
//! "Unauthorized"}`. Sources: SSL Wireless's own client (`sslw/ismsplus_api`: `SmsAbstract`
//! builds that body and the `/api/v3/` path; its README reads `status_code == 200` as success and
//! `error_message` otherwise) and the status codes clients of the v3 API document (below); SSL
//! Wireless's documentation site itself was not at hand.
//!
//! `csms_id` is the message's own id from the outbox (`TextMessage::id`, the same on every try of
//! one message): a try repeated after a timeout, when the first call did reach the gateway, is
//! answered 4012 (duplicate CSMS ID), which here means the message was already taken, so it is
//! never sent twice. A message without an id (none comes from the outbox) gets a random one.

use std::time::Duration;

use async_trait::async_trait;
use mon_application::ports::{TextError, TextMessage, TextMessages};

use super::{
    Gateway, GatewayAccount, Verdict, call, code_of, gateway_number, http_client, log_sent, settle,
    their_words, verdict_of,
};

/// Sends text messages through SSL Wireless.
pub struct SslWireless {
    account: GatewayAccount,
    client: reqwest::Client,
}

/// `(status_code, meaning, try again?)`: the v3 API's codes. A 4xxx is the client's mistake,
/// refused for good, except the ones that say "later" (limits and a duplicate id, which the next
/// call does not repeat); 5000 is SSL Wireless's own error.
const CODES: &[(i64, &str, bool)] = &[
    (4001, "unauthorized: check MON_SMS_API_KEY", false),
    (
        4002,
        "sender ID not permitted: check MON_SMS_SENDER_ID",
        false,
    ),
    (4003, "this server's IP address is blacklisted", false),
    (4004, "invalid request format", false),
    (4005, "end point not found: check MON_SMS_URL", false),
    (4010, "invalid CSMS ID", false),
    (4011, "a required parameter is missing", false),
    // Read as "sent" for a message with its own id (`verdict`): an earlier try was taken.
    (4012, "duplicate CSMS ID", true),
    (4013, "duplicate MSISDN", false),
    (4014, "invalid MSISDN (number)", false),
    (4015, "blocked MSISDN (number)", false),
    (4016, "message length exceeded", false),
    (4025, "invalid message data", false),
    (4030, "too many requests", true),
    (4035, "client signature mismatch", false),
    (4038, "limit exceeded", true),
    (4039, "TPS (messages per second) exceeded", true),
    (4040, "invalid SMS", false),
    (4050, "too many OTP requests", true),
    (4060, "unable to decrypt SMS", false),
    (5000, "internal error", true),
];

impl SslWireless {
    /// Calls `account.url`; a call gives up after `timeout`.
    pub fn new(account: GatewayAccount, timeout: Duration) -> anyhow::Result<SslWireless> {
        Ok(SslWireless {
            account,
            client: http_client(timeout)?,
        })
    }

    /// What an answer's body says, if it is one the API documents.
    fn verdict(&self, body: &str, message: &TextMessage) -> Option<Verdict> {
        let reply: serde_json::Value = serde_json::from_str(body).ok()?;
        let code = code_of(reply.get("status_code"))?;
        let status = reply.get("status").and_then(|s| s.as_str()).unwrap_or("");
        let words = |field: &serde_json::Value| {
            field
                .as_str()
                .map(|s| their_words(s, message, self.account.api_key.expose()))
                .filter(|s| !s.is_empty())
        };
        if code == DUPLICATE_ID && message.id.is_some() {
            return Some(Verdict::Sent);
        }
        if code == 200 && status.eq_ignore_ascii_case("SUCCESS") {
            // A success of the call may still list the message as failed.
            let info = reply.get("smsinfo").and_then(|i| i.get(0));
            let sms_status = info
                .and_then(|i| i.get("sms_status"))
                .and_then(|s| s.as_str());
            return Some(match sms_status {
                Some(s) if !s.eq_ignore_ascii_case("SUCCESS") => Verdict::Refused(format!(
                    "the message was not accepted: {}",
                    info.and_then(|i| i.get("status_message"))
                        .and_then(words)
                        .unwrap_or_else(|| s.to_owned())
                )),
                _ => Verdict::Sent,
            });
        }
        let said = reply.get("error_message").and_then(words);
        Some(verdict_of(
            CODES,
            "status_code",
            code,
            said.as_deref(),
            "no error_message",
        ))
    }
}

#[async_trait]
impl TextMessages for SslWireless {
    /// The gateway keeps its own records under its contract; Mon keeps no copy here.
    async fn forget(&self, _number: &str) -> anyhow::Result<()> {
        Ok(())
    }

    async fn send(&self, message: &TextMessage) -> Result<(), TextError> {
        let msisdn = gateway_number(&message.to)?;
        let body = serde_json::json!({
            "api_token": self.account.api_key.expose(),
            "sid": self.account.sender_id,
            "msisdn": msisdn,
            "sms": message.text,
            "csms_id": message.id.clone().unwrap_or_else(csms_id),
        });
        let request = self
            .client
            .post(format!("{}/api/v3/send-sms", self.account.url))
            .header(reqwest::header::ACCEPT, "application/json")
            .json(&body);
        let answer = call(Gateway::SslWireless, request).await?;
        let verdict = self.verdict(&answer.body, message);
        settle(Gateway::SslWireless, &answer, verdict)?;
        let reference = serde_json::from_str::<serde_json::Value>(&answer.body)
            .ok()
            .and_then(|r| r.pointer("/smsinfo/0/reference_id").cloned())
            .map(|r| r.to_string().trim_matches('"').to_owned());
        log_sent(Gateway::SslWireless, message, reference);
        Ok(())
    }
}

/// The answer to a second message with an id the gateway has seen.
const DUPLICATE_ID: i64 = 4012;

/// A new id for a message without its own: 20 hexadecimal digits (80 random bits).
fn csms_id() -> String {
    format!("{:020x}", rand::random::<u128>() >> 48)
}

#[cfg(test)]
mod tests {
    use serde_json::json;
    use wiremock::matchers::method;
    use wiremock::{Mock, MockServer, ResponseTemplate};

    use super::*;
    use crate::adapters::sms::tests::{
        KEY, SENDER, SHORT, account, assert_discreet, fake, message,
    };

    const TO: &str = "+8801812345678";

    /// A fake gateway that answers `answer` to the `calls` it expects.
    async fn gateway_for(calls: u64, answer: ResponseTemplate) -> (MockServer, SslWireless) {
        let (server, account) = fake(Gateway::SslWireless, "/api/v3/send-sms", calls, answer).await;
        (server, SslWireless::new(account, SHORT).unwrap())
    }

    async fn gateway(answer: ResponseTemplate) -> (MockServer, SslWireless) {
        gateway_for(1, answer).await
    }

    fn success() -> ResponseTemplate {
        ResponseTemplate::new(200).set_body_json(json!({
            "status": "SUCCESS",
            "status_code": 200,
            "error_message": "",
            "smsinfo": [{
                "sms_status": "SUCCESS",
                "status_message": "Success",
                "msisdn": "8801812345678",
                "sms_type": "UNICODE",
                "csms_id": "x",
                "reference_id": "5f1e6b2a"
            }]
        }))
    }

    fn failed(code: i64, error: &str) -> ResponseTemplate {
        ResponseTemplate::new(200).set_body_json(json!({
            "status": "FAILED",
            "status_code": code,
            "error_message": error
        }))
    }

    #[tokio::test]
    async fn it_posts_the_documented_json_with_the_token_the_sender_and_an_id_of_its_own() {
        let (server, adapter) = gateway_for(2, success()).await;
        let text = "মন: আপনার কোড ৪৮২৯১৩";
        adapter.send(&message(TO, text)).await.unwrap();
        let requests = server.received_requests().await.unwrap();
        let request = &requests[0];
        assert_eq!(request.method.as_str(), "POST");
        assert_eq!(request.url.path(), "/api/v3/send-sms");
        assert_eq!(request.url.query(), None, "nothing in the address");
        assert_eq!(
            request.headers.get("content-type").unwrap(),
            "application/json"
        );
        let body: serde_json::Value = serde_json::from_slice(&request.body).unwrap();
        let id = body["csms_id"].as_str().unwrap().to_owned();
        assert!(
            id.len() <= 20 && id.chars().all(|c| c.is_ascii_alphanumeric()),
            "{id}"
        );
        assert_eq!(
            body,
            json!({
                "api_token": KEY,
                "sid": SENDER,
                "msisdn": "8801812345678",
                "sms": text,
                "csms_id": id,
            })
        );
        adapter.send(&message(TO, text)).await.unwrap();
        let second = &server.received_requests().await.unwrap()[1];
        let second: serde_json::Value = serde_json::from_slice(&second.body).unwrap();
        assert_ne!(second["csms_id"], id, "each message has an id of its own");
    }

    #[tokio::test]
    async fn a_message_from_the_outbox_goes_with_its_own_id_and_a_repeated_try_is_not_sent_again() {
        let server = MockServer::start().await;
        Mock::given(method("POST"))
            .respond_with(success())
            .up_to_n_times(1)
            .mount(&server)
            .await;
        Mock::given(method("POST"))
            .respond_with(failed(4012, "Duplicate CSMS ID"))
            .mount(&server)
            .await;
        let adapter =
            SslWireless::new(account(Gateway::SslWireless, &server.uri()), SHORT).unwrap();
        let queued = TextMessage {
            id: Some(mon_application::ports::message_id(41, chrono::Utc::now())),
            ..message(TO, "Mon: code 482913")
        };
        // The first try was taken but its answer lost (a timeout): the outbox tries again.
        adapter.send(&queued).await.unwrap();
        adapter.send(&queued).await.unwrap();
        let ids: Vec<serde_json::Value> = server
            .received_requests()
            .await
            .unwrap()
            .iter()
            .map(|r| {
                serde_json::from_slice::<serde_json::Value>(&r.body).unwrap()["csms_id"].clone()
            })
            .collect();
        assert_eq!(ids, [json!(queued.id), json!(queued.id)]);
        // Without an id of its own, a duplicate is the gateway's word on another message: tried again.
        let err = adapter.send(&message(TO, "hi")).await.unwrap_err();
        assert!(matches!(err, TextError::Failed(_)), "{err:?}");
    }

    #[tokio::test]
    async fn a_success_is_sent() {
        let (_server, adapter) = gateway(success()).await;
        adapter
            .send(&message(TO, "Mon: code 482913"))
            .await
            .unwrap();
    }

    #[tokio::test]
    async fn a_bad_number_or_a_bad_token_is_refused_for_good() {
        for (code, error, says) in [
            (4014, "Invalid MSISDN", "invalid MSISDN"),
            (4001, "Unauthorized", "unauthorized"),
            (4002, "SID Not Permitted", "sender ID"),
        ] {
            let (_server, adapter) = gateway(failed(code, error)).await;
            let m = message(TO, "Mon: code 482913");
            let err = adapter.send(&m).await.unwrap_err();
            let TextError::Refused(why) = &err else {
                panic!("{code}: {err:?}")
            };
            assert!(
                why.contains(says) && why.contains(&code.to_string()),
                "{why}"
            );
            assert_discreet(&err, &m);
        }
        // A message the call lists as failed, and an HTTP 4xx without the API's body.
        let listed = ResponseTemplate::new(200).set_body_json(json!({
            "status": "SUCCESS", "status_code": 200, "error_message": "",
            "smsinfo": [{"sms_status": "FAILED", "status_message": "Invalid Mobile No"}]
        }));
        for answer in [listed, ResponseTemplate::new(401)] {
            let (_server, adapter) = gateway(answer).await;
            let err = adapter.send(&message(TO, "hi")).await.unwrap_err();
            assert!(matches!(err, TextError::Refused(_)), "{err:?}");
        }
    }

    #[tokio::test]
    async fn a_number_that_is_not_bangladeshi_is_refused_without_a_call() {
        let server = MockServer::start().await;
        Mock::given(method("POST"))
            .respond_with(success())
            .expect(0)
            .mount(&server)
            .await;
        let adapter =
            SslWireless::new(account(Gateway::SslWireless, &server.uri()), SHORT).unwrap();
        let err = adapter
            .send(&message("+441234567890", "hi"))
            .await
            .unwrap_err();
        assert!(matches!(err, TextError::Refused(_)), "{err:?}");
    }

    #[tokio::test]
    async fn a_server_error_a_rate_limit_or_a_timeout_is_tried_again() {
        let answers = [
            ResponseTemplate::new(500),
            ResponseTemplate::new(503).set_body_string("<html>down</html>"),
            failed(5000, "Internal Error"),
            failed(4039, "TPS Exceeded"),
            failed(4999, &format!("odd: {KEY} for 8801812345678")),
            ResponseTemplate::new(200).set_body_string("<html>maintenance</html>"),
            success().set_delay(SHORT * 4),
        ];
        for (i, answer) in answers.into_iter().enumerate() {
            let (_server, adapter) = gateway(answer).await;
            let m = message(TO, "Mon: code 482913");
            let err = adapter.send(&m).await.unwrap_err();
            assert!(matches!(err, TextError::Failed(_)), "{i}: {err:?}");
            assert_discreet(&err, &m);
        }
    }

    #[test]
    fn ids_are_twenty_hexadecimal_digits() {
        let id = csms_id();
        assert_eq!(id.len(), 20, "{id}");
        assert!(id.chars().all(|c| c.is_ascii_hexdigit()));
        assert_ne!(csms_id(), id);
    }
}
