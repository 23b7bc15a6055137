use mon_domain::Lang;
use mon_domain::user::{ProfileForm, User};

use super::{AccountError, Accounts};
use crate::care::mail::discreet_mail;
use crate::ports::NeutralMail;

impl Accounts {
    /// Turns discreet mode on or off for the caller: e-mails about their care then say nothing
    /// revealing, those already queued (reminders) included. (Turned off, mail already queued stays
    /// neutral: the safe way round.)
    ///
    /// # Errors
    /// `Unexpected`.
    pub async fn set_discreet(&self, user_id: i64, discreet: bool) -> Result<User, AccountError> {
        let url = &self.settings.public_url;
        let neutral = discreet.then(|| NeutralMail {
            en: discreet_mail("", Lang::En, url),
            bn: discreet_mail("", Lang::Bn, url),
        });
        let user = self
            .ports
            .users
            .set_discreet(user_id, discreet, neutral, self.ports.clock.now())
            .await?;
        tracing::info!(user_id, discreet, "discreet mode set");
        Ok(user)
    }

    /// Updates the caller's contact number and NID.
    ///
    /// # Errors
    /// `Validation`; `Unexpected`.
    pub async fn update_profile(
        &self,
        user: &User,
        contact_number: &str,
        nid: Option<&str>,
    ) -> Result<User, AccountError> {
        let form = ProfileForm::parse(contact_number, nid)?;
        let updated = self
            .ports
            .users
            .update_profile(
                user.id,
                form.contact_number.as_str(),
                form.nid.map(|n| n.as_str().to_owned()),
                self.ports.clock.now(),
            )
            .await?;
        Ok(updated)
    }
}

#[cfg(test)]
mod tests {
    use mon_domain::user::AccountMsg as Msg;

    use super::*;
    use crate::accounts::testing::{Mocks, now, user};

    #[tokio::test]
    async fn update_profile_saves_the_checked_values() {
        let mut m = Mocks::new();
        m.users
            .expect_update_profile()
            .withf(|id, c, n, at| {
                *id == 7 && c == "01812345678" && n.as_deref() == Some("1234567890") && *at == now()
            })
            .times(1)
            .returning(|_, _, _, _| Ok(user(7, true)));
        m.build()
            .update_profile(&user(7, true), " 01812345678 ", Some("1234567890"))
            .await
            .unwrap();
    }

    #[tokio::test]
    async fn a_blank_nid_clears_it() {
        let mut m = Mocks::new();
        m.users
            .expect_update_profile()
            .withf(|_, _, n, _| n.is_none())
            .returning(|_, _, _, _| Ok(user(7, true)));
        m.build()
            .update_profile(&user(7, true), "01812345678", Some(""))
            .await
            .unwrap();
    }

    #[tokio::test]
    async fn an_invalid_profile_changes_nothing() {
        let mut m = Mocks::new();
        m.users.expect_update_profile().never();
        let Err(AccountError::Validation(e)) = m
            .build()
            .update_profile(&user(7, true), "0181234", Some("12"))
            .await
        else {
            panic!("expected validation error")
        };
        assert_eq!(
            e.get("contact_number"),
            Some(&[Msg::ContactTooShort.message(), Msg::MobileInvalid.message()][..])
        );
        assert_eq!(e.get("nid"), Some(&[Msg::NidTooShort.message()][..]));
    }
}
