import { useEffect, useId, useRef, type ReactNode, type Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AddIcon } from '@/components/ui/icons';
import { formatNumber } from '@/lib/format';
import { PLAN_ITEMS_MAX, type PlanSection } from './validation';

type Props = {
  section: PlanSection;
  /** The Stanley–Brown step (1 to 6); none for the reasons for living. */
  step?: number | undefined;
  /** How many rows the section has now (blank ones included). */
  count: number;
  onAdd: () => void;
  addButtonRef?: Ref<HTMLButtonElement> | undefined;
  /** The focus left the section (not just one field for the next). */
  onLeave: () => void;
  /** The client's or the server's texts for the section, one per line. */
  errors: readonly string[];
  /** The rows; each gets the id of the section's error text to point at. */
  children: (errorId: string | undefined) => ReactNode;
};

/**
 * One section of the safety plan: its title and explanation, its rows, the section's errors and an add button
 * (up to 20 rows). The rows are a group named by the title and described by the explanation and the errors.
 */
export function PlanSectionCard({ section, step, count, onAdd, addButtonRef, onLeave, errors, children }: Props) {
  const { t, i18n } = useTranslation('safety');
  const language = i18n.resolvedLanguage ?? 'en';
  const id = useId();
  const titleId = `${id}-title`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const fullId = `${id}-full`;
  const full = count >= PLAN_ITEMS_MAX;
  const describedBy = [hintId, errors.length ? errorId : null, full ? fullId : null].filter(Boolean).join(' ');
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, md: 3 }, breakInside: 'avoid' }}>
      {step !== undefined && (
        <Typography variant="overline" color="primary" sx={{ fontWeight: 700, lineHeight: 1.5 }}>
          {t('plan.step', { n: formatNumber(step, language) })}
        </Typography>
      )}
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
        {t(`plan.sections.${section}.title`)}
      </Typography>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t(`plan.sections.${section}.hint`)}
      </Typography>
      <Box
        role="group"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) onLeave();
        }}
      >
        {children(errors.length ? errorId : undefined)}
        {errors.length > 0 && (
          <FormHelperText id={errorId} error sx={{ fontSize: '0.875rem' }}>
            {errors.map((message) => (
              <span key={message} style={{ display: 'block' }}>
                {message}
              </span>
            ))}
          </FormHelperText>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          <Button ref={addButtonRef} startIcon={<AddIcon />} onClick={onAdd} disabled={full}>
            {t(`plan.sections.${section}.add`)}
          </Button>
          {full && (
            <Typography id={fullId} variant="body2" color="text.secondary">
              {t('plan.full')}
            </Typography>
          )}
        </Box>
      </Box>
    </Paper>
  );
}

/**
 * Where the focus goes after a row was added or removed: the new row's first field, or the neighbour of the removed
 * one (the section's add button when none is left), so a keyboard user never lands at the page's start.
 */
export function useRowFocus(length: number) {
  const fields = useRef<(HTMLElement | null)[]>([]);
  const addButton = useRef<HTMLButtonElement | null>(null);
  const focusIndex = useRef<number | null>(null);
  useEffect(() => {
    if (focusIndex.current === null) return;
    const target = length === 0 ? addButton.current : fields.current[Math.min(focusIndex.current, length - 1)];
    target?.focus();
    focusIndex.current = null;
  }, [length]);
  return {
    fieldRef: (index: number) => (element: HTMLElement | null) => {
      fields.current[index] = element;
    },
    /** Call with the index to focus once the rows have changed. */
    focusAfterChange: (index: number) => {
      focusIndex.current = index;
    },
    addButton,
  };
}
