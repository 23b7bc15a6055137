//! The account e-mails, in English and Bangla in one message: we do not know
//! which language a person reads before they have chosen one. Key lifetimes in
//! the texts come from [`KeyPurpose::lifetime`], the rule itself.

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

/// "72 hours" and "৭২ ঘণ্টা" for a key of this purpose.
fn lifetime(purpose: KeyPurpose) -> (String, String) {
    let hours = purpose.lifetime().num_hours();
    let en = if hours == 1 {
        "1 hour".to_owned()
    } else {
        format!("{hours} hours")
    };
    (
        en,
        format!("{} ঘণ্টা", mon_domain::bangla_digits(&hours.to_string())),
    )
}

pub(crate) fn activation_mail(to: &str, username: &str, link: &str) -> Mail {
    let (en, bn) = lifetime(KeyPurpose::Activation);
    Mail {
        to: to.to_owned(),
        subject: "Activate your Mon account / আপনার Mon অ্যাকাউন্ট চালু করুন".to_owned(),
        text: format!(
            "Hello {username},\n\n\
             Welcome to Mon. Please open this link within {en} to activate your account:\n\n\
             {link}\n\n\
             If you did not create this account, you can safely ignore this email.\n\n\
             ----\n\n\
             প্রিয় {username},\n\n\
             Mon-এ আপনাকে স্বাগতম। অ্যাকাউন্ট চালু করতে {bn}র মধ্যে নিচের লিংকটি খুলুন:\n\n\
             {link}\n\n\
             আপনি এই অ্যাকাউন্ট না খুলে থাকলে ই-মেইলটি উপেক্ষা করুন।\n"
        ),
        attachment: None,
    }
}

/// To the owner of an address someone tried to register again. The person who
/// tried sees the usual "check your mail" answer, so the answer does not tell
/// whether the address has an account; only its owner learns it, here.
pub(crate) fn registration_attempt_mail(to: &str, login_link: &str, reset_link: &str) -> Mail {
    Mail {
        to: to.to_owned(),
        subject: "Someone tried to register with your address / আপনার ঠিকানা দিয়ে নিবন্ধনের চেষ্টা"
            .to_owned(),
        text: format!(
            "Hello,\n\n\
             Someone tried to create a Mon account with this email address, but it already has one.\n\n\
             If it was you, you can log in here:\n\n\
             {login_link}\n\n\
             If you have forgotten your password, you can choose a new one here:\n\n\
             {reset_link}\n\n\
             If it was not you, you can ignore this email: nothing has changed in your account.\n\n\
             ----\n\n\
             প্রিয় ব্যবহারকারী,\n\n\
             কেউ এই ই-মেইল ঠিকানা দিয়ে Mon-এ নতুন অ্যাকাউন্ট খোলার চেষ্টা করেছেন, কিন্তু এই ঠিকানায় আগেই একটি অ্যাকাউন্ট আছে।\n\n\
             আপনি হলে এখানে লগ ইন করুন:\n\n\
             {login_link}\n\n\
             পাসওয়ার্ড ভুলে গেলে এখানে নতুন পাসওয়ার্ড দিন:\n\n\
             {reset_link}\n\n\
             আপনি না হলে ই-মেইলটি উপেক্ষা করুন; আপনার অ্যাকাউন্টে কিছুই বদলায়নি।\n"
        ),
        attachment: None,
    }
}

pub(crate) fn reset_mail(to: &str, username: &str, link: &str) -> Mail {
    let (en, bn) = lifetime(KeyPurpose::PasswordReset);
    Mail {
        to: to.to_owned(),
        subject: "Reset your Mon password / আপনার Mon পাসওয়ার্ড রিসেট করুন".to_owned(),
        text: format!(
            "Hello {username},\n\n\
             Someone asked to reset the password of your Mon account. Open this link within {en} to choose a new password:\n\n\
             {link}\n\n\
             If it was not you, ignore this email: your password stays as it is.\n\n\
             ----\n\n\
             প্রিয় {username},\n\n\
             আপনার Mon অ্যাকাউন্টের পাসওয়ার্ড রিসেট করার অনুরোধ এসেছে। নতুন পাসওয়ার্ড দিতে {bn}র মধ্যে নিচের লিংকটি খুলুন:\n\n\
             {link}\n\n\
             অনুরোধটি আপনি না করে থাকলে ই-মেইলটি উপেক্ষা করুন; আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।\n"
        ),
        attachment: None,
    }
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
    }
}
