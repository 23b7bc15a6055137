import { useId } from 'react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { activeRole, dashboardPathFor, useSessionStore } from '@/lib/session';
import { paths } from '@/config/paths';
import { DataSaverSwitch } from './data-saver-switch';
import { ServiceLinks } from './service-links';

function Item({ to, label, signedOut = false }: { to: string; label: string; signedOut?: boolean }) {
  return (
    // A signed-out visitor's item is hidden by the boot script's mark while a signed-in visitor's app is on its way (index.css).
    <li data-signed-out={signedOut ? '' : undefined}>
      <NavLink to={to} end className="phone-menu__row">
        {label}
      </NavLink>
    </li>
  );
}

/** The phone menu's links (app/layouts/phone-menu.tsx): every public page and the visitor's account. */
export default function PhoneMenuLinks() {
  const { t } = useTranslation();
  const session = useSessionStore((s) => s.session);
  const role = activeRole(session);
  const servicesId = useId();
  return (
    <nav aria-label={t('nav.mainNavigation')}>
      <ul>
        <Item to={paths.home.path} label={t('nav.home')} />
      </ul>
      <p id={servicesId} className="phone-menu__heading">
        {t('nav.services')}
      </p>
      <ul aria-labelledby={servicesId}>
        <ServiceLinks linkClass="phone-menu__row" insetClass="phone-menu__row phone-menu__row--inset" />
      </ul>
      <ul className="phone-menu__part">
        <Item to={paths.counsellors.path} label={t('nav.counsellors')} />
        <Item to={paths.stories.path} label={t('nav.stories')} />
        <Item to={paths.learning.path} label={t('nav.learningHub')} />
        <Item to={paths.blog.path} label={t('nav.blog')} />
        <Item to={paths.faq.path} label={t('nav.faq')} />
      </ul>
      <ul className="phone-menu__part">
        {role ? (
          <>
            <Item to={dashboardPathFor(role)} label={t('profile.dashboard')} />
            <Item to={paths.settings.path} label={t('profile.settings')} />
            <li>
              <button
                type="button"
                className="phone-menu__row"
                onClick={(event) => {
                  event.currentTarget.closest('details')?.removeAttribute('open');
                  // The API client is not part of the app's start (it loads with the first signed-in page).
                  void import('@/lib/api/client').then(({ endSession }) => endSession());
                }}
              >
                {t('profile.logout')}
              </button>
            </li>
          </>
        ) : (
          <>
            <Item to={paths.login.path} label={t('nav.login')} signedOut />
            <Item to={paths.registration.path} label={t('nav.register')} signedOut />
          </>
        )}
      </ul>
      <div className="phone-menu__part">
        <DataSaverSwitch sx={{ px: 2, m: 0 }} />
      </div>
    </nav>
  );
}
