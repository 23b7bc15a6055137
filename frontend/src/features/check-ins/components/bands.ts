import { useTranslation } from 'react-i18next';
import type { Instrument } from '@/lib/api/types';

/** The bands the server scores into (`Band` in crates/domain/src/safety/check_in.rs). */
const BANDS = ['minimal', 'mild', 'moderate', 'moderately_severe', 'severe'] as const;
type Band = (typeof BANDS)[number];
const isBand = (band: string): band is Band => (BANDS as readonly string[]).includes(band);

/** A band's label in the reader's language; a band this web app does not know yet reads as its code. */
export function useBandLabel(): (band: string) => string {
  const { t } = useTranslation('check-ins');
  return (band) => (isBand(band) ? t(`bands.${band}`) : band);
}

/** The highest score an instrument gives: the top of its last band, as the server publishes it. */
export const maxScore = (instrument: Pick<Instrument, 'bands'>): number => Math.max(0, ...instrument.bands.map((b) => b.max_score));
