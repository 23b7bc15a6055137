import { lazy, Suspense } from 'react';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ChartPlace } from '@/components/ui/chart-place';
import { ErrorState } from '@/components/ui/states';
import { formatNumber } from '@/lib/format';
import { formatDay, serviceToday, weekdayName } from '@/lib/service-day';
import { SLEEP_CHART_HEIGHT, hasSleepData, sleepSeries } from './sleep-series';

// Chart.js is its own chunk, fetched only when there is something to draw.
const SleepChart = lazy(() => import('./sleep-chart'));

type Props = { sleep: Record<string, number[]> | undefined; isPending: boolean; isError: boolean; onRetry: () => void };

/** 'Sleep Hours' of the last 7 days: a line chart, and the same figures as a (visually hidden) table. */
export function SleepCard({ sleep, isPending, isError, onRetry }: Props) {
  const { t, i18n } = useTranslation('dashboard');
  const { t: tc } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const points = sleep ? sleepSeries(sleep, serviceToday(), language) : [];
  const tableId = 'sleep-hours-table';
  return (
    <Paper variant="outlined" component="section" aria-labelledby="sleep-hours-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h2" id="sleep-hours-title" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 2 }}>
        {t('subscriber.sleep.title')}
      </Typography>
      {isError && (
        <ChartPlace height={SLEEP_CHART_HEIGHT}>
          <ErrorState onRetry={onRetry} />
        </ChartPlace>
      )}
      {isPending && <Skeleton variant="rounded" sx={{ height: SLEEP_CHART_HEIGHT }} aria-label={tc('loading')} />}
      {sleep && !hasSleepData(points) && (
        <ChartPlace height={SLEEP_CHART_HEIGHT} empty>
          <Typography color="text.secondary">{t('subscriber.sleep.empty')}</Typography>
        </ChartPlace>
      )}
      {sleep && hasSleepData(points) && (
        <>
          <Suspense fallback={<Skeleton variant="rounded" sx={{ height: SLEEP_CHART_HEIGHT }} />}>
            <SleepChart points={points} describedBy={tableId} />
          </Suspense>
          <table id={tableId} className="visually-hidden">
            <caption>{t('subscriber.sleep.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('subscriber.sleep.day')}</th>
                <th scope="col">{t('subscriber.sleep.hours')}</th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.date}>
                  <th scope="row">{`${weekdayName(p.date, language, 'long')}, ${formatDay(p.date, language)}`}</th>
                  <td>{p.hours === null ? tc('na') : formatNumber(p.hours, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Paper>
  );
}
