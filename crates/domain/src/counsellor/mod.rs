//! Counsellors: the people who give care. An admin invites one (an account of role COUNSELLOR and a
//! profile); the profile is public once published, in the reader's language.

pub mod calendar;
pub mod clients;
mod messages;
pub mod removal;

pub use messages::CounsellorMsg;

use crate::care::SessionMode;
use crate::content::one_line;
use crate::{Bilingual, FieldErrors, Lang};

const NAME_MAX: usize = 100;
const TITLE_MAX: usize = 100;
const CREDENTIALS_MAX: usize = 300;
const REGISTRATION_MAX: usize = 50;
const BIO_MAX: usize = 2000;
const LANGUAGES_MAX: usize = 10;
const SPECIALITIES_MAX: usize = 12;
const SPECIALITY_MAX: usize = 60;
/// The highest fee in taka a profile may show.
pub const FEE_MAX: i64 = 100_000;
/// The bounds of a counsellor's caseload (`max_clients`).
pub const MAX_CLIENTS: std::ops::RangeInclusive<i32> = 1..=500;
/// A new counsellor's caseload unless the admin says otherwise.
pub const DEFAULT_MAX_CLIENTS: i32 = 30;

/// Everything a counsellor's profile says, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Profile {
    pub name: Bilingual,
    /// "Clinical psychologist".
    pub title: Bilingual,
    /// "MPhil, Clinical Psychology, University of Dhaka".
    pub credentials: String,
    pub registration_no: Option<String>,
    /// Language codes, e.g. `bn`, `en`, in the order given, without repeats.
    pub languages: Vec<String>,
    pub specialities: Vec<String>,
    /// How they meet clients, in the order of [`SessionMode::ALL`].
    pub modes: Vec<SessionMode>,
    /// In taka; 0 means free.
    pub fee_bdt: i64,
    pub bio: Bilingual,
    /// Shown to the public.
    pub published: bool,
    /// The most clients they take at once.
    pub max_clients: i32,
}

impl Default for Profile {
    fn default() -> Self {
        Profile {
            name: Bilingual::default(),
            title: Bilingual::default(),
            credentials: String::new(),
            registration_no: None,
            languages: vec!["bn".into()],
            specialities: Vec::new(),
            modes: SessionMode::ALL.to_vec(),
            fee_bdt: 0,
            bio: Bilingual::default(),
            published: false,
            max_clients: DEFAULT_MAX_CLIENTS,
        }
    }
}

/// A change to a profile: each field given replaces the stored one, the others stay.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ProfilePatch {
    pub name_en: Option<String>,
    pub name_bn: Option<String>,
    pub title_en: Option<String>,
    pub title_bn: Option<String>,
    pub credentials: Option<String>,
    /// `Some("")` clears it.
    pub registration_no: Option<String>,
    pub languages: Option<Vec<String>>,
    pub specialities: Option<Vec<String>>,
    pub modes: Option<Vec<String>>,
    pub fee_bdt: Option<i64>,
    pub bio_en: Option<String>,
    pub bio_bn: Option<String>,
    pub published: Option<bool>,
    pub max_clients: Option<i64>,
}

/// What a counsellor may change of their own profile: the rest (name, credentials, fee, caseload,
/// publishing) is the admins'.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct OwnProfilePatch {
    pub bio_en: Option<String>,
    pub bio_bn: Option<String>,
    pub languages: Option<Vec<String>>,
    pub specialities: Option<Vec<String>>,
}

impl From<OwnProfilePatch> for ProfilePatch {
    fn from(p: OwnProfilePatch) -> Self {
        ProfilePatch {
            bio_en: p.bio_en,
            bio_bn: p.bio_bn,
            languages: p.languages,
            specialities: p.specialities,
            ..ProfilePatch::default()
        }
    }
}

/// A counsellor as stored: the profile and the account it belongs to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Counsellor {
    pub id: i64,
    pub user_id: i64,
    pub profile: Profile,
    /// The stored photo's name, when one was uploaded.
    pub photo: Option<String>,
    pub account: CounsellorAccount,
    /// When an admin removed the counsellor: from then on they are offered to nobody and cannot
    /// log in, and only the admins see the profile (to hand the notes over).
    pub removed_at: Option<chrono::DateTime<chrono::Utc>>,
}

/// What the admins see of a counsellor's account.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CounsellorAccount {
    pub username: String,
    pub email: String,
    pub contact_number: Option<String>,
    /// Whether the invitation was accepted (the account has a password and is active).
    pub active: bool,
}

/// A published counsellor in one language, as a visitor reads them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LocalCounsellor {
    pub id: i64,
    pub name: String,
    pub title: String,
    pub credentials: String,
    pub registration_no: Option<String>,
    pub languages: Vec<String>,
    pub specialities: Vec<String>,
    pub modes: Vec<SessionMode>,
    pub fee_bdt: i64,
    pub photo: Option<String>,
    pub bio: String,
}

fn language_code(s: &str) -> bool {
    (2..=3).contains(&s.len()) && s.bytes().all(|b| b.is_ascii_lowercase())
}

/// One line of text: the given one tidied, or the stored one.
fn line(new: &Option<String>, old: &str) -> String {
    new.as_deref().map_or_else(|| old.to_owned(), one_line)
}

/// A block of text (a bio): the given one trimmed, or the stored one.
fn block(new: &Option<String>, old: &str) -> String {
    new.as_deref()
        .map_or_else(|| old.to_owned(), |s| s.trim().to_owned())
}

/// A bilingual text of at most `max` characters in each language (`fields` are the API's pair),
/// and required in both when `required` is given.
fn bilingual(
    e: &mut FieldErrors,
    fields: Bilingual<&'static str>,
    text: Bilingual,
    max: (usize, CounsellorMsg),
    required: Option<CounsellorMsg>,
) -> Bilingual {
    for (lang, value) in text.each() {
        let name = *fields.get(lang);
        match required {
            Some(msg) if value.is_empty() => e.add(name, msg),
            _ if value.chars().count() > max.0 => e.add(name, max.1),
            _ => {}
        }
    }
    text
}

/// The given language codes, lower case and without repeats.
fn languages(e: &mut FieldErrors, given: &[String]) -> Vec<String> {
    let mut codes: Vec<String> = Vec::new();
    for code in given.iter().map(|c| c.trim().to_ascii_lowercase()) {
        if !codes.contains(&code) {
            codes.push(code);
        }
    }
    if codes.len() > LANGUAGES_MAX || !codes.iter().all(|c| language_code(c)) {
        e.add("languages", CounsellorMsg::LanguagesInvalid);
    }
    codes
}

/// The given specialities, each on one line, without repeats whatever their case.
fn specialities(e: &mut FieldErrors, given: &[String]) -> Vec<String> {
    let mut items: Vec<String> = Vec::new();
    for item in given.iter().map(|s| one_line(s)) {
        if !items
            .iter()
            .any(|i| i.to_lowercase() == item.to_lowercase())
        {
            items.push(item);
        }
    }
    if items.len() > SPECIALITIES_MAX
        || items
            .iter()
            .any(|s| s.is_empty() || s.chars().count() > SPECIALITY_MAX)
    {
        e.add("specialities", CounsellorMsg::SpecialitiesInvalid);
    }
    items
}

/// The given ways to meet, in the order of [`SessionMode::ALL`].
fn modes(e: &mut FieldErrors, given: &[String]) -> Vec<SessionMode> {
    let parsed: Vec<Option<SessionMode>> = given.iter().map(|m| SessionMode::parse(m)).collect();
    if parsed.iter().any(Option::is_none) {
        e.add("modes", CounsellorMsg::ModesInvalid);
    }
    SessionMode::ALL
        .into_iter()
        .filter(|m| parsed.contains(&Some(*m)))
        .collect()
}

impl Profile {
    /// This profile with `patch` applied, every field checked. Errors name the API's fields
    /// (`name_en`, `languages`, …). A published profile needs its English title, its credentials,
    /// a language and a way to meet.
    pub fn patched(&self, patch: &ProfilePatch) -> Result<Profile, FieldErrors> {
        let mut e = FieldErrors::new();
        let (name, title, bio) = self.patched_texts(patch, &mut e);
        let credentials = line(&patch.credentials, &self.credentials);
        if credentials.chars().count() > CREDENTIALS_MAX {
            e.add("credentials", CounsellorMsg::CredentialsTooLong);
        }
        let registration_no = match &patch.registration_no {
            Some(s) => Some(one_line(s)).filter(|s| !s.is_empty()),
            None => self.registration_no.clone(),
        };
        if registration_no
            .as_ref()
            .is_some_and(|s| s.chars().count() > REGISTRATION_MAX)
        {
            e.add("registration_no", CounsellorMsg::RegistrationNoTooLong);
        }
        let languages = patch
            .languages
            .as_deref()
            .map_or_else(|| self.languages.clone(), |given| languages(&mut e, given));
        let specialities = patch.specialities.as_deref().map_or_else(
            || self.specialities.clone(),
            |given| specialities(&mut e, given),
        );
        let modes = patch
            .modes
            .as_deref()
            .map_or_else(|| self.modes.clone(), |given| modes(&mut e, given));
        let fee_bdt = patch.fee_bdt.unwrap_or(self.fee_bdt);
        if !(0..=FEE_MAX).contains(&fee_bdt) {
            e.add("fee_bdt", CounsellorMsg::FeeInvalid);
        }
        let max_clients = match patch.max_clients.map(i32::try_from) {
            None => self.max_clients,
            Some(Ok(n)) if MAX_CLIENTS.contains(&n) => n,
            Some(_) => {
                e.add("max_clients", CounsellorMsg::MaxClientsInvalid);
                self.max_clients
            }
        };
        let profile = Profile {
            name,
            title,
            credentials,
            registration_no,
            languages,
            specialities,
            modes,
            fee_bdt,
            bio,
            published: patch.published.unwrap_or(self.published),
            max_clients,
        };
        profile.check_publishable(&mut e);
        e.into_result(|| profile)
    }

    /// The name (required), title and bio, each given one replacing the stored one, checked.
    fn patched_texts(
        &self,
        patch: &ProfilePatch,
        e: &mut FieldErrors,
    ) -> (Bilingual, Bilingual, Bilingual) {
        let pair = |en: &Option<String>,
                    bn: &Option<String>,
                    old: &Bilingual,
                    each: fn(&Option<String>, &str) -> String| {
            Bilingual::new(each(en, &old.en), each(bn, &old.bn))
        };
        let name = pair(&patch.name_en, &patch.name_bn, &self.name, line);
        let name = bilingual(
            e,
            crate::bilingual_fields!("name"),
            name,
            (NAME_MAX, CounsellorMsg::NameTooLong),
            Some(CounsellorMsg::NameRequired),
        );
        let title = pair(&patch.title_en, &patch.title_bn, &self.title, line);
        let title = bilingual(
            e,
            crate::bilingual_fields!("title"),
            title,
            (TITLE_MAX, CounsellorMsg::TitleTooLong),
            None,
        );
        let bio = pair(&patch.bio_en, &patch.bio_bn, &self.bio, block);
        let bio = bilingual(
            e,
            crate::bilingual_fields!("bio"),
            bio,
            (BIO_MAX, CounsellorMsg::BioTooLong),
            None,
        );
        (name, title, bio)
    }

    /// What publishing needs: the English title, the credentials, a language and a way to meet.
    fn check_publishable(&self, e: &mut FieldErrors) {
        if !self.published {
            return;
        }
        let missing = [
            ("title_en", self.title.en.is_empty()),
            ("credentials", self.credentials.is_empty()),
            ("languages", self.languages.is_empty()),
            ("modes", self.modes.is_empty()),
        ];
        for (field, empty) in missing {
            if empty {
                e.add(field, CounsellorMsg::NeededToPublish);
            }
        }
    }
}

impl Counsellor {
    pub fn is_removed(&self) -> bool {
        self.removed_at.is_some()
    }

    /// Whether visitors see the profile and may book the counsellor: published and not removed.
    pub fn is_public(&self) -> bool {
        self.profile.published && !self.is_removed()
    }

    /// This counsellor in `lang`; an empty Bangla text falls back to the English one.
    pub fn local(&self, lang: Lang) -> LocalCounsellor {
        let p = &self.profile;
        LocalCounsellor {
            id: self.id,
            name: p.name.shown(lang).to_owned(),
            title: p.title.shown(lang).to_owned(),
            credentials: p.credentials.clone(),
            registration_no: p.registration_no.clone(),
            languages: p.languages.clone(),
            specialities: p.specialities.clone(),
            modes: p.modes.clone(),
            fee_bdt: p.fee_bdt,
            photo: self.photo.clone(),
            bio: p.bio.shown(lang).to_owned(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn named() -> ProfilePatch {
        ProfilePatch {
            name_en: Some("  Nusrat   Jahan ".into()),
            name_bn: Some("নুসরাত জাহান".into()),
            ..ProfilePatch::default()
        }
    }

    fn errors(e: &FieldErrors) -> Vec<(&'static str, &'static str)> {
        e.iter()
            .flat_map(|(f, msgs)| msgs.iter().map(move |m| (f, m.en)))
            .collect()
    }

    #[test]
    fn an_invited_counsellor_needs_a_name_in_both_languages_and_starts_unpublished() {
        let p = Profile::default().patched(&named()).unwrap();
        assert_eq!(p.name, Bilingual::new("Nusrat Jahan", "নুসরাত জাহান"));
        assert!(!p.published);
        assert_eq!(p.max_clients, DEFAULT_MAX_CLIENTS);
        assert_eq!(p.modes, SessionMode::ALL.to_vec());
        let e = Profile::default()
            .patched(&ProfilePatch {
                name_bn: Some(" ".into()),
                ..named()
            })
            .unwrap_err();
        assert_eq!(errors(&e), [("name_bn", "Name is required")]);
        let e = Profile::default()
            .patched(&ProfilePatch::default())
            .unwrap_err();
        assert_eq!(
            errors(&e),
            [
                ("name_en", "Name is required"),
                ("name_bn", "Name is required")
            ]
        );
    }

    #[test]
    fn a_patch_changes_only_what_it_names_and_checks_every_field_it_gives() {
        let p = Profile::default().patched(&named()).unwrap();
        let q = p
            .patched(&ProfilePatch {
                fee_bdt: Some(1500),
                languages: Some(vec!["BN".into(), "en".into(), "bn".into()]),
                specialities: Some(vec!["Anxiety".into(), " anxiety ".into(), "Grief".into()]),
                modes: Some(vec!["phone".into(), "video".into()]),
                registration_no: Some(" BCPS-123 ".into()),
                ..ProfilePatch::default()
            })
            .unwrap();
        assert_eq!(q.name, p.name);
        assert_eq!(q.fee_bdt, 1500);
        assert_eq!(q.languages, ["bn", "en"]);
        assert_eq!(q.specialities, ["Anxiety", "Grief"]);
        assert_eq!(q.modes, [SessionMode::Video, SessionMode::Phone]);
        assert_eq!(q.registration_no.as_deref(), Some("BCPS-123"));
        let cleared = q
            .patched(&ProfilePatch {
                registration_no: Some(String::new()),
                ..ProfilePatch::default()
            })
            .unwrap();
        assert_eq!(cleared.registration_no, None);

        let e = p
            .patched(&ProfilePatch {
                fee_bdt: Some(-1),
                max_clients: Some(0),
                languages: Some(vec!["bangla".into()]),
                specialities: Some(vec![" ".into()]),
                modes: Some(vec!["chat".into()]),
                bio_bn: Some("ক".repeat(2001)),
                title_en: Some("t".repeat(101)),
                credentials: Some("c".repeat(301)),
                registration_no: Some("r".repeat(51)),
                ..ProfilePatch::default()
            })
            .unwrap_err();
        let fields: Vec<_> = errors(&e).into_iter().map(|(f, _)| f).collect();
        assert_eq!(
            fields,
            [
                "title_en",
                "bio_bn",
                "credentials",
                "registration_no",
                "languages",
                "specialities",
                "modes",
                "fee_bdt",
                "max_clients",
            ]
        );
        assert!(
            p.patched(&ProfilePatch {
                bio_bn: Some("ক".repeat(2000)),
                fee_bdt: Some(FEE_MAX),
                max_clients: Some(500),
                ..ProfilePatch::default()
            })
            .is_ok()
        );
    }

    #[test]
    fn a_profile_is_published_only_with_a_title_credentials_a_language_and_a_way_to_meet() {
        let p = Profile::default().patched(&named()).unwrap();
        let e = p
            .patched(&ProfilePatch {
                published: Some(true),
                languages: Some(vec![]),
                modes: Some(vec![]),
                ..ProfilePatch::default()
            })
            .unwrap_err();
        assert_eq!(
            errors(&e),
            [
                ("title_en", "Fill this in before the profile is published."),
                (
                    "credentials",
                    "Fill this in before the profile is published."
                ),
                ("languages", "Fill this in before the profile is published."),
                ("modes", "Fill this in before the profile is published."),
            ]
        );
        let published = p
            .patched(&ProfilePatch {
                published: Some(true),
                title_en: Some("Clinical psychologist".into()),
                credentials: Some("MPhil, Clinical Psychology, University of Dhaka".into()),
                ..ProfilePatch::default()
            })
            .unwrap();
        assert!(published.published);
    }

    #[test]
    fn a_counsellor_changes_only_their_bio_languages_and_specialities() {
        let own = OwnProfilePatch {
            bio_en: Some("I listen.".into()),
            ..OwnProfilePatch::default()
        };
        let patch = ProfilePatch::from(own);
        assert_eq!(
            patch,
            ProfilePatch {
                bio_en: Some("I listen.".into()),
                ..ProfilePatch::default()
            }
        );
    }

    #[test]
    fn a_visitor_reads_a_profile_in_their_language_with_english_where_bangla_is_missing() {
        let c = Counsellor {
            id: 3,
            user_id: 9,
            profile: Profile::default()
                .patched(&ProfilePatch {
                    title_en: Some("Counsellor".into()),
                    bio_en: Some("Hello".into()),
                    bio_bn: Some("নমস্কার".into()),
                    ..named()
                })
                .unwrap(),
            photo: None,
            account: CounsellorAccount::default(),
            removed_at: None,
        };
        let bn = c.local(Lang::Bn);
        assert_eq!(
            (bn.name.as_str(), bn.title.as_str(), bn.bio.as_str()),
            ("নুসরাত জাহান", "Counsellor", "নমস্কার")
        );
        assert_eq!(c.local(Lang::En).name, "Nusrat Jahan");
    }
}
