mod argon2_hasher;
mod background;
mod clock;
mod jitsi_passes;
mod jwt_tokens;
mod keys;
mod mailer;
mod note_sealer;
mod redis_budget;

pub use argon2_hasher::Argon2PasswordHasher;
pub use background::TokioBackground;
pub use clock::{ManualClock, SystemClock};
pub use jitsi_passes::JitsiPasses;
pub use jwt_tokens::JwtTokenService;
pub use keys::RandomKeyGenerator;
pub use mailer::{LettreMailer, MailTarget};
pub use note_sealer::XChaChaNoteSealer;
pub use redis_budget::RedisBudget;
