import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { AddIcon, CloseIcon } from '@/components/ui/icons';
import { ListPagination } from '@/components/ui/list-controls';
import { ErrorState, PageSkeleton } from '@/components/ui/states';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { toApiError } from '@/lib/api/errors';
import { pageAfterRemoval } from '@/lib/paging';
import { toast } from '@/lib/toast';
import { useConfirmation } from '@/lib/use-confirmation';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useServerErrorHandler } from '@/lib/use-server-errors';
import { useRowForm } from './row-form';
import { TIME_OFF_PER_PAGE, useAddTimeOff, useDeleteTimeOff, useOwnAvailability, useSetOwnAvailability, useTimeOff } from '../api/calendar';

type Range = { weekday: number; start: string; end: string };
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** The catalog key of an ISO weekday's name. */
const dayKey = (weekday: number) => `availability.days.${String(weekday) as `${(typeof WEEKDAYS)[number]}`}` as const;

/**
 * /counsellor/availability (COUNSELLOR): the weekly hours (ranges per weekday, saved as a whole week) and time off.
 * Every rule is the server's: a refused week shows its text above the Save button.
 */
export function Availability() {
  const { t } = useTranslation('counsellors');
  useDocumentTitle(t('availability.title'));
  const hours = useOwnAvailability();
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 900 }}>
      <ScreenHeading title={t('availability.title')} intro={t('availability.intro')} />
      {hours.isPending && <PageSkeleton />}
      {hours.isError && <ErrorState onRetry={() => void hours.refetch()} />}
      {hours.data && <WeekEditor key={JSON.stringify(hours.data.weekly)} initial={hours.data.weekly} />}
      <TimeOffSection />
    </Box>
  );
}

function WeekEditor({ initial }: { initial: Range[] }) {
  const { t } = useTranslation('counsellors');
  const { t: tc } = useTranslation();
  const handleError = useServerErrorHandler();
  const save = useSetOwnAvailability();
  const [ranges, setRanges] = useState<Range[]>(initial);
  const [error, setError] = useState<string | null>(null);
  const change = (index: number, patch: Partial<Range>) => {
    setRanges((all) => all.map((r, i) => (i === index ? { ...r, ...patch } : r)));
    setError(null);
  };
  const submit = () =>
    save.mutate(
      { body: { weekly: ranges } },
      {
        onSuccess: (result) => toast.success(result.message),
        onError: (e) => {
          handleError(e);
          setError(toApiError(e, tc('errors.network')).fieldErrors.weekly?.join(' ') ?? null);
        },
      },
    );
  return (
    <Paper variant="outlined" component="section" aria-labelledby="weekly-hours" sx={{ p: 2, mb: 3 }}>
      <Typography id="weekly-hours" variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
        {t('availability.weekly')}
      </Typography>
      {ranges.length === 0 && <Typography color="text.secondary">{t('availability.none')}</Typography>}
      {ranges.map((r, index) => (
        <Box key={index} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr auto' }, gap: 1, alignItems: 'center', mb: 1 }}>
          <TextField
            select
            size="small"
            label={t('availability.weekday')}
            value={r.weekday}
            onChange={(event) => change(index, { weekday: Number(event.target.value) })}
            sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
          >
            {WEEKDAYS.map((d) => (
              <MenuItem key={d} value={d}>
                {t(dayKey(d))}
              </MenuItem>
            ))}
          </TextField>
          <TextField size="small" type="time" label={t('availability.start')} value={r.start} onChange={(event) => change(index, { start: event.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField size="small" type="time" label={t('availability.end')} value={r.end} onChange={(event) => change(index, { end: event.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
          <IconButton aria-label={t('availability.remove', { day: t(dayKey(r.weekday)), start: r.start })} onClick={() => setRanges((all) => all.filter((_, i) => i !== index))}>
            <CloseIcon />
          </IconButton>
        </Box>
      ))}
      {error && (
        <Typography role="alert" color="error" sx={{ my: 1 }}>
          {error}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
        <Button startIcon={<AddIcon />} onClick={() => setRanges((all) => [...all, { weekday: 1, start: '09:00', end: '12:00' }])}>
          {t('availability.add')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          {t('availability.save')}
        </Button>
      </Box>
    </Paper>
  );
}

function TimeOffSection() {
  const { t, i18n } = useTranslation('counsellors');
  const language = i18n.resolvedLanguage ?? 'en';
  const [page, setPage] = useState(1);
  const list = useTimeOff(page);
  const add = useAddTimeOff();
  const remove = useDeleteTimeOff();
  const deletion = useConfirmation<{ id: number; from: string }>();
  const form = useRowForm({ from: '', to: '', reason: '' });
  const items = list.data?.items ?? [];
  const submit = () =>
    add.mutate(
      { body: form.values },
      {
        onSuccess: (result) => {
          toast.success(result.overlapping_sessions.length > 0 ? `${result.message} ${t('timeOff.overlaps', { count: result.overlapping_sessions.length })}` : result.message);
          form.clear();
        },
        onError: form.refused,
      },
    );
  return (
    <Paper variant="outlined" component="section" aria-labelledby="time-off" sx={{ p: 2 }}>
      <Typography id="time-off" variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
        {t('timeOff.title')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 2fr auto' }, gap: 1, alignItems: 'start' }}>
        {form.field('from', t('timeOff.from'), 'datetime-local')}
        {form.field('to', t('timeOff.to'), 'datetime-local')}
        {form.field('reason', t('timeOff.reason'), 'text')}
        <Button variant="contained" onClick={submit} disabled={add.isPending}>
          {t('timeOff.add')}
        </Button>
      </Box>
      {list.isError && <ErrorState onRetry={() => void list.refetch()} />}
      {list.data && items.length === 0 && <Typography color="text.secondary" sx={{ mt: 2 }}>{t('timeOff.empty')}</Typography>}
      <List aria-label={t('timeOff.title')}>
        {items.map((o) => (
          <ListItem
            key={o.id}
            secondaryAction={
              <Button size="small" color="error" onClick={() => deletion.ask({ id: o.id, from: o.from })}>
                {t('timeOff.remove')}
              </Button>
            }
          >
            <ListItemText primary={`${o.from.replace('T', ' ')} – ${o.to.replace('T', ' ')}`} secondary={o.reason || undefined} />
          </ListItem>
        ))}
      </List>
      {list.data && list.data.total > TIME_OFF_PER_PAGE && (
        <ListPagination total={list.data.total} page={list.data.page} perPage={TIME_OFF_PER_PAGE} language={language} onPage={setPage} />
      )}
      <ConfirmDialog
        open={deletion.target !== null}
        onClose={deletion.close}
        id="remove-time-off"
        title={t('timeOff.removeTitle')}
        name={deletion.target?.from.replace('T', ' ') ?? ''}
        text={t('timeOff.removeText')}
        confirmLabel={t('timeOff.remove')}
        onConfirm={() => {
          if (deletion.target) remove.mutate({ params: { path: { id: deletion.target.id } } }, deletion.settle(() => setPage(pageAfterRemoval(page, items.length))));
        }}
        pending={remove.isPending}
      />
    </Paper>
  );
}
