import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { activeRole, useSessionStore } from '@/lib/session';
import { Brand } from './brand';
import { HelpBar } from './help-bar';
import { LanguageSwitch } from './language-switch';
import { PhoneMenu } from './phone-menu';
import { ProfileMenu } from './profile-menu';
import { ServicesMenu } from './services-menu';
import { paths } from '@/config/paths';
import { ContactFab } from '@/features/site-config/components/contact-fab';

const navButtonSx = {
  color: 'text.primary',
  px: 1.5,
  '&.active': { color: 'primary.main', boxShadow: 'inset 0 -3px 0 currentColor', borderRadius: 0 },
} as const;

export function TopMenu() {
  const { t } = useTranslation();
  const session = useSessionStore((s) => s.session);
  const loggedIn = activeRole(session) !== null;
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', displayPrint: 'none' }}>
      <HelpBar maxWidth={1200} />
      <Toolbar sx={{ gap: 1, maxWidth: 1200, width: '100%', mx: 'auto' }}>
        <Brand />
        <Box
          component="nav"
          aria-label={t('nav.mainNavigation')}
          sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5, ml: 3, flexGrow: 1 }}
        >
          <Button component={NavLink} to={paths.home.path} end sx={navButtonSx}>
            {t('nav.home')}
          </Button>
          <ServicesMenu />
          <Button component={NavLink} to={paths.counsellors.path} sx={navButtonSx}>
            {t('nav.counsellors')}
          </Button>
          <Button component={NavLink} to={paths.stories.path} sx={navButtonSx}>
            {t('nav.stories')}
          </Button>
          <Button component={NavLink} to={paths.learning.path} sx={navButtonSx}>
            {t('nav.learningHub')}
          </Button>
          <Button component={NavLink} to={paths.blog.path} sx={navButtonSx}>
            {t('nav.blog')}
          </Button>
          <Button component={NavLink} to={paths.faq.path} sx={navButtonSx}>
            {t('nav.faq')}
          </Button>
        </Box>
        <Box sx={{ flexGrow: { xs: 1, md: 0 } }} />
        <LanguageSwitch />
        <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1 }}>
          {loggedIn ? (
            <ProfileMenu />
          ) : (
            // Hidden by the boot script's mark while a signed-in visitor's app is on its way (index.css).
            <Button component={RouterLink} to={paths.login.path} variant="contained" data-signed-out="">
              {t('nav.login')}
            </Button>
          )}
        </Box>
        {/* On a phone the contact button is here: floating, it would cover the page's text (the public layout floats it from md on). */}
        <ContactFab only="phone" />
        <PhoneMenu />
      </Toolbar>
    </AppBar>
  );
}
