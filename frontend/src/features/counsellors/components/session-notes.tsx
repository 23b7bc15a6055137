import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/states';
import { toApiError } from '@/lib/api/errors';
import { formatMoment } from '@/lib/service-day';
import { toast } from '@/lib/toast';
import { useServerErrorHandler } from '@/lib/use-server-errors';
import { useEditNote, useSessionNotes, useSignNote, useWriteNote, type SessionNote } from '../api/notes';

/** How long typing pauses before a draft is saved. */
export const AUTOSAVE_MS = 1200;

type SaveState = 'empty' | 'saving' | 'saved' | 'failed';

type DraftProps = {
  sessionId: number;
  /** The signed note an addendum adds to; `null` for a note of its own. */
  parentId: number | null;
  /** The draft as the server holds it; none for a new note, which is written at the first pause in typing. */
  note?: SessionNote;
  /** The new note was written: its id. */
  onCreated?: (id: number) => void;
  /** The note was signed and the list read again. */
  onSigned: () => void;
};

/**
 * A draft, saved as it is typed (at each pause, and when the field is left) and signed with a confirmation. Saves go
 * one after another, each with the latest text, so a slow answer never overwrites newer words. The text lives only in
 * this field and on the server: nothing is kept in the browser's storage.
 */
function NoteDraft({ sessionId, parentId, note, onCreated, onSigned }: DraftProps) {
  const { t } = useTranslation('counsellors');
  const { t: tc } = useTranslation();
  const handleError = useServerErrorHandler();
  const write = useWriteNote();
  const edit = useEditNote();
  const sign = useSignNote();
  const [text, setText] = useState(note?.text ?? '');
  const [state, setState] = useState<SaveState>(note ? 'saved' : 'empty');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const id = useRef<number | null>(note?.id ?? null);
  const saved = useRef(note?.text ?? '');
  const latest = useRef(text);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const save = async () => {
    const value = latest.current;
    if (value.trim() === '' || value === saved.current) return;
    setState('saving');
    try {
      const result =
        id.current === null
          ? await write.mutateAsync({ params: { path: { id: sessionId } }, body: { text: value, parent_id: parentId } })
          : await edit.mutateAsync({ params: { path: { id: id.current } }, body: { text: value } });
      if (id.current === null) onCreated?.(result.id);
      id.current = result.id;
      saved.current = value;
      setError(null);
      setState(latest.current === value ? 'saved' : 'saving');
    } catch (e) {
      const apiError = toApiError(e, tc('errors.network'));
      setError(apiError.fieldErrors.text?.[0] ?? apiError.message);
      setState('failed');
    }
  };
  /** Saves the latest text after every save already asked for. */
  const flush = () => {
    queue.current = queue.current.then(save);
    return queue.current;
  };

  useEffect(() => {
    latest.current = text;
    if (text === saved.current) return;
    const timer = window.setTimeout(() => void flush(), AUTOSAVE_MS);
    return () => window.clearTimeout(timer);
    // `flush` reads only refs: the pause restarts with each change of the text.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  const signNow = async () => {
    await flush();
    if (id.current === null) return;
    sign.mutate(
      { params: { path: { id: id.current } } },
      {
        onSuccess: () => {
          setConfirming(false);
          toast.success(t('notes.signedToast'));
          onSigned();
        },
        onError: (e) => {
          setConfirming(false);
          void handleError(e);
        },
      },
    );
  };

  const fieldId = `note-${note?.id ?? `new-${parentId ?? 'top'}`}`;
  const status = { empty: t('notes.status.empty'), saving: t('notes.status.saving'), saved: t('notes.status.saved'), failed: error ?? '' }[state];
  const label = parentId === null ? (note ? t('notes.draft') : t('notes.new')) : t('notes.addendum');
  return (
    <Box component="li" sx={{ mb: 2 }}>
      <TextField
        id={fieldId}
        label={label}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => void flush()}
        multiline
        minRows={4}
        fullWidth
        error={state === 'failed'}
        helperText={status}
        slotProps={{ formHelperText: { role: 'status', 'aria-live': 'polite' } as object }}
      />
      <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" disabled={text.trim() === '' || sign.isPending} onClick={() => setConfirming(true)}>
          {t('notes.sign')}
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        id={`${fieldId}-sign`}
        title={t('notes.signTitle')}
        text={t('notes.signText')}
        confirmLabel={t('notes.signConfirm')}
        onConfirm={() => void signNow()}
        pending={sign.isPending}
      />
    </Box>
  );
}

/** A signed note: its text as signed, when, its addenda, and (when `addable`) the way to add one. */
function SignedNote({ sessionId, note, notes, addable }: { sessionId: number; note: SessionNote; notes: SessionNote[]; addable: boolean }) {
  const { t, i18n } = useTranslation('counsellors');
  const { t: tc } = useTranslation();
  const [adding, setAdding] = useState(false);
  const addenda = notes.filter((n) => n.parent_id === note.id);
  const draftOpen = addenda.some((n) => !n.signed_at);
  return (
    <Box component="li" sx={{ mb: 2, pl: note.parent_id === null ? 0 : 2, borderLeft: note.parent_id === null ? 0 : 3, borderColor: 'divider' }}>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.text}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('notes.signedAt', { when: formatMoment(note.signed_at ?? note.created_at, i18n.resolvedLanguage ?? 'en') })}
      </Typography>
      {note.parent_id === null && (
        <Box sx={{ mt: 1, pl: 2 }}>
          <Thread sessionId={sessionId} parentId={note.id} notes={notes} offerNew={adding} addable={addable} onSigned={() => setAdding(false)} />
          {addable && !adding && !draftOpen && (
            <Button size="small" onClick={() => setAdding(true)} aria-label={t('notes.addAddendumTo', { when: formatMoment(note.signed_at ?? note.created_at, i18n.resolvedLanguage ?? 'en') })}>
              {t('notes.addAddendum')}
            </Button>
          )}
          {addenda.length === 0 && adding && (
            <Button size="small" onClick={() => setAdding(false)}>
              {tc('actions.cancel')}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}

/**
 * The notes of one level (a session's own notes, or one signed note's addenda), in the order written, and the editor
 * of a new one while there is no draft. A new note keeps its editor (its React key) when it comes back in the list, so
 * nothing typed meanwhile is lost.
 */
function Thread({
  sessionId,
  parentId,
  notes,
  offerNew,
  addable,
  onSigned,
}: {
  sessionId: number;
  parentId: number | null;
  notes: SessionNote[];
  offerNew: boolean;
  /** Whether addenda may be written (on the caller's own session). */
  addable: boolean;
  onSigned?: () => void;
}) {
  const [fresh, setFresh] = useState<{ key: number; id: number | null }>({ key: 0, id: null });
  const own = notes.filter((n) => (n.parent_id ?? null) === parentId);
  const listed = fresh.id !== null && own.some((n) => n.id === fresh.id);
  const freshShown = !listed && (fresh.id !== null || (offerNew && !own.some((n) => !n.signed_at)));
  const keyOf = (n: SessionNote) => (n.id === fresh.id ? `fresh-${fresh.key}` : `note-${n.id}`);
  const signed = () => {
    setFresh((f) => ({ key: f.key + 1, id: null }));
    onSigned?.();
  };
  if (own.length === 0 && !freshShown) return null;
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {own.map((n) =>
        n.signed_at ? (
          <SignedNote key={keyOf(n)} sessionId={sessionId} note={n} notes={notes} addable={addable} />
        ) : (
          <NoteDraft key={keyOf(n)} sessionId={sessionId} parentId={parentId} note={n} onSigned={signed} />
        ),
      )}
      {freshShown && (
        <NoteDraft
          key={`fresh-${fresh.key}`}
          sessionId={sessionId}
          parentId={parentId}
          onCreated={(id) => setFresh((f) => ({ ...f, id }))}
          onSigned={signed}
        />
      )}
    </Box>
  );
}

/**
 * The counsellor's private notes on one of their sessions: only they read them (sealed where they are kept; no admin,
 * e-mail or export shows them). A draft saves itself; once signed it never changes, and later thoughts are addenda.
 * On a session that is not theirs (notes handed to them from a counsellor who left), `handedOver`: they read the notes
 * and finish the drafts, and write no new note there.
 */
export function SessionNotes({ sessionId, handedOver = false }: { sessionId: number; handedOver?: boolean }) {
  const { t } = useTranslation('counsellors');
  const notes = useSessionNotes(sessionId);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="session-notes" sx={{ p: 2, mt: 3 }}>
      <Typography id="session-notes" variant="h2" sx={{ fontSize: '1.2rem', mb: 0.5 }}>
        {t('notes.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {handedOver ? t('handedOver.private') : t('notes.private')}
      </Typography>
      {notes.isPending ? (
        <Box aria-busy="true" aria-label={t('notes.loading')}>
          <Skeleton variant="rounded" height={120} />
        </Box>
      ) : notes.isError ? (
        <ErrorState onRetry={() => void notes.refetch()} />
      ) : (
        <Thread sessionId={sessionId} parentId={null} notes={notes.data.items} offerNew={!handedOver} addable={!handedOver} />
      )}
    </Paper>
  );
}
