//! Validated check-ins: the PHQ-9 (depression) and GAD-7 (anxiety)
//! questionnaires. Their scoring and bands are rules, here; their wording is
//! data (stored, replaceable by a clinician without a code change), and
//! [`default_instrument_text`] gives the first one. The English wording is the
//! instruments' own (both are free to use); the Bangla one is ours and waits
//! for clinical review until an admin confirms it.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use super::SafetyMsg;
use crate::{FieldErrors, Lang};

/// An instrument is taken at most once in this many days.
pub const RETAKE_AFTER_DAYS: i64 = 7;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum InstrumentCode {
    Phq9,
    Gad7,
}

/// A score's band.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Band {
    Minimal,
    Mild,
    Moderate,
    ModeratelySevere,
    Severe,
}

impl Band {
    pub fn as_str(self) -> &'static str {
        match self {
            Band::Minimal => "minimal",
            Band::Mild => "mild",
            Band::Moderate => "moderate",
            Band::ModeratelySevere => "moderately_severe",
            Band::Severe => "severe",
        }
    }

    pub fn parse(s: &str) -> Option<Band> {
        [
            Band::Minimal,
            Band::Mild,
            Band::Moderate,
            Band::ModeratelySevere,
            Band::Severe,
        ]
        .into_iter()
        .find(|b| b.as_str() == s)
    }
}

impl InstrumentCode {
    pub const ALL: [InstrumentCode; 2] = [InstrumentCode::Phq9, InstrumentCode::Gad7];

    pub fn as_str(self) -> &'static str {
        match self {
            InstrumentCode::Phq9 => "phq9",
            InstrumentCode::Gad7 => "gad7",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|c| c.as_str() == s)
    }

    /// How many questions it asks.
    pub fn items(self) -> usize {
        match self {
            InstrumentCode::Phq9 => 9,
            InstrumentCode::Gad7 => 7,
        }
    }

    /// Its bands, lowest first, each with the lowest score in it.
    pub fn bands(self) -> &'static [(u32, Band)] {
        match self {
            InstrumentCode::Phq9 => &[
                (0, Band::Minimal),
                (5, Band::Mild),
                (10, Band::Moderate),
                (15, Band::ModeratelySevere),
                (20, Band::Severe),
            ],
            InstrumentCode::Gad7 => &[
                (0, Band::Minimal),
                (5, Band::Mild),
                (10, Band::Moderate),
                (15, Band::Severe),
            ],
        }
    }

    pub fn band_of(self, score: u32) -> Band {
        self.bands()
            .iter()
            .rev()
            .find(|(from, _)| score >= *from)
            .map_or(Band::Minimal, |(_, b)| *b)
    }
}

/// A scored check-in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Scored {
    pub score: u32,
    pub band: Band,
    /// Help comes first: PHQ-9 item 9 (thoughts of self-harm) above 0, or a severe band.
    pub help_suggested: bool,
}

/// Scores `answers` (one value from 0 to 3 per item, in order).
pub fn score(code: InstrumentCode, answers: &[i64]) -> Result<Scored, FieldErrors> {
    if answers.len() != code.items() || answers.iter().any(|a| !(0..=3).contains(a)) {
        let mut e = FieldErrors::new();
        e.add("answers", SafetyMsg::AnswersCount);
        return Err(e);
    }
    let score = answers.iter().map(|a| *a as u32).sum();
    let band = code.band_of(score);
    let self_harm = code == InstrumentCode::Phq9 && answers[8] > 0;
    Ok(Scored {
        score,
        band,
        help_suggested: self_harm || band == Band::Severe,
    })
}

/// A check-in as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckIn {
    pub id: i64,
    pub user_id: i64,
    pub code: InstrumentCode,
    pub score: u32,
    pub band: Band,
    pub help_suggested: bool,
    pub taken_at: DateTime<Utc>,
}

/// An instrument's wording in one language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct InstrumentText {
    pub title: String,
    pub instructions: String,
    /// One per item, in order.
    pub items: Vec<String>,
    /// The four answers, valued 0 to 3.
    pub options: Vec<String>,
    /// One per band of [`InstrumentCode::bands`], in order.
    pub bands: Vec<String>,
}

/// Checks an admin's replacement wording for `code`.
pub fn validate_instrument_text(
    code: InstrumentCode,
    t: &InstrumentText,
) -> Result<(), FieldErrors> {
    let filled = |s: &String, max: usize| !s.trim().is_empty() && s.chars().count() <= max;
    let ok = filled(&t.title, 200)
        && t.instructions.chars().count() <= 500
        && t.items.len() == code.items()
        && t.items.iter().all(|s| filled(s, 300))
        && t.options.len() == 4
        && t.options.iter().all(|s| filled(s, 100))
        && t.bands.len() == code.bands().len()
        && t.bands.iter().all(|s| filled(s, 300));
    if ok {
        Ok(())
    } else {
        let mut e = FieldErrors::new();
        e.add("texts", SafetyMsg::InstrumentTextInvalid);
        Err(e)
    }
}

fn owned(v: &[&str]) -> Vec<String> {
    v.iter().map(|s| (*s).to_owned()).collect()
}

/// The first wording of each instrument: the original English, and our Bangla (awaiting clinical review).
#[expect(
    clippy::too_many_lines,
    reason = "a table of data: four wordings, nine and seven items each"
)]
pub fn default_instrument_text(code: InstrumentCode, lang: Lang) -> InstrumentText {
    match (code, lang) {
        (InstrumentCode::Phq9, Lang::En) => InstrumentText {
            title: "PHQ-9: how your mood has been".into(),
            instructions: "Over the last 2 weeks, how often have you been bothered by any of the following problems?".into(),
            items: owned(&[
                "Little interest or pleasure in doing things",
                "Feeling down, depressed, or hopeless",
                "Trouble falling or staying asleep, or sleeping too much",
                "Feeling tired or having little energy",
                "Poor appetite or overeating",
                "Feeling bad about yourself — or that you are a failure or have let yourself or your family down",
                "Trouble concentrating on things, such as reading the newspaper or watching television",
                "Moving or speaking so slowly that other people could have noticed? Or the opposite — being so fidgety or restless that you have been moving around a lot more than usual",
                "Thoughts that you would be better off dead or of hurting yourself in some way",
            ]),
            options: owned(&["Not at all", "Several days", "More than half the days", "Nearly every day"]),
            bands: owned(&[
                "Minimal: few signs of depression right now.",
                "Mild: some signs of depression. Keep an eye on how you feel, and talk to someone you trust.",
                "Moderate: clear signs of depression. Talking with a counsellor can help; you can request an appointment.",
                "Moderately severe: strong signs of depression. Please talk with a counsellor or doctor soon.",
                "Severe: very strong signs of depression. Please reach out for help today.",
            ]),
        },
        (InstrumentCode::Phq9, Lang::Bn) => InstrumentText {
            title: "পিএইচকিউ-৯: আপনার মন কেমন ছিল".into(),
            instructions: "গত ২ সপ্তাহে নিচের সমস্যাগুলো আপনাকে কত ঘন ঘন কষ্ট দিয়েছে?".into(),
            items: owned(&[
                "কোনো কাজে আগ্রহ বা আনন্দ কম পাওয়া",
                "মন খারাপ, বিষণ্ন বা হতাশ লাগা",
                "ঘুম আসতে বা ঘুম ধরে রাখতে সমস্যা, অথবা খুব বেশি ঘুমানো",
                "ক্লান্ত লাগা বা শক্তি কম থাকা",
                "খিদে কমে যাওয়া বা বেশি খাওয়া",
                "নিজেকে খারাপ মনে হওয়া — বা মনে হওয়া যে আপনি ব্যর্থ, অথবা নিজেকে বা পরিবারকে হতাশ করেছেন",
                "কোনো কিছুতে মনোযোগ দিতে সমস্যা, যেমন খবরের কাগজ পড়া বা টেলিভিশন দেখা",
                "এত ধীরে চলাফেরা বা কথা বলা যে অন্যরা খেয়াল করতে পারত? অথবা উল্টোটা — এত অস্থির লাগা যে স্বাভাবিকের চেয়ে অনেক বেশি নড়াচড়া করেছেন",
                "মনে হওয়া যে মরে গেলেই ভালো হতো, অথবা কোনোভাবে নিজের ক্ষতি করার চিন্তা",
            ]),
            options: owned(&["একদমই না", "কয়েক দিন", "অর্ধেকের বেশি দিন", "প্রায় প্রতিদিন"]),
            bands: owned(&[
                "ন্যূনতম: এই মুহূর্তে বিষণ্নতার লক্ষণ খুব কম।",
                "মৃদু: বিষণ্নতার কিছু লক্ষণ আছে। নিজের অনুভূতির দিকে খেয়াল রাখুন, বিশ্বাসের কারও সঙ্গে কথা বলুন।",
                "মাঝারি: বিষণ্নতার স্পষ্ট লক্ষণ আছে। একজন কাউন্সেলরের সঙ্গে কথা বললে উপকার হতে পারে; আপনি অ্যাপয়েন্টমেন্টের অনুরোধ করতে পারেন।",
                "মাঝারি থেকে তীব্র: বিষণ্নতার জোরালো লক্ষণ আছে। শিগগিরই একজন কাউন্সেলর বা চিকিৎসকের সঙ্গে কথা বলুন।",
                "তীব্র: বিষণ্নতার খুব জোরালো লক্ষণ আছে। আজই সাহায্য চান।",
            ]),
        },
        (InstrumentCode::Gad7, Lang::En) => InstrumentText {
            title: "GAD-7: how anxious you have felt".into(),
            instructions: "Over the last 2 weeks, how often have you been bothered by the following problems?".into(),
            items: owned(&[
                "Feeling nervous, anxious, or on edge",
                "Not being able to stop or control worrying",
                "Worrying too much about different things",
                "Trouble relaxing",
                "Being so restless that it is hard to sit still",
                "Becoming easily annoyed or irritable",
                "Feeling afraid, as if something awful might happen",
            ]),
            options: owned(&["Not at all", "Several days", "More than half the days", "Nearly every day"]),
            bands: owned(&[
                "Minimal: few signs of anxiety right now.",
                "Mild: some signs of anxiety. Rest, routine and talking to someone you trust can help.",
                "Moderate: clear signs of anxiety. Talking with a counsellor can help; you can request an appointment.",
                "Severe: strong signs of anxiety. Please talk with a counsellor or doctor soon, and reach out today if you feel unsafe.",
            ]),
        },
        (InstrumentCode::Gad7, Lang::Bn) => InstrumentText {
            title: "জিএডি-৭: আপনি কতটা উদ্বিগ্ন ছিলেন".into(),
            instructions: "গত ২ সপ্তাহে নিচের সমস্যাগুলো আপনাকে কত ঘন ঘন কষ্ট দিয়েছে?".into(),
            items: owned(&[
                "নার্ভাস, উদ্বিগ্ন বা অস্থির লাগা",
                "দুশ্চিন্তা থামাতে বা নিয়ন্ত্রণ করতে না পারা",
                "নানা বিষয় নিয়ে খুব বেশি দুশ্চিন্তা করা",
                "স্বস্তিতে থাকতে সমস্যা",
                "এত অস্থির লাগা যে স্থির হয়ে বসে থাকা কঠিন",
                "সহজেই বিরক্ত বা খিটখিটে হয়ে যাওয়া",
                "ভয় লাগা, যেন ভয়ংকর কিছু ঘটতে পারে",
            ]),
            options: owned(&["একদমই না", "কয়েক দিন", "অর্ধেকের বেশি দিন", "প্রায় প্রতিদিন"]),
            bands: owned(&[
                "ন্যূনতম: এই মুহূর্তে উদ্বেগের লক্ষণ খুব কম।",
                "মৃদু: উদ্বেগের কিছু লক্ষণ আছে। বিশ্রাম, নিয়মিত রুটিন আর বিশ্বাসের কারও সঙ্গে কথা বলা সাহায্য করতে পারে।",
                "মাঝারি: উদ্বেগের স্পষ্ট লক্ষণ আছে। একজন কাউন্সেলরের সঙ্গে কথা বললে উপকার হতে পারে; আপনি অ্যাপয়েন্টমেন্টের অনুরোধ করতে পারেন।",
                "তীব্র: উদ্বেগের জোরালো লক্ষণ আছে। শিগগিরই একজন কাউন্সেলর বা চিকিৎসকের সঙ্গে কথা বলুন, আর নিজেকে অনিরাপদ মনে হলে আজই সাহায্য চান।",
            ]),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_score_falls_in_the_published_band() {
        let phq = |s| InstrumentCode::Phq9.band_of(s);
        let gad = |s| InstrumentCode::Gad7.band_of(s);
        for (s, b) in [
            (0, Band::Minimal),
            (4, Band::Minimal),
            (5, Band::Mild),
            (9, Band::Mild),
            (10, Band::Moderate),
            (14, Band::Moderate),
            (15, Band::ModeratelySevere),
            (19, Band::ModeratelySevere),
            (20, Band::Severe),
            (27, Band::Severe),
        ] {
            assert_eq!(phq(s), b, "PHQ-9 {s}");
        }
        for (s, b) in [
            (0, Band::Minimal),
            (4, Band::Minimal),
            (5, Band::Mild),
            (9, Band::Mild),
            (10, Band::Moderate),
            (14, Band::Moderate),
            (15, Band::Severe),
            (21, Band::Severe),
        ] {
            assert_eq!(gad(s), b, "GAD-7 {s}");
        }
    }

    #[test]
    fn item_nine_or_a_severe_band_puts_help_first() {
        let mut answers = [0i64; 9];
        assert!(
            !score(InstrumentCode::Phq9, &answers)
                .unwrap()
                .help_suggested
        );
        answers[8] = 1;
        let s = score(InstrumentCode::Phq9, &answers).unwrap();
        assert_eq!(
            (s.score, s.band, s.help_suggested),
            (1, Band::Minimal, true),
            "any thought of self-harm, however low the score"
        );
        let severe = score(InstrumentCode::Gad7, &[3, 3, 3, 3, 3, 0, 0]).unwrap();
        assert_eq!(
            (severe.score, severe.band, severe.help_suggested),
            (15, Band::Severe, true)
        );
        let moderate = score(InstrumentCode::Gad7, &[2, 2, 2, 2, 2, 0, 0]).unwrap();
        assert!(!moderate.help_suggested);
    }

    #[test]
    fn a_wrong_number_of_answers_or_a_value_outside_0_to_3_is_refused() {
        for bad in [
            &[0i64; 8][..],
            &[0; 10],
            &[0, 0, 0, 0, 0, 0, 0, 0, 4],
            &[0, 0, 0, 0, 0, 0, 0, 0, -1],
        ] {
            let e = score(InstrumentCode::Phq9, bad).unwrap_err();
            assert_eq!(
                e.get("answers"),
                Some(&[SafetyMsg::AnswersCount.message()][..])
            );
        }
    }

    #[test]
    fn the_default_texts_fit_their_instrument_in_both_languages() {
        for code in InstrumentCode::ALL {
            for lang in [Lang::En, Lang::Bn] {
                assert_eq!(
                    validate_instrument_text(code, &default_instrument_text(code, lang)),
                    Ok(()),
                    "{code:?} {lang:?}"
                );
            }
        }
        let mut short = default_instrument_text(InstrumentCode::Gad7, Lang::En);
        short.items.pop();
        assert!(validate_instrument_text(InstrumentCode::Gad7, &short).is_err());
    }
}
