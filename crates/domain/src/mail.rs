//! Every e-mail's text, in both languages: one catalogue, checked like the others (both texts
//! present and different) and for its marks: a `{name}` in a text is a value [`fill`] puts in, and
//! a text's English and Bangla hold the same marks.

use crate::messages;

messages! {
    /// The e-mails' subjects, greetings and paragraphs.
    pub enum MailMsg {
        /// How the service's time zone is named in a mail (`MON_TIMEZONE` Asia/Dhaka).
        ZoneDhaka => "Bangladesh time", "বাংলাদেশ সময়";
        /// Any other zone, by its name.
        ZoneOther => "{zone} time", "{zone} সময়";
        /// How a session happens, in a sentence of an approval or a reminder: not said yet.
        SessionUntold => "We will contact you before the session to tell you how it will happen.", "সেশনটি কীভাবে হবে, তা আমরা সেশনের আগে আপনাকে জানাব।";
        SessionVideo => "The session is a video call. Join it here at the time:\n\n{detail}", "সেশনটি হবে ভিডিও কলে। সময়মতো এখানে যোগ দিন:\n\n{detail}";
        SessionVideoUntold => "The session is a video call. We will send you its address before the session.", "সেশনটি হবে ভিডিও কলে। এর ঠিকানা আমরা সেশনের আগে পাঠাব।";
        SessionPhone => "The session is a phone call. Your counsellor will call you from {detail}.", "সেশনটি হবে ফোনে। আপনার কাউন্সেলর {detail} নম্বর থেকে আপনাকে ফোন করবেন।";
        SessionPhoneUntold => "The session is a phone call. Your counsellor will call you on the number you gave.", "সেশনটি হবে ফোনে। আপনার দেওয়া নম্বরে কাউন্সেলর আপনাকে ফোন করবেন।";
        SessionInPerson => "The session is in person, at:\n\n{detail}", "সেশনটি হবে সরাসরি, এই ঠিকানায়:\n\n{detail}";
        SessionInPersonUntold => "The session is in person. We will send you the address before the session.", "সেশনটি হবে সরাসরি। ঠিকানাটি আমরা সেশনের আগে পাঠাব।";
        /// To the subscriber: the appointment is approved (with a calendar file).
        ApprovedSubject => "Your Mon appointment is confirmed", "আপনার Mon অ্যাপয়েন্টমেন্ট নিশ্চিত হয়েছে";
        ApprovedBody => "Hello {name},\n\nYour appointment on {when} ({zone}) is confirmed.{counsellor}\n\n{session}\n\nThe attached calendar file adds it to your calendar. You can see your appointments here:\n\n{public_url}/appointment\n\nWe look forward to talking with you.\n\nMon", "প্রিয় {name},\n\n{when}-এ ({zone}) আপনার অ্যাপয়েন্টমেন্ট নিশ্চিত হয়েছে।{counsellor}\n\n{session}\n\nসংযুক্ত ক্যালেন্ডার ফাইলটি খুললে এটি আপনার ক্যালেন্ডারে যোগ হবে। আপনার অ্যাপয়েন্টমেন্টগুলো এখানে দেখতে পাবেন:\n\n{public_url}/appointment\n\nআপনার সঙ্গে কথা বলার অপেক্ষায় রইলাম।\n\nMon";
        /// To the subscriber, kindly: the date cannot be kept; with the admin's reason when there is one.
        UnapprovedReason => "A word from us about it: {reason}\n\n", "এ বিষয়ে আমাদের কথা: {reason}\n\n";
        UnapprovedSubject => "About your Mon appointment request", "আপনার Mon অ্যাপয়েন্টমেন্টের অনুরোধ সম্পর্কে";
        UnapprovedBody => "Hello {name},\n\nThank you for reaching out. We are sorry: we cannot keep the appointment you asked for on {when}.\n\n{reason}This is about our schedule, not about you. Please choose another date that suits you here:\n\n{public_url}/appointment\n\nIf you need to talk to someone now, please call a helpline or someone you trust. You are not alone.\n\nMon", "প্রিয় {name},\n\nযোগাযোগ করার জন্য ধন্যবাদ। দুঃখিত, {when}-এর যে অ্যাপয়েন্টমেন্টটি আপনি চেয়েছিলেন, সেটি আমরা রাখতে পারছি না।\n\n{reason}এটি আমাদের সময়সূচির কারণে, আপনার কারণে নয়। আপনার সুবিধামতো অন্য একটি তারিখ এখানে বেছে নিন:\n\n{public_url}/appointment\n\nএখনই কারও সঙ্গে কথা বলা দরকার হলে কোনো হেল্পলাইনে বা বিশ্বাসের কাউকে ফোন করুন। আপনি একা নন।\n\nMon";
        /// To the subscriber, 1 or 24 hours before an approved appointment.
        ReminderSubjectHour => "Reminder: your Mon appointment is in one hour", "মনে করিয়ে দিচ্ছি: এক ঘণ্টা পরে আপনার Mon অ্যাপয়েন্টমেন্ট";
        ReminderSubjectDay => "Reminder: your Mon appointment is tomorrow", "মনে করিয়ে দিচ্ছি: আগামীকাল আপনার Mon অ্যাপয়েন্টমেন্ট";
        ReminderInHour => "in one hour", "এক ঘণ্টা পরে";
        ReminderInDay => "in a day", "আগামীকাল";
        ReminderBody => "Hello {name},\n\nA reminder: your appointment is {in}, on {when} ({zone}).\n\n{session}\n\nIf you cannot come, please tell us here:\n\n{public_url}/appointment\n\nMon", "প্রিয় {name},\n\nমনে করিয়ে দিচ্ছি: আপনার অ্যাপয়েন্টমেন্ট {in}, {when}-এ ({zone})।\n\n{session}\n\nআসতে না পারলে এখানে আমাদের জানান:\n\n{public_url}/appointment\n\nMon";
        /// In discreet mode, every e-mail about a person's care: nothing a lock screen should not show.
        DiscreetSubject => "Your Mon account", "আপনার Mon অ্যাকাউন্ট";
        DiscreetBody => "Hello,\n\nThere is an update in your Mon account. Please log in to see it:\n\n{public_url}/login\n\nMon", "শুভেচ্ছা,\n\nআপনার Mon অ্যাকাউন্টে একটি নতুন খবর আছে। দেখতে লগইন করুন:\n\n{public_url}/login\n\nMon";
        /// To the subscriber: a decision was undone (after an approval, with a calendar file that withdraws it).
        UndoneSubject => "Your Mon appointment request is being reviewed again", "আপনার Mon অ্যাপয়েন্টমেন্টের অনুরোধটি আবার বিবেচনা করা হচ্ছে";
        UndoneBody => "Hello {name},\n\nOur earlier answer about your appointment on {when} was changed: your request is waiting for a decision again. We will write to you as soon as it is decided.{calendar}\n\nYou can see your appointments here:\n\n{public_url}/appointment\n\nMon", "প্রিয় {name},\n\n{when}-এর অ্যাপয়েন্টমেন্ট নিয়ে আমাদের আগের উত্তরটি বদলানো হয়েছে: আপনার অনুরোধটি আবার সিদ্ধান্তের অপেক্ষায় আছে। সিদ্ধান্ত হলেই আমরা আপনাকে জানাব।{calendar}\n\nআপনার অ্যাপয়েন্টমেন্টগুলো এখানে দেখতে পাবেন:\n\n{public_url}/appointment\n\nMon";
        UndoneCalendarNote => "\n\nThe attached calendar file removes the entry from your calendar until then.", "\n\nসংযুক্ত ক্যালেন্ডার ফাইলটি ততক্ষণের জন্য আপনার ক্যালেন্ডার থেকে এটি সরিয়ে দেবে।";
        /// In an approval: who the session is with.
        ApprovedCounsellor => " Your counsellor is {counsellor}.", " আপনার কাউন্সেলর {counsellor}।";
        /// To the subscriber: their session is cancelled as they asked (with a calendar file that withdraws it).
        CancelledSubject => "Your Mon session is cancelled", "আপনার Mon সেশন বাতিল হয়েছে";
        CancelledBody => "Hello {name},\n\nYour session on {when} is cancelled, as you asked. The attached calendar file removes it from your calendar.\n\nWhenever you are ready, you can ask for another time here:\n\n{public_url}/appointment\n\nTake care of yourself.\n\nMon", "প্রিয় {name},\n\nআপনার অনুরোধে {when}-এর সেশনটি বাতিল হয়েছে। সংযুক্ত ক্যালেন্ডার ফাইলটি আপনার ক্যালেন্ডার থেকে এটি সরিয়ে দেবে।\n\nযখন আপনি প্রস্তুত, এখানে অন্য একটি সময় চাইতে পারেন:\n\n{public_url}/appointment\n\nনিজের যত্ন নিন।\n\nMon";
        /// To the subscriber: their counsellor left the service; the session waits for another one
        /// (after an approval, with a calendar file that withdraws it).
        CounsellorLeftSubject => "Your Mon session is waiting for a new counsellor", "আপনার Mon সেশনটি নতুন কাউন্সেলরের অপেক্ষায় আছে";
        CounsellorLeftBody => "Hello {name},\n\nThe counsellor of your session on {when} is no longer with Mon. Your request is not lost: it is waiting for another counsellor, and we will write to you as soon as one is chosen.{calendar}\n\nYou can see your appointments here:\n\n{public_url}/appointment\n\nMon", "প্রিয় {name},\n\n{when}-এর সেশনের কাউন্সেলর আর Mon-এ নেই। আপনার অনুরোধটি হারিয়ে যায়নি: এটি অন্য একজন কাউন্সেলরের অপেক্ষায় আছে, এবং কাউন্সেলর ঠিক হলেই আমরা আপনাকে জানাব।{calendar}\n\nআপনার অ্যাপয়েন্টমেন্টগুলো এখানে দেখতে পাবেন:\n\n{public_url}/appointment\n\nMon";
        /// To a counsellor: a session was added to their day (the client's name and the time; nothing about their health).
        CounsellorSessionSubject => "A new session on Mon", "Mon-এ একটি নতুন সেশন";
        CounsellorSessionBody => "Hello {counsellor},\n\nA session with {name} on {when} ({zone}) has been added to your day.\n\nYou can see it on your dashboard:\n\n{public_url}/counsellor/dashboard\n\nMon", "প্রিয় {counsellor},\n\n{when}-এ ({zone}) {name}-এর সঙ্গে একটি সেশন আপনার দিনে যোগ হয়েছে।\n\nআপনার ড্যাশবোর্ডে এটি দেখতে পাবেন:\n\n{public_url}/counsellor/dashboard\n\nMon";
        /// To a counsellor: a client cancelled a session (only its time; the time is free again).
        SessionCancelledSubject => "A session was cancelled", "একটি সেশন বাতিল হয়েছে";
        CounsellorCancelledBody => "Hello {counsellor},\n\nThe session on {when} ({zone}) was cancelled by the client. That time is free again.\n\nYour day is on your dashboard:\n\n{public_url}/counsellor/dashboard\n\nMon", "প্রিয় {counsellor},\n\n{when}-এর ({zone}) সেশনটি ক্লায়েন্ট বাতিল করেছেন। ওই সময়টি আবার খালি।\n\nআপনার দিনের সূচি ড্যাশবোর্ডে আছে:\n\n{public_url}/counsellor/dashboard\n\nMon";
        /// To the counsellor: an admin undid the approval of their session (its time only).
        SessionWithdrawnSubject => "A session is off your calendar", "একটি সেশন আপনার সূচি থেকে সরানো হয়েছে";
        CounsellorWithdrawnBody => "Hello {counsellor},\n\nThe session on {when} ({zone}) is no longer planned: the service changed its decision about it. That time is free again.\n\nYour day is on your dashboard:\n\n{public_url}/counsellor/dashboard\n\nMon", "প্রিয় {counsellor},\n\n{when}-এর ({zone}) সেশনটি আর হচ্ছে না: সেবাটি এ বিষয়ে সিদ্ধান্ত বদলেছে। ওই সময়টি আবার খালি।\n\nআপনার দিনের সূচি ড্যাশবোর্ডে আছে:\n\n{public_url}/counsellor/dashboard\n\nMon";
        /// To the admins, when the cancelled session had no counsellor yet.
        AdminCancelledBody => "Hello,\n\nThe approved session on {when} ({zone}) was cancelled by the client.\n\n{public_url}/admin/appointments?status=cancelled\n\nMon", "শুভেচ্ছা,\n\n{when}-এর ({zone}) অনুমোদিত সেশনটি ক্লায়েন্ট বাতিল করেছেন।\n\n{public_url}/admin/appointments?status=cancelled\n\nMon";
        /// To an admin: a new request waits for a decision (only its date and time).
        NewRequestSubject => "New appointment request", "নতুন অ্যাপয়েন্টমেন্টের অনুরোধ";
        NewRequestBody => "Hello,\n\nA new appointment request for {when} is waiting for a decision:\n\n{public_url}/login?next=%2Fadmin%2Fappointments%3Fstatus%3Drequested%26focus%3D{id}\n\nMon", "শুভেচ্ছা,\n\n{when}-এর জন্য একটি নতুন অ্যাপয়েন্টমেন্টের অনুরোধ সিদ্ধান্তের অপেক্ষায় আছে:\n\n{public_url}/login?next=%2Fadmin%2Fappointments%3Fstatus%3Drequested%26focus%3D{id}\n\nMon";
        /// How long a link works, in an account mail.
        LifetimeOneHour => "1 hour", "১ ঘণ্টা";
        LifetimeHours => "{hours} hours", "{hours} ঘণ্টা";
        LifetimeDays => "{days} days", "{days} দিন";
        /// The account e-mails carry both languages, English first, apart by `----`.
        ActivationSubject => "Activate your Mon account", "আপনার Mon অ্যাকাউন্ট চালু করুন";
        ActivationBody => "Hello {username},\n\nWelcome to Mon. Please open this link within {lifetime} to activate your account:\n\n{link}\n\nIf you did not create this account, you can safely ignore this email.", "প্রিয় {username},\n\nMon-এ আপনাকে স্বাগতম। অ্যাকাউন্ট চালু করতে {lifetime}র মধ্যে নিচের লিংকটি খুলুন:\n\n{link}\n\nআপনি এই অ্যাকাউন্ট না খুলে থাকলে ই-মেইলটি উপেক্ষা করুন।";
        /// To the owner of an address someone tried to register again.
        RegistrationAttemptSubject => "Someone tried to register with your address", "আপনার ঠিকানা দিয়ে নিবন্ধনের চেষ্টা";
        RegistrationAttemptBody => "Hello,\n\nSomeone tried to create a Mon account with this email address, but it already has one.\n\nIf it was you, you can log in here:\n\n{login_link}\n\nIf you have forgotten your password, you can choose a new one here:\n\n{reset_link}\n\nIf it was not you, you can ignore this email: nothing has changed in your account.", "প্রিয় ব্যবহারকারী,\n\nকেউ এই ই-মেইল ঠিকানা দিয়ে Mon-এ নতুন অ্যাকাউন্ট খোলার চেষ্টা করেছেন, কিন্তু এই ঠিকানায় আগেই একটি অ্যাকাউন্ট আছে।\n\nআপনি হলে এখানে লগ ইন করুন:\n\n{login_link}\n\nপাসওয়ার্ড ভুলে গেলে এখানে নতুন পাসওয়ার্ড দিন:\n\n{reset_link}\n\nআপনি না হলে ই-মেইলটি উপেক্ষা করুন; আপনার অ্যাকাউন্টে কিছুই বদলায়নি।";
        /// To a counsellor an admin invited: the link sets the first password.
        InvitationSubject => "You are invited to give care on Mon", "Mon-এ সেবা দেওয়ার আমন্ত্রণ";
        InvitationBody => "Hello {name},\n\nMon's team has invited you to join Mon as a counsellor. Your username is {username}. Open this link within {lifetime} to choose your password:\n\n{link}\n\nIf the link has expired, ask the team to send a new invitation. If you did not expect this email, you can ignore it.", "প্রিয় {name},\n\nMon-এর দল আপনাকে কাউন্সেলর হিসেবে Mon-এ যোগ দেওয়ার আমন্ত্রণ জানিয়েছে। আপনার ইউজারনেম {username}। পাসওয়ার্ড ঠিক করতে {lifetime}র মধ্যে নিচের লিংকটি খুলুন:\n\n{link}\n\nলিংকের মেয়াদ পেরিয়ে গেলে দলকে নতুন আমন্ত্রণ পাঠাতে বলুন। এই ই-মেইলটি আশা না করে থাকলে উপেক্ষা করুন।";
        ResetSubject => "Reset your Mon password", "আপনার Mon পাসওয়ার্ড রিসেট করুন";
        ResetBody => "Hello {username},\n\nSomeone asked to reset the password of your Mon account. Open this link within {lifetime} to choose a new password:\n\n{link}\n\nIf it was not you, ignore this email: your password stays as it is.", "প্রিয় {username},\n\nআপনার Mon অ্যাকাউন্টের পাসওয়ার্ড রিসেট করার অনুরোধ এসেছে। নতুন পাসওয়ার্ড দিতে {lifetime}র মধ্যে নিচের লিংকটি খুলুন:\n\n{link}\n\nঅনুরোধটি আপনি না করে থাকলে ই-মেইলটি উপেক্ষা করুন; আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।";
    }
}

/// `template` with each `{key}` of `values` replaced by its value, in one pass: a value that itself
/// holds a mark (a name typed as `{link}`) stays as it is. A mark without a value stays too.
pub fn fill(template: &str, values: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(template.len() + 64);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let value = after.find('}').and_then(|close| {
            let key = &after[..close];
            values
                .iter()
                .find(|(k, _)| *k == key)
                .map(|(_, v)| (*v, close))
        });
        match value {
            Some((value, close)) => {
                out.push_str(value);
                rest = &after[close + 1..];
            }
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// The marks of a text (`{name}`), sorted.
pub fn marks(text: &str) -> Vec<&str> {
    let mut found: Vec<&str> = text
        .split('{')
        .skip(1)
        .filter_map(|part| part.split_once('}').map(|(key, _)| key))
        .filter(|key| !key.is_empty() && key.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'))
        .collect();
    found.sort_unstable();
    found.dedup();
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_mail_text_has_the_same_marks_in_both_languages() {
        for m in MailMsg::ALL {
            assert_eq!(marks(m.en()), marks(m.bn()), "{m:?}");
        }
        assert_eq!(
            marks(MailMsg::ApprovedBody.en()),
            [
                "counsellor",
                "name",
                "public_url",
                "session",
                "when",
                "zone"
            ]
        );
    }

    #[test]
    fn values_are_put_in_once_and_never_read_as_marks() {
        assert_eq!(
            fill(
                "Hello {name}, see {link}.",
                &[("name", "{link}"), ("link", "https://x")]
            ),
            "Hello {link}, see https://x."
        );
        assert_eq!(fill("{unknown} {x", &[("x", "y")]), "{unknown} {x");
    }
}
