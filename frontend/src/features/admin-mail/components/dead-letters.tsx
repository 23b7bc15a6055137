import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '@/components/ui/states';
import type { components } from '@/lib/api/schema.gen';
import { AdminTable } from '@/components/ui/table-parts';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { formatDate, formatNumber } from '@/lib/format';
import { pageAfterRemoval } from '@/lib/paging';
import { toast } from '@/lib/toast';
import { useConfirmation } from '@/lib/use-confirmation';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useServerErrorHandler } from '@/lib/use-server-errors';
import { deadLettersQueryOptions, useDiscardDeadLetter, useRetryDeadLetter } from '../api/dead-letters';

const COLUMNS = ['channel', 'kind', 'attempts', 'error', 'created', 'failed'] as const;
/** An e-mail's kinds, then a text message's. */
const KINDS = ['activation', 'password_reset', 'invitation', 'registration_attempt', 'care', 'verification', 'decision', 'reminder'] as const;
type Kind = (typeof KINDS)[number];
type DeadLetter = components['schemas']['DeadLetterResponse'];

/** Text read out instead of the drawn dots; the dots stay on screen. */
const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** How the message went: "E-mail", or "Text message" with the number masked as the server sent it (`+880•••••••678`). */
function Channel({ letter }: { letter: DeadLetter }) {
  const { t } = useTranslation('admin-mail');
  if (letter.channel !== 'sms') return <>{t('deadLetters.channel.mail')}</>;
  const masked = letter.masked_number ?? '';
  const digits = /\d+$/.exec(masked)?.[0];
  return (
    <>
      {t('deadLetters.channel.sms')}
      {masked && (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
          <span aria-hidden={digits ? true : undefined}>{masked}</span>
          {digits && <Box component="span" sx={visuallyHidden}>{t('deadLetters.numberEnding', { digits })}</Box>}
        </Typography>
      )}
    </>
  );
}

/** /admin/mail: e-mail and text messages that failed every attempt, without text or recipient (a text's number masked); send again or discard. */
export function DeadLetters() {
  const { t, i18n } = useTranslation('admin-mail');
  useDocumentTitle(t('deadLetters.title'));
  const [page, setPage] = useState(1);
  const letters = useQuery({ ...deadLettersQueryOptions(page), placeholderData: keepPreviousData });
  const retry = useRetryDeadLetter();
  const discard = useDiscardDeadLetter();
  const handleError = useServerErrorHandler();
  const discarding = useConfirmation<number>();
  const data = letters.data;
  const items = data?.items ?? [];
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  const kind = (k: string) => (KINDS.includes(k as Kind) ? t(`deadLetters.kind.${k as Kind}`) : k);

  const sendAgain = (id: number) =>
    retry.mutate({ params: { path: { id } } }, { onSuccess: (result) => toast.success(result.message), onError: (error) => void handleError(error) });
  const confirmDiscard = () => {
    if (discarding.target === null) return;
    discard.mutate({ params: { path: { id: discarding.target } } }, discarding.settle(() => setPage(pageAfterRemoval(page, items.length))));
  };

  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <ScreenHeading title={t('deadLetters.title')} intro={t('deadLetters.subtitle')} introSx={{ mb: 2, maxWidth: 720 }} />
      {letters.isError && <ErrorState onRetry={() => void letters.refetch()} />}
      {data && data.items.length === 0 && <EmptyState title={t('deadLetters.empty')} />}
      {(letters.isPending || items.length > 0) && (
        <AdminTable
          label={t('deadLetters.title')}
          columns={[...COLUMNS.map((c) => t(`deadLetters.columns.${c}`)), t('deadLetters.actions')]}
          loading={letters.isPending}
        >
          {items.map((letter) => (
            <TableRow key={letter.id} hover>
              <TableCell>
                <Channel letter={letter} />
              </TableCell>
              <TableCell>{kind(letter.kind)}</TableCell>
              <TableCell>{formatNumber(letter.attempts, i18n.language)}</TableCell>
              <TableCell sx={{ minWidth: 220, overflowWrap: 'anywhere' }}>{letter.last_error ?? ''}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(letter.created_at, i18n.language)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(letter.dead_at, i18n.language)}</TableCell>
              <TableCell>
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  <Button size="small" variant="outlined" onClick={() => sendAgain(letter.id)} disabled={retry.isPending}>
                    {t('deadLetters.retry')}
                  </Button>
                  <Button size="small" color="error" onClick={() => discarding.ask(letter.id)} disabled={discard.isPending}>
                    {t('deadLetters.discard')}
                  </Button>
                </Box>
              </TableCell>
            </TableRow>
          ))}
        </AdminTable>
      )}
      {lastPage > 1 && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 2 }}>
          <Button onClick={() => setPage(page - 1)} disabled={page <= 1}>
            {t('deadLetters.prev')}
          </Button>
          <Typography>
            {page} / {lastPage}
          </Typography>
          <Button onClick={() => setPage(page + 1)} disabled={page >= lastPage}>
            {t('deadLetters.next')}
          </Button>
        </Box>
      )}
      <Dialog open={discarding.target !== null} onClose={discarding.close} aria-labelledby="discard-title" aria-describedby="discard-body">
        <DialogTitle id="discard-title">
          {items.find((d) => d.id === discarding.target)?.channel === 'sms' ? t('deadLetters.discardTitleSms') : t('deadLetters.discardTitle')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id="discard-body">{t('deadLetters.discardBody')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={discarding.close}>{t('deadLetters.cancel')}</Button>
          <Button color="error" variant="contained" onClick={confirmDiscard} disabled={discard.isPending}>
            {t('deadLetters.discard')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
