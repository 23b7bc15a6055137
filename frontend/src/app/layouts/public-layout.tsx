import { Suspense } from 'react';
import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';
import { PageSkeleton } from '@/components/ui/states';
import { CONTACT_FAB_CLEARANCE, ContactFab } from '@/features/site-config/components/contact-fab';
import { Footer } from './footer';
import { MAIN_ID, SkipLink } from './skip-link';
import { TopMenu } from './top-menu';

/** Public pages: top menu, page, footer and the floating contact button. */
export function PublicLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <TopMenu />
      {/* On small screens the floating contact button would cover the end of the page: keep room for it. */}
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none', pb: { xs: CONTACT_FAB_CLEARANCE, md: 0 } }}>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <ContactFab />
    </Box>
  );
}
