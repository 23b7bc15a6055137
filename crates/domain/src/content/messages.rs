//! The content area's texts (stories, blog, learning hub, categories), in
//! English (the spec's wording where it gives one) and Bangla.

crate::messages! {
    pub enum ContentMsg {
        CategoryNameRequired => "Category name is required", "ক্যাটাগরির নাম দিতে হবে";
        CategoryNameTooLong => "Category name must be at most 60 characters", "ক্যাটাগরির নাম সর্বোচ্চ ৬০ অক্ষরের হতে পারে";
        CategoryNameTaken => "A category with this name already exists.", "এই নামে আগেই একটি ক্যাটাগরি আছে।";
        CategoryAdded => "New category has been added successfully", "নতুন ক্যাটাগরি সফলভাবে যোগ হয়েছে";
        CategoryUpdated => "Category has been updated successfully.", "ক্যাটাগরি সফলভাবে হালনাগাদ হয়েছে।";
        CategoryDeleted => "Category has been deleted.", "ক্যাটাগরি মুছে ফেলা হয়েছে।";
        CategoryNotFound => "This category does not exist.", "এই ক্যাটাগরিটি নেই।";
        CategoryInUse => "This category still has learning hub items. Move or delete them first.", "এই ক্যাটাগরিতে এখনো লার্নিং হাবের বিষয় আছে। আগে সেগুলো সরান বা মুছে ফেলুন।";

        TitleRequired => "Title is required", "শিরোনাম দিতে হবে";
        TitleTooLong => "Title must be at most 200 characters", "শিরোনাম সর্বোচ্চ ২০০ অক্ষরের হতে পারে";
        ContentRequired => "Content is required", "বিষয়বস্তু দিতে হবে";
        ContentTooLong => "Content must be at most 100,000 characters", "বিষয়বস্তু সর্বোচ্চ ১,০০,০০০ অক্ষরের হতে পারে";
        AuthorTooLong => "Author must be at most 100 characters", "লেখকের নাম সর্বোচ্চ ১০০ অক্ষরের হতে পারে";
        ImageRequired => "Image is required", "ছবি দিতে হবে";
        ImageNotSupported => "Please choose a JPEG, PNG, WebP or GIF image.", "অনুগ্রহ করে একটি JPEG, PNG, WebP বা GIF ছবি বেছে নিন।";
        ImageTooLarge => "The image is too large. Please choose a smaller file.", "ছবিটি অনেক বড়। অনুগ্রহ করে ছোট একটি ফাইল বেছে নিন।";
        ImageUnreadable => "This image could not be read. It may be damaged.", "ছবিটি পড়া যায়নি। ফাইলটি হয়তো নষ্ট।";
        CategoryRequired => "Type is required", "ধরন দিতে হবে";
        CategoryUnknown => "Please choose one of the existing categories.", "অনুগ্রহ করে বিদ্যমান ক্যাটাগরিগুলোর একটি বেছে নিন।";
        YoutubeRequired => "YouTube URL is required", "ইউটিউব লিংক দিতে হবে";
        YoutubeInvalid => "Invalid YouTube Embedded URL", "ইউটিউব এমবেড লিংকটি সঠিক নয়";
        DescriptionRequired => "Description is required", "বিবরণ দিতে হবে";

        StoryAdded => "Story added successfully", "গল্প সফলভাবে যোগ হয়েছে";
        StoryUpdated => "Story updated successfully", "গল্প সফলভাবে হালনাগাদ হয়েছে";
        StoryDeleted => "Story deleted successfully", "গল্প মুছে ফেলা হয়েছে";
        StoryNotFound => "This story does not exist.", "এই গল্পটি নেই।";
        PostAdded => "Blog added successfully", "ব্লগ সফলভাবে যোগ হয়েছে";
        PostUpdated => "Blog updated successfully", "ব্লগ সফলভাবে হালনাগাদ হয়েছে";
        PostDeleted => "Blog deleted successfully", "ব্লগ মুছে ফেলা হয়েছে";
        PostNotFound => "This blog post does not exist.", "এই ব্লগ পোস্টটি নেই।";
        LearningAdded => "Learning Hub data added successfully", "লার্নিং হাবের বিষয় সফলভাবে যোগ হয়েছে";
        LearningUpdated => "Learning Hub data updated successfully", "লার্নিং হাবের বিষয় সফলভাবে হালনাগাদ হয়েছে";
        LearningDeleted => "Learning Hub data deleted successfully", "লার্নিং হাবের বিষয় মুছে ফেলা হয়েছে";
        LearningNotFound => "This learning hub item does not exist.", "লার্নিং হাবের এই বিষয়টি নেই।";
        WishlistAdded => "Wishlist added successfully", "সংরক্ষিত কোর্সে যোগ হয়েছে";
        WishlistRemoved => "Wishlist removed successfully", "সংরক্ষিত কোর্স থেকে সরানো হয়েছে";
        ImageNotFound => "This image does not exist.", "এই ছবিটি নেই।";
    }
}
