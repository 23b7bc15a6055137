import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { CHECK_IN_CODES } from '../api/instrument-code';
import { TREND_CARD_SX, TREND_CARD_TITLE_SX, TREND_CHART_HEIGHT, TRENDS_GRID_SX, TRENDS_TITLE_SX } from './trend-layout';

/**
 * What the check-in trends (a chunk of their own) look like while they load: the same heading, cards and
 * chart heights, so the page below them does not move when they arrive.
 */
export function CheckInTrendsSkeleton({ label }: { label: string }) {
  return (
    <Box role="status" aria-busy="true" aria-label={label}>
      <Typography variant="h2" component="div" sx={TRENDS_TITLE_SX}>
        <Skeleton width="40%" />
      </Typography>
      <Box sx={TRENDS_GRID_SX}>
        {CHECK_IN_CODES.map((code) => (
          <Paper key={code} variant="outlined" sx={TREND_CARD_SX}>
            <Typography variant="h3" component="div" sx={TREND_CARD_TITLE_SX}>
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
