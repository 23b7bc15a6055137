import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { components } from '@/lib/api/schema.gen';
import type { Question } from './validation';

type Answer = components['schemas']['AnswerResponse'];

/**
 * A day's answers, read-only: each question with its answer, or 'N/A' when it has none. An answered
 * question reads as it was worded then (the server keeps that wording), so a later rewording does not
 * relabel it.
 */
export function AnswersView({ questions, answers }: { questions: readonly Question[]; answers: readonly Answer[] }) {
  const { t } = useTranslation('self-care');
  const { t: tc } = useTranslation();
  const byQuestion = new Map(answers.map((a) => [a.question_id, a]));
  // The questions asked now, then any answered that day and retired since.
  const rows = [
    ...questions.map((q) => ({ id: q.id, title: byQuestion.get(q.id)?.question || q.title, answer: byQuestion.get(q.id)?.answer.trim() })),
    ...answers.filter((a) => !questions.some((q) => q.id === a.question_id)).map((a) => ({ id: a.question_id, title: a.question, answer: a.answer.trim() })),
  ];
  return (
    <>
      {answers.length === 0 && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('notAnswered')}
        </Typography>
      )}
      <Box component="dl" sx={{ m: 0 }}>
        {rows.map(({ id, title, answer }) => (
          <Box key={id} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {title}
            </Typography>
            <Typography component="dd" sx={{ m: 0, mt: 0.5, whiteSpace: 'pre-wrap', color: answer ? 'text.primary' : 'text.secondary' }}>
              {answer || tc('na')}
            </Typography>
          </Box>
        ))}
      </Box>
    </>
  );
}
