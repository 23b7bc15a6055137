//! Sample content for a fresh installation, so a newcomer sees a living site:
//! categories, stories and blog posts (with generated pictures) and learning
//! items, in English and Bangla. Added only to an empty database and only when
//! configured (`MON_DEMO_CONTENT`, on by default; turn it off in production).

use std::io::Cursor;

use mon_domain::content::ArticleKind;

use super::{ArticleInput, Content, ContentError, LearningInput};

const CATEGORIES: [&str; 3] = ["Well_being", "Adulting_101", "Anxiety"];

/// (title, HTML content, author)
const STORIES: [(&str, &str, Option<&str>); 3] = [
    (
        "Finding calm after my exams",
        "<p>For months I believed I was failing at everything. I slept badly and stopped answering my friends.</p><p>A counsellor helped me notice the voice that kept saying I was not enough, and to answer it kindly. Today I still have hard days, but I know what helps: a walk after lunch, a message to my sister, and asking for help early.</p>",
        None,
    ),
    (
        "আমার ঘুম ফিরে পাওয়ার গল্প",
        "<p>অনেক রাত জেগে থাকার পর আমি অবশেষে সাহায্য চাইলাম। প্রথমে লজ্জা লাগছিল।</p><p>ধীরে ধীরে শিখলাম কীভাবে দুশ্চিন্তাগুলো কাগজে লিখে রাখতে হয়, আর ঘুমানোর আগে ফোন দূরে রাখতে হয়। এখন বেশিরভাগ রাতে আমি শান্তিতে ঘুমাই।</p>",
        None,
    ),
    (
        "Learning to ask for help at work",
        "<p>I was the one everybody counted on, so I never said I was struggling.</p><p>When I finally told my manager, she listened. We changed my deadlines for a month, and I started weekly sessions. Asking was the bravest and best thing I did this year.</p>",
        None,
    ),
];

const POSTS: [(&str, &str, Option<&str>); 3] = [
    (
        "Five small habits for better sleep",
        "<p>Sleep is the ground that mood stands on. Small, steady habits help more than big changes.</p><h2>Try these this week</h2><ul><li>Wake up at the same time every day, even after a bad night.</li><li>Keep the phone out of reach for the last half hour.</li><li>Get daylight in the morning.</li><li>Keep tea and coffee to the morning.</li><li>If you lie awake for long, get up and do something calm.</li></ul>",
        Some("Mon team"),
    ),
    (
        "উদ্বেগ কী, আর কখন সাহায্য চাইবেন",
        "<p>উদ্বেগ একটি স্বাভাবিক অনুভূতি। পরীক্ষা বা নতুন কাজের আগে একটু দুশ্চিন্তা আমাদের প্রস্তুত হতে সাহায্য করে।</p><p>কিন্তু যখন উদ্বেগ দিনের পর দিন ঘুম, খাওয়া বা কাজ থামিয়ে দেয়, তখন কারও সঙ্গে কথা বলা জরুরি। সাহায্য চাওয়া দুর্বলতা নয়।</p>",
        Some("মন টিম"),
    ),
    (
        "How to support a friend who is struggling",
        "<p>You do not need the right words. Being there matters more.</p><p>Listen without fixing, ask how you can help, and check in again a few days later. If your friend talks about ending their life, stay with them and contact emergency help at once.</p>",
        Some("Mon team"),
    ),
];

/// (title, category, video link, description)
const LEARNING: [(&str, &str, &str, &str); 4] = [
    (
        "I had a black dog: living with depression",
        "Well_being",
        "https://www.youtube.com/embed/XiCrniLQGYc",
        "<p>A short animated film from the World Health Organization about depression, and about getting better.</p>",
    ),
    (
        "A five-minute breathing break",
        "Anxiety",
        "https://youtu.be/inpok4MKVLM",
        "<p>A short guided practice to slow down, breathe and notice the present moment.</p>",
    ),
    (
        "দুশ্চিন্তা কমাতে শ্বাসের অনুশীলন",
        "Anxiety",
        "https://www.youtube.com/embed/inpok4MKVLM",
        "<p>কয়েক মিনিটের একটি সহজ অনুশীলন, যা শরীর আর মনকে শান্ত করতে সাহায্য করে।</p>",
    ),
    (
        "Starting out on your own",
        "Adulting_101",
        "https://www.youtube.com/embed/XiCrniLQGYc",
        "<p>Moving out, a first job, paying bills: why the first years of adult life feel heavy, and small ways to make them lighter.</p>",
    ),
];

impl Content {
    /// Adds the sample content when there are no categories, stories, posts
    /// or learning items yet; returns whether it did.
    ///
    /// # Errors
    /// `Unexpected`.
    pub async fn seed_demo_content(&self) -> Result<bool, ContentError> {
        let empty = self.list_categories(None, None, Some(1)).await?.total == 0
            && self
                .list_articles(ArticleKind::Story, None, None, Some(1))
                .await?
                .total
                == 0
            && self
                .list_articles(ArticleKind::Post, None, None, Some(1))
                .await?
                .total
                == 0
            && self.list_learning(None, None, None, Some(1)).await?.total == 0;
        if !empty {
            return Ok(false);
        }
        for name in CATEGORIES {
            self.add_category(name).await?;
        }
        for (kind, items) in [(ArticleKind::Story, &STORIES), (ArticleKind::Post, &POSTS)] {
            for (i, (title, content, author)) in items.iter().enumerate() {
                let input = ArticleInput {
                    title: (*title).into(),
                    content: (*content).into(),
                    author: author.map(Into::into),
                    image: Some(picture(i + usize::from(kind == ArticleKind::Post) * 3)),
                };
                self.add_article(kind, input).await?;
            }
        }
        for (title, category, link, content) in LEARNING {
            self.add_learning(LearningInput {
                title: title.into(),
                category: category.into(),
                youtube_link: link.into(),
                content: content.into(),
            })
            .await?;
        }
        tracing::info!("added sample content (set MON_DEMO_CONTENT=false to start empty)");
        Ok(true)
    }
}

/// A calm 1200×675 picture: a soft two-colour gradient with a sun or moon,
/// different for each `n`.
fn picture(n: usize) -> Vec<u8> {
    const PALETTES: [([u8; 3], [u8; 3]); 6] = [
        ([219, 234, 254], [99, 102, 241]),
        ([254, 243, 199], [245, 158, 11]),
        ([209, 250, 229], [16, 185, 129]),
        ([237, 233, 254], [139, 92, 246]),
        ([255, 228, 230], [244, 114, 182]),
        ([224, 242, 254], [14, 165, 233]),
    ];
    let (top, bottom) = PALETTES[n % PALETTES.len()];
    let (w, h) = (1200u32, 675u32);
    let (cx, cy, r) = (f64::from(300 + (n as u32 % 3) * 300), 230.0, 110.0);
    let img = image::RgbImage::from_fn(w, h, |x, y| {
        let t = f64::from(y) / f64::from(h);
        let mix = |a: u8, b: u8| (f64::from(a) * (1.0 - t) + f64::from(b) * t) as u8;
        let mut px = [
            mix(top[0], bottom[0]),
            mix(top[1], bottom[1]),
            mix(top[2], bottom[2]),
        ];
        let d = ((f64::from(x) - cx).powi(2) + (f64::from(y) - cy).powi(2)).sqrt();
        if d < r {
            px = [255, 251, 235];
        }
        // Rolling hills.
        let hill = 520.0 + 40.0 * ((f64::from(x) / 160.0) + n as f64).sin();
        if f64::from(y) > hill {
            px = [px[0] / 2 + 20, px[1] / 2 + 60, px[2] / 2 + 30];
        }
        image::Rgb(px)
    });
    let mut out = Vec::new();
    // Writing to memory cannot fail for a valid RGB picture.
    let _ = image::DynamicImage::ImageRgb8(img)
        .write_to(&mut Cursor::new(&mut out), image::ImageFormat::Png);
    out
}
