import { useTheme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Line, type ChartData, type ChartOptions } from '@/lib/chart';
import { lineChartBase, lineSeries } from '@/lib/chart-style';
import { formatNumber } from '@/lib/format';
import { useBandLabel } from './bands';
import { TREND_CHART_HEIGHT } from './trend-layout';

export type TrendPoint = { id: number; label: string; score: number; band: string };

type Props = { points: readonly TrendPoint[]; max: number | undefined; label: string; describedBy: string };

/** Scores over time, oldest first. The canvas is an image whose text alternative is the table beside it. */
export default function TrendChart({ points, max, label, describedBy }: Props) {
  const { t, i18n } = useTranslation('check-ins');
  const language = i18n.resolvedLanguage ?? 'en';
  const theme = useTheme();
  const bandLabel = useBandLabel();
  const data: ChartData<'line', number[], string> = {
    labels: points.map((p) => p.label),
    datasets: [lineSeries({ label: t('trend.score'), data: points.map((p) => p.score), color: theme.palette.primary.main, tension: 0.2 })],
  };
  // The page's own fonts: the canvas has no Bangla glyphs of its own.
  const font = { family: theme.typography.fontFamily };
  const options: ChartOptions<'line'> = {
    ...lineChartBase(language),
    scales: {
      x: { ticks: { font } },
      y: {
        min: 0,
        max,
        // Every maximum is 3 × the items, so steps of 3 end exactly on it.
        ticks: { stepSize: 3, font, callback: (v) => formatNumber(Number(v), language) },
        title: { display: true, text: t('trend.score'), font },
      },
    },
    plugins: { tooltip: { titleFont: font, bodyFont: font, callbacks: { label: (item) => `${t('trend.score')}: ${formatNumber(item.parsed.y ?? 0, language)} (${bandLabel(points[item.dataIndex]?.band ?? '')})` } } },
  };
  return (
    <Box sx={{ position: 'relative', height: TREND_CHART_HEIGHT }}>
      <Line data={data} options={options} role="img" aria-label={label} aria-describedby={describedBy} />
    </Box>
  );
}
