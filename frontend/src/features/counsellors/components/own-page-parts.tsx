import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { isErrorBody } from '@/lib/api/errors';

/** `/counsellor/sessions/42` → 42; anything else (not a positive whole number) is nothing of the counsellor's. */
export function parsePathId(raw: string | undefined): number | null {
  const id = Number(raw);
  return raw !== undefined && /^\d+$/.test(raw) && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Whether a failed read says the thing is not the caller's (404), or its path was not an id at all. */
export const isNotTheirs = (error: unknown) => isErrorBody(error) && (error.data.status === 404 || error.code === 'bad_path');

/** The way back to the counsellor's dashboard, above a page and under "not among yours". */
export function BackLink() {
  const { t } = useTranslation('counsellors');
  return (
    <Link component={RouterLink} to={paths.counsellor.dashboard.path} underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}>
      <ChevronLeftIcon fontSize="small" aria-hidden="true" />
      {t('session.back')}
    </Link>
  );
}

/** A page of the counsellor's that names something not theirs: what it is not, why, and the way back. */
export function NotTheirs({ title, body }: { title: string; body: string }) {
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 720 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, color: 'primary.dark', mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {body}
      </Typography>
      <BackLink />
    </Box>
  );
}

/** A page of the counsellor's whose read failed otherwise: the way back, and a retry. */
export function ReadFailed({ onRetry }: { onRetry: () => void }): ReactNode {
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 720 }}>
      <BackLink />
      <ErrorState onRetry={onRetry} />
    </Box>
  );
}
