import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { toApiError } from '@/lib/api/errors';
import { formatDay, isIsoDay, serviceToday } from '@/lib/service-day';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAnswersByDate } from '../api/get-answers';
import { useQuestions } from '../api/list-questions';
import { AnswerForm } from './answer-form';
import { AnswersView } from './answers-view';

type DateError = 'dateRequired' | 'dateInFuture';

const dateError = (date: string, today: string): DateError | undefined =>
  !isIsoDay(date) ? 'dateRequired' : date > today ? 'dateInFuture' : undefined;

/**
 * Self-care (spec sections 2 and 4): a date picker capped at today (in Dhaka, as the server counts
 * days). Today without answers: the questions as a form. A past day, or today once answered: the
 * answers read-only, 'N/A' where a question has none.
 */
export function SelfCare() {
  const { t } = useTranslation('self-care');
  useDocumentTitle(t('title'));
  const [today] = useState(() => serviceToday());
  const [date, setDate] = useState(today);
  const error = dateError(date, today);

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 860 }}>
      <ScreenHeading title={t('title')} intro={t('intro')} introSx={{ mb: 3, maxWidth: 640 }} />
      <TextField
        id="self-care-date"
        type="date"
        label={t('date')}
        value={date}
        onChange={(event) => setDate(event.target.value)}
        error={Boolean(error)}
        helperText={error ? t(`validation.${error}`) : t('dateHint')}
        sx={{ mb: 3, minWidth: 240 }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
      />
      {!error && <DayAnswers date={date} today={today} />}
    </Box>
  );
}

function DayAnswers({ date, today }: { date: string; today: string }) {
  const { t, i18n } = useTranslation('self-care');
  const { t: tc } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const questions = useQuestions();
  const answers = useAnswersByDate(date, true);

  if (questions.isError || answers.isError) {
    const failure = questions.error ?? answers.error;
    return (
      <ErrorState
        message={toApiError(failure, tc('errors.loadFailed')).message}
        onRetry={() => {
          if (questions.isError) void questions.refetch();
          if (answers.isError) void answers.refetch();
        }}
      />
    );
  }
  if (questions.isPending || answers.isPending) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} aria-busy="true">
        <span className="visually-hidden" role="status">
          {tc('loading')}
        </span>
        {Array.from({ length: 3 }, (_, i) => (
          <Box key={i} sx={{ mb: 2 }}>
            <Skeleton variant="text" sx={{ width: '70%' }} />
            <Skeleton variant="rounded" height={48} />
          </Box>
        ))}
      </Paper>
    );
  }
  if (questions.data.length === 0) return <EmptyState title={t('noQuestions')} />;

  const editable = date === today && answers.data.answers.length === 0;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      {editable ? (
        <AnswerForm key={today} questions={questions.data} today={today} />
      ) : (
        <section aria-labelledby="self-care-answers-title">
          <Typography variant="h2" id="self-care-answers-title" sx={{ fontSize: '1.35rem', fontWeight: 700, mb: 1 }}>
            {t('answersFor', { date: formatDay(date, language) })}
          </Typography>
          <AnswersView questions={questions.data} answers={answers.data.answers} />
        </section>
      )}
    </Paper>
  );
}
