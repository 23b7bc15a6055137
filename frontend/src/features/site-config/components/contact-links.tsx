import { useTranslation } from 'react-i18next';
import { ServerFilled } from '@/components/ui/server-filled';
import type { SiteConfig } from '@/lib/api/types';
import { useSiteConfig } from '../api/get-site-config';

/**
 * The contact button's links to the service's e-mail, WhatsApp chat and phone. The server draws the
 * same markup into every page it sends (crates/http/src/site/links.rs; both sides' tests read
 * crates/http/src/site/page-cases.json), so they are there on the first tap, before the app; a page
 * the app takes over keeps them as they are until the site configuration arrives (ServerFilled).
 * Their look is in src/index.css.
 */
export function ContactLinkList({ config }: { config: Pick<SiteConfig, 'contact_email' | 'whatsapp_number' | 'phone_number'> }) {
  const { t } = useTranslation();
  return (
    <ul className="contact-links">
      <li>
        <a className="contact-link contact-link--email" href={`mailto:${config.contact_email}`}>
          {t('contact.email')}
        </a>
      </li>
      <li>
        <a className="contact-link contact-link--whatsapp" href={`https://wa.me/${config.whatsapp_number.replace(/\D/g, '')}`} target="_blank" rel="noopener noreferrer">
          {t('contact.whatsapp')}
        </a>
      </li>
      <li>
        <a className="contact-link contact-link--phone" href={`tel:${config.phone_number.replace(/[^\d+]/g, '')}`}>
          {t('contact.phone')}
        </a>
      </li>
    </ul>
  );
}

/** The links as the site configuration gives them; the server's while it is on its way. */
export default function ContactLinks() {
  const { t } = useTranslation();
  const config = useSiteConfig();
  if (config.data) {
    return (
      <div data-slot="contact-links">
        <ContactLinkList config={config.data} />
      </div>
    );
  }
  if (config.isError) return <p className="contact-menu__note">{t('contact.unavailable')}</p>;
  return (
    <ServerFilled slot="contact-links">
      <p className="contact-menu__note" role="status">
        {t('loading')}
      </p>
    </ServerFilled>
  );
}
