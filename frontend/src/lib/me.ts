import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';
import { useSessionStore } from '@/lib/session';

export const getMeQueryOptions = () => $api.queryOptions('get', '/api/custom/v1/me');

/** GET /api/custom/v1/me: the signed-in user's profile. The session learns discreet mode from it ("Leave quickly" needs it). */
export const useMe = () => {
  const query = useQuery(getMeQueryOptions());
  const discreet = query.data?.discreet;
  useEffect(() => {
    if (discreet !== undefined) useSessionStore.getState().setDiscreet(discreet);
  }, [discreet]);
  return query;
};
