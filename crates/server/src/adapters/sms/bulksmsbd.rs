//! BulkSMSBD's single-SMS API.
//!
//! `POST {url}/api/smsapi` with the form fields `api_key`, `type=text`, `number` (`8801XXXXXXXXX`,
//! no `+`), `senderid` (the approved sender ID) and `message` (the text, UTF-8). The documentation
//! (BulkSMSBD's "Bulk SMS API Bangladesh" page) gives the same fields for GET and POST; the key
//! goes in the body here, so that no address (and no log of one) ever holds it. It answers JSON,
//! `{"response_code": 202, "success_message": "SMS Submitted Successfully", "error_message": ""}`
//! when it took the message, else another `response_code` (below; older accounts answer the bare
//! code as text, which is read too).
//!
//! Differences from what one might expect: the documented address is plain `http://` (the
//! default `MON_SMS_URL`; set it to an `https://` address where your account answers there, as the
//! key travels in every call), and `type` is documented with the one value `text`.

use std::time::Duration;

use async_trait::async_trait;
use mon_application::ports::{TextError, TextMessage, TextMessages};

use super::{
    Gateway, GatewayAccount, Verdict, call, code_of, gateway_number, http_client, log_sent, settle,
    their_words, verdict_of,
};

/// Sends text messages through BulkSMSBD.
pub struct BulkSmsBd {
    account: GatewayAccount,
    client: reqwest::Client,
}

/// The code of a message it took.
const SUBMITTED: i64 = 202;

/// `(response_code, meaning, try again?)`, as its documentation lists them. Only its internal
/// error may pass later; every other code is the account's or the request's.
const CODES: &[(i64, &str, bool)] = &[
    (1001, "invalid number", false),
    (
        1002,
        "sender ID not correct or disabled: check MON_SMS_SENDER_ID",
        false,
    ),
    (1003, "a required field is missing", false),
    (1005, "internal error", true),
    (1006, "balance validity not available", false),
    (1007, "balance insufficient", false),
    (1011, "user ID not found: check MON_SMS_API_KEY", false),
    (1012, "masking SMS must be sent in Bengali", false),
    (1013, "sender ID has no gateway for this API key", false),
    (
        1014,
        "sender type name not found for this sender and API key",
        false,
    ),
    (
        1015,
        "sender ID has no valid gateway for this API key",
        false,
    ),
    (1016, "no active price for this sender ID", false),
    (1017, "no price for this sender ID", false),
    (1018, "the account is disabled", false),
    (
        1019,
        "the account's price for this sender type is disabled",
        false,
    ),
    (1020, "the account's parent is not found", false),
    (
        1021,
        "the account's parent has no active price for this sender type",
        false,
    ),
    (1031, "the account is not verified", false),
    (1032, "this server's IP address is not whitelisted", false),
];

impl BulkSmsBd {
    /// Calls `account.url`; a call gives up after `timeout`.
    pub fn new(account: GatewayAccount, timeout: Duration) -> anyhow::Result<BulkSmsBd> {
        Ok(BulkSmsBd {
            account,
            client: http_client(timeout)?,
        })
    }

    /// What an answer's body says, if it is one the API documents.
    fn verdict(&self, body: &str, message: &TextMessage) -> Option<Verdict> {
        let (code, said) = match serde_json::from_str::<serde_json::Value>(body) {
            Ok(reply) if reply.is_object() => (
                code_of(reply.get("response_code"))?,
                reply
                    .get("error_message")
                    .and_then(|m| m.as_str())
                    .map(|m| their_words(m, message, self.account.api_key.expose()))
                    .filter(|m| !m.is_empty()),
            ),
            _ => (body.trim().parse().ok()?, None),
        };
        if code == SUBMITTED {
            return Some(Verdict::Sent);
        }
        Some(verdict_of(
            CODES,
            "response_code",
            code,
            said.as_deref(),
            "no error_message",
        ))
    }
}

#[async_trait]
impl TextMessages for BulkSmsBd {
    /// The gateway keeps its own records under its contract; Mon keeps no copy here.
    async fn forget(&self, _number: &str) -> anyhow::Result<()> {
        Ok(())
    }

    async fn send(&self, message: &TextMessage) -> Result<(), TextError> {
        let number = gateway_number(&message.to)?;
        let request = self
            .client
            .post(format!("{}/api/smsapi", self.account.url))
            .header(reqwest::header::ACCEPT, "application/json")
            .form(&[
                ("api_key", self.account.api_key.expose()),
                ("type", "text"),
                ("number", number.as_str()),
                ("senderid", self.account.sender_id.as_str()),
                ("message", message.text.as_str()),
            ]);
        let answer = call(Gateway::BulkSmsBd, request).await?;
        let verdict = self.verdict(&answer.body, message);
        settle(Gateway::BulkSmsBd, &answer, verdict)?;
        log_sent(Gateway::BulkSmsBd, message, None);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use serde_json::json;
    use wiremock::{MockServer, ResponseTemplate};

    use super::*;
    use crate::adapters::sms::tests::{KEY, SENDER, SHORT, assert_discreet, fake, message};

    const TO: &str = "+8801812345678";

    async fn gateway(answer: ResponseTemplate) -> (MockServer, BulkSmsBd) {
        let (server, account) = fake(Gateway::BulkSmsBd, "/api/smsapi", 1, answer).await;
        (server, BulkSmsBd::new(account, SHORT).unwrap())
    }

    fn answer(code: i64, error: &str) -> ResponseTemplate {
        ResponseTemplate::new(200).set_body_json(json!({
            "response_code": code,
            "message_id": 48_213,
            "success_message": if code == 202 { "SMS Submitted Successfully" } else { "" },
            "error_message": error
        }))
    }

    #[tokio::test]
    async fn it_posts_the_documented_form_with_the_key_the_sender_and_the_number_without_plus() {
        let (server, adapter) = gateway(answer(202, "")).await;
        let text = "মন: আপনার কোড ৪৮২৯১৩ & more = 100%";
        adapter.send(&message(TO, text)).await.unwrap();
        let request = &server.received_requests().await.unwrap()[0];
        assert_eq!(request.method.as_str(), "POST");
        assert_eq!(request.url.path(), "/api/smsapi");
        assert_eq!(request.url.query(), None, "the key is not in the address");
        assert_eq!(
            request.headers.get("content-type").unwrap(),
            "application/x-www-form-urlencoded"
        );
        let fields: BTreeMap<String, String> =
            form_urlencoded::parse(&request.body).into_owned().collect();
        let expected: BTreeMap<String, String> = [
            ("api_key", KEY),
            ("type", "text"),
            ("number", "8801812345678"),
            ("senderid", SENDER),
            ("message", text),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_owned(), v.to_owned()))
        .collect();
        assert_eq!(fields, expected);
    }

    #[tokio::test]
    async fn a_submitted_message_is_sent_whether_the_code_is_json_or_bare() {
        for reply in [
            answer(202, ""),
            ResponseTemplate::new(200).set_body_json(json!({"response_code": "202"})),
            ResponseTemplate::new(200).set_body_string("202"),
        ] {
            let (_server, adapter) = gateway(reply).await;
            adapter
                .send(&message(TO, "Mon: code 482913"))
                .await
                .unwrap();
        }
    }

    #[tokio::test]
    async fn a_bad_number_a_bad_key_or_no_balance_is_refused_for_good() {
        for (reply, says) in [
            (answer(1001, "Invalid Number"), "invalid number"),
            (answer(1011, "User Id not found"), "MON_SMS_API_KEY"),
            (answer(1002, "sender id not correct"), "MON_SMS_SENDER_ID"),
            (answer(1007, "Balance Insufficient"), "balance insufficient"),
            (answer(1032, "IP Not whitelisted"), "whitelisted"),
            (
                ResponseTemplate::new(200).set_body_string("1001"),
                "invalid number",
            ),
            (ResponseTemplate::new(403), "HTTP 403"),
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
    async fn a_server_error_its_internal_error_or_a_timeout_is_tried_again() {
        let answers = [
            ResponseTemplate::new(500),
            ResponseTemplate::new(502).set_body_string("Bad Gateway"),
            answer(1005, "Internal Error"),
            answer(1099, &format!("odd {KEY} for 8801812345678")),
            ResponseTemplate::new(200).set_body_string("<html>maintenance</html>"),
            answer(202, "").set_delay(SHORT * 4),
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
