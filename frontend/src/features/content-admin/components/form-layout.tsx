import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { useDocumentTitle } from '@/lib/use-document-title';

/** An admin content form's frame: heading, a way back to the table, the fields and the submit button. */
export function FormLayout({
  title,
  backTo,
  submitLabel,
  pending,
  onSubmit,
  children,
}: {
  title: string;
  backTo: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('content-admin');
  useDocumentTitle(title);
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 960 }}>
      <Button component={RouterLink} to={backTo} size="small" sx={{ mb: 1 }}>
        ← {t('actions.back')}
      </Button>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' }, color: 'primary.dark', mb: 2 }}>
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <form noValidate onSubmit={onSubmit} aria-label={title}>
          {children}
          <Box sx={{ display: 'flex', gap: 2, mt: 2 }}>
            <Button type="submit" variant="contained" disabled={pending}>
              {pending ? t('actions.saving') : submitLabel}
            </Button>
            <Button component={RouterLink} to={backTo}>
              {t('actions.back')}
            </Button>
          </Box>
        </form>
      </Paper>
    </Box>
  );
}

/** While the item to edit loads: the form's shape. */
export function FormSkeleton() {
  const { t } = useTranslation();
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 960 }} aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('loading')}
      </span>
      <Skeleton variant="text" sx={{ fontSize: '2.2rem', width: '40%', mb: 2 }} />
      <Skeleton variant="rounded" height={56} sx={{ mb: 2 }} />
      <Skeleton variant="rounded" height={220} sx={{ mb: 2 }} />
      <Skeleton variant="rounded" height={56} sx={{ width: 200 }} />
    </Box>
  );
}

/** The item to edit could not be loaded: gone (404), or another failure with a retry. */
export function LoadFailed({ missing, missingText, backTo, onRetry }: { missing: boolean; missingText: string; backTo: string; onRetry: () => void }) {
  const { t } = useTranslation('content-admin');
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 960 }}>
      {missing ? (
        <EmptyState
          title={missingText}
          action={
            <Button component={RouterLink} to={backTo} variant="contained">
              {t('actions.back')}
            </Button>
          }
        />
      ) : (
        <ErrorState onRetry={onRetry} />
      )}
    </Box>
  );
}

/** A route's `:id` as an item id, or null when it is not one (such an item cannot exist). */
export function parseId(raw: string | undefined): number | null {
  return raw && /^[1-9][0-9]{0,15}$/.test(raw) ? Number(raw) : null;
}
