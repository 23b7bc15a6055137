import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DashboardIcon, LogoutIcon, SettingsIcon } from '@/components/ui/icons';
import { endSession } from '@/lib/api/client';
import type { Role } from '@/lib/api/types';
import { dashboardPathFor } from '@/lib/session';
import { paths } from '@/config/paths';

export default function ProfileMenuList({ id, anchor, role, onClose }: { id: string; anchor: HTMLElement; role: Role; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Menu id={id} anchorEl={anchor} open onClose={onClose}>
      <MenuItem component={RouterLink} to={dashboardPathFor(role)} onClick={onClose}>
        <ListItemIcon>
          <DashboardIcon fontSize="small" />
        </ListItemIcon>
        {t('profile.dashboard')}
      </MenuItem>
      <MenuItem component={RouterLink} to={paths.settings.path} onClick={onClose}>
        <ListItemIcon>
          <SettingsIcon fontSize="small" />
        </ListItemIcon>
        {t('profile.settings')}
      </MenuItem>
      <MenuItem
        onClick={() => {
          onClose();
          endSession();
        }}
      >
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        {t('profile.logout')}
      </MenuItem>
    </Menu>
  );
}
