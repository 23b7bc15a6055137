//! Passes to a self-hosted Jitsi's rooms: HS256 JWTs as its token authentication reads them
//! (`aud` "jitsi", `iss` the app id, `sub` the server's host, `room` one room alone, `exp`), with
//! the person's name and whether they lead the room.

use chrono::{DateTime, Utc};
use jsonwebtoken::{Algorithm, EncodingKey, Header, encode};
use mon_application::ports::{RoomGuest, RoomPasses};
use serde::Serialize;

/// Signs passes with the app id and secret the Jitsi server was given (`MON_JITSI_APP_ID`,
/// `MON_JITSI_APP_SECRET`).
pub struct JitsiPasses {
    app_id: String,
    /// The video server's host, from `MON_VIDEO_BASE_URL`.
    host: String,
    key: EncodingKey,
}

impl JitsiPasses {
    pub fn new(app_id: &str, secret: &[u8], video_base_url: &str) -> JitsiPasses {
        let host = video_base_url
            .split_once("://")
            .map_or(video_base_url, |(_, rest)| rest)
            .split(['/', ':'])
            .next()
            .unwrap_or_default()
            .to_owned();
        JitsiPasses {
            app_id: app_id.to_owned(),
            host,
            key: EncodingKey::from_secret(secret),
        }
    }
}

#[derive(Serialize)]
struct Claims<'a> {
    aud: &'static str,
    iss: &'a str,
    sub: &'a str,
    room: &'a str,
    exp: i64,
    moderator: bool,
    context: Context<'a>,
}

#[derive(Serialize)]
struct Context<'a> {
    user: UserContext<'a>,
}

#[derive(Serialize)]
struct UserContext<'a> {
    name: &'a str,
    moderator: bool,
}

impl RoomPasses for JitsiPasses {
    fn pass(&self, room: &str, guest: &RoomGuest, until: DateTime<Utc>) -> anyhow::Result<String> {
        let claims = Claims {
            aud: "jitsi",
            iss: &self.app_id,
            sub: &self.host,
            room,
            exp: until.timestamp(),
            moderator: guest.moderator,
            context: Context {
                user: UserContext {
                    name: &guest.name,
                    moderator: guest.moderator,
                },
            },
        };
        Ok(encode(&Header::new(Algorithm::HS256), &claims, &self.key)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;
    use jsonwebtoken::{DecodingKey, Validation, decode};

    /// What a Jitsi server given `app_id` and `secret` reads of a pass; `None` when it refuses it.
    fn jitsi_reads(pass: &str, app_id: &str, secret: &[u8]) -> Option<serde_json::Value> {
        let mut v = Validation::new(Algorithm::HS256);
        v.set_audience(&["jitsi"]);
        v.set_issuer(&[app_id]);
        v.validate_exp = false;
        v.set_required_spec_claims(&["exp", "aud", "iss", "sub"]);
        decode::<serde_json::Value>(pass, &DecodingKey::from_secret(secret), &v)
            .ok()
            .map(|d| d.claims)
    }

    #[test]
    fn a_pass_opens_one_room_for_one_person_until_the_session_ends() {
        let passes = JitsiPasses::new(
            "mon",
            b"a-secret-shared-with-jitsi",
            "https://video.mon.example:8443",
        );
        let until = Utc.with_ymd_and_hms(2026, 12, 1, 4, 50, 0).unwrap();
        let guest = RoomGuest {
            name: "Rina".into(),
            moderator: false,
        };
        let pass = passes.pass("mon-0123abcd", &guest, until).unwrap();
        let claims =
            jitsi_reads(&pass, "mon", b"a-secret-shared-with-jitsi").expect("a valid pass");
        assert_eq!(claims["room"], "mon-0123abcd");
        assert_eq!(claims["sub"], "video.mon.example");
        assert_eq!(claims["exp"], until.timestamp());
        assert_eq!(claims["context"]["user"]["name"], "Rina");
        assert_eq!(claims["moderator"], false);

        let lead = RoomGuest {
            name: "Counsellor Ayesha".into(),
            moderator: true,
        };
        let pass = passes.pass("mon-0123abcd", &lead, until).unwrap();
        let claims = jitsi_reads(&pass, "mon", b"a-secret-shared-with-jitsi").unwrap();
        assert_eq!(claims["moderator"], true);
        assert_eq!(claims["context"]["user"]["moderator"], true);

        // Another server's secret, or another app id, opens nothing.
        assert!(jitsi_reads(&pass, "mon", b"another-secret").is_none());
        assert!(jitsi_reads(&pass, "other-app", b"a-secret-shared-with-jitsi").is_none());
    }
}
