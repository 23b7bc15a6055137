import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { $api } from '@/lib/api/client';
import { toApiError } from '@/lib/api/errors';
import { useSessionStore } from '@/lib/session';
import { usePasswordAgain } from './password-again';

/** What a locked discreet session shows on every signed-in page: the password to go on, or a way out. */
export default function LockScreen() {
  const { t } = useTranslation('privacy');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const username = useSessionStore((s) => s.locked?.user_nickname ?? '');
  const setSession = useSessionStore((s) => s.setSession);
  const clear = useSessionStore((s) => s.clear);
  const logIn = $api.useMutation('post', '/api/jwt-auth/v1/token/');
  const { password, setPassword, setError, field } = usePasswordAgain();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(tc('validation.passwordRequired'));
      return;
    }
    logIn.mutate(
      { body: { username, password } },
      {
        onSuccess: (session) => {
          setPassword('');
          setSession(session);
        },
        onError: (e) => setError(toApiError(e, tc('errors.network')).message),
      },
    );
  };
  const logOut = () => {
    clear();
    queryClient.clear();
    void navigate(paths.home.path, { replace: true });
  };
  return (
    <Box component="main" id="main" sx={{ display: 'flex', justifyContent: 'center', px: 2 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, my: { xs: 3, md: 6 }, width: '100%', maxWidth: 520 }} role="region" aria-labelledby="lock-title">
        <Typography id="lock-title" variant="h1" sx={{ fontSize: '1.6rem', color: 'primary.dark', mb: 1 }} tabIndex={-1}>
          {t('lock.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('lock.body')}
        </Typography>
        <Box component="form" noValidate onSubmit={submit}>
          <TextField {...field} fullWidth autoFocus type="password" label={t('lock.password')} />
          <Box sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Button type="submit" variant="contained" disabled={logIn.isPending}>
              {logIn.isPending ? t('lock.unlocking') : t('lock.unlock')}
            </Button>
            <Button onClick={logOut}>{t('lock.logOut')}</Button>
          </Box>
        </Box>
        <Typography variant="body2" sx={{ mt: 2 }}>
          <Link component={RouterLink} to={paths.help.path}>
            {t('lock.help')}
          </Link>
        </Typography>
      </Paper>
    </Box>
  );
}
