import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CheckIn, Instrument } from '@/lib/api/types';
import { formatNumber } from '@/lib/format';
import { useServerErrorHandler } from '@/lib/use-server-errors';
import type { CheckInCode } from '../api/instrument-code';
import { tooSoonUntil, useTakeCheckIn } from '../api/take-check-in';
import { formatMoment } from '@/lib/service-day';
import { ItemField } from './item-field';

type Props = {
  instrument: Instrument;
  code: CheckInCode;
  onScored: (result: CheckIn) => void;
  onBack: () => void;
};

/**
 * One instrument's questions: its instructions, each item as a radio group of the four answers, and a submit that is
 * enabled once every item has an answer. A refusal as too soon (409) says, kindly, from when it may be taken again.
 */
export function CheckInForm({ instrument, code, onScored, onBack }: Props) {
  const { t, i18n } = useTranslation('check-ins');
  const language = i18n.resolvedLanguage ?? 'en';
  const handleError = useServerErrorHandler();
  const take = useTakeCheckIn();
  const [answers, setAnswers] = useState<(number | null)[]>(() => instrument.items.map(() => null));
  const [refusedUntil, setRefusedUntil] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const total = instrument.items.length;
  const answered = answers.filter((a) => a !== null).length;
  const until = refusedUntil ?? instrument.next_available_at ?? null;
  const ready = answered === total && !until && !take.isPending;
  const titleId = `check-in-${code}-title`;
  const hintId = `check-in-${code}-hint`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    take.mutate(
      { params: { path: { code } }, body: { answers: answers.map((a) => a ?? 0) } },
      {
        onSuccess: onScored,
        onError: (error) => {
          const next = tooSoonUntil(error);
          if (next) setRefusedUntil(next);
          else handleError(error);
        },
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby={titleId}>
      <Typography variant="h2" id={titleId} ref={headingRef} tabIndex={-1} sx={{ fontSize: '1.35rem', fontWeight: 700, mb: 1, outline: 'none' }}>
        {instrument.title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{instrument.instructions}</Typography>
      {instrument.awaiting_review && (
        <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
          {t('review')}
        </Alert>
      )}
      {until && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('tooSoon', { date: formatMoment(until, language) })}
        </Alert>
      )}
      {instrument.items.map((text, index) => (
        <ItemField
          key={index}
          id={`${code}-${index + 1}`}
          number={index + 1}
          text={text}
          options={instrument.options}
          value={answers[index] ?? null}
          onChange={(value) => setAnswers((current) => current.map((a, i) => (i === index ? value : a)))}
          disabled={take.isPending || Boolean(until)}
        />
      ))}
      <Typography id={hintId} color="text.secondary" sx={{ mt: 2 }}>
        {t('form.progress', { answered: formatNumber(answered, language), total: formatNumber(total, language) })}
        {answered < total && !until ? ` ${t('form.allNeeded', { total: formatNumber(total, language) })}` : ''}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 2 }}>
        <Button type="submit" variant="contained" disabled={!ready} aria-describedby={hintId}>
          {take.isPending ? t('form.submitting') : t('form.submit')}
        </Button>
        <Button variant="text" onClick={onBack}>
          {t('form.back')}
        </Button>
      </Box>
    </Box>
  );
}
