import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '@/components/ui/form-select-field';
import { FormTextField } from '@/components/ui/form-text-field';
import type { AdminQuestionResponse, QuestionRequest } from '@/lib/api/types';
import { toast } from '@/lib/toast';
import { featureMessages, useForm } from '@/lib/use-form';
import { useServerErrorHandler } from '@/lib/use-server-errors';
import { oneLine } from '@/lib/validation';
import { useAddQuestion } from '../api/add-question';
import { useUpdateQuestion } from '../api/update-question';
import { OptionsEditor } from './options-editor';
import { filledOptions, QUESTION_TYPES, validateQuestion, type QuestionValidationKey, type QuestionValues } from './validation';

type Props = { open: boolean; question?: AdminQuestionResponse | undefined; onClose: () => void };

/**
 * 'Add question' (no `question`) or 'Edit question'. The type of an asked question is shown but cannot change
 * (its answers were given to that type). Like the category dialog, the form mounts afresh each time it opens.
 */
export function QuestionDialog({ open, question, onClose }: Props) {
  const titleId = question ? 'edit-question-title' : 'add-question-title';
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <QuestionForm key={question?.id ?? 'new'} question={question} onClose={onClose} titleId={titleId} />
    </Dialog>
  );
}

function QuestionForm({ question, onClose, titleId }: Omit<Props, 'open'> & { titleId: string }) {
  const { t } = useTranslation('self-care-admin');
  const { t: tc } = useTranslation();
  const handleError = useServerErrorHandler();
  const form = useForm<QuestionValues, QuestionValidationKey>(
    {
      title: question?.title ?? '',
      title_bn: question?.title_bn ?? '',
      question_type: question?.question_type ?? '',
      mcq_options: question?.question_type === 'mcq' ? question.mcq_options : ['', ''],
    },
    validateQuestion,
  );
  // The options are one answer: their rule is shown once the focus has left the whole group (or on submit), not while the first one is typed.
  const [optionsLeft, setOptionsLeft] = useState(false);
  const add = useAddQuestion();
  const update = useUpdateQuestion();
  const pending = add.isPending || update.isPending;

  const { message, textField } = featureMessages(form, (key) => t(`validation.${key}`));

  const submit = form.handleSubmit((values) => {
    const body: QuestionRequest = {
      title: oneLine(values.title),
      title_bn: oneLine(values.title_bn),
      question_type: values.question_type,
      mcq_options: values.question_type === 'mcq' ? filledOptions(values.mcq_options) : [],
    };
    const options = {
      onSuccess: (result: { message: string }) => {
        toast.success(result.message);
        onClose();
      },
      onError: (error: unknown) => void handleError(error, form.setServerErrors),
    };
    if (question) update.mutate({ params: { path: { id: question.id } }, body }, options);
    else add.mutate({ body }, options);
  });
  const onSubmit = (event: FormEvent) => {
    setOptionsLeft(true);
    submit(event);
  };

  const type = form.control('question_type');
  const options = form.control('mcq_options');
  return (
    <form noValidate onSubmit={onSubmit}>
      <DialogTitle id={titleId}>{question ? t('form.editTitle') : t('form.addTitle')}</DialogTitle>
      <DialogContent>
        <FormTextField {...textField('title')} label={t('form.title')} required autoFocus slotProps={{ htmlInput: { lang: 'en' } }} />
        <FormTextField {...textField('title_bn')} label={t('form.titleBn')} required slotProps={{ htmlInput: { lang: 'bn' } }} />
        <FormSelectField
          control={type}
          label={t('form.type')}
          required
          disabled={Boolean(question)}
          message={message('question_type')}
          helperText={question ? t('form.typeFixed') : undefined}
        >
          {QUESTION_TYPES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`types.${value}`)}
            </MenuItem>
          ))}
        </FormSelectField>
        {type.value === 'mcq' && (
          <OptionsEditor
            value={options.value}
            onChange={options.onChange}
            onLeave={() => {
              setOptionsLeft(true);
              options.onBlur();
            }}
            error={optionsLeft ? message('mcq_options') : form.serverErrors.mcq_options}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{tc('actions.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={pending}>
          {question ? t('form.save') : t('form.add')}
        </Button>
      </DialogActions>
    </form>
  );
}
