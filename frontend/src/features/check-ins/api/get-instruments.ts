import { useQuery } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';
import { useLanguage } from '@/lib/i18n';
import { keyOf } from '@/lib/api/keys';

/** Every language's copy of the instruments: what a check-in invalidates (their `next_available_at` changes). */
export const INSTRUMENTS_KEY = keyOf('get', '/api/custom/v1/check-ins/instruments');

export const instrumentsQueryOptions = (language: string) =>
  $api.queryOptions('get', '/api/custom/v1/check-ins/instruments', { headers: { 'Accept-Language': language } });

/**
 * GET /api/custom/v1/check-ins/instruments (SUBSCRIBER or ADMIN): the PHQ-9 and GAD-7 worded in the language sent with
 * `Accept-Language` (part of the key, so a language switch asks again), with when the caller may take each again.
 */
export const useInstruments = () => {
  const language = useLanguage();
  return useQuery(instrumentsQueryOptions(language));
};
