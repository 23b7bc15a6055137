//! The content area: stories, blog posts, the learning hub and its
//! categories, saved courses and uploaded images. Reads are public; writes are
//! ADMIN only; saved courses are the SUBSCRIBER's own.

mod articles;
mod categories;
pub(crate) mod dto;
mod images;
mod learning;

use utoipa_actix_web::service_config::ServiceConfig;

/// Registers the area's routes.
pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(categories::list_categories)
        .service(categories::get_category)
        .service(categories::add_category)
        .service(categories::update_category)
        .service(categories::delete_category);
    cfg.service(articles::list_stories)
        .service(articles::get_story)
        .service(articles::add_story)
        .service(articles::update_story)
        .service(articles::delete_story)
        .service(articles::list_posts)
        .service(articles::get_post)
        .service(articles::add_post)
        .service(articles::update_post)
        .service(articles::delete_post);
    cfg.service(learning::list_learning)
        .service(learning::get_learning)
        .service(learning::add_learning)
        .service(learning::update_learning)
        .service(learning::delete_learning)
        .service(learning::list_saved_courses)
        .service(learning::save_course)
        .service(learning::unsave_course);
    cfg.service(images::get_image);
}
