import { Suspense, useEffect, useId, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ExpandMoreIcon, MenuIcon } from '@/components/ui/icons';
import { lazyWithPreload, whenIdle } from '@/lib/lazy-with-preload';
import { activeRole, useSessionStore } from '@/lib/session';
import { Brand } from './brand';
import { HelpBar } from './help-bar';
import { LanguageSwitch } from './language-switch';
import { ProfileMenu } from './profile-menu';
import { paths } from '@/config/paths';

// Menus and the drawer appear only after a tap: they load on idle or on demand.
const ServicesMenuList = lazyWithPreload(() => import('./services-menu-list'));
const MobileDrawer = lazyWithPreload(() => import('./mobile-drawer'));

export const navButtonSx = {
  color: 'text.primary',
  px: 1.5,
  '&.active': { color: 'primary.main', boxShadow: 'inset 0 -3px 0 currentColor', borderRadius: 0 },
} as const;

function ServicesMenu() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Button
        sx={navButtonSx}
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : 'false'}
        onClick={(e) => setAnchor(e.currentTarget)}
        onMouseEnter={() => void ServicesMenuList.preload()}
        onFocus={() => void ServicesMenuList.preload()}
      >
        {t('nav.services')}
      </Button>
      {anchor && (
        <Suspense fallback={null}>
          <ServicesMenuList id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}

export function TopMenu() {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Each in its own idle moment: together they were one long task on a slow phone.
  useEffect(() => {
    const cancels = [whenIdle(() => void ServicesMenuList.preload()), whenIdle(() => void MobileDrawer.preload(), 3000)];
    return () => cancels.forEach((cancel) => cancel());
  }, []);
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
        <IconButton
          sx={{ display: { xs: 'inline-flex', md: 'none' } }}
          onClick={() => setDrawerOpen(true)}
          onFocus={() => void MobileDrawer.preload()}
          aria-label={t('nav.openMenu')}
          aria-expanded={drawerOpen ? 'true' : 'false'}
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
      {drawerOpen && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}
