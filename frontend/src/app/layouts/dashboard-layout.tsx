import { Suspense, useState, type ReactElement } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { NavLink, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  ArticleIcon,
  BookmarkIcon,
  CategoryIcon,
  CheckInIcon,
  CloseIcon,
  EmailIcon,
  DashboardIcon,
  EventIcon,
  HelplineIcon,
  HomeIcon,
  MenuIcon,
  PeopleIcon,
  QuizIcon,
  SafetyPlanIcon,
  SettingsIcon,
  SpaIcon,
  MenuBookIcon,
  VideoLibraryIcon,
} from '@/components/ui/icons';
import { PageSkeleton } from '@/components/ui/states';
import { CONTACT_FAB_CLEARANCE, CONTACT_FAB_CLEARANCE_MD, ContactFab } from '@/features/site-config/components/contact-fab';
import type { Role } from '@/lib/api/types';
import { activeRole, useSessionStore } from '@/lib/session';
import { Brand } from './brand';
import { HELP_BAR_HEIGHT, HelpBar } from './help-bar';
import { LanguageSwitch } from './language-switch';
import { ProfileMenu } from './profile-menu';
import { MAIN_ID, SkipLink } from './skip-link';
import { paths } from '@/config/paths';

const DRAWER_WIDTH = 248;

type Item = { to: string; key: 'dashboard' | 'appointments' | 'selfCare' | 'courses' | 'settings' | 'subscribers' | 'stories' | 'blogs' | 'learningHub' | 'categories' | 'questions' | 'safetyPlan' | 'helplines' | 'checkIns' | 'mail' | 'counsellors' | 'profile' | 'availability' | 'closures'; icon: ReactElement };

const MENUS: Record<Role, Item[]> = {
  SUBSCRIBER: [
    { to: paths.dashboard.path, key: 'dashboard', icon: <DashboardIcon /> },
    { to: paths.appointment.path, key: 'appointments', icon: <EventIcon /> },
    { to: paths.selfCare.path, key: 'selfCare', icon: <SpaIcon /> },
    { to: paths.checkIns.path, key: 'checkIns', icon: <CheckInIcon /> },
    { to: paths.courses.path, key: 'courses', icon: <BookmarkIcon /> },
    { to: paths.safetyPlan.path, key: 'safetyPlan', icon: <SafetyPlanIcon /> },
    { to: paths.settings.path, key: 'settings', icon: <SettingsIcon /> },
  ],
  ADMIN: [
    { to: paths.admin.dashboard.path, key: 'dashboard', icon: <DashboardIcon /> },
    { to: paths.admin.subscribers.path, key: 'subscribers', icon: <PeopleIcon /> },
    { to: paths.admin.appointments.path, key: 'appointments', icon: <EventIcon /> },
    { to: paths.admin.stories.path, key: 'stories', icon: <MenuBookIcon /> },
    { to: paths.admin.blogs.path, key: 'blogs', icon: <ArticleIcon /> },
    { to: paths.admin.learningHub.path, key: 'learningHub', icon: <VideoLibraryIcon /> },
    { to: paths.admin.categories.path, key: 'categories', icon: <CategoryIcon /> },
    { to: paths.admin.questions.path, key: 'questions', icon: <QuizIcon /> },
    { to: paths.admin.helplines.path, key: 'helplines', icon: <HelplineIcon /> },
    { to: paths.admin.mail.path, key: 'mail', icon: <EmailIcon /> },
    { to: paths.admin.counsellors.path, key: 'counsellors', icon: <PeopleIcon /> },
    { to: paths.admin.closures.path, key: 'closures', icon: <EventIcon /> },
    { to: paths.settings.path, key: 'settings', icon: <SettingsIcon /> },
  ],
  COUNSELLOR: [
    { to: paths.counsellor.dashboard.path, key: 'profile', icon: <DashboardIcon /> },
    { to: paths.counsellor.availability.path, key: 'availability', icon: <EventIcon /> },
    { to: paths.settings.path, key: 'settings', icon: <SettingsIcon /> },
  ],
};

function SidebarContent({ role, onNavigate }: { role: Role; onNavigate?: () => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <Box component="nav" aria-label={t('sidebar.label')}>
      <List>
        {MENUS[role].map((item) => (
          <ListItem key={item.to} disablePadding>
            <ListItemButton
              component={NavLink}
              to={item.to}
              onClick={onNavigate}
              sx={{
                mx: 1,
                borderRadius: 2,
                '&.active': { bgcolor: 'rgba(31,111,107,0.12)', color: 'primary.dark', fontWeight: 700 },
                '&.active .MuiListItemIcon-root': { color: 'primary.main' },
              }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>{item.icon}</ListItemIcon>
              <ListItemText primary={t(`sidebar.${item.key}`)} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Divider />
      <List>
        <ListItem disablePadding>
          <ListItemButton component={NavLink} to={paths.home.path} end onClick={onNavigate} sx={{ mx: 1, borderRadius: 2 }}>
            <ListItemIcon sx={{ minWidth: 40 }}>
              <HomeIcon />
            </ListItemIcon>
            <ListItemText primary={t('sidebar.backToSite')} />
          </ListItemButton>
        </ListItem>
      </List>
    </Box>
  );
}

/** Room under the fixed app bar (help bar and toolbar); not printed. */
function AppBarOffset() {
  return (
    <Box sx={{ displayPrint: 'none' }}>
      <Box sx={{ height: HELP_BAR_HEIGHT }} />
      <Toolbar />
    </Box>
  );
}

/** Dashboard-type routes: sidebar, no footer; the help bar and the floating contact button as on the public pages. */
export function DashboardLayout() {
  const { t } = useTranslation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const role = activeRole(useSessionStore((s) => s.session));
  // A phone's start does not build the wide screen's sidebar it would hide (its own drawer is drawn only when
  // opened). Read at once (noSsr); where the browser cannot tell (tests), it is drawn, hidden by CSS on a phone.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true, defaultMatches: true });
  if (!role) return null;
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <AppBar
        position="fixed"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider', zIndex: (theme) => theme.zIndex.drawer + 1, bgcolor: 'background.paper', displayPrint: 'none' }}
      >
        <HelpBar />
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            sx={{ display: { md: 'none' } }}
            onClick={() => setMobileOpen((v) => !v)}
            aria-label={mobileOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={mobileOpen ? 'true' : 'false'}
          >
            {mobileOpen ? <CloseIcon /> : <MenuIcon />}
          </IconButton>
          <Brand />
          <Box sx={{ flexGrow: 1 }} />
          <LanguageSwitch />
          <ProfileMenu />
        </Toolbar>
      </AppBar>
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={() => setMobileOpen(false)}
        sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
      >
        <AppBarOffset />
        <SidebarContent role={role} onNavigate={() => setMobileOpen(false)} />
      </Drawer>
      {wide && (
        <Drawer
          variant="permanent"
          sx={{
            display: { xs: 'none', md: 'block' },
            '@media print': { display: 'none !important' },
            width: DRAWER_WIDTH,
            flexShrink: 0,
            '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
          }}
          open
        >
          <AppBarOffset />
          <SidebarContent role={role} />
        </Drawer>
      )}
      {/* The floating contact button never hides the end of a page: the page keeps room for it below its content. */}
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, outline: 'none', pb: { xs: CONTACT_FAB_CLEARANCE, md: CONTACT_FAB_CLEARANCE_MD }, '@media print': { pb: '0 !important' } }}
      >
        <AppBarOffset />
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </Box>
      <ContactFab />
    </Box>
  );
}
