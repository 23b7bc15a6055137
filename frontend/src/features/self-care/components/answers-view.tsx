import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { components } from '@/lib/api/schema.gen';
import type { Question } from './validation';

type Answer = components['schemas']['AnswerResponse'];

/** A day's answers, read-only: each question with its answer, or 'N/A' when it has none. */
export function AnswersView({ questions, answers }: { questions: readonly Question[]; answers: readonly Answer[] }) {
  const { t } = useTranslation('self-care');
  const { t: tc } = useTranslation();
  const byQuestion = new Map(answers.map((a) => [a.question_id, a.answer]));
  return (
    <>
      {answers.length === 0 && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('notAnswered')}
        </Typography>
      )}
      <Box component="dl" sx={{ m: 0 }}>
        {questions.map((question) => {
          const answer = byQuestion.get(question.id)?.trim();
          return (
            <Box key={question.id} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
              <Typography component="dt" sx={{ fontWeight: 600 }}>
                {question.title}
              </Typography>
              <Typography component="dd" sx={{ m: 0, mt: 0.5, whiteSpace: 'pre-wrap', color: answer ? 'text.primary' : 'text.secondary' }}>
                {answer || tc('na')}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </>
  );
}
