import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatIcon } from '@/components/ui/icons';
import { NavDisclosure } from '@/components/ui/nav-disclosure';
import { lazyWithPreload, whenIdle } from '@/lib/lazy-with-preload';

/**
 * The links' code (and the API client's) is not part of the app's start: a page the app takes over
 * keeps the server's links as they are until it arrives (React leaves a suspended part of the page
 * it hydrates untouched).
 */
const ContactLinks = lazyWithPreload(() => import('./contact-links'));

/** Room (in px) to leave below page content on small screens: 16 px offset + 56 px button + 16 px gap. */
export const CONTACT_FAB_CLEARANCE = '88px';
/** The same room from the `md` breakpoint, where the button sits 24 px from the edge: 24 + 56 + 16. */
export const CONTACT_FAB_CLEARANCE_MD = '96px';

/**
 * The contact button: e-mail, WhatsApp and phone links from the site configuration, in a disclosure
 * that opens on the first tap, before the app has started and without it (the server draws the links
 * into the page, [`NavDisclosure`]). It floats at the screen's corner; the public pages show it there
 * only from the `md` breakpoint (`only="wide"`) and in their header below it (`only="phone"`), so on
 * a phone it never covers the page's text. Its links open away from it.
 */
export function ContactFab({ only }: { only?: 'phone' | 'wide' }) {
  const { t } = useTranslation();
  useEffect(() => whenIdle(() => void ContactLinks.preload(), 4000), []);
  return (
    <NavDisclosure
      className={`contact-menu contact-menu--${only ?? 'corner'}`}
      testId={`contact-menu-${only ?? 'corner'}`}
      summary={
        <>
          <ChatIcon aria-hidden="true" />
          <span className="visually-hidden">{t('contact.open')}</span>
        </>
      }
    >
      <p className="contact-menu__title">{t('contact.title')}</p>
      <Suspense fallback={null}>
        <ContactLinks />
      </Suspense>
    </NavDisclosure>
  );
}
