/** A trend chart's height: its card keeps it while loading or empty, so nothing below the card moves. */
export const TREND_CHART_HEIGHT = { xs: 200, md: 240 } as const;
