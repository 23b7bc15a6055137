//! The care area's texts (appointments, daily self-care), in English (the
//! spec's wording where it gives one) and Bangla.

crate::messages! {
    pub enum CareMsg {
        DateRequired => "Date is required", "তারিখ দিতে হবে";
        DateInvalid => "Please enter the date as YYYY-MM-DD.", "তারিখটি YYYY-MM-DD আকারে লিখুন।";
        DateInPast => "The date cannot be before today.", "তারিখটি আজকের আগের হতে পারে না।";
        DateInFuture => "The date cannot be after today.", "তারিখটি আজকের পরের হতে পারে না।";
        TimeRequired => "Time is required", "সময় দিতে হবে";
        TimeInvalid => "Please enter the time as hh:mm AM/PM.", "সময়টি hh:mm AM/PM আকারে লিখুন।";
        NameRequired => "Name is required", "নাম দিতে হবে";
        NameTooLong => "Name must be at most 100 characters", "নাম সর্বোচ্চ ১০০ অক্ষরের হতে পারে";
        StatusInvalid => "Unknown appointment status.", "অ্যাপয়েন্টমেন্টের অবস্থাটি অজানা।";
        AppointmentAdded => "New appointment has been added!", "নতুন অ্যাপয়েন্টমেন্ট যোগ হয়েছে!";
        AppointmentUpdated => "Your Appointment has been updated!", "আপনার অ্যাপয়েন্টমেন্ট হালনাগাদ হয়েছে!";
        AppointmentDeleted => "Appointment has been deleted!", "অ্যাপয়েন্টমেন্ট মুছে ফেলা হয়েছে!";
        StatusUpdated => "Appointment has been updated!", "অ্যাপয়েন্টমেন্ট হালনাগাদ হয়েছে!";
        AppointmentNotFound => "This appointment does not exist.", "এই অ্যাপয়েন্টমেন্টটি নেই।";
        NotASlot => "Choose one of the counsellor's free times.", "কাউন্সেলরের খালি সময়গুলোর একটি বেছে নিন।";
        SlotTaken => "Someone has just asked for this time. Please choose another free time.", "এইমাত্র অন্য কেউ এই সময়টি চেয়েছেন। অন্য একটি খালি সময় বেছে নিন।";
        SlotHeld => "This request holds a counsellor's time, so its date and time stay. To ask for another time, delete it and make a new request.", "এই অনুরোধটি একজন কাউন্সেলরের সময় ধরে রেখেছে, তাই এর তারিখ ও সময় বদলায় না। অন্য সময় চাইলে এটি মুছে নতুন অনুরোধ করুন।";
        CounsellorBusy => "This counsellor is not free at that time. Choose another counsellor.", "এই কাউন্সেলর সে সময়ে খালি নেই। অন্য একজন কাউন্সেলর বেছে নিন।";
        CaseloadFull => "This counsellor already has as many clients as they take. Choose another counsellor.", "এই কাউন্সেলর যত জন ক্লায়েন্ট নেন, ততজন আগেই আছেন। অন্য একজন কাউন্সেলর বেছে নিন।";
        AttendanceInvalid => "Choose attended or no_show.", "attended অথবা no_show বেছে নিন।";
        SessionNotStarted => "Attendance is recorded once the session has started.", "সেশন শুরু হওয়ার পরেই উপস্থিতি লেখা যায়।";
        NotApproved => "Only an approved session can be cancelled. A request that waits for a decision can be deleted.", "শুধু অনুমোদিত সেশন বাতিল করা যায়। সিদ্ধান্তের অপেক্ষায় থাকা অনুরোধ মুছে ফেলা যায়।";
        SessionStarted => "This session has already started, so it cannot be cancelled.", "এই সেশনটি ইতিমধ্যে শুরু হয়ে গেছে, তাই এটি বাতিল করা যায় না।";
        AppointmentCancelled => "Your session has been cancelled. We have let the team know.", "আপনার সেশনটি বাতিল হয়েছে। আমরা টিমকে জানিয়ে দিয়েছি।";
        AttendanceSaved => "The attendance has been recorded.", "উপস্থিতি লেখা হয়েছে।";
        WhenInvalid => "Choose upcoming or past.", "upcoming অথবা past বেছে নিন।";
        DateTaken => "You already have an appointment on this date. Please choose another date.", "এই তারিখে আপনার আগেই একটি অ্যাপয়েন্টমেন্ট আছে। অন্য একটি তারিখ বেছে নিন।";
        NotRequested => "Only a requested appointment can be changed or deleted.", "শুধু অনুরোধ করা অবস্থার অ্যাপয়েন্টমেন্ট বদলানো বা মোছা যায়।";
        MoveNotAllowed => "This status change is not allowed.", "অবস্থার এই পরিবর্তনটি করা যায় না।";
        FieldRequired => "Field is Required", "এই ঘরটি পূরণ করতে হবে";
        InvalidOption => "Invalid option", "অপশনটি সঠিক নয়";
        NumberInvalid => "Please enter a number.", "একটি সংখ্যা লিখুন।";
        NumberOutOfRange => "Please enter a number from 0 to 24.", "০ থেকে ২৪ এর মধ্যে একটি সংখ্যা লিখুন।";
        AnswerTooLong => "The answer must be at most 2,000 characters.", "উত্তর সর্বোচ্চ ২,০০০ অক্ষরের হতে পারে।";
        UnknownQuestion => "This question is not asked any more. Please reload the page.", "এই প্রশ্নটি আর করা হয় না। পাতাটি আবার লোড করুন।";
        AlreadyAnswered => "You have already answered today's questions.", "আজকের প্রশ্নগুলোর উত্তর আপনি আগেই দিয়েছেন।";
        QuestionTooLong => "The question must be at most 300 characters.", "প্রশ্নটি সর্বোচ্চ ৩০০ অক্ষরের হতে পারে।";
        QuestionTypeInvalid => "Choose text, number or multiple choice.", "লেখা, সংখ্যা বা বহুনির্বাচনী বেছে নিন।";
        OptionsCount => "Give from 2 to 10 options.", "২ থেকে ১০টি অপশন দিন।";
        OptionTooLong => "Each option must be at most 100 characters.", "প্রতিটি অপশন সর্বোচ্চ ১০০ অক্ষরের হতে পারে।";
        OptionDuplicate => "Each option must be different.", "প্রতিটি অপশন আলাদা হতে হবে।";
        QuestionNotFound => "This question does not exist.", "এই প্রশ্নটি নেই।";
        QuestionTypeFixed => "The type of a question cannot change once it is asked; retire it and add a new one.", "একবার জিজ্ঞাসা করা প্রশ্নের ধরন বদলানো যায় না; এটি বাদ দিয়ে নতুন একটি যোগ করুন।";
        SleepQuestionKept => "The sleep question feeds the sleep chart and cannot be retired.", "ঘুমের প্রশ্নটি ঘুমের চার্টের ভিত্তি, তাই এটি বাদ দেওয়া যায় না।";
        OrderInvalid => "The order must list every question asked now, once each.", "ক্রমে এখন জিজ্ঞাসা করা প্রতিটি প্রশ্ন একবার করে থাকতে হবে।";
        QuestionSaved => "The question has been saved.", "প্রশ্নটি সংরক্ষিত হয়েছে।";
        AnswersSaved => "Thank you. Your answers are saved.", "ধন্যবাদ। আপনার উত্তরগুলো সংরক্ষিত হয়েছে।";
        DateTooFar => "This date is too far ahead. Please choose a date from the calendar.", "এই তারিখটি অনেক দূরে। ক্যালেন্ডার থেকে একটি তারিখ বেছে নিন।";
        TooManyOpenRequests => "You already have several requests waiting for a decision. Please wait for an answer, or change or delete one of them.", "আপনার কয়েকটি অনুরোধ এখনো সিদ্ধান্তের অপেক্ষায় আছে। উত্তরের জন্য অপেক্ষা করুন, অথবা সেগুলোর একটি বদলান বা মুছে ফেলুন।";
        SessionModeInvalid => "Choose video, phone or in person.", "ভিডিও, ফোন বা সরাসরি বেছে নিন।";
        SessionDetailTooLong => "The session details must be at most 300 characters.", "সেশনের বিবরণ সর্বোচ্চ ৩০০ অক্ষরের হতে পারে।";
        SessionLinkInvalid => "Please enter a video-call address that starts with http:// or https://.", "http:// বা https:// দিয়ে শুরু হওয়া একটি ভিডিও-কলের ঠিকানা লিখুন।";
        SessionDetailNeedsMode => "Choose how the session happens for these details.", "এই বিবরণের জন্য সেশনটি কীভাবে হবে তা বেছে নিন।";
        ReasonTooLong => "The reason must be at most 500 characters.", "কারণটি সর্বোচ্চ ৫০০ অক্ষরের হতে পারে।";
        SessionOnlyOnApproval => "Session details are given only with an approval.", "সেশনের বিবরণ শুধু অনুমোদনের সঙ্গে দেওয়া যায়।";
        ReasonOnlyOnUnapproval => "A reason is given only when a request is not approved.", "কারণ শুধু অনুরোধ অনুমোদন না করলে দেওয়া যায়।";
    }
}
