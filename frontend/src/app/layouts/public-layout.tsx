import { Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';
import { PageSkeleton } from '@/components/ui/states';
import { ContactFab } from '@/features/site-config/components/contact-fab';
import { useTakeOver } from '@/lib/take-over';
import { Footer } from './footer';
import { MAIN_ID, SkipLink } from './skip-link';
import { TopMenu } from './top-menu';

/** The page's landmark. */
function Main({ children }: { children: ReactNode }) {
  return (
    <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
      {children}
    </Box>
  );
}

/** Runs once the page itself is taken over (it sits in the page's boundary). */
function TakeOver() {
  useTakeOver();
  return null;
}

/**
 * Public pages: top menu, page, footer and the contact button (floating from md on; in the top menu below).
 * The footer waits with the page for its chunk: shown under the loading
 * skeleton, it would jump when the real page replaced it (a layout shift,
 * which Lighthouse counts in CLS).
 */
export function PublicLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <TopMenu />
      <Suspense
        fallback={
          <Main>
            <PageSkeleton />
          </Main>
        }
      >
        <Main>
          <Outlet />
        </Main>
        <Footer />
        <TakeOver />
      </Suspense>
      <ContactFab only="wide" />
    </Box>
  );
}
