import { inServiceZone, serviceTimeZone } from '@/lib/service-day';

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number for people in `language`; each formatter made once (as lib/service-day.ts's `dateFormat`). */
export function formatNumber(value: number, language: string, options?: Intl.NumberFormatOptions): string {
  const key = `${language} ${JSON.stringify(options ?? {})}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language === 'bn' ? 'bn-BD' : 'en-GB', options);
    numberFormats.set(key, format);
  }
  return format.format(value);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment as its day on the service's calendar (lib/service-day.ts), as the server writes it into a page
 * (crates/http/src/site/cards.rs): a visitor in another zone reads the same day, and the app's drawing of a
 * page the server drew matches it.
 */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = language === 'bn' ? 'bn-BD' : 'en-GB';
  let format = dateFormats.get(`${locale} ${serviceTimeZone()}`);
  if (!format) {
    format = inServiceZone(locale, { dateStyle: 'medium' });
    // Under the zone it writes in (an unknown zone gave way to the default).
    dateFormats.set(`${locale} ${serviceTimeZone()}`, format);
  }
  return format.format(date);
}

export function initials(name: string | undefined | null): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

const graphemes = (text: string): string[] => {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    return Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (s) => s.segment);
  }
  return Array.from(text);
};

/**
 * Cuts `text` to its first `max` characters and adds an ellipsis when it was longer (cards: titles 50,
 * excerpts 150, image alt text 10). Characters are what a reader sees (grapheme clusters), so a Bangla
 * consonant never loses its vowel sign; spaces before the ellipsis are dropped.
 */
export function truncate(text: string, max: number): string {
  const trimmed = text.trim();
  const chars = graphemes(trimmed);
  if (chars.length <= max) return trimmed;
  return `${chars.slice(0, Math.max(max, 0)).join('').trimEnd()}…`;
}
