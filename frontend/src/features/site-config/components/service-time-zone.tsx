import { useEffect } from 'react';
import { setServiceTimeZone } from '@/lib/service-day';
import { useSiteConfig } from '../api/get-site-config';

/** Gives the day helpers (`lib/service-day.ts`) the service's time zone as the server publishes it. */
export function ServiceTimeZone() {
  const zone = useSiteConfig().data?.timezone;
  useEffect(() => {
    if (zone) setServiceTimeZone(zone);
  }, [zone]);
  return null;
}
