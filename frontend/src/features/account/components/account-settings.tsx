import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EditIcon, LockResetIcon } from '@/components/ui/icons';
import { ErrorState } from '@/components/ui/states';
import { useMe } from '@/features/account/api/get-me';
import { ChangePasswordDialog } from '@/features/account/components/change-password-dialog';
import { EditProfileDialog } from '@/features/account/components/edit-profile-dialog';
import { PhoneSettings } from '@/features/account/components/phone-settings';
import { initials } from '@/lib/format';
import { activeRole, useSessionStore } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

function Row({ label, value, loading }: { label: string; value: string; loading: boolean }) {
  return (
    <Box component="div" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, gap: { xs: 0, sm: 2 }, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Typography component="dt" sx={{ fontWeight: 600, color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {loading ? <Skeleton width={160} /> : value}
      </Typography>
    </Box>
  );
}

export function AccountSettings() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  useDocumentTitle(t('settings.title'));
  const me = useMe();
  const [editOpen, setEditOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  // Texts go to a subscriber about their sessions; the role the token carries decides, as on the privacy page.
  const subscriber = activeRole(useSessionStore((s) => s.session)) === 'SUBSCRIBER';

  // Everything shown comes from /me: skeletons while it loads, an error with retry when it fails.
  const profile = me.data;
  const loading = me.isPending;
  const name = profile?.user_display_name ?? '';
  const email = profile?.user_email ?? '';
  const contact = profile?.contact_number ?? null;
  const nid = profile?.nid ?? null;
  const role = profile?.role;
  const show = (value: string | null | undefined) => (value && value.trim() ? value : tc('na'));

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 900 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' }, color: 'primary.dark' }}>
        {t('settings.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('settings.subtitle')}
      </Typography>
      {me.isError ? (
        <ErrorState onRetry={() => void me.refetch()} />
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} aria-busy={loading}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
            {loading ? (
              <Skeleton variant="circular" width={72} height={72} />
            ) : (
              <Avatar
                sx={{ width: 72, height: 72, bgcolor: 'primary.main', fontSize: '1.6rem' }}
                aria-label={t('settings.profilePicture', { name: name || tc('na') })}
                role="img"
              >
                {initials(name)}
              </Avatar>
            )}
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography variant="h2" sx={{ fontSize: '1.4rem' }}>
                {loading ? <Skeleton width={180} /> : show(name)}
              </Typography>
              <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {loading ? <Skeleton width={220} /> : show(email)}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditOpen(true)} disabled={loading}>
                {t('settings.editProfile')}
              </Button>
              <Button variant="outlined" startIcon={<LockResetIcon />} onClick={() => setPasswordOpen(true)}>
                {t('settings.changePassword')}
              </Button>
            </Box>
          </Box>
          <Box component="dl" sx={{ m: 0 }}>
            <Row label={t('settings.name')} value={show(name)} loading={loading} />
            <Row label={t('settings.contactNumber')} value={show(contact)} loading={loading} />
            <Row label={t('settings.email')} value={show(email)} loading={loading} />
            <Row label={t('settings.nid')} value={show(nid)} loading={loading} />
            <Row label={t('settings.role')} value={role ? t(`settings.roles.${role}`) : tc('na')} loading={loading} />
          </Box>
        </Paper>
      )}
      {subscriber && profile && <PhoneSettings profile={profile} onEditProfile={() => setEditOpen(true)} />}
      <EditProfileDialog open={editOpen} onClose={() => setEditOpen(false)} contactNumber={contact} nid={nid} />
      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </Box>
  );
}
