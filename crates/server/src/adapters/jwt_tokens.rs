use chrono::{DateTime, Duration, TimeZone, Utc};
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation, decode, encode};
use mon_application::ports::{IssuedToken, TokenClaims, TokenService};
use mon_domain::user::Role;
use serde::{Deserialize, Serialize};

/// HS256 JWTs shaped as the web app expects: `data.user.id`, `data.user.role`, `iat`, `exp`.
pub struct JwtTokenService {
    encoding: EncodingKey,
    decoding: DecodingKey,
    ttl: Duration,
    issuer: String,
}

#[derive(Debug, Serialize, Deserialize)]
struct Claims {
    iss: String,
    iat: i64,
    exp: i64,
    /// The account's token version; a password change raises it.
    ver: i32,
    data: Data,
}

#[derive(Debug, Serialize, Deserialize)]
struct Data {
    user: UserClaim,
}

#[derive(Debug, Serialize, Deserialize)]
struct UserClaim {
    id: String,
    role: Role,
}

impl JwtTokenService {
    pub fn new(secret: &[u8], ttl: Duration, issuer: impl Into<String>) -> Self {
        Self {
            encoding: EncodingKey::from_secret(secret),
            decoding: DecodingKey::from_secret(secret),
            ttl,
            issuer: issuer.into(),
        }
    }
}

impl TokenService for JwtTokenService {
    fn issue(
        &self,
        user_id: i64,
        role: Role,
        version: i32,
        now: DateTime<Utc>,
    ) -> anyhow::Result<IssuedToken> {
        let expires_at = now + self.ttl;
        let claims = Claims {
            iss: self.issuer.clone(),
            iat: now.timestamp(),
            exp: expires_at.timestamp(),
            ver: version,
            data: Data {
                user: UserClaim {
                    id: user_id.to_string(),
                    role,
                },
            },
        };
        let token = encode(&Header::new(Algorithm::HS256), &claims, &self.encoding)?;
        Ok(IssuedToken { token, expires_at })
    }

    fn verify(&self, token: &str, now: DateTime<Utc>) -> Option<TokenClaims> {
        let mut v = Validation::new(Algorithm::HS256);
        v.set_issuer(&[&self.issuer]);
        v.leeway = 0;
        // Expiry is checked against our clock below, so tests can move time.
        v.validate_exp = false;
        v.set_required_spec_claims(&["exp", "iat", "iss"]);
        let data = decode::<Claims>(token, &self.decoding, &v).ok()?.claims;
        if data.exp <= now.timestamp() {
            return None;
        }
        Some(TokenClaims {
            user_id: data.data.user.id.parse().ok()?,
            role: data.data.user.role,
            version: data.ver,
            expires_at: Utc.timestamp_opt(data.exp, 0).single()?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn svc(secret: &[u8]) -> JwtTokenService {
        JwtTokenService::new(secret, Duration::hours(24), "mon")
    }

    #[test]
    fn a_token_round_trips_until_it_expires() {
        let now = Utc::now();
        let t = svc(b"k1").issue(7, Role::Admin, 3, now).unwrap();
        let c = svc(b"k1").verify(&t.token, now).unwrap();
        assert_eq!((c.user_id, c.role, c.version), (7, Role::Admin, 3));
        assert!(
            svc(b"k1")
                .verify(&t.token, now + Duration::hours(24))
                .is_none()
        );
        assert!(
            svc(b"k1")
                .verify(&t.token, now + Duration::hours(23))
                .is_some()
        );
    }

    #[test]
    fn a_token_signed_with_another_secret_or_tampered_is_refused() {
        let now = Utc::now();
        let t = svc(b"k1").issue(7, Role::Subscriber, 0, now).unwrap();
        assert!(svc(b"k2").verify(&t.token, now).is_none());
        // Promote the token to ADMIN but keep the signature.
        use base64::Engine;
        let b64 = base64::engine::general_purpose::URL_SAFE_NO_PAD;
        let mut parts: Vec<String> = t.token.split('.').map(String::from).collect();
        let payload = String::from_utf8(b64.decode(&parts[1]).unwrap())
            .unwrap()
            .replace("SUBSCRIBER", "ADMIN");
        parts[1] = b64.encode(payload);
        assert!(svc(b"k1").verify(&parts.join("."), now).is_none());
        assert!(svc(b"k1").verify("garbage", now).is_none());
    }

    #[test]
    fn the_payload_has_the_shape_the_web_app_reads() {
        use base64::Engine;
        let now = Utc::now();
        let t = svc(b"k1").issue(7, Role::Subscriber, 0, now).unwrap();
        let payload = t.token.split('.').nth(1).unwrap();
        let json: serde_json::Value = serde_json::from_slice(
            &base64::engine::general_purpose::URL_SAFE_NO_PAD
                .decode(payload)
                .unwrap(),
        )
        .unwrap();
        assert_eq!(json["data"]["user"]["id"], "7");
        assert_eq!(json["data"]["user"]["role"], "SUBSCRIBER");
        assert_eq!(
            json["exp"].as_i64().unwrap() - json["iat"].as_i64().unwrap(),
            24 * 3600
        );
    }

    fn b64(bytes: &[u8]) -> String {
        use base64::Engine;
        base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
    }

    fn claims_json(iss: &str, now: DateTime<Utc>) -> String {
        format!(
            r#"{{"iss":"{iss}","iat":{},"exp":{},"ver":0,"data":{{"user":{{"id":"1","role":"ADMIN"}}}}}}"#,
            now.timestamp(),
            now.timestamp() + 3600
        )
    }

    #[test]
    fn an_unsigned_token_is_refused() {
        let now = Utc::now();
        for header in [
            r#"{"alg":"none","typ":"JWT"}"#,
            r#"{"alg":"None","typ":"JWT"}"#,
        ] {
            let token = format!(
                "{}.{}.",
                b64(header.as_bytes()),
                b64(claims_json("mon", now).as_bytes())
            );
            assert!(svc(b"k1").verify(&token, now).is_none(), "{header}");
        }
    }

    #[test]
    fn a_token_signed_with_another_algorithm_is_refused_even_with_our_secret() {
        let now = Utc::now();
        let claims: serde_json::Value = serde_json::from_str(&claims_json("mon", now)).unwrap();
        for alg in [Algorithm::HS384, Algorithm::HS512] {
            let token =
                encode(&Header::new(alg), &claims, &EncodingKey::from_secret(b"k1")).unwrap();
            assert!(svc(b"k1").verify(&token, now).is_none(), "{alg:?}");
        }
        // The header claims HS256 but the signature was made with HS512.
        let hs512 = encode(
            &Header::new(Algorithm::HS512),
            &claims,
            &EncodingKey::from_secret(b"k1"),
        )
        .unwrap();
        let mut parts: Vec<&str> = hs512.split('.').collect();
        let hs256_header = b64(br#"{"alg":"HS256","typ":"JWT"}"#);
        parts[0] = &hs256_header;
        assert!(svc(b"k1").verify(&parts.join("."), now).is_none());
    }

    #[test]
    fn a_token_from_another_issuer_or_without_one_is_refused() {
        let now = Utc::now();
        let claims: serde_json::Value =
            serde_json::from_str(&claims_json("someone-else", now)).unwrap();
        let token = encode(
            &Header::new(Algorithm::HS256),
            &claims,
            &EncodingKey::from_secret(b"k1"),
        )
        .unwrap();
        assert!(svc(b"k1").verify(&token, now).is_none());
        let mut no_iss =
            serde_json::from_str::<serde_json::Value>(&claims_json("mon", now)).unwrap();
        no_iss.as_object_mut().unwrap().remove("iss");
        let token = encode(
            &Header::new(Algorithm::HS256),
            &no_iss,
            &EncodingKey::from_secret(b"k1"),
        )
        .unwrap();
        assert!(svc(b"k1").verify(&token, now).is_none());
        // The same claims from our issuer pass: the refusals above are about the issuer.
        let ours: serde_json::Value = serde_json::from_str(&claims_json("mon", now)).unwrap();
        let token = encode(
            &Header::new(Algorithm::HS256),
            &ours,
            &EncodingKey::from_secret(b"k1"),
        )
        .unwrap();
        assert!(svc(b"k1").verify(&token, now).is_some());
    }
}
