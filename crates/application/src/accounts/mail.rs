//! The account e-mails, in English and Bangla in one message: we do not know
//! which language a person reads before they have chosen one.

use crate::ports::Mail;

/// Percent-encodes a query value (RFC 3986 unreserved characters stay as they are).
pub(crate) fn encode_query_value(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b'~') {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

pub(crate) fn activation_mail(to: &str, username: &str, link: &str) -> Mail {
    Mail {
        to: to.to_owned(),
        subject: "Activate your Mon account / আপনার Mon অ্যাকাউন্ট চালু করুন".to_owned(),
        text: format!(
            "Hello {username},\n\n\
             Welcome to Mon. Please open this link within 72 hours to activate your account:\n\n\
             {link}\n\n\
             If you did not create this account, you can safely ignore this email.\n\n\
             ----\n\n\
             প্রিয় {username},\n\n\
             Mon-এ আপনাকে স্বাগতম। অ্যাকাউন্ট চালু করতে ৭২ ঘণ্টার মধ্যে নিচের লিংকটি খুলুন:\n\n\
             {link}\n\n\
             আপনি এই অ্যাকাউন্ট না খুলে থাকলে ই-মেইলটি উপেক্ষা করুন।\n"
        ),
    }
}

pub(crate) fn reset_mail(to: &str, username: &str, link: &str) -> Mail {
    Mail {
        to: to.to_owned(),
        subject: "Reset your Mon password / আপনার Mon পাসওয়ার্ড রিসেট করুন".to_owned(),
        text: format!(
            "Hello {username},\n\n\
             Someone asked to reset the password of your Mon account. Open this link within 1 hour to choose a new password:\n\n\
             {link}\n\n\
             If it was not you, ignore this email: your password stays as it is.\n\n\
             ----\n\n\
             প্রিয় {username},\n\n\
             আপনার Mon অ্যাকাউন্টের পাসওয়ার্ড রিসেট করার অনুরোধ এসেছে। নতুন পাসওয়ার্ড দিতে ১ ঘণ্টার মধ্যে নিচের লিংকটি খুলুন:\n\n\
             {link}\n\n\
             অনুরোধটি আপনি না করে থাকলে ই-মেইলটি উপেক্ষা করুন; আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।\n"
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn query_values_are_percent_encoded() {
        assert_eq!(encode_query_value("a+b@x.com"), "a%2Bb%40x.com");
        assert_eq!(encode_query_value("রহিম"), "%E0%A6%B0%E0%A6%B9%E0%A6%BF%E0%A6%AE");
        assert_eq!(encode_query_value("Ab-_.~9"), "Ab-_.~9");
    }
}
