import { useTheme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Line, type ChartData, type ChartOptions } from '@/lib/chart';
import { lineChartBase, lineSeries } from '@/lib/chart-style';
import { formatNumber } from '@/lib/format';
import type { RegistrationPoint } from './registration-series';

/**
 * The line of new subscribers per month (`@/lib/chart` registers only the line chart's parts). The canvas is an
 * image whose text alternative is the table after it; counts are whole people, so the axis has whole-number ticks.
 */
export default function RegistrationChart({ points, describedBy }: { points: readonly RegistrationPoint[]; describedBy: string }) {
  const { t, i18n } = useTranslation('dashboard');
  const language = i18n.resolvedLanguage ?? 'en';
  const theme = useTheme();
  const data: ChartData<'line', number[], string> = {
    labels: points.map((p) => p.label),
    datasets: [lineSeries({ label: t('admin.count'), data: points.map((p) => p.count), color: theme.palette.primary.main, tension: 0.3 })],
  };
  const options: ChartOptions<'line'> = {
    ...lineChartBase(language),
    scales: {
      x: { title: { display: true, text: t('admin.month') } },
      y: {
        min: 0,
        suggestedMax: 5,
        title: { display: true, text: t('admin.count') },
        ticks: { precision: 0, callback: (v) => formatNumber(Number(v), language) },
      },
    },
    plugins: {
      tooltip: {
        callbacks: {
          title: (items) => points[items[0]?.dataIndex ?? -1]?.fullLabel ?? '',
          label: (item) => `${t('admin.count')}: ${formatNumber(item.parsed.y ?? 0, language)}`,
        },
      },
    },
  };
  return (
    <Box sx={{ position: 'relative', height: { xs: 240, md: 300 } }}>
      <Line data={data} options={options} role="img" aria-label={t('admin.usersChartLabel')} aria-describedby={describedBy} />
    </Box>
  );
}
