//! The account e-mails, in English and Bangla in one message: we do not know
//! which language a person reads before they have chosen one. Their texts are
//! [`MailMsg`]'s. Key lifetimes in
//! the texts come from [`KeyPurpose::lifetime`], the rule itself.

use mon_domain::Lang;
use mon_domain::mail::{MailMsg, fill};
use mon_domain::user::KeyPurpose;
use percent_encoding::{AsciiSet, NON_ALPHANUMERIC, utf8_percent_encode};

use crate::ports::Mail;

/// Everything but RFC 3986's unreserved characters is encoded.
const QUERY_VALUE: &AsciiSet = &NON_ALPHANUMERIC
    .remove(b'-')
    .remove(b'_')
    .remove(b'.')
    .remove(b'~');

/// Percent-encodes a query value.
pub(crate) fn encode_query_value(s: &str) -> String {
    utf8_percent_encode(s, QUERY_VALUE).to_string()
}

/// How long a key of this purpose works, in `lang`: "72 hours", "৭২ ঘণ্টা", "7 days".
fn lifetime(purpose: KeyPurpose, lang: Lang) -> String {
    let hours = purpose.lifetime().num_hours();
    let shown = |n: i64| match lang {
        Lang::En => n.to_string(),
        Lang::Bn => mon_domain::bangla_digits(&n.to_string()),
    };
    match hours {
        1 => MailMsg::LifetimeOneHour.text(lang).to_owned(),
        h if h > 72 && h % 24 == 0 => fill(
            MailMsg::LifetimeDays.text(lang),
            &[("days", &shown(h / 24))],
        ),
        h => fill(MailMsg::LifetimeHours.text(lang), &[("hours", &shown(h))]),
    }
}

/// A mail in both languages, English first: `subject` as "English / Bangla", `body` as both texts
/// apart by `----`, each filled with `values(lang)`.
fn bilingual_mail<'a>(
    to: &str,
    subject: MailMsg,
    body: MailMsg,
    values: impl Fn(Lang) -> Vec<(&'a str, String)>,
) -> Mail {
    let text = |lang: Lang| {
        let values = values(lang);
        let pairs: Vec<(&str, &str)> = values.iter().map(|(k, v)| (*k, v.as_str())).collect();
        fill(body.text(lang), &pairs)
    };
    Mail {
        to: to.to_owned(),
        subject: format!("{} / {}", subject.en(), subject.bn()),
        text: format!("{}\n\n----\n\n{}\n", text(Lang::En), text(Lang::Bn)),
        attachment: None,
    }
}

pub(crate) fn activation_mail(to: &str, username: &str, link: &str) -> Mail {
    bilingual_mail(
        to,
        MailMsg::ActivationSubject,
        MailMsg::ActivationBody,
        |lang| {
            vec![
                ("username", username.to_owned()),
                ("lifetime", lifetime(KeyPurpose::Activation, lang)),
                ("link", link.to_owned()),
            ]
        },
    )
}

/// To the owner of an address someone tried to register again. The person who
/// tried sees the usual "check your mail" answer, so the answer does not tell
/// whether the address has an account; only its owner learns it, here.
pub(crate) fn registration_attempt_mail(to: &str, login_link: &str, reset_link: &str) -> Mail {
    bilingual_mail(
        to,
        MailMsg::RegistrationAttemptSubject,
        MailMsg::RegistrationAttemptBody,
        |_| {
            vec![
                ("login_link", login_link.to_owned()),
                ("reset_link", reset_link.to_owned()),
            ]
        },
    )
}

/// To a counsellor an admin invited: `name` as the admin wrote it in each language.
pub(crate) fn invitation_mail(
    to: &str,
    name: &mon_domain::Bilingual,
    username: &str,
    link: &str,
) -> Mail {
    bilingual_mail(
        to,
        MailMsg::InvitationSubject,
        MailMsg::InvitationBody,
        |lang| {
            vec![
                ("name", name.shown(lang).to_owned()),
                ("username", username.to_owned()),
                ("lifetime", lifetime(KeyPurpose::Invitation, lang)),
                ("link", link.to_owned()),
            ]
        },
    )
}

pub(crate) fn reset_mail(to: &str, username: &str, link: &str) -> Mail {
    bilingual_mail(to, MailMsg::ResetSubject, MailMsg::ResetBody, |lang| {
        vec![
            ("username", username.to_owned()),
            ("lifetime", lifetime(KeyPurpose::PasswordReset, lang)),
            ("link", link.to_owned()),
        ]
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn query_values_are_percent_encoded() {
        assert_eq!(encode_query_value("a+b@x.com"), "a%2Bb%40x.com");
        assert_eq!(
            encode_query_value("রহিম"),
            "%E0%A6%B0%E0%A6%B9%E0%A6%BF%E0%A6%AE"
        );
        assert_eq!(encode_query_value("Ab-_.~9"), "Ab-_.~9");
    }

    #[test]
    fn the_texts_state_the_lifetimes_the_rules_use() {
        let hours = KeyPurpose::Activation.lifetime().num_hours();
        let m = activation_mail("a@b.com", "rahim", "L");
        assert!(
            m.text.contains(&format!("within {hours} hours")),
            "{}",
            m.text
        );
        assert!(
            m.text.contains(&format!(
                "{} ঘণ্টা",
                mon_domain::bangla_digits(&hours.to_string())
            )),
            "{}",
            m.text
        );
        let m = reset_mail("a@b.com", "rahim", "L");
        assert!(m.text.contains("within 1 hour to"), "{}", m.text);
        assert!(m.text.contains("১ ঘণ্টা"), "{}", m.text);
        let days = KeyPurpose::Invitation.lifetime().num_days();
        let name = mon_domain::Bilingual::new("Nusrat", "নুসরাত");
        let m = invitation_mail("a@b.com", &name, "nusrat", "L");
        assert!(
            m.text.contains(&format!("within {days} days")),
            "{}",
            m.text
        );
        assert!(
            m.text.contains(&format!(
                "{} দিন",
                mon_domain::bangla_digits(&days.to_string())
            )),
            "{}",
            m.text
        );
        assert!(m.text.starts_with("Hello Nusrat,") && m.text.contains("প্রিয় নুসরাত,"));
    }
}
