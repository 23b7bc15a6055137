import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

type Height = number | Readonly<Record<'xs' | 'md', number>>;

/**
 * Where a card's chart goes, kept at the chart's `height` while there is no chart to draw: an error
 * (`ErrorState`) or, when `empty`, a calm note on a muted ground. Nothing below the card moves when
 * the chart comes or goes.
 */
export function ChartPlace({ height, empty = false, children }: { height: Height; empty?: boolean; children: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: height,
        display: 'grid',
        alignContent: 'center',
        ...(empty && { justifyItems: 'center', gap: 2, textAlign: 'center', borderRadius: 1, bgcolor: 'action.hover', p: 2 }),
      }}
    >
      {children}
    </Box>
  );
}
