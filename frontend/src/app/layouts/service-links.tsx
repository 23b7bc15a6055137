import { useId } from 'react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';

/**
 * The services as both header menus list them (services-menu.tsx, phone-menu-links.tsx), as the items of
 * a list: Personal, with Individual and Group inside it (a list labelled by "Personal", so a screen
 * reader announces the nesting the indentation shows), then Organizations.
 */
export function ServiceLinks({ linkClass, insetClass }: { linkClass: string; insetClass: string }) {
  const { t } = useTranslation();
  const personalId = useId();
  return (
    <>
      <li>
        <NavLink id={personalId} to={paths.personalService.path} end className={linkClass}>
          {t('nav.personal')}
        </NavLink>
        <ul aria-labelledby={personalId}>
          <li>
            <NavLink to={paths.individualService.path} end className={insetClass}>
              {t('nav.individual')}
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.groupService.path} end className={insetClass}>
              {t('nav.group')}
            </NavLink>
          </li>
        </ul>
      </li>
      <li>
        <NavLink to={paths.organizationService.path} end className={linkClass}>
          {t('nav.organizations')}
        </NavLink>
      </li>
    </>
  );
}
