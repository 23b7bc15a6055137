import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { useForm } from '@/lib/use-form';
import { useServerErrorHandler } from '@/lib/use-server-errors';
import { useSubmitAnswers } from '../api/submit-answers';
import { QuestionField } from './question-field';
import { fieldName, validateAnswers, type AnswerErrorKey, type Answers, type Question } from './validation';

const emptyAnswers = (questions: readonly Question[]): Answers => Object.fromEntries(questions.map((q) => [fieldName(q), '']));

/** Today's questions, editable: every answer is checked, then all are sent at once. */
export function AnswerForm({ questions, today }: { questions: readonly Question[]; today: string }) {
  const { t } = useTranslation('self-care');
  const handleError = useServerErrorHandler();
  const submit = useSubmitAnswers(today, new Map(questions.map((q) => [q.id, q.title])));
  const form = useForm<Answers, AnswerErrorKey>(emptyAnswers(questions), (values) => validateAnswers(questions, values));

  const onValid = (values: Answers) => {
    const body = questions.map((q) => ({ id: q.id, answer: (values[fieldName(q)] ?? '').trim() }));
    submit.mutate(
      { body },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          form.reset();
        },
        onError: (error) => void handleError(error, form.setServerErrors),
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(onValid)} aria-labelledby="self-care-form-title">
      <Typography variant="h2" id="self-care-form-title" sx={{ fontSize: '1.35rem', fontWeight: 700, mb: 0.5 }}>
        {t('todayQuestions')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('allRequired')}
      </Typography>
      {questions.map((question) => {
        const control = form.control(fieldName(question));
        const key = control.errorKeys?.[0];
        return (
          <QuestionField
            key={question.id}
            question={question}
            value={typeof control.value === 'string' ? control.value : ''}
            error={key ? t(`validation.${key}`) : control.serverError}
            onChange={(value) => form.setValue(fieldName(question), value)}
            onBlur={control.onBlur}
            disabled={submit.isPending}
          />
        );
      })}
      <Button type="submit" variant="contained" disabled={submit.isPending} sx={{ mt: 2 }}>
        {submit.isPending ? t('saving') : t('submit')}
      </Button>
    </Box>
  );
}
