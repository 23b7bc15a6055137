import { Suspense, useId, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { initials } from '@/lib/format';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { activeRole, useSessionStore } from '@/lib/session';

const ProfileMenuList = lazyWithPreload(() => import('./profile-menu-list'));

/** Avatar button opening Dashboard, Settings and Logout. */
export function ProfileMenu() {
  const { t } = useTranslation();
  const session = useSessionStore((s) => s.session);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const role = activeRole(session);
  if (!session || !role) return null;
  return (
    <>
      <IconButton
        onClick={(e) => setAnchor(e.currentTarget)}
        onMouseEnter={() => void ProfileMenuList.preload()}
        onFocus={() => void ProfileMenuList.preload()}
        aria-label={t('profile.openMenu')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : 'false'}
        size="small"
      >
        <Avatar sx={{ bgcolor: 'primary.main', width: 36, height: 36, fontSize: '0.95rem' }}>
          {initials(session.user_display_name || session.user_nickname)}
        </Avatar>
      </IconButton>
      {anchor && (
        <Suspense fallback={null}>
          <ProfileMenuList id={menuId} anchor={anchor} role={role} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
