//! Texts of the transport itself: a body or query the HTTP layer cannot read,
//! a method a path does not take. The domain never says these.

mon_domain::messages! {
    pub enum HttpMsg {
        MalformedJson => "The request body is not valid JSON.", "অনুরোধের বিষয়বস্তু সঠিক JSON নয়।";
        UnsupportedContentType => "The request must be sent as application/json.", "অনুরোধটি application/json হিসেবে পাঠাতে হবে।";
        PayloadTooLarge => "The request is too large.", "অনুরোধটি অনেক বড়।";
        BadQuery => "The request has invalid query parameters.", "অনুরোধের কোয়েরি প্যারামিটার সঠিক নয়।";
        BadPath => "The request path has an invalid value.", "অনুরোধের ঠিকানায় একটি মান সঠিক নয়।";
        MethodNotAllowed => "This method is not allowed here.", "এখানে এই পদ্ধতি ব্যবহার করা যায় না।";
        WrongContentType => "The request body is not in the format this call takes (see the API documentation).", "অনুরোধের বিষয়বস্তু এই কাজের জন্য সঠিক ফরম্যাটে নেই (API ডকুমেন্টেশন দেখুন)।";
        PasswordChangeRequired => "Please choose a new password before you continue.", "চালিয়ে যাওয়ার আগে একটি নতুন পাসওয়ার্ড বেছে নিন।";
        MalformedForm => "The request must be sent as a form (multipart/form-data).", "অনুরোধটি ফর্ম (multipart/form-data) হিসেবে পাঠাতে হবে।";
    }
}
