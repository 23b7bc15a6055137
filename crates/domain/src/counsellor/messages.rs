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
        SubscriberNotFound => "This subscriber does not exist.", "এই সাবস্ক্রাইবার নেই।";
        ClientNotFound => "This is not one of your clients.", "এটি আপনার কোনো ক্লায়েন্ট নয়।";
        ClientCounsellorSet => "The subscriber's counsellor has been changed.", "সাবস্ক্রাইবারের কাউন্সেলর বদলানো হয়েছে।";
        EmailTaken => "An account with this e-mail address already exists.", "এই ই-মেইল ঠিকানায় আগে থেকেই একটি অ্যাকাউন্ট আছে।";
        Invited => "The invitation has been sent.", "আমন্ত্রণ পাঠানো হয়েছে।";
        InvitationResent => "A new invitation has been sent; the earlier link no longer works.", "নতুন আমন্ত্রণ পাঠানো হয়েছে; আগের লিংকটি আর কাজ করবে না।";
        AlreadyAccepted => "This counsellor has already accepted the invitation.", "এই কাউন্সেলর আমন্ত্রণটি আগেই গ্রহণ করেছেন।";
        Saved => "The profile has been saved.", "প্রোফাইল সংরক্ষিত হয়েছে।";
        PhotoSaved => "The photo has been saved.", "ছবিটি সংরক্ষিত হয়েছে।";
        PhotoRemoved => "The photo has been removed; the initials are shown instead.", "ছবিটি সরানো হয়েছে; এর বদলে নামের আদ্যক্ষর দেখানো হবে।";
        AdminsPart => "The team keeps this part of your profile; ask them to change it.", "আপনার প্রোফাইলের এই অংশটি দল দেখাশোনা করে; বদলাতে তাদের বলুন।";
        WeeklyTooMany => "A week may hold at most 21 ranges.", "এক সপ্তাহে সর্বোচ্চ ২১টি সময়সীমা রাখা যায়।";
        WeekdayInvalid => "Choose a weekday from 1 (Monday) to 7 (Sunday).", "১ (সোমবার) থেকে ৭ (রবিবার) পর্যন্ত একটি বার বেছে নিন।";
        HourInvalid => "Write each time as HH:MM, from 00:00 to 23:59.", "প্রতিটি সময় HH:MM আকারে লিখুন, ০০:০০ থেকে ২৩:৫৯-এর মধ্যে।";
        RangeBackwards => "Each range must start before it ends.", "প্রতিটি সময়সীমা শেষ হওয়ার আগে শুরু হতে হবে।";
        RangesOverlap => "Ranges of one day must not overlap.", "একই দিনের সময়সীমাগুলো একটি আরেকটির ওপর পড়তে পারবে না।";
        LocalTimeInvalid => "Write the date and time as YYYY-MM-DDTHH:MM.", "তারিখ ও সময় YYYY-MM-DDTHH:MM আকারে লিখুন।";
        DayInvalid => "Write the date as YYYY-MM-DD.", "তারিখটি YYYY-MM-DD আকারে লিখুন।";
        EndBeforeStart => "The end must come after the start.", "শেষ শুরুর পরে হতে হবে।";
        ReasonTooLong => "The reason must be at most 200 characters.", "কারণ সর্বোচ্চ ২০০ অক্ষরের হতে পারে।";
        LabelRequired => "Give the closure a name, such as Eid.", "বন্ধের একটি নাম দিন, যেমন ঈদ।";
        LabelTooLong => "The name must be at most 100 characters.", "নাম সর্বোচ্চ ১০০ অক্ষরের হতে পারে।";
        WindowTooLong => "Ask for at most 31 days at once.", "একবারে সর্বোচ্চ ৩১ দিনের জন্য জানতে চান।";
        AvailabilitySaved => "The weekly hours have been saved.", "সাপ্তাহিক সময় সংরক্ষিত হয়েছে।";
        TimeOffSaved => "The time off has been saved.", "ছুটি সংরক্ষিত হয়েছে।";
        TimeOffDeleted => "The time off has been removed.", "ছুটি মুছে ফেলা হয়েছে।";
        TimeOffNotFound => "This time off does not exist.", "এই ছুটিটি নেই।";
        ClosureSaved => "The closure has been saved.", "বন্ধের দিন সংরক্ষিত হয়েছে।";
        ClosureDeleted => "The closure has been removed.", "বন্ধের দিন মুছে ফেলা হয়েছে।";
        ClosureNotFound => "This closure does not exist.", "এই বন্ধের দিনটি নেই।";
        Removed => "The counsellor has been removed. Their upcoming sessions wait for a new counsellor, and their clients have been told.", "কাউন্সেলরকে সরানো হয়েছে। তাঁর আসন্ন সেশনগুলো নতুন কাউন্সেলরের অপেক্ষায় আছে, এবং তাঁর ক্লায়েন্টদের জানানো হয়েছে।";
        RemovedAlready => "This counsellor has been removed.", "এই কাউন্সেলরকে সরানো হয়েছে।";
        LeftService => "This counsellor has left the service; their profile can no longer be changed.", "এই কাউন্সেলর সেবা ছেড়ে গেছেন; তাঁর প্রোফাইল আর বদলানো যায় না।";
        NotRemoved => "Only a removed counsellor's notes are handed over. Remove the counsellor first.", "শুধু সরানো কাউন্সেলরের নোটই হস্তান্তর করা যায়। আগে কাউন্সেলরকে সরান।";
        HandOverTarget => "Choose a counsellor who is still with the service.", "এমন একজন কাউন্সেলর বেছে নিন যিনি এখনো সেবায় আছেন।";
        HandedOver => "The notes have been handed over.", "নোটগুলো হস্তান্তর করা হয়েছে।";
    }
}
