import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { Question } from './validation';

type Props = {
  question: Question;
  value: string;
  /** The message to show (client rule or server text), already translated. */
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
  disabled?: boolean;
};

/** One question's input: its title is the label (a fieldset legend for the options of an mcq). */
export function QuestionField({ question, value, error, onChange, onBlur, disabled }: Props) {
  const { t } = useTranslation('self-care');
  const id = `question-${question.id}`;
  const helperId = `${id}-helper`;

  if (question.question_type === 'mcq') {
    const legendId = `${id}-legend`;
    return (
      <FormControl component="fieldset" error={Boolean(error)} disabled={disabled} sx={{ display: 'block', my: 2 }}>
        <FormLabel component="legend" id={legendId} sx={{ color: 'text.primary', fontWeight: 600, mb: 0.5 }}>
          {question.title}
        </FormLabel>
        <RadioGroup
          name={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-labelledby={legendId}
          aria-describedby={error ? helperId : undefined}
          aria-required="true"
          row
        >
          {question.mcq_options.map((option) => (
            <FormControlLabel key={option} value={option} control={<Radio />} label={option} />
          ))}
        </RadioGroup>
        {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
      </FormControl>
    );
  }

  const isNumber = question.question_type === 'number';
  return (
    <TextField
      id={id}
      name={id}
      label={question.title}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? (isNumber ? t('hoursHint') : undefined)}
      type={isNumber ? 'number' : 'text'}
      multiline={!isNumber}
      minRows={isNumber ? undefined : 3}
      fullWidth
      margin="normal"
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: isNumber ? { min: 0, max: 24, step: 0.5, inputMode: 'decimal', 'aria-required': true } : { 'aria-required': true },
      }}
    />
  );
}
