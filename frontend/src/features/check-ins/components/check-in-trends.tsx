import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChartPlace } from '@/components/ui/chart-place';
import { ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { useInstruments } from '../api/get-instruments';
import { CHECK_IN_CODES, type CheckInCode } from '../api/instrument-code';
import { useCheckInHistory } from '../api/list-check-ins';
import { maxScore, useBandLabel } from './bands';
import { formatMomentDay } from '@/lib/service-day';
import type { TrendPoint } from '@/components/ui/trend-chart';
import { TREND_CARD_SX, TREND_CARD_TITLE_SX, TREND_CHART_HEIGHT, TRENDS_GRID_SX, TRENDS_TITLE_SX } from './trend-layout';

// Chart.js is its own chunk, fetched only when there is something to draw.
const TrendChart = lazy(() => import('@/components/ui/trend-chart'));

/**
 * The caller's newest check-ins of each instrument: a line of scores over time with the same figures in a
 * (visually hidden) table, or a kind word when there are none yet. `linkToCheckIns` adds a way to take one (the dashboard).
 */
export default function CheckInTrends({ linkToCheckIns = false }: { linkToCheckIns?: boolean }) {
  const { t } = useTranslation('check-ins');
  const instruments = useInstruments();
  return (
    <Box component="section" aria-labelledby="check-in-trends-title">
      <Typography variant="h2" id="check-in-trends-title" sx={TRENDS_TITLE_SX}>
        {t('trend.title')}
      </Typography>
      <Box sx={TRENDS_GRID_SX}>
        {CHECK_IN_CODES.map((code) => {
          const instrument = instruments.data?.[code];
          return <TrendCard key={code} code={code} max={instrument ? maxScore(instrument) : undefined} linkToCheckIns={linkToCheckIns} />;
        })}
      </Box>
    </Box>
  );
}

function TrendCard({ code, max, linkToCheckIns }: { code: CheckInCode; max: number | undefined; linkToCheckIns: boolean }) {
  const { t, i18n } = useTranslation('check-ins');
  const { t: tc } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const bandLabel = useBandLabel();
  const history = useCheckInHistory(code);
  const name = t(`names.${code}`);
  const titleId = `check-in-trend-${code}-title`;
  const tableId = `check-in-trend-${code}-table`;
  const items = history.data?.items ?? [];
  const points: TrendPoint[] = [...items].reverse().map((c) => ({ id: c.id, label: formatMomentDay(c.taken_at, language, true), score: c.score, band: c.band }));
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={TREND_CARD_SX}>
      <Typography variant="h3" id={titleId} sx={TREND_CARD_TITLE_SX}>
        {name}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(`topics.${code}`)}
      </Typography>
      {history.isError && (
        <ChartPlace height={TREND_CHART_HEIGHT}>
          <ErrorState onRetry={() => void history.refetch()} />
        </ChartPlace>
      )}
      {history.isPending && <Skeleton variant="rounded" sx={{ height: TREND_CHART_HEIGHT }} aria-label={tc('loading')} />}
      {history.isSuccess && items.length === 0 && (
        <ChartPlace height={TREND_CHART_HEIGHT} empty>
          <Typography color="text.secondary">{t('trend.empty', { name })}</Typography>
          {linkToCheckIns && (
            <Button component={RouterLink} to={paths.checkIns.path} variant="outlined">
              {t('trend.take')}
            </Button>
          )}
        </ChartPlace>
      )}
      {items.length > 0 && (
        <>
          <Suspense fallback={<Skeleton variant="rounded" sx={{ height: TREND_CHART_HEIGHT }} />}>
            <TrendChart
              points={points}
              max={max}
              label={t('trend.chartLabel', { name })}
              describedBy={tableId}
              scoreLabel={t('trend.score')}
              bandLabel={bandLabel}
              height={TREND_CHART_HEIGHT}
            />
          </Suspense>
          <table id={tableId} className="visually-hidden">
            <caption>{t('trend.caption', { name })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('trend.date')}</th>
                <th scope="col">{t('trend.score')}</th>
                <th scope="col">{t('trend.level')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((c) => (
                <tr key={c.id}>
                  <th scope="row">{formatMomentDay(c.taken_at, language)}</th>
                  <td>{formatNumber(c.score, language)}</td>
                  <td>{bandLabel(c.band)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Paper>
  );
}
