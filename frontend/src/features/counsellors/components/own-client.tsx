import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '@/components/ui/paged-table';
import type { TrendPoint } from '@/components/ui/trend-chart';
import { ErrorState, PageSkeleton } from '@/components/ui/states';
import { paths } from '@/config/paths';
import type { components } from '@/lib/api/schema.gen';
import { formatNumber } from '@/lib/format';
import { formatDay, formatMomentDay } from '@/lib/service-day';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CLIENT_CHECK_INS_PER_PAGE, CLIENT_SESSIONS_PER_PAGE, useClientCheckIns, useClientSafetyPlan, useClientSessions, useOwnClient } from '../api/clients';
import { BackLink, NotTheirs, ReadFailed, isNotTheirs, parsePathId } from './own-page-parts';

type Plan = components['schemas']['SafetyPlanBody'];
type CheckIn = components['schemas']['CheckInResponse'];

// Chart.js is its own chunk, fetched only when there is something to draw.
const TrendChart = lazy(() => import('@/components/ui/trend-chart'));

/** The instruments a trend is drawn for, with each one's highest score (3 × its items). */
const TREND_INSTRUMENTS = [
  { code: 'phq9', max: 27 },
  { code: 'gad7', max: 21 },
] as const;
const CLIENT_TREND_HEIGHT = { xs: 180, md: 220 } as const;

/** The safety plan's sections, in the order of the client's own plan page. */
const PLAN_SECTIONS = ['warning_signs', 'coping_strategies', 'distractions', 'people', 'professionals', 'environment', 'reasons_for_living'] as const;

/**
 * /counsellor/clients/:id (COUNSELLOR): one of the counsellor's clients: their name, their sessions with this
 * counsellor, and, only while the client shares them, their check-ins and safety plan (each read is in the client's
 * access log). Someone who is not the counsellor's client (404) reads as "not among your clients".
 */
export function OwnClient({ id: rawId }: { id: string | undefined }) {
  const { t } = useTranslation('counsellors');
  useDocumentTitle(t('client.pageTitle'));
  const id = parsePathId(rawId);
  const client = useOwnClient(id);
  if (id === null || (client.isError && isNotTheirs(client.error))) return <NotTheirs title={t('client.notYours')} body={t('client.notYoursBody')} />;
  if (client.isError) return <ReadFailed onRetry={() => void client.refetch()} />;
  if (client.isPending) return <PageSkeleton />;
  const { name, shares } = client.data;
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 960 }}>
      <BackLink />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.2rem' }, color: 'primary.dark', mb: 2, overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      <ClientSessions id={id} />
      <Paper variant="outlined" component="section" aria-labelledby="client-shared" sx={{ p: 2, mt: 3 }}>
        <Typography id="client-shared" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
          {t('client.sharedTitle', { name })}
        </Typography>
        {shares ? (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t('client.sharedNote', { name })}
            </Typography>
            <ClientCheckIns id={id} />
            <ClientPlan id={id} />
          </>
        ) : (
          <Typography color="text.secondary">{t('client.notShared', { name })}</Typography>
        )}
      </Paper>
    </Box>
  );
}

function ClientSessions({ id }: { id: number }) {
  const { t, i18n } = useTranslation('counsellors');
  const language = i18n.resolvedLanguage ?? 'en';
  const [page, setPage] = useState(1);
  const sessions = useClientSessions(id, page);
  return (
    <Box component="section" aria-labelledby="client-sessions">
      <Typography id="client-sessions" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        {t('client.sessionsTitle')}
      </Typography>
      <PagedTable
        query={sessions}
        label={t('client.sessionsTitle')}
        columns={[t('session.date'), t('session.time'), t('session.status')]}
        numbered={false}
        emptyTitle={t('client.noSessions')}
        perPage={CLIENT_SESSIONS_PER_PAGE}
        onPage={setPage}
        rowKey={(s) => s.id}
        cells={(s) => (
          <>
            <TableCell>
              <Link component={RouterLink} to={paths.counsellor.session.to(s.id)}>
                {formatDay(s.date, language)}
              </Link>
            </TableCell>
            <TableCell>{s.time}</TableCell>
            <TableCell>{s.appointment_status === 'cancelled' ? t('sessions.cancelled') : t('session.planned')}</TableCell>
          </>
        )}
      />
    </Box>
  );
}

function ClientCheckIns({ id }: { id: number }) {
  const { t, i18n } = useTranslation('counsellors');
  const { t: tci } = useTranslation('check-ins');
  const language = i18n.resolvedLanguage ?? 'en';
  const [page, setPage] = useState(1);
  const checkIns = useClientCheckIns(id, page, true);
  return (
    <Box component="section" aria-labelledby="client-check-ins" sx={{ mb: 3 }}>
      <Typography id="client-check-ins" variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1 }}>
        {t('client.checkInsTitle')}
      </Typography>
      {checkIns.data && <ClientTrends items={checkIns.data.items} />}
      <PagedTable
        query={checkIns}
        label={t('client.checkInsTitle')}
        tableProps={{ id: 'client-check-ins-table' }}
        columns={[t('client.checkInDay'), t('client.checkInName'), t('client.checkInScore'), t('client.checkInBand')]}
        numbered={false}
        emptyTitle={t('client.noCheckIns')}
        scrollFocus
        perPage={CLIENT_CHECK_INS_PER_PAGE}
        onPage={setPage}
        rowKey={(c) => c.id}
        cells={(c) => (
          <>
            <TableCell>{formatMomentDay(c.taken_at, language)}</TableCell>
            <TableCell>{tci(`names.${c.code as 'phq9' | 'gad7'}`)}</TableCell>
            <TableCell>{formatNumber(c.score, language)}</TableCell>
            <TableCell>{tci(`bands.${c.band as 'minimal' | 'mild' | 'moderate' | 'moderately_severe' | 'severe'}`)}</TableCell>
          </>
        )}
      />
    </Box>
  );
}

/**
 * One line of scores per instrument, oldest first, drawn from the check-ins on the page shown; the table below holds
 * the same figures, and is the charts' text alternative.
 */
function ClientTrends({ items }: { items: readonly CheckIn[] }) {
  const { t, i18n } = useTranslation('counsellors');
  const { t: tci } = useTranslation('check-ins');
  const language = i18n.resolvedLanguage ?? 'en';
  const bandLabel = (band: string) => tci(`bands.${band as 'minimal'}`, { defaultValue: band });
  const trends = TREND_INSTRUMENTS.map(({ code, max }) => ({
    code,
    max,
    points: items
      .filter((c) => c.code === code)
      .reverse()
      .map((c): TrendPoint => ({ id: c.id, label: formatMomentDay(c.taken_at, language, true), score: c.score, band: c.band })),
  })).filter((trend) => trend.points.length > 0);
  if (trends.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, mb: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
      {trends.map(({ code, max, points }) => {
        const name = tci(`names.${code}`);
        return (
          <Box key={code} sx={{ minWidth: 0 }}>
            <Typography variant="h4" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
              {name}
            </Typography>
            <Suspense fallback={<Skeleton variant="rounded" sx={{ height: CLIENT_TREND_HEIGHT }} />}>
              <TrendChart
                points={points}
                max={max}
                label={t('client.trendLabel', { name })}
                describedBy="client-check-ins-table"
                scoreLabel={t('client.checkInScore')}
                bandLabel={bandLabel}
                height={CLIENT_TREND_HEIGHT}
              />
            </Suspense>
          </Box>
        );
      })}
    </Box>
  );
}

function ClientPlan({ id }: { id: number }) {
  const { t, i18n } = useTranslation('counsellors');
  const { t: ts } = useTranslation('safety');
  const language = i18n.resolvedLanguage ?? 'en';
  const plan = useClientSafetyPlan(id, true);
  return (
    <Box component="section" aria-labelledby="client-plan">
      <Typography id="client-plan" variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1 }}>
        {t('client.planTitle')}
      </Typography>
      {plan.isError ? (
        <ErrorState onRetry={() => void plan.refetch()} />
      ) : plan.isPending ? (
        <Skeleton variant="rounded" height={120} aria-label={t('client.loading')} />
      ) : !plan.data.updated_at ? (
        <Typography color="text.secondary">{t('client.noPlan')}</Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('client.planSaved', { day: formatMomentDay(plan.data.updated_at, language) })}
          </Typography>
          {PLAN_SECTIONS.map((section) => (
            <PlanPart key={section} title={ts(`plan.sections.${section}.title`)} entries={entriesOf(plan.data.plan, section)} empty={t('client.planEmpty')} />
          ))}
        </>
      )}
    </Box>
  );
}

const entriesOf = (plan: Plan, section: (typeof PLAN_SECTIONS)[number]): string[] =>
  section === 'people' ? plan.people.map((p) => (p.phone ? `${p.name}: ${p.phone}` : p.name)) : plan[section];

function PlanPart({ title, entries, empty }: { title: string; entries: string[]; empty: string }) {
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
      {entries.length ? (
        <Box component="ul" sx={{ mt: 0.5, mb: 0, pl: 3 }}>
          {entries.map((entry, i) => (
            <li key={i}>
              <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{entry}</Typography>
            </li>
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary">{empty}</Typography>
      )}
    </Box>
  );
}
