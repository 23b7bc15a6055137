//! Text messages out of Mon: one JSON file a message (development, the default), or one of three
//! Bangladeshi gateways over HTTPS. Each gateway is the one call its documentation describes, and
//! sorts its answers the way the [`TextMessages`] port asks: what trying again cannot fix (a bad
//! number, a bad key, a sender ID not approved, no balance) is [`TextError::Refused`]; what may
//! pass later (a timeout, the network, an HTTP 5xx, a rate limit) is [`TextError::Failed`].
//!
//! No error text and no log line carries the API key or the message's text, and a number only
//! masked ([`mon_domain::sms::masked`]): the outbox keeps error texts with its dead letters, which
//! admins read.

mod alphasms;
mod bulksmsbd;
mod file;
mod sslwireless;

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;
use mon_application::ports::{TextError, TextMessage, TextMessages};
use mon_domain::sms::masked;
use reqwest::StatusCode;

pub use alphasms::AlphaSms;
pub use bulksmsbd::BulkSmsBd;
pub use file::FileTexts;
pub use sslwireless::SslWireless;

use crate::config::{Secret, SmsSection};

/// `MON_SMS_GATEWAY`'s value for the development files.
pub const FILES: &str = "file";

/// How long a gateway may take to answer one message before it counts as failed (and is tried
/// again by the outbox).
pub const GATEWAY_TIMEOUT: Duration = Duration::from_secs(20);

/// A gateway Mon can send text messages through: its name in `MON_SMS_GATEWAY`, its own name and
/// where its API is, in one table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Gateway {
    SslWireless,
    BulkSmsBd,
    AlphaSms,
}

impl Gateway {
    pub const ALL: [Gateway; 3] = [Gateway::SslWireless, Gateway::BulkSmsBd, Gateway::AlphaSms];

    /// `(MON_SMS_GATEWAY value, name, default MON_SMS_URL)`.
    fn row(self) -> (&'static str, &'static str, &'static str) {
        match self {
            Gateway::SslWireless => (
                "sslwireless",
                "SSL Wireless",
                "https://smsplus.sslwireless.com",
            ),
            // Its documentation gives plain http; see `bulksmsbd.rs`.
            Gateway::BulkSmsBd => ("bulksmsbd", "BulkSMSBD", "http://bulksmsbd.net"),
            Gateway::AlphaSms => ("alphasms", "Alpha SMS", "https://api.sms.net.bd"),
        }
    }

    /// Its name in `MON_SMS_GATEWAY`.
    pub fn name(self) -> &'static str {
        self.row().0
    }

    /// Its own name, for log lines and error texts.
    pub fn title(self) -> &'static str {
        self.row().1
    }

    /// Where its API is when `MON_SMS_URL` is not set.
    pub fn default_url(self) -> &'static str {
        self.row().2
    }

    /// The gateway `MON_SMS_GATEWAY` names (any case), if any.
    pub fn parse(name: &str) -> Option<Gateway> {
        Self::ALL
            .into_iter()
            .find(|g| g.name().eq_ignore_ascii_case(name.trim()))
    }

    /// Every value `MON_SMS_GATEWAY` takes, for an error text: `file, sslwireless, … or alphasms`.
    pub fn allowed() -> String {
        let names: Vec<&str> = std::iter::once(FILES)
            .chain(Self::ALL.iter().map(|g| g.name()))
            .collect();
        let (last, rest) = names.split_last().expect("never empty");
        format!("{} or {last}", rest.join(", "))
    }
}

/// An account with a gateway.
#[derive(Debug, Clone)]
pub struct GatewayAccount {
    pub gateway: Gateway,
    pub api_key: Secret,
    /// The BTRC-registered sender ID (a masking name or a number) the gateway approved.
    pub sender_id: String,
    /// Where its API is, without a trailing slash.
    pub url: String,
}

/// Where text messages go.
#[derive(Debug, Clone)]
pub enum SmsTarget {
    /// One JSON file a message in `<data dir>/sms/` (development).
    Files,
    Gateway(GatewayAccount),
}

impl SmsTarget {
    /// Whether messages go to files (development only) rather than to people's phones.
    pub fn writes_files(&self) -> bool {
        matches!(self, SmsTarget::Files)
    }

    /// For the start-up log line: where messages go (never the key).
    pub fn describe(&self, data_dir: &Path) -> String {
        match self {
            SmsTarget::Files => format!("JSON files in {}", sms_dir(data_dir).display()),
            SmsTarget::Gateway(a) => format!(
                "{} at {} as sender ID {}",
                a.gateway.title(),
                a.url,
                a.sender_id
            ),
        }
    }
}

/// The development folder: `<data dir>/sms`.
pub fn sms_dir(data_dir: &Path) -> PathBuf {
    data_dir.join("sms")
}

/// The text messages adapter the settings choose.
pub fn text_messages(
    settings: &SmsSection,
    data_dir: &Path,
) -> anyhow::Result<Arc<dyn TextMessages>> {
    Ok(match &settings.target {
        SmsTarget::Files => Arc::new(FileTexts::new(sms_dir(data_dir))?),
        SmsTarget::Gateway(account) => gateway(account.clone(), GATEWAY_TIMEOUT)?,
    })
}

/// The adapter of `account`'s gateway, whose calls give up after `timeout`.
fn gateway(account: GatewayAccount, timeout: Duration) -> anyhow::Result<Arc<dyn TextMessages>> {
    Ok(match account.gateway {
        Gateway::SslWireless => Arc::new(SslWireless::new(account, timeout)?),
        Gateway::BulkSmsBd => Arc::new(BulkSmsBd::new(account, timeout)?),
        Gateway::AlphaSms => Arc::new(AlphaSms::new(account, timeout)?),
    })
}

/// The HTTP client of one gateway. It follows no redirect: a POST redirected turns into a GET
/// without its fields (or takes the key elsewhere), so a moved API is reported instead.
fn http_client(timeout: Duration) -> anyhow::Result<reqwest::Client> {
    reqwest::Client::builder()
        .timeout(timeout)
        .redirect(reqwest::redirect::Policy::none())
        .user_agent(concat!("mon/", env!("CARGO_PKG_VERSION")))
        .build()
        .context("building the text-message gateway's HTTP client")
}

/// The number as the three gateways take it, `8801XXXXXXXXX`; a number that is not a Bangladeshi
/// mobile in E.164 is refused before any call.
fn gateway_number(to: &str) -> Result<String, TextError> {
    let digits = to.strip_prefix("+880").filter(|rest| {
        rest.len() == 10 && rest.starts_with('1') && rest.bytes().all(|b| b.is_ascii_digit())
    });
    match digits {
        Some(rest) => Ok(format!("880{rest}")),
        None => Err(TextError::Refused(format!(
            "{} is not a Bangladeshi mobile number (+8801XXXXXXXXX)",
            masked(to)
        ))),
    }
}

/// What a gateway's answer means, read from its body.
#[derive(Debug, PartialEq, Eq)]
enum Verdict {
    /// It took the message.
    Sent,
    /// It will never take it (the text says why).
    Refused(String),
    /// It may take it later (the text says why).
    Retry(String),
}

/// A gateway's answer: its HTTP status and body.
struct Answer {
    status: StatusCode,
    /// `Location`, on a redirect.
    location: Option<String>,
    body: String,
}

/// Sends `request` and reads the answer. A timeout, a connection that fails or a body that does
/// not arrive is [`TextError::Failed`]; the error never carries the URL (nor, so, a query).
async fn call(gateway: Gateway, request: reqwest::RequestBuilder) -> Result<Answer, TextError> {
    let failed = |e: reqwest::Error| {
        let what = if e.is_timeout() {
            "did not answer in time"
        } else if e.is_connect() {
            "could not be reached"
        } else {
            "did not answer"
        };
        TextError::Failed(
            anyhow::Error::new(e.without_url()).context(format!("{} {what}", gateway.title())),
        )
    };
    let response = request.send().await.map_err(failed)?;
    let status = response.status();
    let location = response
        .headers()
        .get(reqwest::header::LOCATION)
        .and_then(|l| l.to_str().ok())
        .map(str::to_owned);
    let body = response.text().await.map_err(failed)?;
    Ok(Answer {
        status,
        location,
        body,
    })
}

/// The port's result for `answer`, whose body `verdict` read (`None`: not a body the gateway
/// documents). The HTTP status decides first where it is plain: a 5xx, 408 or 429 is tried again,
/// whatever the body says; a redirect is refused (`MON_SMS_URL` must be fixed). Then a verdict of
/// the body stands, except that a success needs a 2xx. What is left: a 4xx is refused, and an
/// answer that says nothing clear is tried again (it cannot be told whether the message went).
fn settle(gateway: Gateway, answer: &Answer, verdict: Option<Verdict>) -> Result<(), TextError> {
    let (name, status) = (gateway.title(), answer.status);
    if status.is_server_error()
        || status == StatusCode::TOO_MANY_REQUESTS
        || status == StatusCode::REQUEST_TIMEOUT
    {
        return Err(TextError::Failed(anyhow::anyhow!(
            "{name} answered HTTP {status}"
        )));
    }
    if status.is_redirection() {
        return Err(TextError::Refused(format!(
            "{name} answered HTTP {status} to {}: set MON_SMS_URL to where its API is",
            answer.location.as_deref().unwrap_or("an unnamed place")
        )));
    }
    match verdict {
        Some(Verdict::Sent) if status.is_success() => Ok(()),
        Some(Verdict::Refused(why)) => Err(TextError::Refused(format!("{name}: {why}"))),
        Some(Verdict::Retry(why)) => Err(TextError::Failed(anyhow::anyhow!("{name}: {why}"))),
        _ if status.is_client_error() => {
            Err(TextError::Refused(format!("{name} answered HTTP {status}")))
        }
        _ => Err(TextError::Failed(anyhow::anyhow!(
            "{name} answered HTTP {status} in a form its documentation does not describe"
        ))),
    }
}

/// What a gateway's documented `code` (named `field` in its answers) means, from its `codes`
/// (`(code, meaning, try again?)`): a code they do not list is tried again, with the gateway's own
/// words (`said`, or a line saying there were none), since it cannot be told whether the message went.
fn verdict_of(
    codes: &[(i64, &str, bool)],
    field: &str,
    code: i64,
    said: Option<&str>,
    none: &str,
) -> Verdict {
    match codes.iter().find(|(c, ..)| *c == code) {
        Some((_, meaning, true)) => Verdict::Retry(format!("{meaning} ({field} {code})")),
        Some((_, meaning, false)) => Verdict::Refused(format!("{meaning} ({field} {code})")),
        None => Verdict::Retry(format!(
            "{field} {code}, which its documentation does not list: {}",
            said.unwrap_or(none)
        )),
    }
}

/// A gateway's own words about a message, fit for an error text that admins read: the key and
/// the message's text taken out, any long run of digits (a number) masked, one short line.
fn their_words(said: &str, message: &TextMessage, api_key: &str) -> String {
    let mut words = said.to_owned();
    if !api_key.is_empty() {
        words = words.replace(api_key, "<key>");
    }
    if !message.text.trim().is_empty() {
        words = words.replace(message.text.as_str(), "<text>");
    }
    let mut out = String::new();
    let mut digits = String::new();
    let flush = |digits: &mut String, out: &mut String| {
        if digits.len() >= 7 {
            out.push_str(&masked(digits));
        } else {
            out.push_str(digits);
        }
        digits.clear();
    };
    for c in words.chars() {
        if c.is_ascii_digit() {
            digits.push(c);
            continue;
        }
        flush(&mut digits, &mut out);
        out.push(if c.is_control() { ' ' } else { c });
    }
    flush(&mut digits, &mut out);
    let out = out.split_whitespace().collect::<Vec<_>>().join(" ");
    match out.char_indices().nth(120) {
        Some((cut, _)) => format!("{}…", &out[..cut]),
        None => out,
    }
}

/// A field of a JSON answer as a whole number, whether the gateway wrote it as a number or as a
/// string of digits.
fn code_of(value: Option<&serde_json::Value>) -> Option<i64> {
    match value? {
        serde_json::Value::Number(n) => n.as_i64(),
        serde_json::Value::String(s) => s.trim().parse().ok(),
        _ => None,
    }
}

/// Logs a message a gateway took: the masked number, never the text.
fn log_sent(gateway: Gateway, message: &TextMessage, reference: Option<String>) {
    tracing::info!(
        gateway = gateway.name(),
        to = %masked(&message.to),
        kind = message.kind.as_str(),
        parts = mon_domain::sms::segments(&message.text).parts,
        reference = reference.as_deref().unwrap_or(""),
        "text message handed to the gateway"
    );
}

#[cfg(test)]
pub(crate) mod tests {
    use mon_application::ports::TextKind;

    use super::*;
    use crate::config::Settings;

    pub(crate) const KEY: &str = "Kx9-S3CRET-key-42";
    pub(crate) const SENDER: &str = "MonHealth";

    pub(crate) fn message(to: &str, text: &str) -> TextMessage {
        TextMessage {
            to: to.into(),
            text: text.into(),
            kind: TextKind::Verification,
            id: None,
        }
    }

    pub(crate) fn account(gateway: Gateway, url: &str) -> GatewayAccount {
        GatewayAccount {
            gateway,
            api_key: Secret::new(KEY),
            sender_id: SENDER.into(),
            url: url.trim_end_matches('/').into(),
        }
    }

    /// A short timeout, so a fake gateway that waits longer makes a timeout in a test.
    pub(crate) const SHORT: Duration = Duration::from_millis(300);

    /// A fake of a gateway that answers `calls` POSTs to `route` with `answer`, and the account
    /// that reaches it.
    pub(crate) async fn fake(
        gateway: Gateway,
        route: &str,
        calls: u64,
        answer: wiremock::ResponseTemplate,
    ) -> (wiremock::MockServer, GatewayAccount) {
        let server = wiremock::MockServer::start().await;
        wiremock::Mock::given(wiremock::matchers::method("POST"))
            .and(wiremock::matchers::path(route))
            .respond_with(answer)
            .expect(calls)
            .mount(&server)
            .await;
        let account = account(gateway, &server.uri());
        (server, account)
    }

    /// What an error says, with its causes.
    pub(crate) fn said(e: &TextError) -> String {
        match e {
            TextError::Refused(why) => why.clone(),
            TextError::Failed(e) => format!("{e:#}"),
        }
    }

    /// An error text must name neither the key nor the text nor the whole number.
    pub(crate) fn assert_discreet(e: &TextError, message: &TextMessage) {
        let text = said(e);
        assert!(!text.contains(KEY), "the key leaked: {text}");
        assert!(!text.contains(&message.text), "the text leaked: {text}");
        assert!(
            !text.contains(&message.to[1..]),
            "the whole number leaked: {text}"
        );
    }

    #[test]
    fn every_gateway_has_its_name_title_and_address_and_the_allowed_names_read_well() {
        for g in Gateway::ALL {
            assert_eq!(Gateway::parse(g.name()), Some(g));
            assert_eq!(Gateway::parse(&g.name().to_uppercase()), Some(g));
            assert!(g.default_url().starts_with("http"), "{g:?}");
            assert!(!g.default_url().ends_with('/'), "{g:?}");
        }
        assert_eq!(Gateway::parse("twilio"), None);
        assert_eq!(Gateway::parse(FILES), None);
        assert_eq!(
            Gateway::allowed(),
            "file, sslwireless, bulksmsbd or alphasms"
        );
    }

    #[test]
    fn only_a_bangladeshi_mobile_in_e164_reaches_a_gateway() {
        assert_eq!(gateway_number("+8801812345678").unwrap(), "8801812345678");
        for bad in [
            "01812345678",
            "8801812345678",
            "+880181234567",
            "+88018123456789",
            "+8802812345678",
            "+441234567890",
            "+880181234567x",
        ] {
            let err = gateway_number(bad).unwrap_err();
            assert!(matches!(err, TextError::Refused(_)), "{bad}");
        }
        let err = gateway_number("+88019999999999").unwrap_err();
        assert!(!said(&err).contains("88019999999999"), "{}", said(&err));
    }

    #[test]
    fn a_gateways_own_words_lose_the_key_the_text_and_the_number() {
        let m = message("+8801812345678", "Mon: code 482913");
        let words = their_words(
            &format!(
                "bad key {KEY} for 8801812345678:\n\"Mon: code 482913\" {}",
                "x".repeat(200)
            ),
            &m,
            KEY,
        );
        assert!(
            words.starts_with("bad key <key> for ••••••••••678: \"<text>\" xx"),
            "{words}"
        );
        assert!(
            words.ends_with('…') && words.chars().count() == 121,
            "{words}"
        );
        assert_eq!(their_words("Invalid MSISDN", &m, KEY), "Invalid MSISDN");
        assert_eq!(their_words("code 4014", &m, KEY), "code 4014");
    }

    fn answer(status: u16, location: Option<&str>) -> Answer {
        Answer {
            status: StatusCode::from_u16(status).unwrap(),
            location: location.map(str::to_owned),
            body: String::new(),
        }
    }

    #[test]
    fn the_http_status_and_the_body_are_read_in_the_documented_order() {
        let g = Gateway::AlphaSms;
        let sent = || Some(Verdict::Sent);
        let refused = || Some(Verdict::Refused("bad number".into()));
        let retry = || Some(Verdict::Retry("busy".into()));
        let ok = |r: Result<(), TextError>| r.is_ok();
        let refusal = |r: Result<(), TextError>| matches!(r, Err(TextError::Refused(_)));
        let failure = |r: Result<(), TextError>| matches!(r, Err(TextError::Failed(_)));
        assert!(ok(settle(g, &answer(200, None), sent())));
        assert!(refusal(settle(g, &answer(200, None), refused())));
        assert!(failure(settle(g, &answer(200, None), retry())));
        assert!(failure(settle(g, &answer(200, None), None)));
        for status in [500, 502, 503, 408, 429] {
            assert!(
                failure(settle(g, &answer(status, None), refused())),
                "{status}"
            );
            assert!(
                failure(settle(g, &answer(status, None), sent())),
                "{status}"
            );
        }
        for status in [400, 401, 403, 404] {
            assert!(refusal(settle(g, &answer(status, None), None)), "{status}");
            assert!(
                refusal(settle(g, &answer(status, None), sent())),
                "{status}"
            );
        }
        let moved = settle(g, &answer(301, Some("https://new.example/sendsms")), sent());
        let Err(TextError::Refused(why)) = moved else {
            panic!("{moved:?}")
        };
        assert!(why.contains("https://new.example/sendsms") && why.contains("MON_SMS_URL"));
    }

    #[test]
    fn a_whole_number_is_read_from_a_number_or_a_string() {
        let v = serde_json::json!({"a": 202, "b": "1002", "c": " 7 ", "d": "x", "e": null});
        assert_eq!(code_of(v.get("a")), Some(202));
        assert_eq!(code_of(v.get("b")), Some(1002));
        assert_eq!(code_of(v.get("c")), Some(7));
        assert_eq!(code_of(v.get("d")), None);
        assert_eq!(code_of(v.get("e")), None);
        assert_eq!(code_of(v.get("missing")), None);
    }

    /// Without a TLS backend reqwest refuses an https address before connecting; with rustls the
    /// call goes as far as the (closed) port.
    #[tokio::test]
    async fn https_addresses_are_called_over_tls() {
        let client = http_client(SHORT).unwrap();
        let err = client
            .post("https://127.0.0.1:9/sendsms")
            .send()
            .await
            .unwrap_err();
        let debug = format!("{err:?}");
        assert!(
            err.is_connect() && !debug.contains("scheme is not http"),
            "{debug}"
        );
        assert!(debug.contains("ConnectionRefused"), "{debug}");
    }

    #[tokio::test]
    async fn the_settings_choose_the_adapter_files_by_default() {
        let dir = std::env::temp_dir().join(format!("mon-sms-{}", uuid::Uuid::new_v4()));
        let defaults: SmsSection = Settings::from_lookup(&|_| None).unwrap().sms;
        assert!(defaults.target.writes_files());
        assert_eq!(
            defaults.target.describe(&dir),
            format!("JSON files in {}", dir.join("sms").display())
        );
        let texts = text_messages(&defaults, &dir).unwrap();
        texts
            .send(&message("+8801812345678", "Mon: code 482913"))
            .await
            .unwrap();
        assert_eq!(std::fs::read_dir(dir.join("sms")).unwrap().count(), 1);
        std::fs::remove_dir_all(&dir).unwrap();

        let alpha = Settings::from_lookup(&|name| match name {
            "MON_SMS_GATEWAY" => Some("alphasms".into()),
            "MON_SMS_API_KEY" => Some(KEY.into()),
            "MON_SMS_SENDER_ID" => Some(SENDER.into()),
            _ => None,
        })
        .unwrap()
        .sms;
        assert!(!alpha.target.writes_files());
        let line = alpha.target.describe(&dir);
        assert_eq!(
            line,
            "Alpha SMS at https://api.sms.net.bd as sender ID MonHealth"
        );
        assert!(!line.contains(KEY));
        text_messages(&alpha, &dir).unwrap();
        assert!(!dir.exists(), "a gateway writes no folder");
    }
}
