//! Helplines: a public list in the reader's language, and the admins' editing.

use chrono::NaiveDate;
use mon_domain::pagination::{Page, PageRequest};
use mon_domain::safety::{Helpline, HelplineDraft, HelplineInput, LocalHelpline};
use mon_domain::{Bilingual, Lang};

use super::{Safety, SafetyError};
use mon_domain::pagination::HelplinePages;

/// A text in English and Bangla.
type Both<'a> = (&'a str, &'a str);

fn draft(
    name: Both,
    phone: &str,
    hours: Both,
    languages: Both,
    description: Both,
    verified_on: (i32, u32, u32),
    position: i32,
) -> HelplineDraft {
    let both = |(en, bn): Both| Bilingual::new(en, bn);
    HelplineDraft {
        name: both(name),
        phone: phone.into(),
        hours: both(hours),
        languages: both(languages),
        description: both(description),
        verified_on: NaiveDate::from_ymd_opt(verified_on.0, verified_on.1, verified_on.2)
            .unwrap_or_default(),
        position,
        hidden: false,
    }
}

/// The helplines of the first start. Every number and its hours come from the
/// public source the README cites beside it, and `verified_on` is that
/// source's date; an admin re-verifies and edits them on `/admin/helplines`.
pub fn seed_helplines() -> Vec<HelplineDraft> {
    vec![
        draft(
            ("National Emergency Service", "জাতীয় জরুরি সেবা"),
            "999",
            (
                "24 hours, every day; free",
                "দিন-রাত ২৪ ঘণ্টা, প্রতিদিন; বিনামূল্যে",
            ),
            ("Bangla; English (press 2)", "বাংলা; ইংরেজি (২ চাপুন)"),
            (
                "Police, fire service and ambulance. Call if you or someone else is in danger now.",
                "পুলিশ, ফায়ার সার্ভিস ও অ্যাম্বুলেন্স। আপনি বা অন্য কেউ এখনই বিপদে থাকলে ফোন করুন।",
            ),
            (2024, 9, 30),
            1,
        ),
        draft(
            (
                "Moner Jotno (BRAC) mental health hotline",
                "মনের যত্ন (ব্র্যাক) মানসিক স্বাস্থ্য হটলাইন",
            ),
            "09643262626",
            (
                "12 noon to 2 am, every day, holidays included",
                "প্রতিদিন দুপুর ১২টা থেকে রাত ২টা, ছুটির দিনসহ",
            ),
            ("Bangla", "বাংলা"),
            (
                "Free, confidential tele-counselling for anxiety, panic or stress, especially for young people.",
                "উদ্বেগ, আতঙ্ক বা মানসিক চাপে বিনামূল্যে ও গোপনীয় টেলি-কাউন্সেলিং, বিশেষ করে কিশোর-কিশোরী ও তরুণদের জন্য।",
            ),
            (2024, 11, 23),
            2,
        ),
        draft(
            (
                "National Helpline for Violence against Women and Children",
                "নারী ও শিশু নির্যাতন প্রতিরোধে ন্যাশনাল হেল্পলাইন",
            ),
            "109",
            (
                "24 hours, 7 days a week; toll-free",
                "সপ্তাহে ৭ দিন, ২৪ ঘণ্টা; টোল-ফ্রি",
            ),
            ("Bangla", "বাংলা"),
            (
                "For women and children facing violence or abuse, and anyone calling for them: information, advice and help.",
                "সহিংসতা বা নির্যাতনের শিকার নারী ও শিশু এবং তাদের হয়ে যে কেউ: তথ্য, পরামর্শ ও সহায়তা।",
            ),
            (2017, 3, 24),
            3,
        ),
    ]
}

impl Safety {
    /// The visible helplines in `lang`, in the admins' order (public, cached).
    ///
    /// # Errors
    /// `Unexpected`.
    pub async fn helplines(&self, lang: Lang) -> Result<Vec<LocalHelpline>, SafetyError> {
        let repo = self.ports.helplines.clone();
        self.cache
            .get_or_load(lang, self.ports.clock.now(), || async move {
                let page = repo
                    .list(
                        false,
                        PageRequest::new(
                            Some(1),
                            Some(HelplinePages::LIMITS.max_per_page),
                            HelplinePages::LIMITS,
                        ),
                    )
                    .await?;
                Ok::<_, SafetyError>(page.items.iter().map(|h| h.local(lang)).collect())
            })
            .await
    }

    /// Every helpline, hidden ones too, with both languages (ADMIN).
    ///
    /// # Errors
    /// `Unexpected`.
    pub async fn all_helplines(
        &self,
        page: Option<u64>,
        per_page: Option<u64>,
    ) -> Result<Page<Helpline>, SafetyError> {
        Ok(self
            .ports
            .helplines
            .list(
                true,
                PageRequest::new(page, per_page, HelplinePages::LIMITS),
            )
            .await?)
    }

    /// # Errors
    /// `Validation`; `HelplineLimitReached`; `Unexpected`.
    pub async fn add_helpline(&self, input: &HelplineInput) -> Result<Helpline, SafetyError> {
        let draft = HelplineDraft::parse(input, self.ports.clock.today())?;
        let existing = self
            .ports
            .helplines
            .list(
                true,
                PageRequest::new(Some(1), Some(1), HelplinePages::LIMITS),
            )
            .await?
            .total;
        if existing >= HelplinePages::LIMITS.max_per_page {
            return Err(SafetyError::HelplineLimitReached);
        }
        let h = self
            .ports
            .helplines
            .create(&draft, self.ports.clock.now())
            .await?;
        self.cache.invalidate();
        tracing::info!(helpline_id = h.id, "helpline added");
        Ok(h)
    }

    /// # Errors
    /// `Validation`; `HelplineNotFound`; `Unexpected`.
    pub async fn update_helpline(
        &self,
        id: i64,
        input: &HelplineInput,
    ) -> Result<Helpline, SafetyError> {
        let draft = HelplineDraft::parse(input, self.ports.clock.today())?;
        let h = self
            .ports
            .helplines
            .update(id, &draft, self.ports.clock.now())
            .await?
            .ok_or(SafetyError::HelplineNotFound)?;
        self.cache.invalidate();
        tracing::info!(helpline_id = id, "helpline changed");
        Ok(h)
    }

    /// # Errors
    /// `HelplineNotFound`; `Unexpected`.
    pub async fn delete_helpline(&self, id: i64) -> Result<(), SafetyError> {
        if !self.ports.helplines.delete(id).await? {
            return Err(SafetyError::HelplineNotFound);
        }
        self.cache.invalidate();
        tracing::info!(helpline_id = id, "helpline deleted");
        Ok(())
    }

    /// Seeds the cited helplines on the first start; `true` when it did.
    ///
    /// # Errors
    /// `Unexpected`.
    pub async fn ensure_helplines(&self) -> Result<bool, SafetyError> {
        Ok(self
            .ports
            .helplines
            .seed_if_empty(&seed_helplines(), self.ports.clock.now())
            .await?)
    }
}

#[cfg(test)]
mod tests {
    use chrono::{TimeZone, Utc};

    use super::*;
    use crate::ports::{MockClock, MockHelplineRepository};
    use crate::safety::testing::SafetyMocks;

    fn safety(repo: MockHelplineRepository) -> Safety {
        let mut clock = MockClock::new();
        clock
            .expect_now()
            .returning(|| Utc.with_ymd_and_hms(2026, 11, 24, 4, 0, 0).unwrap());
        clock
            .expect_today()
            .returning(|| NaiveDate::from_ymd_opt(2026, 11, 24).unwrap());
        SafetyMocks {
            helplines: repo,
            clock,
            ..SafetyMocks::default()
        }
        .build(chrono::Duration::seconds(10))
    }

    #[test]
    fn the_seeded_helplines_are_valid_and_start_with_the_national_emergency_number() {
        let today = NaiveDate::from_ymd_opt(2026, 11, 24).unwrap();
        let seeds = seed_helplines();
        assert_eq!(seeds[0].phone, "999");
        for d in &seeds {
            let input = HelplineInput {
                name: d.name.clone(),
                phone: d.phone.clone(),
                hours: d.hours.clone(),
                languages: d.languages.clone(),
                description: d.description.clone(),
                verified_on: d.verified_on.to_string(),
                position: d.position,
                hidden: false,
            };
            assert_eq!(
                HelplineDraft::parse(&input, today).as_ref(),
                Ok(d),
                "{}",
                d.name.en
            );
        }
    }

    #[tokio::test]
    async fn the_public_list_is_read_once_per_language_until_a_write() {
        let mut repo = MockHelplineRepository::new();
        let seeds = seed_helplines();
        repo.expect_list()
            .withf(|hidden, _| !*hidden)
            .times(2)
            .returning(move |_, p| {
                Ok(Page {
                    items: seeds
                        .iter()
                        .enumerate()
                        .map(|(i, d)| Helpline {
                            id: i as i64 + 1,
                            draft: d.clone(),
                        })
                        .collect(),
                    total: 3,
                    page: p.page,
                    per_page: p.per_page,
                })
            });
        repo.expect_delete().returning(|_| Ok(true));
        let s = safety(repo);
        assert_eq!(
            s.helplines(Lang::Bn).await.unwrap()[0].name,
            "জাতীয় জরুরি সেবা"
        );
        assert_eq!(s.helplines(Lang::Bn).await.unwrap().len(), 3, "from memory");
        s.delete_helpline(3).await.unwrap();
        assert_eq!(
            s.helplines(Lang::Bn).await.unwrap().len(),
            3,
            "read again after the write"
        );
    }

    #[tokio::test]
    async fn a_bad_helpline_is_refused_before_anything_is_written() {
        let mut repo = MockHelplineRepository::new();
        repo.expect_create().never();
        repo.expect_update().never();
        let s = safety(repo);
        let bad = HelplineInput {
            name: Bilingual::new("X", "X"),
            phone: "no".into(),
            verified_on: "2026-11-24".into(),
            ..HelplineInput::default()
        };
        assert!(matches!(
            s.add_helpline(&bad).await,
            Err(SafetyError::Validation(_))
        ));
        assert!(matches!(
            s.update_helpline(1, &bad).await,
            Err(SafetyError::Validation(_))
        ));
    }

    #[tokio::test]
    async fn no_more_helplines_are_added_than_the_public_list_shows() {
        for (existing, added) in [(99, true), (100, false)] {
            let mut repo = MockHelplineRepository::new();
            repo.expect_list()
                .withf(|hidden_too, _| *hidden_too)
                .returning(move |_, p| {
                    Ok(Page {
                        items: vec![],
                        total: existing,
                        page: p.page,
                        per_page: p.per_page,
                    })
                });
            repo.expect_create()
                .times(usize::from(added))
                .returning(|d, _| {
                    Ok(Helpline {
                        id: 100,
                        draft: d.clone(),
                    })
                });
            let input = HelplineInput {
                name: Bilingual::new("Kaan Pete Roi", "কান পেতে রই"),
                phone: "09612-119911".into(),
                verified_on: "2026-11-24".into(),
                ..HelplineInput::default()
            };
            let result = safety(repo).add_helpline(&input).await;
            if added {
                assert!(result.is_ok(), "{result:?}");
            } else {
                assert!(matches!(result, Err(SafetyError::HelplineLimitReached)));
            }
        }
    }
}
