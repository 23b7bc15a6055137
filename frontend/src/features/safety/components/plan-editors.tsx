import { memo } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { DeleteIcon, PhoneIcon } from '@/components/ui/icons';
import type { PlanContactBody } from '@/lib/api/types';
import { formatNumber } from '@/lib/format';
import { PlanSectionCard, useRowFocus } from './plan-section';
import { telHref } from './tel';
import { cleanPerson, entryTooLong, personProblems, PLAN_ITEMS_MAX, type ListSection } from './validation';

/** `checked`: the section's rules are shown (it was left, or saving was tried), so the rows that break them are marked. */
type Common = { step?: number | undefined; onLeave: () => void; errors: readonly string[]; checked: boolean };

/**
 * Typing in one section re-renders only that section (slow phones): the other props are stable, and the errors are
 * compared by their texts.
 */
function sameProps<P extends Common>(a: P, b: P): boolean {
  const keys = Object.keys(a) as (keyof P)[];
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => (key === 'errors' ? a.errors.join('\n') === b.errors.join('\n') : Object.is(a[key], b[key])))
  );
}

/** A section that is a list of texts: one field per entry, added and removed one at a time. */
export const ListEditor = memo(function ListEditor({
  section,
  value,
  onChange,
  checked,
  ...rest
}: Common & { section: ListSection; value: string[]; onChange: (section: ListSection, value: string[]) => void }) {
  const { t, i18n } = useTranslation('safety');
  const language = i18n.resolvedLanguage ?? 'en';
  const focus = useRowFocus(value.length);
  const add = () => {
    if (value.length >= PLAN_ITEMS_MAX) return;
    onChange(section, [...value, '']);
    focus.focusAfterChange(value.length);
  };
  const remove = (index: number) => {
    onChange(section, value.filter((_, i) => i !== index));
    focus.focusAfterChange(index);
  };
  return (
    <PlanSectionCard section={section} count={value.length} onAdd={add} addButtonRef={focus.addButton} {...rest}>
      {(errorId) =>
        value.map((entry, index) => {
          const label = t(`plan.sections.${section}.item`, { n: formatNumber(index + 1, language) });
          return (
            <Box key={index} sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
              <TextField
                label={label}
                value={entry}
                onChange={(event) => onChange(section, value.map((e, i) => (i === index ? event.target.value : e)))}
                error={checked && entryTooLong(entry)}
                multiline
                fullWidth
                margin="dense"
                size="small"
                inputRef={focus.fieldRef(index)}
                slotProps={{ htmlInput: { 'aria-describedby': errorId } }}
              />
              <IconButton aria-label={t('plan.remove', { item: label })} onClick={() => remove(index)} sx={{ mt: 1 }}>
                <DeleteIcon />
              </IconButton>
            </Box>
          );
        })
      }
    </PlanSectionCard>
  );
}, sameProps);

/** "People I can ask for help": a name and an optional number each; a number that can be dialled gets a call link. */
export const PeopleEditor = memo(function PeopleEditor({
  value,
  onChange,
  checked,
  ...rest
}: Common & { value: PlanContactBody[]; onChange: (value: PlanContactBody[]) => void }) {
  const { t, i18n } = useTranslation('safety');
  const language = i18n.resolvedLanguage ?? 'en';
  const focus = useRowFocus(value.length);
  const set = (index: number, change: Partial<PlanContactBody>) => onChange(value.map((p, i) => (i === index ? { ...p, ...change } : p)));
  const add = () => {
    if (value.length >= PLAN_ITEMS_MAX) return;
    onChange([...value, { name: '', phone: '' }]);
    focus.focusAfterChange(value.length);
  };
  const remove = (index: number) => {
    onChange(value.filter((_, i) => i !== index));
    focus.focusAfterChange(index);
  };
  return (
    <PlanSectionCard section="people" count={value.length} onAdd={add} addButtonRef={focus.addButton} {...rest}>
      {(errorId) =>
        value.map((person, index) => {
          const n = formatNumber(index + 1, language);
          const problems = personProblems(person);
          const clean = cleanPerson(person);
          const callable = clean.name && clean.phone && !problems.phone;
          return (
            <Box
              key={index}
              role="group"
              aria-label={t('plan.person', { n })}
              sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, py: 0.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
            >
              <Box sx={{ flex: 1, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '3fr 2fr' }, columnGap: 1 }}>
                <TextField
                  label={t('plan.personName', { n })}
                  value={person.name}
                  onChange={(event) => set(index, { name: event.target.value })}
                  error={checked && problems.name}
                  margin="dense"
                  size="small"
                  inputRef={focus.fieldRef(index)}
                  slotProps={{ htmlInput: { 'aria-describedby': errorId, autoComplete: 'off' } }}
                />
                <TextField
                  label={t('plan.personPhone', { n })}
                  value={person.phone}
                  onChange={(event) => set(index, { phone: event.target.value })}
                  error={checked && problems.phone}
                  type="tel"
                  margin="dense"
                  size="small"
                  slotProps={{ htmlInput: { 'aria-describedby': errorId, autoComplete: 'off', inputMode: 'tel' } }}
                />
              </Box>
              {callable && (
                <IconButton component="a" href={telHref(clean.phone)} aria-label={t('panel.call', { name: clean.name, phone: clean.phone })} sx={{ mt: 1, color: 'primary.main' }}>
                  <PhoneIcon />
                </IconButton>
              )}
              <IconButton aria-label={t('plan.removePerson', { n })} onClick={() => remove(index)} sx={{ mt: 1 }}>
                <DeleteIcon />
              </IconButton>
            </Box>
          );
        })
      }
    </PlanSectionCard>
  );
}, sameProps);
