import { useEffect, useRef } from 'react';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { useSessionStore } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /account-erased: the server's confirmation of an erasure (passed in the navigation state), and kind next steps. */
export function AccountErased() {
  const { t } = useTranslation('privacy');
  useDocumentTitle(t('erased.title'));
  const { state } = useLocation() as { state: { message?: string; erased?: boolean } | null };
  const heading = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();
  const erased = Boolean(state?.erased);
  useEffect(() => heading.current?.focus(), []);
  // The account is gone: so are its session and every answer kept in memory.
  useEffect(() => {
    if (!erased) return;
    useSessionStore.getState().clear();
    queryClient.clear();
  }, [erased, queryClient]);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography ref={heading} tabIndex={-1} variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' }, color: 'primary.dark', mb: 2, outline: 'none' }}>
        {t('erased.title')}
      </Typography>
      {state?.message && (
        <Typography role="status" sx={{ mb: 2, fontSize: '1.1rem' }}>
          {state.message}
        </Typography>
      )}
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('erased.body')}
      </Typography>
      <Button component={RouterLink} to={paths.home.path} variant="contained">
        {t('erased.home')}
      </Button>
    </Container>
  );
}
