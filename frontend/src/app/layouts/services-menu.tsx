import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ExpandMoreIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { NavDisclosure } from './nav-disclosure';

/**
 * The Services menu of the wide header: Personal (with Individual and Group inside it) and
 * Organizations, as links in a panel that opens on the first tap or key, before the app has started
 * and without it ([`NavDisclosure`]). The sub-links are a list labelled by "Personal", so a screen
 * reader announces the nesting the indentation shows.
 */
export function ServicesMenu() {
  const { t } = useTranslation();
  const personalId = useId();
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
        <li>
          <RouterLink id={personalId} to={paths.personalService.path} className="services-menu__link services-menu__link--main">
            {t('nav.personal')}
          </RouterLink>
          <ul aria-labelledby={personalId}>
            <li>
              <RouterLink to={paths.individualService.path} className="services-menu__link services-menu__link--inset">
                {t('nav.individual')}
              </RouterLink>
            </li>
            <li>
              <RouterLink to={paths.groupService.path} className="services-menu__link services-menu__link--inset">
                {t('nav.group')}
              </RouterLink>
            </li>
          </ul>
        </li>
        <li>
          <RouterLink to={paths.organizationService.path} className="services-menu__link services-menu__link--main">
            {t('nav.organizations')}
          </RouterLink>
        </li>
      </ul>
    </NavDisclosure>
  );
}
