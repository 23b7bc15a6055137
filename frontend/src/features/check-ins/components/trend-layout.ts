// The check-in trends' layout, shared by the section and its loading shape (check-in-trends-skeleton.tsx),
// so the shape the page keeps while the trends load is the one they arrive in.

/** A trend chart's height: its card keeps it while loading or empty, so nothing below the card moves. */
export const TREND_CHART_HEIGHT = { xs: 200, md: 240 } as const;

export const TRENDS_TITLE_SX = { fontSize: '1.25rem', fontWeight: 700, mb: 1.5 } as const;
export const TRENDS_GRID_SX = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } } as const;
export const TREND_CARD_SX = { p: { xs: 2, md: 3 }, minWidth: 0 } as const;
export const TREND_CARD_TITLE_SX = { fontSize: '1.1rem', fontWeight: 700 } as const;
