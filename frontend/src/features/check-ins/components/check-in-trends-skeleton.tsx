import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { CHECK_IN_CODES } from '../api/instrument-code';
import { TREND_CHART_HEIGHT } from './trend-chart-height';

/**
 * What the check-in trends (a chunk of their own) look like while they load: the same heading, cards and
 * chart heights, so the page below them does not move when they arrive.
 */
export function CheckInTrendsSkeleton({ label }: { label: string }) {
  return (
    <Box role="status" aria-busy="true" aria-label={label}>
      <Typography variant="h2" component="div" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 1.5 }}>
        <Skeleton width="40%" />
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
        {CHECK_IN_CODES.map((code) => (
          <Paper key={code} variant="outlined" sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
            <Typography variant="h3" component="div" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
              <Skeleton width="30%" />
            </Typography>
            <Typography component="div" sx={{ mb: 2 }}>
              <Skeleton />
            </Typography>
            <Skeleton variant="rounded" sx={{ height: TREND_CHART_HEIGHT }} />
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
