//! Sample counsellors for a fresh installation (with `MON_DEMO_CONTENT`), published with weekly
//! hours so a newcomer can book one at once. Each is marked as a sample in its name and bio, in both
//! languages; their accounts never get an invitation (an admin can send one).

use mon_domain::counsellor::calendar::{WeeklyRangeInput, parse_weekly};
use mon_domain::counsellor::{Profile, ProfilePatch};
use mon_domain::pagination::{CounsellorPages, PageRequest};
use mon_domain::user::{ContactNumber, Email, KeyPurpose, NewUser, Role, Username};

use super::{CounsellorError, Counsellors};
use crate::ports::NewKey;

struct Sample {
    username: &'static str,
    name: (&'static str, &'static str),
    title: (&'static str, &'static str),
    credentials: &'static str,
    languages: &'static [&'static str],
    specialities: &'static [&'static str],
    modes: &'static [&'static str],
    fee_bdt: i64,
    bio: (&'static str, &'static str),
    /// (ISO weekdays, start, end)
    hours: &'static [(&'static [i64], &'static str, &'static str)],
}

/// Sunday to Thursday: the Bangladeshi working week.
const WORK_WEEK: &[i64] = &[7, 1, 2, 3, 4];

const SAMPLES: [Sample; 3] = [
    Sample {
        username: "sample-nusrat",
        name: ("Nusrat Jahan (sample)", "নুসরাত জাহান (নমুনা)"),
        title: ("Clinical psychologist", "ক্লিনিক্যাল সাইকোলজিস্ট"),
        credentials: "MPhil, Clinical Psychology (sample profile)",
        languages: &["bn", "en"],
        specialities: &["Anxiety", "Depression", "Sleep"],
        modes: &["video", "phone"],
        fee_bdt: 1500,
        bio: (
            "A sample profile, so you can see how booking works. A real counsellor's profile says how they work and whom they help.",
            "বুকিং কীভাবে কাজ করে দেখানোর জন্য একটি নমুনা প্রোফাইল। প্রকৃত কাউন্সেলরের প্রোফাইলে থাকে তিনি কীভাবে কাজ করেন ও কাদের সাহায্য করেন।",
        ),
        hours: &[(WORK_WEEK, "10:00", "13:00"), (WORK_WEEK, "15:00", "18:00")],
    },
    Sample {
        username: "sample-arif",
        name: ("Arif Hossain (sample)", "আরিফ হোসেন (নমুনা)"),
        title: ("Counselling psychologist", "কাউন্সেলিং সাইকোলজিস্ট"),
        credentials: "MS, Counselling Psychology (sample profile)",
        languages: &["bn"],
        specialities: &["Stress at work", "Relationships"],
        modes: &["video", "phone", "in_person"],
        fee_bdt: 1000,
        bio: (
            "A sample profile, so you can see how booking works. Evening hours for people who work during the day.",
            "বুকিং কীভাবে কাজ করে দেখানোর জন্য একটি নমুনা প্রোফাইল। যাঁরা দিনে কাজ করেন, তাঁদের জন্য সন্ধ্যার সময়।",
        ),
        hours: &[(WORK_WEEK, "17:00", "21:00"), (&[5, 6], "10:00", "14:00")],
    },
    Sample {
        username: "sample-farzana",
        name: ("Farzana Akter (sample)", "ফারজানা আক্তার (নমুনা)"),
        title: ("Psychosocial counsellor", "মনোসামাজিক কাউন্সেলর"),
        credentials: "MSS, Social Work; training in psychological first aid (sample profile)",
        languages: &["bn", "en"],
        specialities: &["Grief", "Young people", "Exam stress"],
        modes: &["video"],
        fee_bdt: 0,
        bio: (
            "A sample profile, so you can see how booking works. Free sessions for students.",
            "বুকিং কীভাবে কাজ করে দেখানোর জন্য একটি নমুনা প্রোফাইল। শিক্ষার্থীদের জন্য বিনামূল্যে সেশন।",
        ),
        hours: &[(&[6, 7, 1], "09:00", "12:00")],
    },
];

fn strings(items: &[&str]) -> Vec<String> {
    items.iter().map(|s| (*s).to_owned()).collect()
}

impl Counsellors {
    /// Adds the sample counsellors when no counsellor exists yet; `true` when it did.
    ///
    /// # Errors
    /// `Unexpected` (a sample that breaks a rule is a bug here).
    pub async fn seed_demo_counsellors(&self) -> Result<bool, CounsellorError> {
        let any = self
            .ports
            .counsellors
            .list(
                true,
                PageRequest::new(Some(1), Some(1), CounsellorPages::LIMITS),
            )
            .await?;
        if any.total > 0 {
            return Ok(false);
        }
        let now = self.ports.clock.now();
        for s in &SAMPLES {
            let profile = Profile::default().patched(&ProfilePatch {
                name_en: Some(s.name.0.into()),
                name_bn: Some(s.name.1.into()),
                title_en: Some(s.title.0.into()),
                title_bn: Some(s.title.1.into()),
                credentials: Some(s.credentials.into()),
                languages: Some(strings(s.languages)),
                specialities: Some(strings(s.specialities)),
                modes: Some(strings(s.modes)),
                fee_bdt: Some(s.fee_bdt),
                bio_en: Some(s.bio.0.into()),
                bio_bn: Some(s.bio.1.into()),
                published: Some(true),
                ..ProfilePatch::default()
            })?;
            let sample = |e: Vec<_>| anyhow::anyhow!("sample counsellor {}: {e:?}", s.username);
            let user = NewUser {
                username: Username::parse(s.username).map_err(sample)?,
                email: Email::parse(&format!("{}@example.org", s.username)).map_err(sample)?,
                password_hash: self.ports.hasher.hash(&self.ports.keys.generate()).await?,
                contact_number: Some(
                    ContactNumber::parse_registration("01700000000").map_err(sample)?,
                ),
                role: Role::Counsellor,
                is_active: false,
                registered_at: now,
                consents: Vec::new(),
                must_change_password: false,
            };
            // A key nobody holds and no mail: a sample is never invited by itself.
            let key = NewKey {
                purpose: KeyPurpose::Invitation,
                key_hash: self.ports.keys.hash(&self.ports.keys.generate()),
                expires_at: now,
                created_at: now,
                mail: None,
            };
            let c = self.ports.counsellors.invite(&user, key, &profile).await?;
            let week: Vec<WeeklyRangeInput> = s
                .hours
                .iter()
                .flat_map(|(days, start, end)| {
                    days.iter().map(|d| WeeklyRangeInput {
                        weekday: *d,
                        start: (*start).into(),
                        end: (*end).into(),
                    })
                })
                .collect();
            let ranges = parse_weekly(&week)?;
            self.ports
                .calendar
                .set_weekly(c.user_id, &ranges, now)
                .await?;
        }
        self.invalidate();
        tracing::info!(count = SAMPLES.len(), "added the sample counsellors");
        Ok(true)
    }
}
