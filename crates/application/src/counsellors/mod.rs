//! Counsellors: an admin invites one (an account of role COUNSELLOR that logs in once the invitation
//! is accepted, and a profile), edits and publishes the profile; the counsellor edits their own bio,
//! languages and specialities; visitors read the published profiles in their language.

mod calendar;
mod demo;
mod removal;
#[cfg(test)]
mod removal_tests;
#[cfg(test)]
mod tests;

pub use calendar::{AddedTimeOff, FreeCounsellor, SessionAsked, Slots};

use std::sync::Arc;

use chrono::{DateTime, Duration, FixedOffset, NaiveDate};
use mon_domain::counsellor::calendar::{Slot, SlotRules};
use mon_domain::counsellor::{
    Counsellor, CounsellorMsg, LocalCounsellor, OwnProfilePatch, Profile, ProfilePatch,
};
use mon_domain::pagination::{CounsellorPages, Page, PageRequest};
use mon_domain::user::{AccountMsg, ContactNumber, Email, KeyPurpose, NewUser, Role, Username};
use mon_domain::{FieldErrors, Lang};

use crate::accounts::mail::{encode_query_value, invitation_mail};
use crate::content::cache::ReadCache;
use crate::errors::{ErrorCode, ErrorMeta, ServiceError};
use crate::ports::{
    CalendarRepository, Clock, CounsellorRepository, CreateUserError, HashError, KeyGenerator,
    NewKey, PasswordHasher, Pictures, Recipients, UserRepository,
};

/// What can go wrong in a counsellor use case.
#[derive(Debug, thiserror::Error)]
pub enum CounsellorError {
    #[error("invalid input")]
    Validation(FieldErrors),
    #[error("username taken")]
    UsernameTaken,
    #[error("email taken")]
    EmailTaken,
    #[error("counsellor not found")]
    NotFound,
    #[error("subscriber not found")]
    SubscriberNotFound,
    #[error("invitation already accepted")]
    AlreadyAccepted,
    /// The counsellor was removed: nothing more is sent to them or asked of them.
    #[error("counsellor removed")]
    Removed,
    /// The counsellor was removed: their profile, photo and hours no longer change.
    #[error("counsellor left the service")]
    Left,
    #[error("not a slot")]
    NotASlot,
    #[error("time off not found")]
    TimeOffNotFound,
    #[error("closure not found")]
    ClosureNotFound,
    #[error("password hashing busy")]
    Busy,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl From<FieldErrors> for CounsellorError {
    fn from(e: FieldErrors) -> Self {
        CounsellorError::Validation(e)
    }
}

impl From<CreateUserError> for CounsellorError {
    fn from(e: CreateUserError) -> Self {
        match e {
            CreateUserError::UsernameTaken => CounsellorError::UsernameTaken,
            CreateUserError::EmailTaken => CounsellorError::EmailTaken,
            CreateUserError::Unexpected(e) => CounsellorError::Unexpected(e),
        }
    }
}

impl From<HashError> for CounsellorError {
    fn from(e: HashError) -> Self {
        match e {
            HashError::Busy => CounsellorError::Busy,
            HashError::Unexpected(e) => CounsellorError::Unexpected(e),
        }
    }
}

impl ServiceError for CounsellorError {
    fn meta(&self) -> ErrorMeta {
        use ErrorCode as C;
        match self {
            CounsellorError::Validation(e) => ErrorMeta::invalid(e),
            CounsellorError::UsernameTaken => {
                ErrorMeta::on_field(C::UsernameTaken, "username", AccountMsg::UsernameTaken)
            }
            CounsellorError::EmailTaken => {
                ErrorMeta::on_field(C::EmailTaken, "email", CounsellorMsg::EmailTaken)
            }
            CounsellorError::NotFound => ErrorMeta::new(C::NotFound, CounsellorMsg::NotFound),
            CounsellorError::SubscriberNotFound => {
                ErrorMeta::new(C::NotFound, CounsellorMsg::SubscriberNotFound)
            }
            CounsellorError::NotASlot => {
                let mut e = FieldErrors::new();
                e.add("appointment_time", mon_domain::care::CareMsg::NotASlot);
                ErrorMeta::invalid(&e)
            }
            CounsellorError::TimeOffNotFound => {
                ErrorMeta::new(C::NotFound, CounsellorMsg::TimeOffNotFound)
            }
            CounsellorError::ClosureNotFound => {
                ErrorMeta::new(C::NotFound, CounsellorMsg::ClosureNotFound)
            }
            CounsellorError::AlreadyAccepted => {
                ErrorMeta::new(C::InvitationAccepted, CounsellorMsg::AlreadyAccepted)
            }
            CounsellorError::Removed => {
                ErrorMeta::new(C::CounsellorRemoved, CounsellorMsg::RemovedAlready)
            }
            CounsellorError::Left => {
                ErrorMeta::new(C::CounsellorRemoved, CounsellorMsg::LeftService)
            }
            CounsellorError::Busy => ErrorMeta::new(C::Busy, AccountMsg::Busy).retry_after(1),
            CounsellorError::Unexpected(_) => ErrorMeta::unexpected(),
        }
    }
}

/// The ports the counsellor use cases draw on.
#[derive(Clone)]
pub struct CounsellorPorts {
    pub counsellors: Arc<dyn CounsellorRepository>,
    /// A new invitation for an account that has not accepted the first.
    pub users: Arc<dyn UserRepository>,
    /// An invited account gets a password nobody knows until the invitation sets one.
    pub hasher: Arc<dyn PasswordHasher>,
    pub keys: Arc<dyn KeyGenerator>,
    pub clock: Arc<dyn Clock>,
    /// Weekly hours, time off, closures and the sessions that take a counsellor's time.
    pub calendar: Arc<dyn CalendarRepository>,
    /// Where a counsellor's photo is checked and kept.
    pub pictures: Arc<dyn Pictures>,
    /// Where the clients of a removed counsellor are told, in their language.
    pub recipients: Arc<dyn Recipients>,
}

/// What the counsellor use cases are configured with.
#[derive(Debug, Clone)]
pub struct CounsellorSettings {
    /// The site's address, for the invitation link.
    pub public_url: String,
    /// The service's time zone's name (`MON_TIMEZONE`), said with every slot list.
    pub time_zone: String,
    pub slots: SlotRules,
    /// How long a page of the public list may be answered from memory.
    pub cache_ttl: Duration,
}

/// A published counsellor in one language with their first free slot.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PublicProfile {
    pub counsellor: LocalCounsellor,
    pub next_free: Option<DateTime<FixedOffset>>,
    /// The first free slot's start in words, in the reader's language.
    pub next_free_text: Option<String>,
}

impl PublicProfile {
    fn new(c: &Counsellor, lang: Lang, next_free: Option<DateTime<FixedOffset>>) -> Self {
        PublicProfile {
            counsellor: c.local(lang),
            next_free_text: next_free.map(|t| {
                let time = t.time().format("%I:%M %p").to_string();
                mon_domain::bangla::when(t.date_naive(), &time, lang)
            }),
            next_free,
        }
    }
}

/// An admin's invitation: the account's names and the profile's first values.
#[derive(Debug, Clone, Default)]
pub struct Invitation {
    pub username: String,
    pub email: String,
    pub contact_number: String,
    pub profile: ProfilePatch,
}

/// A page of the public list in one language.
type PublicKey = (Lang, u64, u64);
/// A counsellor's id and a window of days.
type SlotsKey = (i64, NaiveDate, NaiveDate);

/// How many times a change is tried again when another change to the same profile landed first.
const CHANGE_TRIES: usize = 5;

/// The counsellor use cases.
#[derive(Clone)]
pub struct Counsellors {
    ports: CounsellorPorts,
    settings: Arc<CounsellorSettings>,
    /// Pages of the public list per language.
    cache: Arc<ReadCache<PublicKey, Page<PublicProfile>>>,
    /// Free slots per published counsellor and window, before the minimum notice (applied at
    /// each read, so the cached answer never offers a time that has come too close).
    slots: Arc<ReadCache<SlotsKey, Vec<Slot>>>,
    /// One published counsellor per language (a profile page and its API answer).
    profiles: Arc<ReadCache<(i64, Lang), PublicProfile>>,
}

/// How many counsellors' windows of free slots are kept.
const SLOTS_CACHED: usize = 1024;

impl Counsellors {
    /// Drops every cached public answer: a profile, hours, time off, a closure or a session
    /// changed (on this server; another's copies expire after `cache_ttl`).
    pub(crate) fn invalidate(&self) {
        self.cache.invalidate();
        self.slots.invalidate();
        self.profiles.invalidate();
    }

    pub fn new(ports: CounsellorPorts, mut settings: CounsellorSettings) -> Self {
        settings.public_url = settings.public_url.trim_end_matches('/').to_owned();
        Self {
            ports,
            cache: Arc::new(ReadCache::new(settings.cache_ttl, 64)),
            slots: Arc::new(ReadCache::new(settings.cache_ttl, SLOTS_CACHED)),
            profiles: Arc::new(ReadCache::new(settings.cache_ttl, SLOTS_CACHED)),
            settings: Arc::new(settings),
        }
    }

    /// Creates the account (role COUNSELLOR, inactive) and the profile, and owes the invitation
    /// e-mail: a link to the reset screen that sets the first password, working once for
    /// [`KeyPurpose::Invitation`]'s lifetime. Every field is checked before anything is written.
    ///
    /// # Errors
    /// `Validation`; `UsernameTaken`; `EmailTaken`; `Busy`; `Unexpected`.
    pub async fn invite(&self, input: &Invitation) -> Result<Counsellor, CounsellorError> {
        let mut e = FieldErrors::new();
        let username = e.check("username", Username::parse(&input.username));
        let email = e.check("email", Email::parse(&input.email));
        let contact_number = e.check(
            "contact_number",
            ContactNumber::parse_registration(&input.contact_number),
        );
        let profile = match Profile::default().patched(&input.profile) {
            Ok(p) => Some(p),
            Err(errors) => {
                for (field, msgs) in errors.iter() {
                    msgs.iter().for_each(|m| e.add(field, *m));
                }
                None
            }
        };
        let (Some(username), Some(email), Some(contact_number), Some(profile)) =
            (username, email, contact_number, profile)
        else {
            return Err(e.into());
        };
        let now = self.ports.clock.now();
        // A password nobody knows: the account cannot log in before the invitation sets one.
        let password_hash = self.ports.hasher.hash(&self.ports.keys.generate()).await?;
        let key = self.ports.keys.generate();
        let mail = invitation_mail(
            email.as_str(),
            &profile.name,
            username.as_str(),
            &self.link(&key, email.as_str()),
        );
        let user = NewUser {
            username,
            email,
            password_hash,
            contact_number: Some(contact_number),
            role: Role::Counsellor,
            is_active: false,
            registered_at: now,
            consents: Vec::new(),
            must_change_password: false,
        };
        let counsellor = self
            .ports
            .counsellors
            .invite(&user, self.invitation_key(&key, mail), &profile)
            .await?;
        self.invalidate();
        tracing::info!(counsellor_id = counsellor.id, "counsellor invited");
        Ok(counsellor)
    }

    /// A new invitation for a counsellor who has not accepted one; the earlier link stops working.
    ///
    /// # Errors
    /// `NotFound`; `Removed` (nothing more is sent to a removed counsellor); `AlreadyAccepted`;
    /// `Unexpected`.
    pub async fn resend_invitation(&self, id: i64) -> Result<(), CounsellorError> {
        let c = self.find(id).await?.counsellor;
        if c.is_removed() {
            return Err(CounsellorError::Removed);
        }
        if c.account.active {
            return Err(CounsellorError::AlreadyAccepted);
        }
        let key = self.ports.keys.generate();
        let mail = invitation_mail(
            &c.account.email,
            &c.profile.name,
            &c.account.username,
            &self.link(&key, &c.account.email),
        );
        self.ports
            .users
            .replace_key(c.user_id, self.invitation_key(&key, mail))
            .await?;
        tracing::info!(counsellor_id = id, "counsellor invitation sent again");
        Ok(())
    }

    fn link(&self, key: &str, email: &str) -> String {
        format!(
            "{}/reset-password?key={}&email={}",
            self.settings.public_url,
            encode_query_value(key),
            encode_query_value(email)
        )
    }

    fn invitation_key(&self, key: &str, mail: crate::ports::Mail) -> NewKey {
        let now = self.ports.clock.now();
        NewKey {
            purpose: KeyPurpose::Invitation,
            key_hash: self.ports.keys.hash(key),
            expires_at: now + KeyPurpose::Invitation.lifetime(),
            created_at: now,
            mail: Some(mail),
        }
    }

    async fn find(&self, id: i64) -> Result<crate::ports::Versioned, CounsellorError> {
        self.ports
            .counsellors
            .find(id)
            .await?
            .ok_or(CounsellorError::NotFound)
    }

    /// Every counsellor, unpublished ones too, by name (ADMIN).
    ///
    /// # Errors
    /// `Unexpected`.
    pub async fn all(
        &self,
        page: Option<u64>,
        per_page: Option<u64>,
    ) -> Result<Page<Counsellor>, CounsellorError> {
        Ok(self
            .ports
            .counsellors
            .list(
                true,
                PageRequest::new(page, per_page, CounsellorPages::LIMITS),
            )
            .await?)
    }

    /// One counsellor, unpublished too (ADMIN).
    ///
    /// # Errors
    /// `NotFound`; `Unexpected`.
    pub async fn one(&self, id: i64) -> Result<Counsellor, CounsellorError> {
        Ok(self.find(id).await?.counsellor)
    }

    /// Counsellor `id` while they are still with the service: a removed counsellor's profile,
    /// photo and hours no longer change (the admins still read them).
    ///
    /// # Errors
    /// `NotFound`; `Left`; `Unexpected`.
    pub(super) async fn changeable(&self, id: i64) -> Result<Counsellor, CounsellorError> {
        let c = self.one(id).await?;
        if c.is_removed() {
            return Err(CounsellorError::Left);
        }
        Ok(c)
    }

    /// Counsellor `id`'s photo from an upload (ADMIN): checked like a story's image, kept as a
    /// square; the photo it replaces is removed.
    ///
    /// # Errors
    /// `Validation` (on `file`); `NotFound`; `Left`; `Unexpected`.
    pub async fn set_photo(&self, id: i64, bytes: Vec<u8>) -> Result<Counsellor, CounsellorError> {
        self.changeable(id).await?;
        let key = match self.ports.pictures.store_photo(bytes).await? {
            Ok(key) => key,
            Err(msg) => {
                let mut e = FieldErrors::new();
                e.add("file", msg);
                return Err(CounsellorError::Validation(e));
            }
        };
        self.replace_photo(id, Some(key)).await
    }

    /// Removes counsellor `id`'s photo (ADMIN); their initials are shown instead.
    ///
    /// # Errors
    /// `NotFound`; `Left`; `Unexpected`.
    pub async fn remove_photo(&self, id: i64) -> Result<Counsellor, CounsellorError> {
        self.changeable(id).await?;
        self.replace_photo(id, None).await
    }

    /// Stores `key` as counsellor `id`'s photo and removes the files of the one it replaces (or,
    /// when the counsellor is gone meanwhile, the new one's).
    async fn replace_photo(
        &self,
        id: i64,
        key: Option<String>,
    ) -> Result<Counsellor, CounsellorError> {
        let stored = self
            .ports
            .counsellors
            .set_photo(id, key.clone(), self.ports.clock.now())
            .await;
        let old = match stored {
            Ok(Some(old)) => old,
            other => {
                if let Some(key) = &key {
                    self.ports.pictures.remove_photo(key).await;
                }
                other?;
                return Err(CounsellorError::NotFound);
            }
        };
        if let Some(old) = old.filter(|old| Some(old) != key.as_ref()) {
            self.ports.pictures.remove_photo(&old).await;
        }
        self.invalidate();
        tracing::info!(
            counsellor_id = id,
            photo = key.is_some(),
            "counsellor photo changed"
        );
        self.one(id).await
    }

    /// Applies an admin's `patch` to counsellor `id`'s profile. Each field given replaces the
    /// stored one; a change that lands meanwhile is kept and this one applied over it.
    ///
    /// # Errors
    /// `Validation`; `NotFound`; `Left` (removed, before or meanwhile); `Unexpected`.
    pub async fn update(
        &self,
        id: i64,
        patch: &ProfilePatch,
    ) -> Result<Counsellor, CounsellorError> {
        let c = self
            .change(|| self.ports.counsellors.find(id), patch)
            .await?;
        tracing::info!(counsellor_id = id, "counsellor profile changed");
        Ok(c)
    }

    /// The own counsellor of subscriber `user_id` (continuity: their first approved session's
    /// counsellor, or the one an admin chose), when they have one.
    ///
    /// # Errors
    /// `Unexpected`.
    pub async fn own_counsellor_of(
        &self,
        user_id: i64,
    ) -> Result<Option<mon_domain::care::AssignedCounsellor>, CounsellorError> {
        Ok(self.ports.counsellors.own_counsellor(user_id).await?)
    }

    /// The own counsellors of subscribers `user_ids` (a page of them), by subscriber.
    ///
    /// # Errors
    /// `Unexpected`.
    pub async fn own_counsellors_of(
        &self,
        user_ids: &[i64],
    ) -> Result<std::collections::HashMap<i64, mon_domain::care::AssignedCounsellor>, CounsellorError>
    {
        Ok(self
            .ports
            .counsellors
            .own_counsellors(user_ids.to_vec())
            .await?
            .into_iter()
            .collect())
    }

    /// An admin makes counsellor `counsellor_id` (or none) subscriber `user_id`'s own counsellor.
    ///
    /// # Errors
    /// `NotFound` on `counsellor_id` (no such counsellor); `Removed`; `SubscriberNotFound`;
    /// `Unexpected`.
    pub async fn set_client_counsellor(
        &self,
        user_id: i64,
        counsellor_id: Option<i64>,
    ) -> Result<Option<mon_domain::care::AssignedCounsellor>, CounsellorError> {
        if let Some(id) = counsellor_id
            && self.find(id).await?.counsellor.is_removed()
        {
            return Err(CounsellorError::Removed);
        }
        if !self
            .ports
            .counsellors
            .set_own_counsellor(user_id, counsellor_id)
            .await?
        {
            return Err(CounsellorError::SubscriberNotFound);
        }
        tracing::info!(user_id, counsellor_id, "a subscriber's counsellor changed");
        self.own_counsellor_of(user_id).await
    }

    /// The profile of the counsellor logged in as `user_id`.
    ///
    /// # Errors
    /// `NotFound` (an account with no profile); `Unexpected`.
    pub async fn own(&self, user_id: i64) -> Result<Counsellor, CounsellorError> {
        Ok(self
            .ports
            .counsellors
            .find_by_user(user_id)
            .await?
            .ok_or(CounsellorError::NotFound)?
            .counsellor)
    }

    /// The counsellor's own change: bio, languages, specialities.
    ///
    /// # Errors
    /// `Validation`; `NotFound`; `Unexpected`.
    pub async fn update_own(
        &self,
        user_id: i64,
        patch: OwnProfilePatch,
    ) -> Result<Counsellor, CounsellorError> {
        let patch = ProfilePatch::from(patch);
        let c = self
            .change(|| self.ports.counsellors.find_by_user(user_id), &patch)
            .await?;
        tracing::info!(counsellor_id = c.id, "counsellor changed their profile");
        Ok(c)
    }

    /// Reads the profile with `load`, applies `patch` and stores it if nobody changed it
    /// meanwhile; otherwise reads it again. A removed profile is not changed: the removal moves
    /// the version on, so one that lands meanwhile is read again and refused.
    async fn change<F>(
        &self,
        load: impl Fn() -> F,
        patch: &ProfilePatch,
    ) -> Result<Counsellor, CounsellorError>
    where
        F: std::future::Future<Output = anyhow::Result<Option<crate::ports::Versioned>>>,
    {
        for _ in 0..CHANGE_TRIES {
            let stored = load().await?.ok_or(CounsellorError::NotFound)?;
            if stored.counsellor.is_removed() {
                return Err(CounsellorError::Left);
            }
            let profile = stored.counsellor.profile.patched(patch)?;
            if let Some(c) = self
                .ports
                .counsellors
                .update(
                    stored.counsellor.id,
                    stored.version,
                    &profile,
                    self.ports.clock.now(),
                )
                .await?
            {
                self.invalidate();
                return Ok(c);
            }
        }
        Err(anyhow::anyhow!("the profile kept changing while it was being changed").into())
    }

    /// One page of the published counsellors in `lang`, by name (public, cached).
    ///
    /// # Errors
    /// `Unexpected`.
    pub async fn published(
        &self,
        lang: Lang,
        page: Option<u64>,
        per_page: Option<u64>,
    ) -> Result<Page<PublicProfile>, CounsellorError> {
        let page = PageRequest::new(page, per_page, CounsellorPages::LIMITS);
        let key = (lang, page.page, page.per_page);
        self.cache
            .get_or_load(key, self.ports.clock.now(), || async move {
                let found = self.ports.counsellors.list(false, page).await?;
                let mut items = Vec::with_capacity(found.items.len());
                for c in &found.items {
                    let next_free = self.next_free(c.id, c.user_id).await?;
                    items.push(PublicProfile::new(c, lang, next_free));
                }
                Ok::<_, CounsellorError>(Page::of(items, found.total, page))
            })
            .await
    }

    /// Counsellor `id` when published (and not removed).
    pub(super) async fn published_counsellor(
        &self,
        id: i64,
    ) -> Result<Counsellor, CounsellorError> {
        match self.ports.counsellors.find(id).await? {
            Some(v) if v.counsellor.is_public() => Ok(v.counsellor),
            _ => Err(CounsellorError::NotFound),
        }
    }

    /// One published counsellor in `lang` (kept like the public list; an unknown one is not kept).
    ///
    /// # Errors
    /// `NotFound` (unknown or unpublished); `Unexpected`.
    pub async fn published_one(
        &self,
        id: i64,
        lang: Lang,
    ) -> Result<PublicProfile, CounsellorError> {
        self.profiles
            .get_or_load((id, lang), self.ports.clock.now(), || async {
                let c = self.published_counsellor(id).await?;
                let next_free = self.next_free(c.id, c.user_id).await?;
                Ok(PublicProfile::new(&c, lang, next_free))
            })
            .await
    }
}
