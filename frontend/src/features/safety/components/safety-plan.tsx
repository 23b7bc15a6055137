import { useCallback, useMemo, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LockIcon, PrintIcon } from '@/components/ui/icons';
import { ErrorState } from '@/components/ui/states';
import type { SafetyPlanResponse } from '@/lib/api/types';
import { toApiError } from '@/lib/api/errors';
import { inServiceZone } from '@/lib/service-day';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useForm } from '@/lib/use-form';
import { useServerErrorHandler } from '@/lib/use-server-errors';
import { useSafetyPlan } from '../api/get-safety-plan';
import { useSaveSafetyPlan } from '../api/save-safety-plan';
import { ListEditor, PeopleEditor } from './plan-editors';
import { PlanPrint } from './plan-print';
import { isListSection, PLAN_SECTIONS, planBody, planValues, validatePlan, type ListSection, type PlanSection, type PlanValues, type SafetyValidationKey } from './validation';

const headingSx = { fontSize: { xs: '1.8rem', md: '2.2rem' }, color: 'primary.dark', mb: 1 } as const;

/** On paper: only the plan. The app bar, menus, floating buttons and the form's controls are left out. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        '.MuiAppBar-root, .MuiDrawer-root, .MuiDrawer-docked, .MuiFab-root, .skip-link': { display: 'none !important' },
        body: { background: '#fff !important' },
      },
    }}
  />
);

/** A saved time for people: `24 Nov 2026, 10:00`, in Dhaka as the service counts time. */
const savedAt = (iso: string, language: string) => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return inServiceZone(language === 'bn' ? 'bn-BD' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
};

/**
 * /safety-plan (SUBSCRIBER): the person's own safety plan, seven sections of short lists, saved whole. The form
 * checks what the server checks (at most 20 entries of at most 500 characters; a person needs a name, a number must
 * be dialable) with the server's words, and shows the server's own errors on their section. A print button gives
 * a clean paper copy.
 */
export function SafetyPlan() {
  const { t } = useTranslation('safety');
  const { t: tc } = useTranslation();
  useDocumentTitle(t('plan.title'));
  const plan = useSafetyPlan();

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 860, '@media print': { p: 0, maxWidth: 'none' } }}>
      {printStyles}
      <Box sx={{ displayPrint: 'none' }}>
        <Typography variant="h1" sx={headingSx}>
          {t('plan.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1, maxWidth: 680 }}>
          {t('plan.intro')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 2 }}>
          <LockIcon fontSize="inherit" aria-hidden="true" />
          {t('plan.private')}
        </Typography>
      </Box>
      {plan.isPending && <PlanSkeleton />}
      {plan.isError && <ErrorState message={toApiError(plan.error, tc('errors.loadFailed')).message} onRetry={() => void plan.refetch()} />}
      {plan.data && <PlanForm saved={plan.data} />}
    </Box>
  );
}

function PlanForm({ saved }: { saved: SafetyPlanResponse }) {
  const { t, i18n } = useTranslation('safety');
  const language = i18n.resolvedLanguage ?? 'en';
  const handleError = useServerErrorHandler();
  const save = useSaveSafetyPlan();
  const form = useForm<PlanValues, SafetyValidationKey>(planValues(saved.plan), validatePlan);
  // A section's rules show once the focus has left it, or on save, not while its first entry is being written.
  const [left, setLeft] = useState<ReadonlySet<PlanSection>>(new Set());
  const [tried, setTried] = useState(false);
  const checked = (section: PlanSection) => tried || left.has(section);
  const { setValue } = form;
  const setList = useCallback((section: ListSection, value: string[]) => setValue(section, value), [setValue]);
  const setPeople = useCallback((value: PlanValues['people']) => setValue('people', value), [setValue]);
  const onLeave = useMemo(
    () => Object.fromEntries(PLAN_SECTIONS.map((section) => [section, () => setLeft((sections) => (sections.has(section) ? sections : new Set(sections).add(section)))])) as Record<PlanSection, () => void>,
    [],
  );
  const savedLine = saved.updated_at ? t('plan.lastSaved', { time: savedAt(saved.updated_at, language) }) : t('plan.notSaved');

  /** The section's texts: the client's rules once the section was left (or on save), else the server's. */
  const errorsOf = (section: PlanSection): string[] => {
    const keys = checked(section) ? form.errorFor(section) : undefined;
    if (keys?.length) return keys.map((key) => t(`validation.${key}`));
    const server = form.serverErrors[section];
    return server ? [server] : [];
  };

  const submit = form.handleSubmit((values) => {
    save.mutate(
      { body: planBody(values) },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          form.reset(planValues(result.plan));
          setLeft(new Set());
          setTried(false);
        },
        onError: (error) => void handleError(error, form.setServerErrors),
      },
    );
  });
  const onSubmit = (event: FormEvent) => {
    setTried(true);
    submit(event);
  };

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 3, displayPrint: 'none' }}>
        <Typography role="status" sx={{ fontWeight: 600 }}>
          {savedLine}
        </Typography>
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()} sx={{ ml: { sm: 'auto' } }}>
          {t('plan.print')}
        </Button>
      </Box>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2, displayPrint: 'none' }}>
        {PLAN_SECTIONS.map((section, index) => {
          const common = {
            step: section === 'reasons_for_living' ? undefined : index + 1,
            onLeave: onLeave[section],
            errors: errorsOf(section),
            checked: checked(section),
          };
          return isListSection(section) ? (
            <ListEditor key={section} section={section} value={form.values[section]} onChange={setList} {...common} />
          ) : (
            <PeopleEditor key={section} value={form.values.people} onChange={setPeople} {...common} />
          );
        })}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" size="large" disabled={save.isPending}>
            {t('plan.save')}
          </Button>
        </Box>
      </Box>
      <PlanPrint values={form.values} savedLine={savedLine} />
    </>
  );
}

function PlanSkeleton() {
  const { t } = useTranslation();
  return (
    <Box aria-busy="true" sx={{ display: 'grid', gap: 2 }}>
      <span className="visually-hidden" role="status">
        {t('loading')}
      </span>
      {Array.from({ length: 3 }, (_, i) => (
        <Paper key={i} variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Skeleton variant="text" sx={{ width: '40%', fontSize: '1.25rem' }} />
          <Skeleton variant="text" sx={{ width: '80%' }} />
          <Skeleton variant="rounded" height={40} sx={{ mt: 1 }} />
        </Paper>
      ))}
    </Box>
  );
}
