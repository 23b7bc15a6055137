import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** Services dropdown: Personal (Individual, Group) and Organizations. */
export default function ServicesMenuList({ id, anchor, onClose }: { id: string; anchor: HTMLElement; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Menu id={id} anchorEl={anchor} open onClose={onClose}>
      <MenuItem component={RouterLink} to="/personal-service" onClick={onClose} sx={{ fontWeight: 600 }}>
        {t('nav.personal')}
      </MenuItem>
      <MenuItem component={RouterLink} to="/individual-service" onClick={onClose} sx={{ pl: 4 }}>
        {t('nav.individual')}
      </MenuItem>
      <MenuItem component={RouterLink} to="/group-service" onClick={onClose} sx={{ pl: 4 }}>
        {t('nav.group')}
      </MenuItem>
      <MenuItem component={RouterLink} to="/organization-service" onClick={onClose} sx={{ fontWeight: 600 }}>
        {t('nav.organizations')}
      </MenuItem>
    </Menu>
  );
}
