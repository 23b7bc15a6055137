import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { AddIcon, ArrowDownIcon, ArrowUpIcon } from '@/components/ui/icons';
import { EmptyState, ErrorState } from '@/components/ui/states';
import type { AdminQuestionResponse } from '@/lib/api/types';
import { formatNumber } from '@/lib/format';
import { useConfirmation } from '@/lib/use-confirmation';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRefocus } from '@/lib/use-refocus';
import { useServerErrorHandler } from '@/lib/use-server-errors';
import { useAdminQuestions } from '../api/list-questions';
import { useReorderQuestions } from '../api/reorder-questions';
import { useRetireQuestion } from '../api/retire-question';
import { QuestionDialog } from './question-dialog';
import { isQuestionType } from './validation';

type Question = AdminQuestionResponse;
/** The buttons that take the focus back after a change moved or removed the one pressed. */
type FocusTarget = `${number}:${'up' | 'down' | 'edit'}`;

const headingSx = { fontSize: { xs: '1.8rem', md: '2.2rem' }, color: 'primary.dark', mb: 1 } as const;
const listSx = { listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 } as const;

/**
 * The admin's self-care questions: the asked ones in order (move up or down, edit, retire after a confirmation; the
 * sleep question stays), then the retired ones (ask again). Each change answers with the server's message.
 */
export function QuestionAdmin() {
  const { t, i18n } = useTranslation('self-care-admin');
  useDocumentTitle(t('title'));
  const language = i18n.resolvedLanguage ?? 'en';
  const handleError = useServerErrorHandler();
  const questions = useAdminQuestions();
  const reorder = useReorderQuestions();
  const retire = useRetireQuestion();
  const [editing, setEditing] = useState<Question | 'new' | null>(null);
  const retirement = useConfirmation<Question>();
  const [announcement, setAnnouncement] = useState('');
  const data = questions.data;
  // After the list changed, the focus goes to the first of the wanted buttons that is there and enabled.
  const { buttonRef, focusLater } = useRefocus<FocusTarget>(data);
  const asked = data?.filter((q) => !q.retired) ?? [];
  const retired = data?.filter((q) => q.retired) ?? [];

  /** A question's name in buttons and messages: its title in the page's language. */
  const nameOf = (q: Question) => (language === 'bn' ? q.title_bn : q.title);
  const typeLabel = (q: Question) => (isQuestionType(q.question_type) ? t(`types.${q.question_type}`) : q.question_type);

  const move = (index: number, by: -1 | 1) => {
    const moved = asked[index];
    const other = asked[index + by];
    if (!moved || !other || reorder.isPending) return;
    const ids = asked.map((q) => (q.id === moved.id ? other.id : q.id === other.id ? moved.id : q.id));
    reorder.mutate(
      { body: { ids } },
      {
        onSuccess: (list) => {
          const position = list.filter((q) => !q.retired).findIndex((q) => q.id === moved.id) + 1;
          setAnnouncement(t('moved', { title: nameOf(moved), position: formatNumber(position, language) }));
          focusLater(by < 0 ? [`${moved.id}:up`, `${moved.id}:down`] : [`${moved.id}:down`, `${moved.id}:up`]);
        },
        onError: (error) => void handleError(error),
      },
    );
  };

  const setRetired = (question: Question, value: boolean) => {
    retire.mutate(
      { params: { path: { id: question.id } }, body: { retired: value } },
      retirement.settle(() => {
        // A retired question's buttons are gone; an asked-again one is back in the list.
        if (!value) focusLater([`${question.id}:edit`]);
      }),
    );
  };

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 960 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Box sx={{ maxWidth: 640 }}>
          <Typography variant="h1" sx={headingSx}>
            {t('title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('intro')}
          </Typography>
        </Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          {t('add')}
        </Button>
      </Box>
      <span className="visually-hidden" role="status">
        {announcement}
      </span>

      {questions.isPending && <ListSkeleton />}
      {questions.isError && <ErrorState onRetry={() => void questions.refetch()} />}
      {data && (
        <>
          <Typography variant="h2" sx={{ fontSize: '1.3rem', fontWeight: 700, mb: 1.5 }}>
            {t('askedTitle')}
          </Typography>
          {asked.length === 0 ? (
            <EmptyState title={t('empty')} body={t('emptyBody')} />
          ) : (
            <Box component="ol" role="list" aria-label={t('listLabel')} sx={listSx}>
              {asked.map((q, index) => {
                const sleepHintId = `question-${q.id}-sleep`;
                return (
                  <Paper component="li" key={q.id} variant="outlined" sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                    <Typography
                      aria-hidden="true"
                      sx={{ minWidth: 32, height: 32, borderRadius: '50%', bgcolor: 'primary.main', color: 'primary.contrastText', display: 'grid', placeItems: 'center', fontWeight: 700 }}
                    >
                      {formatNumber(index + 1, language)}
                    </Typography>
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <QuestionText question={q} typeLabel={typeLabel(q)} />
                      {q.is_sleep && (
                        <Typography id={sleepHintId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                          {t('sleepKept')}
                        </Typography>
                      )}
                      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1 }}>
                        <IconButton
                          ref={buttonRef(`${q.id}:up`)}
                          aria-label={t('moveUp', { title: nameOf(q) })}
                          disabled={index === 0}
                          onClick={() => move(index, -1)}
                          size="small"
                        >
                          <ArrowUpIcon fontSize="small" />
                        </IconButton>
                        <IconButton
                          ref={buttonRef(`${q.id}:down`)}
                          aria-label={t('moveDown', { title: nameOf(q) })}
                          disabled={index === asked.length - 1}
                          onClick={() => move(index, 1)}
                          size="small"
                        >
                          <ArrowDownIcon fontSize="small" />
                        </IconButton>
                        <Button ref={buttonRef(`${q.id}:edit`)} size="small" onClick={() => setEditing(q)} aria-label={t('editNamed', { title: nameOf(q) })}>
                          {t('edit')}
                        </Button>
                        <Button
                          size="small"
                          color="error"
                          disabled={q.is_sleep}
                          onClick={() => retirement.ask(q)}
                          aria-label={t('retireNamed', { title: nameOf(q) })}
                          aria-describedby={q.is_sleep ? sleepHintId : undefined}
                        >
                          {t('retire')}
                        </Button>
                      </Box>
                    </Box>
                  </Paper>
                );
              })}
            </Box>
          )}

          <Typography variant="h2" sx={{ fontSize: '1.3rem', fontWeight: 700, mt: 4, mb: 1.5 }}>
            {t('retiredTitle')}
          </Typography>
          {retired.length === 0 ? (
            <Typography color="text.secondary">{t('retiredEmpty')}</Typography>
          ) : (
            <Box component="ul" role="list" aria-label={t('retiredLabel')} sx={listSx}>
              {retired.map((q) => (
                <Paper component="li" key={q.id} variant="outlined" sx={{ p: 2, bgcolor: 'action.hover' }}>
                  <QuestionText question={q} typeLabel={typeLabel(q)} />
                  <Button
                    size="small"
                    variant="outlined"
                    sx={{ mt: 1 }}
                    disabled={retire.isPending}
                    onClick={() => setRetired(q, false)}
                    aria-label={t('askAgainNamed', { title: nameOf(q) })}
                  >
                    {t('askAgain')}
                  </Button>
                </Paper>
              ))}
            </Box>
          )}
        </>
      )}

      <QuestionDialog open={editing !== null} question={editing === 'new' || editing === null ? undefined : editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={retirement.target !== null}
        onClose={retirement.close}
        id="retire-question"
        title={t('retireTitle')}
        name={retirement.target ? nameOf(retirement.target) : ''}
        text={t('retireText')}
        confirmLabel={t('retire')}
        onConfirm={() => retirement.target && setRetired(retirement.target, true)}
        pending={retire.isPending}
      />
    </Box>
  );
}

/** Both titles, the type, the sleep mark and the options of a question. */
function QuestionText({ question: q, typeLabel }: { question: Question; typeLabel: string }) {
  const { t } = useTranslation('self-care-admin');
  return (
    <>
      <Typography sx={{ fontWeight: 600 }} lang="en">
        {q.title}
      </Typography>
      <Typography color="text.secondary" lang="bn">
        {q.title_bn}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Chip size="small" label={typeLabel} />
        {q.is_sleep && <Chip size="small" color="secondary" variant="outlined" label={t('sleepChip')} />}
      </Box>
      {q.question_type === 'mcq' && q.mcq_options.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('options', { list: q.mcq_options.join(' · ') })}
        </Typography>
      )}
    </>
  );
}

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <Box aria-busy="true" sx={{ display: 'grid', gap: 1.5 }}>
      <span className="visually-hidden" role="status">
        {t('loading')}
      </span>
      {Array.from({ length: 3 }, (_, i) => (
        <Paper key={i} variant="outlined" sx={{ p: 2 }}>
          <Skeleton variant="text" sx={{ width: '70%' }} />
          <Skeleton variant="text" sx={{ width: '50%' }} />
          <Skeleton variant="rounded" width={120} height={24} sx={{ mt: 1 }} />
        </Paper>
      ))}
    </Box>
  );
}
