import { Suspense, useEffect, useId, useState } from 'react';
import Fab from '@mui/material/Fab';
import { useTranslation } from 'react-i18next';
import { ChatIcon, CloseIcon } from '@/components/ui/icons';
import { lazyWithPreload, whenIdle } from '@/lib/lazy-with-preload';

const ContactMenu = lazyWithPreload(() => import('./contact-menu'));

/** Room (in px) to leave below page content on small screens: 16 px offset + 56 px button + 16 px gap. */
export const CONTACT_FAB_CLEARANCE = '88px';
/** The same room from the `md` breakpoint, where the button sits 24 px from the edge: 24 + 56 + 16. */
export const CONTACT_FAB_CLEARANCE_MD = '96px';

/**
 * The contact button: e-mail, WhatsApp and phone links from the site configuration. It floats at the
 * screen's corner; the public pages show it there only from the `md` breakpoint (`only="wide"`) and in
 * their header below it (`only="phone"`), so on a phone it never covers the page's text. Its menu opens
 * away from it.
 */
export function ContactFab({ only }: { only?: 'phone' | 'wide' }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const open = Boolean(anchor);
  useEffect(() => whenIdle(() => void ContactMenu.preload(), 4000), []);

  return (
    <>
      <Fab
        color="primary"
        aria-label={open ? t('contact.close') : t('contact.open')}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : 'false'}
        onClick={(e) => setAnchor(open ? null : e.currentTarget)}
        sx={{
          displayPrint: 'none',
          ...(only === 'phone'
            ? { display: { xs: 'inline-flex', md: 'none' }, flexShrink: 0, width: 44, height: 44, minHeight: 44, boxShadow: 'none' }
            : {
                position: 'fixed',
                right: { xs: 16, md: 24 },
                bottom: { xs: 16, md: 24 },
                zIndex: (theme) => theme.zIndex.speedDial,
                ...(only === 'wide' && { display: { xs: 'none', md: 'inline-flex' } }),
              }),
        }}
      >
        {open ? <CloseIcon /> : <ChatIcon />}
      </Fab>
      {anchor && (
        <Suspense fallback={null}>
          <ContactMenu id={menuId} anchor={anchor} opensDown={anchor.getBoundingClientRect().top < window.innerHeight / 2} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
