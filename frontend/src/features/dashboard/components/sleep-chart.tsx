import { useTheme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Line, type ChartData, type ChartOptions } from '@/lib/chart';
import { lineChartBase, lineSeries } from '@/lib/chart-style';
import { formatNumber } from '@/lib/format';
import { SLEEP_CHART_HEIGHT, type SleepPoint } from './sleep-series';

/** The line of hours per weekday; a day without an answer is a gap. The canvas is an image whose text alternative is the table beside it. */
export default function SleepChart({ points, describedBy }: { points: readonly SleepPoint[]; describedBy: string }) {
  const { t, i18n } = useTranslation('dashboard');
  const language = i18n.resolvedLanguage ?? 'en';
  const theme = useTheme();
  const data: ChartData<'line', (number | null)[], string> = {
    labels: points.map((p) => p.label),
    datasets: [
      {
        ...lineSeries({ label: t('subscriber.sleep.hours'), data: points.map((p) => p.hours), color: theme.palette.primary.main, tension: 0.3 }),
        spanGaps: false,
      },
    ],
  };
  const options: ChartOptions<'line'> = {
    ...lineChartBase(language),
    scales: {
      y: { min: 0, suggestedMax: 10, title: { display: true, text: t('subscriber.sleep.hours') }, ticks: { callback: (v) => formatNumber(Number(v), language) } },
    },
    plugins: { tooltip: { callbacks: { label: (item) => `${t('subscriber.sleep.hours')}: ${formatNumber(item.parsed.y ?? 0, language)}` } } },
  };
  return (
    <Box sx={{ position: 'relative', height: SLEEP_CHART_HEIGHT }}>
      <Line data={data} options={options} role="img" aria-label={t('subscriber.sleep.chartLabel')} aria-describedby={describedBy} />
    </Box>
  );
}
