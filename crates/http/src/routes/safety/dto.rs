//! Bodies of the safety area.

use chrono::{DateTime, NaiveDate, Utc};
use mon_application::safety::InstrumentView;
use mon_domain::Bilingual;
use mon_domain::safety::{
    CheckIn, Helpline, HelplineInput, LocalHelpline, PlanContact, SafetyPlan,
};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

/// A helpline in the reader's language.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct HelplineResponse {
    pub id: i64,
    pub name: String,
    /// As it is dialled (`tel:` links use it).
    pub phone: String,
    pub hours: String,
    pub languages: String,
    pub description: String,
    /// When an admin last checked the number against its public source.
    pub verified_on: NaiveDate,
}

impl From<LocalHelpline> for HelplineResponse {
    fn from(h: LocalHelpline) -> Self {
        HelplineResponse {
            id: h.id,
            name: h.name,
            phone: h.phone,
            hours: h.hours,
            languages: h.languages,
            description: h.description,
            verified_on: h.verified_on,
        }
    }
}

/// The visible helplines, in the admins' order.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct HelplineList {
    pub items: Vec<HelplineResponse>,
}

/// A helpline with both languages, as an admin edits it (and sends it).
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct HelplineRequest {
    /// At most 100 characters; required.
    pub name_en: String,
    /// At most 100 characters; required.
    pub name_bn: String,
    /// Digits, spaces, dashes and a leading `+`, 3 to 20 characters.
    pub phone: String,
    pub hours_en: String,
    pub hours_bn: String,
    pub languages_en: String,
    pub languages_bn: String,
    /// At most 500 characters.
    pub description_en: String,
    pub description_bn: String,
    /// `YYYY-MM-DD`, not after today: when the number was last checked against its source.
    pub verified_on: String,
    /// Lower comes first.
    pub position: i32,
    /// Hidden entries are left out of the public list.
    pub hidden: bool,
}

impl From<HelplineRequest> for HelplineInput {
    fn from(r: HelplineRequest) -> Self {
        HelplineInput {
            name: Bilingual::new(r.name_en, r.name_bn),
            phone: r.phone,
            hours: Bilingual::new(r.hours_en, r.hours_bn),
            languages: Bilingual::new(r.languages_en, r.languages_bn),
            description: Bilingual::new(r.description_en, r.description_bn),
            verified_on: r.verified_on,
            position: r.position,
            hidden: r.hidden,
        }
    }
}

/// A helpline as stored, both languages.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct AdminHelpline {
    pub id: i64,
    pub name_en: String,
    pub name_bn: String,
    pub phone: String,
    pub hours_en: String,
    pub hours_bn: String,
    pub languages_en: String,
    pub languages_bn: String,
    pub description_en: String,
    pub description_bn: String,
    pub verified_on: NaiveDate,
    pub position: i32,
    pub hidden: bool,
}

impl From<Helpline> for AdminHelpline {
    fn from(h: Helpline) -> Self {
        let d = h.draft;
        AdminHelpline {
            id: h.id,
            name_en: d.name.en,
            name_bn: d.name.bn,
            phone: d.phone,
            hours_en: d.hours.en,
            hours_bn: d.hours.bn,
            languages_en: d.languages.en,
            languages_bn: d.languages.bn,
            description_en: d.description.en,
            description_bn: d.description.bn,
            verified_on: d.verified_on,
            position: d.position,
            hidden: d.hidden,
        }
    }
}

crate::dto::page_body! {
    /// One page of every helpline, hidden ones too.
    AdminHelplinePage: Vec<AdminHelpline> from Page<Helpline>
}

/// A helpline written, and what to tell the admin.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct HelplineMessageResponse {
    pub message: String,
    pub helpline: AdminHelpline,
}

/// Someone to ask for help.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct PlanContactBody {
    pub name: String,
    /// Optional; digits, spaces, dashes and a leading `+`.
    pub phone: String,
}

/// A safety plan (Stanley–Brown): six sections and the person's reasons for
/// living, each at most 20 entries of at most 500 characters; blank entries are dropped.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct SafetyPlanBody {
    /// 1. Warning signs that a crisis may be coming.
    pub warning_signs: Vec<String>,
    /// 2. Things I can do on my own to take my mind off my problems.
    pub coping_strategies: Vec<String>,
    /// 3. People and places that distract me.
    pub distractions: Vec<String>,
    /// 4. People I can ask for help.
    pub people: Vec<PlanContactBody>,
    /// 5. Professionals and services I can contact.
    pub professionals: Vec<String>,
    /// 6. Making my surroundings safe.
    pub environment: Vec<String>,
    /// My reasons for living.
    pub reasons_for_living: Vec<String>,
}

/// The conversion between the plan's body and the domain's plan, which have the same sections:
/// each list of texts moves across, each contact is converted to `$Contact`.
macro_rules! plan_conversion {
    ($From:ty => $To:ident, $Contact:ident) => {
        impl From<$From> for $To {
            fn from(plan: $From) -> Self {
                $To {
                    warning_signs: plan.warning_signs,
                    coping_strategies: plan.coping_strategies,
                    distractions: plan.distractions,
                    people: plan
                        .people
                        .into_iter()
                        .map(|c| $Contact {
                            name: c.name,
                            phone: c.phone,
                        })
                        .collect(),
                    professionals: plan.professionals,
                    environment: plan.environment,
                    reasons_for_living: plan.reasons_for_living,
                }
            }
        }
    };
}
plan_conversion!(SafetyPlanBody => SafetyPlan, PlanContact);
plan_conversion!(SafetyPlan => SafetyPlanBody, PlanContactBody);

/// A safety plan: the caller's own, or their client's while the client shares it.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct SafetyPlanResponse {
    pub plan: SafetyPlanBody,
    /// When it was last saved; absent before the first save.
    pub updated_at: Option<DateTime<Utc>>,
}

/// The plan saved.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct SafetyPlanSaved {
    pub message: String,
    pub plan: SafetyPlanBody,
    pub updated_at: DateTime<Utc>,
}

/// One answer option.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct InstrumentOption {
    /// 0 to 3.
    pub value: u8,
    pub label: String,
}

/// One band of scores.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct InstrumentBand {
    /// `minimal`, `mild`, `moderate`, `moderately_severe` (PHQ-9 only) or `severe`.
    pub band: String,
    pub min_score: u32,
    pub max_score: u32,
    pub text: String,
}

/// An instrument in the language asked for with `Accept-Language`.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct InstrumentResponse {
    /// `phq9` or `gad7`.
    pub code: String,
    /// `en` or `bn`.
    pub lang: String,
    pub title: String,
    pub instructions: String,
    pub items: Vec<String>,
    pub options: Vec<InstrumentOption>,
    pub bands: Vec<InstrumentBand>,
    /// The wording is a translation a clinician has not confirmed yet.
    pub awaiting_review: bool,
    /// When the caller may take it again, if not now (at most once every 7 days).
    pub next_available_at: Option<DateTime<Utc>>,
}

impl From<InstrumentView> for InstrumentResponse {
    fn from(v: InstrumentView) -> Self {
        let texts = v.text.bands.clone();
        InstrumentResponse {
            code: v.code.as_str().to_owned(),
            lang: v.lang.tag().to_owned(),
            title: v.text.title,
            instructions: v.text.instructions,
            items: v.text.items,
            options: v
                .text
                .options
                .into_iter()
                .enumerate()
                .map(|(i, label)| InstrumentOption {
                    value: i as u8,
                    label,
                })
                .collect(),
            bands: v
                .bands
                .into_iter()
                .zip(texts)
                .map(|((band, min_score, max_score), text)| InstrumentBand {
                    band: band.as_str().to_owned(),
                    min_score,
                    max_score,
                    text,
                })
                .collect(),
            awaiting_review: v.awaiting_review,
            next_available_at: v.next_available_at,
        }
    }
}

/// Both instruments.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct InstrumentList {
    pub phq9: InstrumentResponse,
    pub gad7: InstrumentResponse,
}

/// The answers to one instrument: one integer from 0 to 3 per item, in order.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct CheckInRequest {
    pub answers: Vec<i64>,
}

/// A check-in, scored on the server.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct CheckInResponse {
    pub id: i64,
    /// `phq9` or `gad7`.
    pub code: String,
    pub score: u32,
    /// `minimal`, `mild`, `moderate`, `moderately_severe` or `severe`.
    pub band: String,
    pub taken_at: DateTime<Utc>,
    /// Help comes first: thoughts of self-harm (PHQ-9 item 9 above 0) or a severe band.
    pub help_suggested: bool,
}

impl From<CheckIn> for CheckInResponse {
    fn from(c: CheckIn) -> Self {
        CheckInResponse {
            id: c.id,
            code: c.code.as_str().to_owned(),
            score: c.score,
            band: c.band.as_str().to_owned(),
            taken_at: c.taken_at,
            help_suggested: c.help_suggested,
        }
    }
}

crate::dto::page_body! {
    /// One page of check-ins (the caller's own, or their client's while the client shares them), newest first.
    CheckInPage: Vec<CheckInResponse> from Page<CheckIn>
}

/// Which instrument's check-ins (the page is a [`crate::paging::PageQuery`]).
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CheckInFilter {
    /// `phq9` or `gad7`; both when absent.
    pub code: Option<String>,
}

/// An instrument's wording in one language, as a clinician replaces or confirms it.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct InstrumentTextRequest {
    /// `en` or `bn`.
    pub lang: String,
    pub title: String,
    pub instructions: String,
    /// One per item, in order (9 for `phq9`, 7 for `gad7`).
    pub items: Vec<String>,
    /// The four answers, valued 0 to 3.
    pub options: Vec<String>,
    /// One per band, lowest first.
    pub bands: Vec<String>,
    /// A clinician has confirmed this wording (English always counts as confirmed).
    pub reviewed: bool,
}
