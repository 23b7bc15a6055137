import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { formatNumber, initials } from '@/lib/format';
import { useMe } from '@/lib/me';
import { useSessionStore } from '@/lib/session';

/** The side panel: initials avatar, name, contact number, requested appointments, and a way to add one. */
export function ProfilePanel({ requested }: { requested: number | undefined }) {
  const { t, i18n } = useTranslation('dashboard');
  const { t: tc } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const name = useSessionStore((s) => s.session?.user_display_name ?? '');
  // Fetched, never stored in the session.
  const me = useMe();
  const contact = me.data?.contact_number ?? '';
  return (
    <Paper variant="outlined" component="aside" aria-labelledby="profile-panel-name" sx={{ p: 3, textAlign: 'center' }}>
      <Avatar sx={{ width: 80, height: 80, mx: 'auto', mb: 1.5, bgcolor: 'primary.main', fontSize: '1.8rem' }} aria-hidden="true">
        {initials(name)}
      </Avatar>
      <Typography id="profile-panel-name" component="h2" sx={{ fontSize: '1.2rem', fontWeight: 700 }}>
        {name}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        <span className="visually-hidden">{t('subscriber.profile.contact')}: </span>
        {contact || tc('na')}
      </Typography>
      <Typography component="p" sx={{ fontWeight: 600 }} id="requested-label">
        {t('subscriber.profile.requested')}
      </Typography>
      <Typography component="p" aria-labelledby="requested-label" sx={{ fontSize: '2rem', fontWeight: 700, color: 'primary.dark', mb: 2 }} data-testid="requested-count">
        {requested === undefined ? <Skeleton sx={{ width: 40, mx: 'auto' }} /> : formatNumber(requested, language)}
      </Typography>
      <Button component={RouterLink} to={paths.appointment.path} variant="contained" fullWidth>
        {t('subscriber.profile.addAppointment')}
      </Button>
    </Paper>
  );
}
