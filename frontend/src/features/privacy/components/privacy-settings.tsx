import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PasswordReveal } from '@/components/ui/password-reveal';
import { ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import type { components } from '@/lib/api/schema.gen';
import { useMe } from '@/lib/me';
import { toApiError } from '@/lib/api/errors';
import { formatDate } from '@/lib/format';
import { activeRole, useSessionStore } from '@/lib/session';
import { useSetPreferences } from '@/lib/preferences';
import { toast } from '@/lib/toast';
import {
  accessLogQueryOptions,
  consentsQueryOptions,
  useDownloadExport,
  saveFile,
  useDeleteAccount,
  useRecordConsent,
} from '../api/privacy';
import { usePasswordAgain } from './password-again';

type AccessEntry = components['schemas']['AccessEntryResponse'];

function Section({ title, children, id }: { title: string; children: React.ReactNode; id: string }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 }, mb: 2 }}>
      <Typography id={id} variant="h3" sx={{ fontSize: '1.2rem', fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function DiscreetMode() {
  const { t } = useTranslation('privacy');
  const me = useMe();
  const save = useSetPreferences();
  const on = Boolean(me.data?.discreet);
  return (
    <Section id="privacy-discreet" title={t('settings.discreetTitle')}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('settings.discreetBody')}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={on}
            disabled={me.isPending || save.isPending}
            onChange={(event) =>
              save.mutate(
                { discreet: event.target.checked },
                { onError: (error) => toast.error(toApiError(error, t('settings.discreetLabel')).message) },
              )
            }
          />
        }
        label={t('settings.discreetLabel')}
      />
      <Typography role="status" variant="body2" color="text.secondary">
        {me.isPending ? '' : on ? t('settings.discreetOn') : t('settings.discreetOff')}
      </Typography>
    </Section>
  );
}

function Consent() {
  const { t, i18n } = useTranslation('privacy');
  const [page, setPage] = useState(1);
  const consents = useQuery(consentsQueryOptions(page));
  const record = useRecordConsent();
  const [confirm, setConfirm] = useState(false);
  const state = consents.data?.current.find((c) => c.purpose === 'health_data')?.state ?? 'unknown';
  const decide = (granted: boolean) =>
    record.mutate(
      { body: { purpose: 'health_data', granted } },
      {
        onSuccess: (data) => {
          toast.success(data.message);
          setConfirm(false);
          setPage(1);
        },
        onError: (error) => toast.error(toApiError(error, t('settings.consentTitle')).message),
      },
    );
  const pages = consents.data ? Math.max(1, Math.ceil(consents.data.total / consents.data.per_page)) : 1;
  return (
    <Section id="privacy-consent" title={t('settings.consentTitle')}>
      {consents.isError ? (
        <ErrorState onRetry={() => void consents.refetch()} />
      ) : (
        <>
          <Typography sx={{ mb: 1 }}>
            {consents.isPending ? <Skeleton width={120} /> : t(`settings.state.${state as 'unknown' | 'granted' | 'withdrawn'}`)}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
            {state === 'granted' ? (
              <Button variant="outlined" onClick={() => setConfirm(true)} disabled={record.isPending}>
                {t('settings.withdraw')}
              </Button>
            ) : (
              <Button variant="contained" onClick={() => decide(true)} disabled={consents.isPending || record.isPending}>
                {t('settings.give')}
              </Button>
            )}
          </Box>
          <Typography variant="h4" sx={{ fontSize: '1rem', fontWeight: 600 }}>
            {t('settings.logTitle')}
          </Typography>
          {consents.data && consents.data.items.length === 0 ? (
            <Typography color="text.secondary">{t('settings.logEmpty')}</Typography>
          ) : (
            <List dense aria-label={t('settings.logTitle')}>
              {consents.data?.items.map((c) => (
                <ListItem key={`${c.at}-${c.granted}`} disableGutters>
                  <ListItemText primary={`${c.granted ? t('settings.granted') : t('settings.withdrawn')} · ${formatDate(c.at, i18n.language)}`} secondary={c.text_shown} />
                </ListItem>
              ))}
            </List>
          )}
          <Pager page={page} pages={pages} onPage={setPage} />
        </>
      )}
      <Dialog open={confirm} onClose={() => setConfirm(false)} aria-labelledby="withdraw-title" aria-describedby="withdraw-body">
        <DialogTitle id="withdraw-title">{t('settings.withdrawTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="withdraw-body">{t('settings.withdrawBody')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(false)}>{t('settings.cancel')}</Button>
          <Button color="error" variant="contained" onClick={() => decide(false)} disabled={record.isPending}>
            {t('settings.withdrawConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Section>
  );
}

/**
 * Sharing with one's own counsellor: off until the person turns it on. While on, their counsellor reads their
 * check-ins and safety plan, and each read is in "Who looked at your records"; turning it off stops the next read.
 */
function ShareWithCounsellor() {
  const { t } = useTranslation('privacy');
  const consents = useQuery(consentsQueryOptions(1));
  const record = useRecordConsent();
  const recorded = consents.data?.current.find((c) => c.purpose === 'share_with_counsellor')?.state === 'granted';
  // While the choice is on its way, the switch shows it (the answer then confirms it, or the toast says why not).
  const on = record.isPending && record.variables.body.purpose === 'share_with_counsellor' ? record.variables.body.granted : recorded;
  return (
    <Section id="privacy-share" title={t('settings.shareTitle')}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('settings.shareBody')}
      </Typography>
      {consents.isError ? (
        <ErrorState onRetry={() => void consents.refetch()} />
      ) : (
        <>
          <FormControlLabel
            control={
              <Switch
                checked={on}
                disabled={consents.isPending || record.isPending}
                onChange={(event) =>
                  record.mutate(
                    { body: { purpose: 'share_with_counsellor', granted: event.target.checked } },
                    {
                      onSuccess: (data) => toast.success(data.message),
                      onError: (error) => toast.error(toApiError(error, t('settings.shareTitle')).message),
                    },
                  )
                }
              />
            }
            label={t('settings.shareLabel')}
          />
          <Typography role="status" variant="body2" color="text.secondary">
            {consents.isPending ? '' : recorded ? t('settings.shareOn') : t('settings.shareOff')}
          </Typography>
        </>
      )}
    </Section>
  );
}

function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('privacy');
  if (pages <= 1) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      <Button size="small" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        {t('settings.prev')}
      </Button>
      <Typography variant="body2">
        {page} / {pages}
      </Typography>
      <Button size="small" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        {t('settings.next')}
      </Button>
    </Box>
  );
}

/** The kinds of read the access log names; an unknown one reads as appointments, the oldest kind. */
const READ_KINDS = ['appointments', 'export', 'check_ins', 'safety_plan'] as const;
const whatOf = (what: string) => READ_KINDS.find((k) => k === what) ?? 'appointments';

function AccessLog() {
  const { t, i18n } = useTranslation('privacy');
  const reader = (entry: AccessEntry) =>
    entry.by_you ? t('settings.accessByYou') : entry.by_counsellor ? t('settings.accessByCounsellor', { name: entry.counsellor_name ?? entry.admin }) : entry.admin;
  const [page, setPage] = useState(1);
  const log = useQuery(accessLogQueryOptions(page));
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.per_page)) : 1;
  return (
    <Section id="privacy-access" title={t('settings.accessTitle')}>
      {log.isError ? (
        <ErrorState onRetry={() => void log.refetch()} />
      ) : log.isPending ? (
        <Skeleton width="60%" />
      ) : log.data.items.length === 0 ? (
        <Typography color="text.secondary">{t('settings.accessEmpty')}</Typography>
      ) : (
        <List dense aria-label={t('settings.accessTitle')}>
          {log.data.items.map((entry) => (
            <ListItem key={entry.id} disableGutters>
              <ListItemText
                primary={`${reader(entry)} · ${t(`settings.what.${whatOf(entry.what)}`)}`}
                secondary={formatDate(entry.at, i18n.language)}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Pager page={page} pages={pages} onPage={setPage} />
    </Section>
  );
}

/**
 * A dialog that asks for the account's password again before `onConfirm` runs with it. `onConfirm` resolves when
 * done (the dialog closes) or rejects with the server's error (shown under the field; the dialog stays open).
 */
function PasswordAgainDialog({
  id,
  open,
  onClose,
  title,
  body,
  confirm,
  pending,
  danger = false,
  onConfirm,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  title: string;
  body: string;
  confirm: string;
  pending: string;
  danger?: boolean;
  onConfirm: (password: string) => Promise<void>;
}) {
  const { t } = useTranslation('privacy');
  const { t: tc } = useTranslation();
  const { password, setPassword, setError, field } = usePasswordAgain();
  const [show, setShow] = useState(false);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setPassword('');
    setError(null);
    onClose();
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(t('settings.passwordRequired'));
      return;
    }
    setBusy(true);
    try {
      await onConfirm(password);
      setPassword('');
    } catch (error) {
      const apiError = toApiError(error, tc('errors.network'));
      setError(apiError.fieldErrors.password?.[0] ?? apiError.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={`${id}-title`} aria-describedby={`${id}-body`}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-body`} sx={{ mb: 2 }}>
            {body}
          </DialogContentText>
          <TextField
            {...field}
            autoFocus
            fullWidth
            required
            label={t('settings.deletePassword')}
            type={show ? 'text' : 'password'}
            slotProps={{ input: { endAdornment: <PasswordReveal visible={show} onToggle={() => setShow((s) => !s)} /> } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('settings.cancel')}</Button>
          <Button type="submit" color={danger ? 'error' : 'primary'} variant="contained" disabled={busy} aria-busy={busy}>
            {busy ? pending : confirm}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function Download() {
  const { t } = useTranslation('privacy');
  const [open, setOpen] = useState(false);
  const download = useDownloadExport();
  return (
    <Section id="privacy-export" title={t('settings.exportTitle')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('settings.exportBody')}
      </Typography>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {t('settings.export')}
      </Button>
      <PasswordAgainDialog
        id="export"
        open={open}
        onClose={() => setOpen(false)}
        title={t('settings.exportDialogTitle')}
        body={t('settings.exportDialogBody')}
        confirm={t('settings.export')}
        pending={t('settings.exporting')}
        onConfirm={async (password) => {
          saveFile(await download(password));
          setOpen(false);
          toast.success(t('settings.exportDone'));
        }}
      />
    </Section>
  );
}

function DeleteAccount() {
  const { t } = useTranslation('privacy');
  const navigate = useNavigate();
  const erase = useDeleteAccount();
  const [open, setOpen] = useState(false);
  return (
    <Section id="privacy-delete" title={t('settings.deleteTitle')}>
      <Typography sx={{ mb: 1 }}>{t('settings.deleteBody')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('settings.deleteHint')}
      </Typography>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        {t('settings.delete')}
      </Button>
      <PasswordAgainDialog
        id="delete"
        open={open}
        onClose={() => setOpen(false)}
        title={t('settings.deleteDialogTitle')}
        body={t('settings.deleteBody')}
        confirm={t('settings.deleteConfirm')}
        pending={t('settings.deleting')}
        danger
        onConfirm={async (password) => {
          const data = await erase.mutateAsync({ body: { password } });
          // The confirmation page ends the session once it shows (ending it here would let the private pages' guard
          // send the person to the home page first).
          void navigate(paths.accountErased.path, { replace: true, state: { message: data.message, erased: true } });
        }}
      />
    </Section>
  );
}

/** Settings → Privacy: discreet mode, consent, who looked, download, and (subscribers) erasure. */
export function PrivacySettings() {
  const { t } = useTranslation('privacy');
  // The role the token carries (the server decides; the screen only offers what the role may do).
  const subscriber = activeRole(useSessionStore((s) => s.session)) === 'SUBSCRIBER';
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, pb: { xs: 4, md: 6 }, maxWidth: 900 }}>
      <Typography variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.8rem' }, color: 'primary.dark', mb: 2 }}>
        {t('settings.title')}
      </Typography>
      <DiscreetMode />
      {subscriber && <Consent />}
      {subscriber && <ShareWithCounsellor />}
      <AccessLog />
      <Download />
      {subscriber && <DeleteAccount />}
    </Box>
  );
}
