import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '@/components/ui/icons';
import { lazyWithPreload, whenIdle } from '@/lib/lazy-with-preload';
import { NavDisclosure } from '@/components/ui/nav-disclosure';

/**
 * The links' code is not part of the app's start: a page the app takes over keeps the server's links
 * as they are until it arrives (React leaves a suspended part of the page it hydrates untouched).
 */
const PhoneMenuLinks = lazyWithPreload(() => import('./phone-menu-links'));

/**
 * The public menu on small screens: a panel under the header that opens on the first tap, before
 * the app has started and without it ([`NavDisclosure`]); the page the server sent holds it whole.
 */
export function PhoneMenu() {
  const { t } = useTranslation();
  useEffect(() => whenIdle(() => void PhoneMenuLinks.preload()), []);
  return (
    <NavDisclosure
      className="phone-menu"
      testId="phone-menu"
      summary={
        <>
          <MenuIcon aria-hidden="true" />
          <span className="visually-hidden">{t('nav.menu')}</span>
        </>
      }
    >
      <Suspense fallback={null}>
        <PhoneMenuLinks />
      </Suspense>
    </NavDisclosure>
  );
}
