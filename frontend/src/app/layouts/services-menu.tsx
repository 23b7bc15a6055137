import { useTranslation } from 'react-i18next';
import { ExpandMoreIcon } from '@/components/ui/icons';
import { NavDisclosure } from '@/components/ui/nav-disclosure';
import { ServiceLinks } from './service-links';

/**
 * The Services menu of the wide header: Personal (with Individual and Group inside it) and
 * Organizations, as links in a panel that opens on the first tap or key, before the app has started
 * and without it ([`NavDisclosure`]).
 */
export function ServicesMenu() {
  const { t } = useTranslation();
  return (
    <NavDisclosure
      className="services-menu"
      testId="services-menu"
      summary={
        <>
          {t('nav.services')}
          <ExpandMoreIcon className="nav-disclosure__arrow" fontSize="small" aria-hidden="true" />
        </>
      }
    >
      <ul aria-label={t('nav.services')}>
        <ServiceLinks linkClass="services-menu__link services-menu__link--main" insetClass="services-menu__link services-menu__link--inset" />
      </ul>
    </NavDisclosure>
  );
}
