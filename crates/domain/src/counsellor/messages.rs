//! The counsellors' texts, in English and Bangla.

crate::messages! {
    pub enum CounsellorMsg {
        NameRequired => "Name is required", "নাম দিতে হবে";
        NameTooLong => "The name must be at most 100 characters.", "নাম সর্বোচ্চ ১০০ অক্ষরের হতে পারে।";
        TitleTooLong => "The title must be at most 100 characters.", "পদবি সর্বোচ্চ ১০০ অক্ষরের হতে পারে।";
        CredentialsTooLong => "The credentials must be at most 300 characters.", "যোগ্যতার বিবরণ সর্বোচ্চ ৩০০ অক্ষরের হতে পারে।";
        RegistrationNoTooLong => "The registration number must be at most 50 characters.", "নিবন্ধন নম্বর সর্বোচ্চ ৫০ অক্ষরের হতে পারে।";
        LanguagesInvalid => "Give at most 10 language codes of 2 or 3 small letters, such as bn or en.", "সর্বোচ্চ ১০টি ভাষার কোড দিন, প্রতিটি ২ বা ৩টি ছোট হাতের অক্ষরে, যেমন bn বা en।";
        SpecialitiesInvalid => "Give at most 12 specialities, each of 1 to 60 characters.", "সর্বোচ্চ ১২টি বিশেষত্ব দিন, প্রতিটি ১ থেকে ৬০ অক্ষরের।";
        ModesInvalid => "Choose among video, phone and in_person.", "video, phone ও in_person থেকে বেছে নিন।";
        FeeInvalid => "The fee must be a whole number of taka from 0 to 100000 (0 means free).", "ফি ০ থেকে ১০০০০০ টাকার মধ্যে একটি পূর্ণসংখ্যা হতে হবে (০ মানে বিনামূল্যে)।";
        BioTooLong => "The bio must be at most 2000 characters.", "পরিচিতি সর্বোচ্চ ২০০০ অক্ষরের হতে পারে।";
        MaxClientsInvalid => "The caseload must be a whole number from 1 to 500.", "ক্লায়েন্টের সর্বোচ্চ সংখ্যা ১ থেকে ৫০০-এর মধ্যে একটি পূর্ণসংখ্যা হতে হবে।";
        NeededToPublish => "Fill this in before the profile is published.", "প্রোফাইল প্রকাশের আগে এটি পূরণ করুন।";
        NotFound => "This counsellor does not exist.", "এই কাউন্সেলর নেই।";
        EmailTaken => "An account with this e-mail address already exists.", "এই ই-মেইল ঠিকানায় আগে থেকেই একটি অ্যাকাউন্ট আছে।";
        Invited => "The invitation has been sent.", "আমন্ত্রণ পাঠানো হয়েছে।";
        InvitationResent => "A new invitation has been sent; the earlier link no longer works.", "নতুন আমন্ত্রণ পাঠানো হয়েছে; আগের লিংকটি আর কাজ করবে না।";
        AlreadyAccepted => "This counsellor has already accepted the invitation.", "এই কাউন্সেলর আমন্ত্রণটি আগেই গ্রহণ করেছেন।";
        Saved => "The profile has been saved.", "প্রোফাইল সংরক্ষিত হয়েছে।";
    }
}
