//! Every text the server can say to a person, in English and Bangla.
//!
//! English texts are the product specification's exact wording where it gives one.

/// A language the product speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Lang {
    #[default]
    En,
    Bn,
}

impl Lang {
    /// Picks a language from an `Accept-Language` header value: Bangla when `bn`
    /// comes before any English range, English otherwise.
    pub fn from_accept_language(header: &str) -> Lang {
        for part in header.split(',') {
            let tag = part.split(';').next().unwrap_or("").trim().to_ascii_lowercase();
            if tag == "bn" || tag.starts_with("bn-") {
                return Lang::Bn;
            }
            if tag == "en" || tag.starts_with("en-") {
                return Lang::En;
            }
        }
        Lang::En
    }
}

macro_rules! messages {
    ($($name:ident => $en:literal, $bn:literal;)*) => {
        /// A message with a stable identity and a wording per language.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum Msg { $($name),* }

        impl Msg {
            /// Every message, for catalogue checks.
            pub const ALL: &'static [Msg] = &[$(Msg::$name),*];

            pub fn en(self) -> &'static str {
                match self { $(Msg::$name => $en),* }
            }

            pub fn bn(self) -> &'static str {
                match self { $(Msg::$name => $bn),* }
            }
        }
    };
}

impl Msg {
    pub fn text(self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.en(),
            Lang::Bn => self.bn(),
        }
    }
}

messages! {
    // Field rules of spec section 5.
    UsernameRequired => "Username is required", "ইউজারনেম দিতে হবে";
    UsernameTooLong => "Username must be at most 60 characters", "ইউজারনেম সর্বোচ্চ ৬০ অক্ষরের হতে পারে";
    UsernameInvalid => "Username may contain only letters, digits, dot, dash and underscore", "ইউজারনেমে শুধু অক্ষর, সংখ্যা, ডট, ড্যাশ ও আন্ডারস্কোর ব্যবহার করা যাবে";
    LoginUsernameRequired => "Email or username is required", "ই-মেইল বা ইউজারনেম দিতে হবে";
    EmailRequired => "Email is required", "ই-মেইল দিতে হবে";
    EmailInvalid => "Invalid email address", "ই-মেইল ঠিকানাটি সঠিক নয়";
    MobileRequired => "Mobile number is required", "মোবাইল নম্বর দিতে হবে";
    MobileInvalid => "Invalid mobile number", "মোবাইল নম্বরটি সঠিক নয়";
    ContactRequired => "Contact number is required", "যোগাযোগের নম্বর দিতে হবে";
    ContactTooShort => "Write 11 digit mobile number", "১১ সংখ্যার মোবাইল নম্বর লিখুন";
    ContactTooLong => "Over 11 digit mobile number", "মোবাইল নম্বর ১১ সংখ্যার বেশি হয়ে গেছে";
    NidTooShort => "Minimum 8 digit", "কমপক্ষে ৮ সংখ্যা দিন";
    NidTooLong => "Over 17 digit", "১৭ সংখ্যার বেশি হয়ে গেছে";
    NidDigitsOnly => "NID must contain digits only", "এনআইডি-তে শুধু সংখ্যা থাকবে";
    PasswordRequired => "Password is required", "পাসওয়ার্ড দিতে হবে";
    PasswordTooShort => "Password must be at least 6 characters", "পাসওয়ার্ড অন্তত ৬ অক্ষরের হতে হবে";
    PasswordTooLong => "Password must be at most 128 characters", "পাসওয়ার্ড সর্বোচ্চ ১২৮ অক্ষরের হতে পারে";
    CurrentPasswordRequired => "Current password is required", "বর্তমান পাসওয়ার্ড দিতে হবে";
    ResetKeyRequired => "Reset key is required", "রিসেট কী দিতে হবে";
    ActivationKeyRequired => "Activation key is required", "অ্যাক্টিভেশন কী দিতে হবে";

    // Outcomes of account calls.
    ValidationFailed => "Please correct the highlighted fields.", "চিহ্নিত ঘরগুলো ঠিক করে আবার চেষ্টা করুন।";
    RegistrationSucceeded => "Registration successful. Please check your mail address to activate your account.", "নিবন্ধন সফল হয়েছে। অ্যাকাউন্ট চালু করতে আপনার ই-মেইল দেখুন।";
    UsernameTaken => "This username is already taken.", "এই ইউজারনেমটি আগে থেকেই ব্যবহৃত হচ্ছে।";
    EmailTaken => "An account with this email address already exists.", "এই ই-মেইল ঠিকানা দিয়ে আগেই একটি অ্যাকাউন্ট খোলা হয়েছে।";
    InvalidCredentials => "Incorrect username or password.", "ইউজারনেম বা পাসওয়ার্ড সঠিক নয়।";
    AccountInactive => "Your account is not active yet. Please activate it from the link in the email we sent you.", "আপনার অ্যাকাউন্ট এখনো চালু হয়নি। আমাদের পাঠানো ই-মেইলের লিংক থেকে অ্যাকাউন্টটি চালু করুন।";
    AccountActivated => "Account activated successfully!", "অ্যাকাউন্ট সফলভাবে চালু হয়েছে!";
    AccountAlreadyActive => "Your account is already active. Please log in.", "আপনার অ্যাকাউন্ট আগেই চালু হয়েছে। লগ ইন করুন।";
    InvalidActivationKey => "The activation key is invalid. Please check the link or contact support.", "অ্যাক্টিভেশন কী সঠিক নয়। লিংকটি আবার দেখুন বা আমাদের সাথে যোগাযোগ করুন।";
    PasswordResetSent => "If an account exists for this email address, we have sent a password reset link to it.", "এই ই-মেইল ঠিকানায় কোনো অ্যাকাউন্ট থাকলে আমরা সেখানে পাসওয়ার্ড রিসেটের লিংক পাঠিয়েছি।";
    InvalidResetKey => "This password reset link is invalid or has expired. Please ask for a new one.", "পাসওয়ার্ড রিসেটের লিংকটি সঠিক নয় বা এর মেয়াদ শেষ হয়ে গেছে। নতুন লিংক চেয়ে নিন।";
    PasswordResetDone => "Your password has been reset. You can log in now.", "আপনার পাসওয়ার্ড নতুন করে সেট হয়েছে। এখন লগ ইন করতে পারেন।";
    PasswordChanged => "Your password has been changed. Please log in again.", "আপনার পাসওয়ার্ড পরিবর্তন হয়েছে। অনুগ্রহ করে আবার লগ ইন করুন।";
    WrongCurrentPassword => "Current password is incorrect.", "বর্তমান পাসওয়ার্ড সঠিক নয়।";
    ProfileUpdated => "Profile updated successfully.", "প্রোফাইল সফলভাবে হালনাগাদ হয়েছে।";
    MailUnavailable => "We could not send the email right now. Please try again in a few minutes.", "এই মুহূর্তে ই-মেইল পাঠানো যাচ্ছে না। কয়েক মিনিট পর আবার চেষ্টা করুন।";

    // Transport-level errors.
    Unauthorized => "Please log in to continue.", "চালিয়ে যেতে লগ ইন করুন।";
    Forbidden => "You do not have permission to do this.", "এই কাজটি করার অনুমতি আপনার নেই।";
    NotFound => "The requested resource was not found.", "যা খুঁজছেন তা পাওয়া যায়নি।";
    MalformedJson => "The request body is not valid JSON.", "অনুরোধের বিষয়বস্তু সঠিক JSON নয়।";
    UnsupportedContentType => "The request must be sent as application/json.", "অনুরোধটি application/json হিসেবে পাঠাতে হবে।";
    PayloadTooLarge => "The request is too large.", "অনুরোধটি অনেক বড়।";
    BadQuery => "The request has invalid query parameters.", "অনুরোধের কোয়েরি প্যারামিটার সঠিক নয়।";
    BadPath => "The request path has an invalid value.", "অনুরোধের ঠিকানায় একটি মান সঠিক নয়।";
    MethodNotAllowed => "This method is not allowed here.", "এখানে এই পদ্ধতি ব্যবহার করা যায় না।";
    TooManyRequests => "Too many attempts. Please wait a little and try again.", "অনেকবার চেষ্টা করা হয়েছে। একটু অপেক্ষা করে আবার চেষ্টা করুন।";
    Internal => "Something went wrong on our side. Please try again.", "আমাদের দিকে একটি সমস্যা হয়েছে। আবার চেষ্টা করুন।";
    Unavailable => "The service is not ready. Please try again shortly.", "সার্ভিসটি এখনো প্রস্তুত নয়। একটু পরে আবার চেষ্টা করুন।";
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_message_has_english_and_bangla_text() {
        for m in Msg::ALL {
            assert!(!m.en().trim().is_empty(), "{m:?} has no English text");
            assert!(!m.bn().trim().is_empty(), "{m:?} has no Bangla text");
            assert_ne!(m.en(), m.bn(), "{m:?} is not translated");
        }
    }

    #[test]
    fn accept_language_picks_the_first_known_language() {
        assert_eq!(Lang::from_accept_language("bn-BD,bn;q=0.9,en;q=0.8"), Lang::Bn);
        assert_eq!(Lang::from_accept_language("en-US,bn;q=0.5"), Lang::En);
        assert_eq!(Lang::from_accept_language("fr, bn"), Lang::Bn);
        assert_eq!(Lang::from_accept_language(""), Lang::En);
        assert_eq!(Lang::from_accept_language("de"), Lang::En);
    }
}
