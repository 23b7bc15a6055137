import { lazy, Suspense } from 'react';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/states';
import type { MonthCountResponse } from '@/lib/api/types';
import { formatNumber } from '@/lib/format';
import { registrationSeries } from './registration-series';

// Chart.js is its own chunk, fetched only when the admin's dashboard has figures to draw.
const RegistrationChart = lazy(() => import('./registration-chart'));

type Props = { months: readonly MonthCountResponse[] | undefined; isPending: boolean; isError: boolean; onRetry: () => void };

/** 'Users Count': new subscribers per month for the last 12 months, as a line chart and the same figures as a (visually hidden) table. */
export function UsersCountCard({ months, isPending, isError, onRetry }: Props) {
  const { t, i18n } = useTranslation('dashboard');
  const { t: tc } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const points = months ? registrationSeries(months, language) : [];
  const tableId = 'users-count-table';
  return (
    <Paper variant="outlined" component="section" aria-labelledby="users-count-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h2" id="users-count-title" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 2 }}>
        {t('admin.usersCount')}
      </Typography>
      {isError && <ErrorState onRetry={onRetry} />}
      {isPending && <Skeleton variant="rounded" height={260} aria-label={tc('loading')} />}
      {months && (
        <>
          <Suspense fallback={<Skeleton variant="rounded" height={260} />}>
            <RegistrationChart points={points} describedBy={tableId} />
          </Suspense>
          <table id={tableId} className="visually-hidden">
            <caption>{t('admin.usersCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.month')}</th>
                <th scope="col">{t('admin.count')}</th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.key}>
                  <th scope="row">{p.fullLabel}</th>
                  <td>{formatNumber(p.count, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Paper>
  );
}
