import { useEffect, useId, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AddIcon, DeleteIcon } from '@/components/ui/icons';
import { formatNumber } from '@/lib/format';
import { OPTIONS_MAX, OPTIONS_MIN } from './validation';

type Props = {
  value: string[];
  onChange: (options: string[]) => void;
  /** The focus left the group (not just one option for the next). */
  onLeave: () => void;
  /** The client's or the server's text for the options as a whole. */
  error?: string | undefined;
};

/**
 * The choices of a multiple-choice question: one text field each, 2 to 10 of them. A new field takes the focus;
 * removing one moves it to its neighbour, so a keyboard user never lands on the page's start.
 */
export function OptionsEditor({ value, onChange, onLeave, error }: Props) {
  const { t, i18n } = useTranslation('self-care-admin');
  const language = i18n.resolvedLanguage ?? 'en';
  const id = useId();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  /** The field to focus once the list has changed length (after an add or a remove). */
  const focusIndex = useRef<number | null>(null);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  useEffect(() => {
    if (focusIndex.current === null) return;
    inputs.current[Math.min(focusIndex.current, value.length - 1)]?.focus();
    focusIndex.current = null;
  }, [value.length]);

  const set = (index: number, text: string) => onChange(value.map((o, i) => (i === index ? text : o)));
  const remove = (index: number) => {
    onChange(value.filter((_, i) => i !== index));
    focusIndex.current = index;
  };
  const add = () => {
    onChange([...value, '']);
    focusIndex.current = value.length;
  };

  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, mt: 2 }}
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onLeave();
      }}
    >
      <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
        {t('form.options')}
      </Typography>
      <Typography id={hintId} variant="body2" color="text.secondary">
        {t('form.optionsHint')}
      </Typography>
      {value.map((option, index) => {
        const n = formatNumber(index + 1, language);
        return (
          <Box key={index} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <TextField
              label={t('form.option', { n })}
              value={option}
              onChange={(event) => set(index, event.target.value)}
              error={Boolean(error)}
              slotProps={{ htmlInput: { 'aria-describedby': error ? errorId : undefined } }}
              fullWidth
              margin="dense"
              size="small"
              inputRef={(el: HTMLInputElement | null) => {
                inputs.current[index] = el;
              }}
            />
            {value.length > OPTIONS_MIN && (
              <IconButton aria-label={t('form.removeOption', { n })} onClick={() => remove(index)}>
                <DeleteIcon />
              </IconButton>
            )}
          </Box>
        );
      })}
      {error && (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      )}
      <Button startIcon={<AddIcon />} onClick={add} disabled={value.length >= OPTIONS_MAX} sx={{ mt: 1 }}>
        {t('form.addOption')}
      </Button>
    </Box>
  );
}
