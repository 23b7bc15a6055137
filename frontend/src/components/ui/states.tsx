import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 960, mx: 'auto', width: '100%' }} aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('loading')}
      </span>
      <Skeleton variant="text" sx={{ fontSize: '2.5rem', width: '60%' }} />
      <Skeleton variant="text" sx={{ width: '90%' }} />
      <Skeleton variant="text" sx={{ width: '80%' }} />
      <Skeleton variant="rounded" height={180} sx={{ mt: 2 }} />
    </Box>
  );
}

export function EmptyState({ title, body, action }: { title: string; body?: string; action?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, textAlign: 'center', bgcolor: 'background.paper' }}>
      <Typography variant="h6" component="p" gutterBottom>
        {title}
      </Typography>
      {body && (
        <Typography color="text.secondary" sx={{ maxWidth: 520, mx: 'auto' }}>
          {body}
        </Typography>
      )}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Paper>
  );
}

export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" role="alert" sx={{ p: 3, textAlign: 'center', borderColor: 'error.light' }}>
      <Typography gutterBottom>{message ?? t('errors.loadFailed')}</Typography>
      {onRetry && (
        <Button variant="outlined" onClick={onRetry}>
          {t('errors.retry')}
        </Button>
      )}
    </Paper>
  );
}
