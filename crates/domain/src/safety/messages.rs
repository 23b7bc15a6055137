//! The safety area's texts, in English and Bangla.

crate::messages! {
    pub enum SafetyMsg {
        HelplineNameRequired => "Name is required", "নাম দিতে হবে";
        HelplineNameTooLong => "The name must be at most 100 characters.", "নাম সর্বোচ্চ ১০০ অক্ষরের হতে পারে।";
        HelplinePhoneRequired => "Phone number is required", "ফোন নম্বর দিতে হবে";
        HelplinePhoneInvalid => "Enter a phone number: digits, with an optional + at the start, spaces or dashes (3 to 20 characters).", "একটি ফোন নম্বর লিখুন: অঙ্ক, শুরুতে ইচ্ছা হলে +, ফাঁকা বা ড্যাশ (৩ থেকে ২০ অক্ষর)।";
        HelplineTextTooLong => "This text must be at most 100 characters.", "এই লেখাটি সর্বোচ্চ ১০০ অক্ষরের হতে পারে।";
        HelplineDescriptionTooLong => "The description must be at most 500 characters.", "বিবরণ সর্বোচ্চ ৫০০ অক্ষরের হতে পারে।";
        HelplineVerifiedInvalid => "Enter the date it was last verified as YYYY-MM-DD, not after today.", "শেষ যাচাইয়ের তারিখটি YYYY-MM-DD আকারে লিখুন, আজকের পরের নয়।";
        HelplineNotFound => "This helpline does not exist.", "এই হেল্পলাইনটি নেই।";
        HelplineLimitReached => "Mon lists at most 100 helplines. Delete one before adding another.", "মন সর্বোচ্চ ১০০টি হেল্পলাইন দেখায়। নতুন একটি যোগ করার আগে একটি মুছে ফেলুন।";
        HelplineSaved => "The helpline has been saved.", "হেল্পলাইনটি সংরক্ষিত হয়েছে।";
        HelplineDeleted => "The helpline has been deleted.", "হেল্পলাইনটি মুছে ফেলা হয়েছে।";
        PlanTooManyItems => "Each section may hold at most 20 entries.", "প্রতিটি অংশে সর্বোচ্চ ২০টি লেখা রাখা যায়।";
        PlanItemTooLong => "Each entry must be at most 500 characters.", "প্রতিটি লেখা সর্বোচ্চ ৫০০ অক্ষরের হতে পারে।";
        PlanContactNameRequired => "Give a name for each person.", "প্রতিটি মানুষের নাম দিন।";
        PlanContactPhoneInvalid => "Enter a phone number of 3 to 20 digits, spaces, dashes or a leading +.", "৩ থেকে ২০ অক্ষরের একটি ফোন নম্বর লিখুন: অঙ্ক, ফাঁকা, ড্যাশ বা শুরুতে +।";
        PlanSaved => "Your safety plan is saved.", "আপনার নিরাপত্তা পরিকল্পনা সংরক্ষিত হয়েছে।";
        InstrumentNotFound => "This check-in does not exist.", "এই চেক-ইনটি নেই।";
        AnswersCount => "Answer every question once, with a value from 0 to 3.", "প্রতিটি প্রশ্নের একবার করে উত্তর দিন, ০ থেকে ৩-এর মধ্যে।";
        CheckInTooSoon => "You have taken this check-in in the last 7 days. You can take it again 7 days after the last time.", "গত ৭ দিনের মধ্যে আপনি এই চেক-ইনটি দিয়েছেন। শেষবারের ৭ দিন পরে আবার দিতে পারবেন।";
        InstrumentTextInvalid => "The texts must have a title, one text per item, four answer options and a text for each band.", "লেখাগুলোতে একটি শিরোনাম, প্রতিটি প্রশ্নের একটি লেখা, চারটি উত্তরের বিকল্প ও প্রতিটি স্তরের একটি লেখা থাকতে হবে।";
        LangInvalid => "Choose en or bn.", "en অথবা bn বেছে নিন।";
        InstrumentSaved => "The check-in texts are saved.", "চেক-ইনের লেখাগুলো সংরক্ষিত হয়েছে।";
    }
}
