import { useQuery } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';
import type { CheckInCode } from './instrument-code';
import { keyOf } from '@/lib/api/keys';

/** Every page and instrument of the caller's history: what a check-in invalidates. */
export const CHECK_INS_KEY = keyOf('get', '/api/custom/v1/check-ins');

/** How many of the newest check-ins a trend draws (weekly at most, so about three months). */
export const TREND_POINTS = 12;

export const checkInHistoryQueryOptions = (code: CheckInCode, perPage = TREND_POINTS) =>
  $api.queryOptions('get', '/api/custom/v1/check-ins', { params: { query: { code, per_page: perPage } } });

/** GET /api/custom/v1/check-ins?code= (SUBSCRIBER): the caller's newest check-ins of one instrument, newest first. */
export const useCheckInHistory = (code: CheckInCode) => useQuery(checkInHistoryQueryOptions(code));
