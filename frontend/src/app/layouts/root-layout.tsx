import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSkeleton } from '@/components/ui/states';
import { Toaster } from '@/components/ui/toaster';
import { ServiceTimeZone } from '@/features/site-config/components/service-time-zone';
import { HelpPanelHost } from './help-panel-host';
import { ScrollToTop } from './scroll-to-top';

export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <ServiceTimeZone />
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
      <Toaster />
      <HelpPanelHost />
    </>
  );
}
