import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** A placeholder line of the loading page (index.css: `.skeleton`), the look of MUI's Skeleton without its code. */
function Line({ text = true, height, width, mt }: { text?: boolean; height?: number; width?: string; mt?: number }) {
  return <Box component="span" className={text ? 'skeleton skeleton-text' : 'skeleton'} sx={{ height, width, mt }} />;
}

/** What a page shows while its code or texts are on their way. */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 960, mx: 'auto', width: '100%' }} aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('loading')}
      </span>
      <Box sx={{ fontSize: '2.5rem' }}>
        <Line width="60%" />
      </Box>
      <Line width="90%" />
      <Line width="80%" />
      <Line text={false} height={180} mt={2} />
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
