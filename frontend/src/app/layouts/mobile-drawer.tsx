import { useId } from 'react';
import { DataSaverSwitch } from './data-saver-switch';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/components/ui/icons';
import { endSession } from '@/lib/api/client';
import { activeRole, dashboardPathFor, useSessionStore } from '@/lib/session';
import { Brand } from './brand';
import { paths } from '@/config/paths';

/** The public menu as a drawer on small screens. */
export default function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const session = useSessionStore((s) => s.session);
  const role = activeRole(session);
  const servicesId = useId();
  const personalId = useId();
  const item = (to: string, label: string, inset = false) => (
    <ListItem disablePadding>
      <ListItemButton component={NavLink} to={to} onClick={onClose} sx={{ pl: inset ? 4 : 2 }} end>
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  );
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 'min(85vw, 320px)' }, 'aria-label': t('nav.mainNavigation') } }}>
      <Box component="nav" aria-label={t('nav.mainNavigation')}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 1, pl: 2 }}>
          <Brand />
          <IconButton onClick={onClose} aria-label={t('nav.closeMenu')}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        <List sx={{ pb: 0 }}>{item(paths.home.path, t('nav.home'))}</List>
        {/* Services as nested lists: Individual and Group sit inside Personal. */}
        <List sx={{ pt: 0 }} aria-labelledby={servicesId} subheader={<ListSubheader id={servicesId} sx={{ lineHeight: 2.5 }}>{t('nav.services')}</ListSubheader>}>
          <ListItem disablePadding sx={{ flexDirection: 'column', alignItems: 'stretch' }}>
            <ListItemButton id={personalId} component={NavLink} to={paths.personalService.path} onClick={onClose} end>
              <ListItemText primary={t('nav.personal')} />
            </ListItemButton>
            <List disablePadding aria-labelledby={personalId}>
              {item(paths.individualService.path, t('nav.individual'), true)}
              {item(paths.groupService.path, t('nav.group'), true)}
            </List>
          </ListItem>
          {item(paths.organizationService.path, t('nav.organizations'))}
        </List>
        <Divider />
        <List>
          {item(paths.stories.path, t('nav.stories'))}
          {item(paths.learning.path, t('nav.learningHub'))}
          {item(paths.blog.path, t('nav.blog'))}
          {item(paths.faq.path, t('nav.faq'))}
        </List>
        <Divider />
        <List>
          {role ? (
            <>
              {item(dashboardPathFor(role), t('profile.dashboard'))}
              {item(paths.settings.path, t('profile.settings'))}
              <ListItem disablePadding>
                <ListItemButton
                  onClick={() => {
                    onClose();
                    endSession();
                  }}
                >
                  <ListItemText primary={t('profile.logout')} />
                </ListItemButton>
              </ListItem>
            </>
          ) : (
            <>
              {item(paths.login.path, t('nav.login'))}
              {item(paths.registration.path, t('nav.register'))}
            </>
          )}
        </List>
        <Divider />
        <DataSaverSwitch sx={{ px: 2, py: 1, m: 0 }} />
      </Box>
    </Drawer>
  );
}
