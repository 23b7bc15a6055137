import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSkeleton } from '@/components/ui/states';
import { Toaster } from '@/components/ui/toaster';
import { HelpPanelHost } from './help-panel-host';
import { OfflineNote } from './offline-note';
import { ScrollToTop } from './scroll-to-top';

// The service's time zone arrives with /site-config, after the first paint: its client stays out of the first download.
const ServiceTimeZone = lazy(async () => ({ default: (await import('@/features/site-config/components/service-time-zone')).ServiceTimeZone }));

export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <OfflineNote />
      <Suspense fallback={null}>
        <ServiceTimeZone />
      </Suspense>
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
      <Toaster />
      <HelpPanelHost />
    </>
  );
}
