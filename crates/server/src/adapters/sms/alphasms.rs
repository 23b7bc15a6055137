//! Alpha SMS (sms.net.bd): its "Send SMS" API.
//!
//! `POST {url}/sendsms` with the form fields `api_key`, `msg` (the text, UTF-8), `to` (the number,
//! documented as starting with the country code `880` or as `01X`; sent as `8801XXXXXXXXX`) and
//! `sender_id` (documented as optional, "if you have an approved Sender ID"; Mon always sends
//! its registered one). The documentation (Alpha SMS API Documentation, sms.net.bd) shows GET
//! and POST alike; the key goes in the body here, so that no address (and no log of one) holds
//! it. It answers JSON: `{"error": 0, "msg": "Request successfully submitted", "data":
//! {"request_id": …}}` when it took the message, else a non-zero `error` (below) and its `msg`.

use std::time::Duration;

use async_trait::async_trait;
use mon_application::ports::{TextError, TextMessage, TextMessages};

use super::{
    Gateway, GatewayAccount, Verdict, call, code_of, gateway_number, http_client, log_sent, settle,
    their_words, verdict_of,
};

/// Sends text messages through Alpha SMS.
pub struct AlphaSms {
    account: GatewayAccount,
    client: reqwest::Client,
}

/// `(error, meaning, try again?)`, as its documentation lists them: the common errors and the
/// send errors. Only its "unknown error occurred on server end" may pass later.
const CODES: &[(i64, &str, bool)] = &[
    (400, "a parameter is missing or invalid", false),
    (403, "no permission for this request", false),
    (
        404,
        "the requested resource is not found: check MON_SMS_URL",
        false,
    ),
    (405, "authorization required: check MON_SMS_API_KEY", false),
    (409, "unknown error on the gateway's side", true),
    (410, "account expired", false),
    (411, "reseller account expired or suspended", false),
    (412, "invalid schedule", false),
    (413, "invalid sender ID: check MON_SMS_SENDER_ID", false),
    (414, "message is empty", false),
    (415, "message is too long", false),
    (416, "no valid number found", false),
    (417, "insufficient balance", false),
    (420, "content blocked", false),
    (
        421,
        "only the account's registered number takes messages until the first recharge",
        false,
    ),
];

impl AlphaSms {
    /// Calls `account.url`; a call gives up after `timeout`.
    pub fn new(account: GatewayAccount, timeout: Duration) -> anyhow::Result<AlphaSms> {
        Ok(AlphaSms {
            account,
            client: http_client(timeout)?,
        })
    }

    /// What an answer's body says, if it is one the API documents.
    fn verdict(&self, body: &str, message: &TextMessage) -> Option<Verdict> {
        let reply: serde_json::Value = serde_json::from_str(body).ok()?;
        let code = code_of(reply.get("error"))?;
        if code == 0 {
            return Some(Verdict::Sent);
        }
        let said = reply
            .get("msg")
            .and_then(|m| m.as_str())
            .map(|m| their_words(m, message, self.account.api_key.expose()))
            .filter(|m| !m.is_empty());
        Some(verdict_of(CODES, "error", code, said.as_deref(), "no msg"))
    }
}

#[async_trait]
impl TextMessages for AlphaSms {
    /// The gateway keeps its own records under its contract; Mon keeps no copy here.
    async fn forget(&self, _number: &str) -> anyhow::Result<()> {
        Ok(())
    }

    async fn send(&self, message: &TextMessage) -> Result<(), TextError> {
        let to = gateway_number(&message.to)?;
        let request = self
            .client
            .post(format!("{}/sendsms", self.account.url))
            .header(reqwest::header::ACCEPT, "application/json")
            .form(&[
                ("api_key", self.account.api_key.expose()),
                ("msg", message.text.as_str()),
                ("to", to.as_str()),
                ("sender_id", self.account.sender_id.as_str()),
            ]);
        let answer = call(Gateway::AlphaSms, request).await?;
        let verdict = self.verdict(&answer.body, message);
        settle(Gateway::AlphaSms, &answer, verdict)?;
        let reference = serde_json::from_str::<serde_json::Value>(&answer.body)
            .ok()
            .and_then(|r| r.pointer("/data/request_id").cloned())
            .map(|r| r.to_string().trim_matches('"').to_owned());
        log_sent(Gateway::AlphaSms, message, reference);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use serde_json::json;
    use wiremock::matchers::{method, path};
    use wiremock::{Mock, MockServer, ResponseTemplate};

    use super::*;
    use crate::adapters::sms::tests::{
        KEY, SENDER, SHORT, account, assert_discreet, fake, message,
    };

    const TO: &str = "+8801812345678";

    async fn gateway(answer: ResponseTemplate) -> (MockServer, AlphaSms) {
        let (server, account) = fake(Gateway::AlphaSms, "/sendsms", 1, answer).await;
        (server, AlphaSms::new(account, SHORT).unwrap())
    }

    fn answer(error: i64, msg: &str) -> ResponseTemplate {
        let data = if error == 0 {
            json!({"request_id": 1_234_567})
        } else {
            json!([])
        };
        ResponseTemplate::new(200).set_body_json(json!({"error": error, "msg": msg, "data": data}))
    }

    fn submitted() -> ResponseTemplate {
        answer(0, "Request successfully submitted")
    }

    #[tokio::test]
    async fn it_posts_the_documented_form_with_the_key_the_sender_and_the_number_without_plus() {
        let (server, adapter) = gateway(submitted()).await;
        let text = "মন: আপনার কোড ৪৮২৯১৩ & more = 100%";
        adapter.send(&message(TO, text)).await.unwrap();
        let request = &server.received_requests().await.unwrap()[0];
        assert_eq!(request.method.as_str(), "POST");
        assert_eq!(request.url.path(), "/sendsms");
        assert_eq!(request.url.query(), None, "the key is not in the address");
        assert_eq!(
            request.headers.get("content-type").unwrap(),
            "application/x-www-form-urlencoded"
        );
        let fields: BTreeMap<String, String> =
            form_urlencoded::parse(&request.body).into_owned().collect();
        let expected: BTreeMap<String, String> = [
            ("api_key", KEY),
            ("msg", text),
            ("to", "8801812345678"),
            ("sender_id", SENDER),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_owned(), v.to_owned()))
        .collect();
        assert_eq!(fields, expected);
    }

    #[tokio::test]
    async fn a_submitted_request_is_sent() {
        let (_server, adapter) = gateway(submitted()).await;
        adapter
            .send(&message(TO, "Mon: code 482913"))
            .await
            .unwrap();
    }

    #[tokio::test]
    async fn a_bad_number_a_bad_key_or_no_balance_is_refused_for_good() {
        for (reply, says) in [
            (answer(416, "No valid number found"), "no valid number"),
            (answer(405, "Authorization required"), "MON_SMS_API_KEY"),
            (answer(413, "Invalid Sender ID"), "MON_SMS_SENDER_ID"),
            (answer(417, "Insufficient balance"), "insufficient balance"),
            (answer(400, "Invalid parameter"), "error 400"),
            (ResponseTemplate::new(401), "HTTP 401"),
        ] {
            let (_server, adapter) = gateway(reply).await;
            let m = message(TO, "Mon: code 482913");
            let err = adapter.send(&m).await.unwrap_err();
            let TextError::Refused(why) = &err else {
                panic!("{says}: {err:?}")
            };
            assert!(why.contains(says), "{why}");
            assert_discreet(&err, &m);
        }
    }

    #[tokio::test]
    async fn a_redirect_is_not_followed_and_is_refused_until_the_address_is_fixed() {
        let server = MockServer::start().await;
        Mock::given(method("POST"))
            .and(path("/sendsms"))
            .respond_with(ResponseTemplate::new(301).insert_header("location", "/v2/sendsms"))
            .expect(1)
            .mount(&server)
            .await;
        Mock::given(path("/v2/sendsms"))
            .respond_with(submitted())
            .expect(0)
            .mount(&server)
            .await;
        let adapter = AlphaSms::new(account(Gateway::AlphaSms, &server.uri()), SHORT).unwrap();
        let m = message(TO, "Mon: code 482913");
        let err = adapter.send(&m).await.unwrap_err();
        let TextError::Refused(why) = &err else {
            panic!("{err:?}")
        };
        assert!(
            why.contains("/v2/sendsms") && why.contains("MON_SMS_URL"),
            "{why}"
        );
        assert_discreet(&err, &m);
    }

    #[tokio::test]
    async fn a_server_error_its_unknown_error_or_a_timeout_is_tried_again() {
        let answers = [
            ResponseTemplate::new(500),
            ResponseTemplate::new(504).set_body_string("Gateway Timeout"),
            answer(409, "Unknown error occurred on Server end."),
            answer(499, &format!("odd: 8801812345678 Mon: code 482913 {KEY}")),
            ResponseTemplate::new(200).set_body_string(""),
            submitted().set_delay(SHORT * 4),
        ];
        for (i, reply) in answers.into_iter().enumerate() {
            let (_server, adapter) = gateway(reply).await;
            let m = message(TO, "Mon: code 482913");
            let err = adapter.send(&m).await.unwrap_err();
            assert!(matches!(err, TextError::Failed(_)), "{i}: {err:?}");
            assert_discreet(&err, &m);
        }
    }
}
