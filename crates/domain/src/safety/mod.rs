//! Safety: help in a crisis (helplines), each subscriber's own safety plan,
//! and validated check-ins (PHQ-9, GAD-7). A safety plan and check-ins are
//! their owner's alone: no admin route reads them.

mod check_in;
mod helpline;
mod messages;
mod plan;

pub use check_in::{
    Band, CheckIn, InstrumentCode, InstrumentText, RETAKE_AFTER_DAYS, Scored,
    default_instrument_text, score, validate_instrument_text,
};
pub use helpline::{Helpline, HelplineDraft, HelplineInput, LocalHelpline};
pub use messages::SafetyMsg;
pub use plan::{PLAN_ITEM_MAX_CHARS, PLAN_ITEMS_MAX, PlanContact, SafetyPlan};
