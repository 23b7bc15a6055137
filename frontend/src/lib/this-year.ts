import { useSyncExternalStore } from 'react';

/** The year the app was built (vite.config.ts `define`): the year a prerendered page shows. */
declare const __MON_BUILD_YEAR__: number;

const unchanging = () => () => undefined;
const currentYear = () => new Date().getFullYear();
const buildYear = () => __MON_BUILD_YEAR__;

/**
 * This year. A prerendered page was drawn at build time, so the app takes it over with the build's
 * year (no mismatch) and then shows this year's if it has changed since.
 */
export function useThisYear(): number {
  return useSyncExternalStore(unchanging, currentYear, buildYear);
}
