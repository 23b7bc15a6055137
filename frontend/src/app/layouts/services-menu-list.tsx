import { useId } from 'react';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';

/**
 * Services dropdown: Personal (with Individual and Group inside it) and
 * Organizations. The sub-items are a `group` labelled by "Personal", so screen
 * readers announce the nesting ("Personal, group: Individual, 1 of 2") that the
 * indentation shows. Arrow keys still walk every item in order.
 */
export default function ServicesMenuList({ id, anchor, onClose }: { id: string; anchor: HTMLElement; onClose: () => void }) {
  const { t } = useTranslation();
  const personalId = useId();
  return (
    <Menu id={id} anchorEl={anchor} open onClose={onClose} slotProps={{ list: { 'aria-label': t('nav.services') } }}>
      <MenuItem id={personalId} component={RouterLink} to={paths.personalService.path} onClick={onClose} sx={{ fontWeight: 600 }}>
        {t('nav.personal')}
      </MenuItem>
      <li role="none">
        <Box component="ul" role="group" aria-labelledby={personalId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          <MenuItem component={RouterLink} to={paths.individualService.path} onClick={onClose} sx={{ pl: 4 }}>
            {t('nav.individual')}
          </MenuItem>
          <MenuItem component={RouterLink} to={paths.groupService.path} onClick={onClose} sx={{ pl: 4 }}>
            {t('nav.group')}
          </MenuItem>
        </Box>
      </li>
      <MenuItem component={RouterLink} to={paths.organizationService.path} onClick={onClose} sx={{ fontWeight: 600 }}>
        {t('nav.organizations')}
      </MenuItem>
    </Menu>
  );
}
