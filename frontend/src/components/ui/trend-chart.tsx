import { useTheme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Line, type ChartData, type ChartOptions } from '@/lib/chart';
import { lineChartBase, lineSeries } from '@/lib/chart-style';
import { formatNumber } from '@/lib/format';

/** One score on the line: its day's label, the score, and the band (level) it falls in. */
export type TrendPoint = { id: number; label: string; score: number; band: string };

type Props = {
  points: readonly TrendPoint[];
  /** The scale's top (the instrument's highest score); unknown, the chart fits its points. */
  max: number | undefined;
  /** The chart's accessible name. */
  label: string;
  /** The id of the table that holds the same figures: the canvas's text alternative. */
  describedBy: string;
  /** The axis's and tooltip's word for a score. */
  scoreLabel: string;
  bandLabel: (band: string) => string;
  height: number | Readonly<Record<string, number>>;
};

/**
 * Check-in scores over time, oldest first: the person's own trends and, while they share them, their
 * counsellor's view. The canvas is an image whose text alternative is the table beside it.
 */
export default function TrendChart({ points, max, label, describedBy, scoreLabel, bandLabel, height }: Props) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const theme = useTheme();
  const data: ChartData<'line', number[], string> = {
    labels: points.map((p) => p.label),
    datasets: [lineSeries({ label: scoreLabel, data: points.map((p) => p.score), color: theme.palette.primary.main, tension: 0.2 })],
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
        title: { display: true, text: scoreLabel, font },
      },
    },
    plugins: {
      tooltip: {
        titleFont: font,
        bodyFont: font,
        callbacks: { label: (item) => `${scoreLabel}: ${formatNumber(item.parsed.y ?? 0, language)} (${bandLabel(points[item.dataIndex]?.band ?? '')})` },
      },
    },
  };
  return (
    <Box sx={{ position: 'relative', height }}>
      <Line data={data} options={options} role="img" aria-label={label} aria-describedby={describedBy} />
    </Box>
  );
}
