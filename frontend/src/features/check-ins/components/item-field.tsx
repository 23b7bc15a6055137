import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from 'react-i18next';
import type { Instrument } from '@/lib/api/types';
import { formatNumber } from '@/lib/format';

type Props = {
  /** `phq9-3`: unique on the page. */
  id: string;
  /** 1-based, as the questionnaire numbers its items. */
  number: number;
  text: string;
  options: Instrument['options'];
  value: number | null;
  onChange: (value: number) => void;
  disabled?: boolean;
};

/** One item: a fieldset whose legend is the numbered question, and a radio for each of the four answers (0–3). */
export function ItemField({ id, number, text, options, value, onChange, disabled }: Props) {
  const { t, i18n } = useTranslation('check-ins');
  const language = i18n.resolvedLanguage ?? 'en';
  const legendId = `${id}-legend`;
  return (
    <FormControl component="fieldset" disabled={disabled} sx={{ display: 'block', py: 2, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
      <FormLabel component="legend" id={legendId} sx={{ color: 'text.primary', fontWeight: 600, mb: 1, '&.Mui-focused': { color: 'text.primary' } }}>
        {t('form.legend', { number: formatNumber(number, language), text })}
      </FormLabel>
      <RadioGroup
        name={id}
        value={value === null ? '' : String(value)}
        onChange={(event) => onChange(Number(event.target.value))}
        aria-labelledby={legendId}
        aria-required="true"
        sx={{ flexDirection: { xs: 'column', md: 'row' }, columnGap: 2 }}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={String(option.value)}
            control={<Radio />}
            label={option.label}
            // A generous touch target on small screens.
            sx={{ minHeight: 44, mr: { md: 2 } }}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
