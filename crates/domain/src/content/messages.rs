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
    }
}
