//! The privacy area's texts, in English and Bangla.

crate::messages! {
    pub enum PrivacyMsg {
        HealthDataStatement => "I agree that Mon keeps my self-care answers, check-ins, safety plan and appointment requests to support me, as the privacy notice explains. Only I can see my answers, check-ins and plan; Mon's counsellors see my appointments. I can withdraw, export or erase my data at any time in Settings.", "আমি সম্মতি দিচ্ছি যে আমাকে সহায়তা করার জন্য Mon আমার সেলফ-কেয়ার উত্তর, চেক-ইন, নিরাপত্তা পরিকল্পনা ও অ্যাপয়েন্টমেন্টের অনুরোধ রাখবে, যেমনটি গোপনীয়তা নোটিশে বলা আছে। আমার উত্তর, চেক-ইন ও পরিকল্পনা শুধু আমি দেখতে পারি; আমার অ্যাপয়েন্টমেন্ট Mon-এর কাউন্সেলররা দেখেন। সেটিংসে গিয়ে আমি যেকোনো সময় সম্মতি তুলে নিতে, তথ্য ডাউনলোড করতে বা মুছে ফেলতে পারি।";
        ShareWithCounsellorStatement => "Let my counsellor see my check-ins and my safety plan before and between our sessions. I can stop this at any time in Settings, and I can see each time they looked.", "আমাদের সেশনের আগে ও দুই সেশনের মাঝে আমার কাউন্সেলরকে আমার চেক-ইন ও নিরাপত্তা পরিকল্পনা দেখতে দিন। সেটিংসে গিয়ে আমি যেকোনো সময় এটি বন্ধ করতে পারি, আর তিনি প্রতিবার কখন দেখেছেন তা আমি দেখতে পারি।";
        NotShared => "This client has not chosen to share their check-ins and safety plan with you. They can turn sharing on in their settings.", "এই ক্লায়েন্ট তাঁর চেক-ইন ও নিরাপত্তা পরিকল্পনা আপনাকে দেখানো বেছে নেননি। তিনি তাঁর সেটিংসে তা চালু করতে পারেন।";
        ConsentRequired => "Please agree to how Mon keeps your health data before your first answer.", "প্রথম উত্তরের আগে মন কীভাবে আপনার স্বাস্থ্যতথ্য রাখে তাতে সম্মতি দিন।";
        ConsentWithdrawn => "You have withdrawn your consent to keep health data, so Mon does not store new answers. You can give it again in Settings.", "আপনি স্বাস্থ্যতথ্য রাখার সম্মতি তুলে নিয়েছেন, তাই Mon নতুন উত্তর সংরক্ষণ করে না। সেটিংসে গিয়ে আবার সম্মতি দিতে পারেন।";
        PurposeInvalid => "Unknown consent purpose.", "সম্মতির উদ্দেশ্যটি অজানা।";
        SharingOn => "Sharing is on. Your counsellor can now see your check-ins and your safety plan, and you will see each time they look.", "শেয়ার করা চালু হয়েছে। আপনার কাউন্সেলর এখন আপনার চেক-ইন ও নিরাপত্তা পরিকল্পনা দেখতে পারবেন, আর তিনি প্রতিবার কখন দেখেন তা আপনি দেখতে পাবেন।";
        SharingOff => "Sharing is off. Your counsellor no longer sees your check-ins or your safety plan.", "শেয়ার করা বন্ধ হয়েছে। আপনার কাউন্সেলর আর আপনার চেক-ইন বা নিরাপত্তা পরিকল্পনা দেখতে পান না।";
        ConsentGranted => "Thank you. Your consent is recorded.", "ধন্যবাদ। আপনার সম্মতি লিপিবদ্ধ হয়েছে।";
        DeadLetterRetried => "The e-mail is back in line and will be sent again shortly.", "ই-মেইলটি আবার পাঠানোর সারিতে রাখা হয়েছে, শিগগির আবার পাঠানো হবে।";
        DeadLetterDiscarded => "The e-mail was discarded.", "ই-মেইলটি বাতিল করা হয়েছে।";
        ConsentWithdrawnSaved => "Your consent is withdrawn. Mon stores no new health data from you.", "আপনার সম্মতি তুলে নেওয়া হয়েছে। Mon আপনার কোনো নতুন স্বাস্থ্যতথ্য রাখবে না।";
    }
}
