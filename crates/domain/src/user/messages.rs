//! The accounts area's texts, in English (the spec's wording where it gives one) and Bangla.

crate::messages! {
    /// Field rules of spec section 5 and the outcomes of account calls.
    pub enum AccountMsg {
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
        RegistrationSucceeded => "Registration successful. Please check your mail address to activate your account.", "নিবন্ধন সফল হয়েছে। অ্যাকাউন্ট চালু করতে আপনার ই-মেইল দেখুন।";
        UsernameTaken => "This username is already taken.", "এই ইউজারনেমটি আগে থেকেই ব্যবহৃত হচ্ছে।";
        InvalidCredentials => "Incorrect username or password.", "ইউজারনেম বা পাসওয়ার্ড সঠিক নয়।";
        AccountInactive => "Your account is not active yet. Please activate it from the link in the email we sent you.", "আপনার অ্যাকাউন্ট এখনো চালু হয়নি। আমাদের পাঠানো ই-মেইলের লিংক থেকে অ্যাকাউন্টটি চালু করুন।";
        AccountActivated => "Account activated successfully!", "অ্যাকাউন্ট সফলভাবে চালু হয়েছে!";
        AccountAlreadyActive => "Your account is already active. Please log in.", "আপনার অ্যাকাউন্ট আগেই চালু হয়েছে। লগ ইন করুন।";
        InvalidActivationKey => "The activation key is invalid. Please check the link or contact support.", "এই অ্যাক্টিভেশন লিংকটি সঠিক নয়। আমাদের পাঠানো ই-মেইলটি আবার দেখে নিন অথবা সহায়তা দলের সঙ্গে যোগাযোগ করুন।";
        PasswordResetSent => "If an account exists for this email address, we have sent a password reset link to it.", "এই ই-মেইল ঠিকানায় কোনো অ্যাকাউন্ট থাকলে আমরা সেখানে পাসওয়ার্ড রিসেটের লিংক পাঠিয়েছি।";
        InvalidResetKey => "This password reset link is invalid or has expired. Please ask for a new one.", "পাসওয়ার্ড রিসেটের লিংকটি সঠিক নয় বা এর মেয়াদ শেষ হয়ে গেছে। নতুন লিংক চেয়ে নিন।";
        PasswordResetDone => "Your password has been reset. You can log in now.", "আপনার পাসওয়ার্ড নতুন করে সেট হয়েছে। এখন লগ ইন করতে পারেন।";
        PasswordChanged => "Your password has been changed. Please log in again.", "আপনার পাসওয়ার্ড পরিবর্তন হয়েছে। অনুগ্রহ করে আবার লগ ইন করুন।";
        WrongCurrentPassword => "Current password is incorrect.", "বর্তমান পাসওয়ার্ড সঠিক নয়।";
        WrongPassword => "The password is incorrect.", "পাসওয়ার্ডটি সঠিক নয়।";
        AccountErased => "Your account and your data have been erased. We wish you well.", "আপনার অ্যাকাউন্ট ও তথ্য মুছে ফেলা হয়েছে। আপনার মঙ্গল কামনা করি।";
        ProfileUpdated => "Profile updated successfully.", "প্রোফাইল সফলভাবে হালনাগাদ হয়েছে।";
        /// Phone verification (issue 38): a code by text message to the account's contact number.
        PhoneCodeSent => "We sent a 6-digit code by text message to your number. It works for 10 minutes.", "আপনার নম্বরে টেক্সট মেসেজে ৬ সংখ্যার একটি কোড পাঠিয়েছি। এটি ১০ মিনিট কাজ করবে।";
        PhoneCodeFormat => "Enter the 6 digits of the code we sent.", "আমাদের পাঠানো কোডের ৬টি সংখ্যা লিখুন।";
        PhoneCodeWrong => "This code is not right. Please check the message and try again.", "কোডটি সঠিক নয়। মেসেজটি আবার দেখে চেষ্টা করুন।";
        PhoneCodeExpired => "This code has expired or was tried too often. Please ask for a new code.", "এই কোডের মেয়াদ শেষ, অথবা অনেকবার ভুল চেষ্টা হয়েছে। নতুন কোড চেয়ে নিন।";
        PhoneCodesTooMany => "Three codes were sent to this number in the last hour. Please wait a little and ask again.", "গত এক ঘণ্টায় এই নম্বরে তিনটি কোড পাঠানো হয়েছে। একটু পরে আবার চেয়ে নিন।";
        PhoneMissing => "Add your mobile number to your profile first.", "আগে আপনার প্রোফাইলে মোবাইল নম্বর যোগ করুন।";
        PhoneVerified => "Your number is verified.", "আপনার নম্বর যাচাই হয়েছে।";
        PhoneNotVerified => "Verify your mobile number before turning on text reminders.", "টেক্সট রিমাইন্ডার চালু করার আগে আপনার মোবাইল নম্বর যাচাই করুন।";
        TooManyLoginAttempts => "Too many failed attempts for this account. Please wait a little and try again, or reset your password.", "এই অ্যাকাউন্টে অনেকবার ভুল চেষ্টা হয়েছে। একটু অপেক্ষা করে আবার চেষ্টা করুন, অথবা পাসওয়ার্ড রিসেট করুন।";
        PasswordResetRequired => "This account has had too many wrong passwords. To keep it safe, please reset your password with \"Forgot password\": the link goes to the account's e-mail.", "এই অ্যাকাউন্টে অনেকবার ভুল পাসওয়ার্ড দেওয়া হয়েছে। অ্যাকাউন্টটি সুরক্ষিত রাখতে \"পাসওয়ার্ড ভুলে গেছেন\" থেকে পাসওয়ার্ড রিসেট করুন: লিংকটি অ্যাকাউন্টের ই-মেইলে যাবে।";
        Busy => "We are busy right now. Please try again in a moment.", "এই মুহূর্তে আমরা ব্যস্ত। একটু পরে আবার চেষ্টা করুন।";
    }
}
