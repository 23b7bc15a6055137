import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { MAIN_ID } from './skip-link';

/**
 * On every route change (not the first load): scrolls to the top and moves
 * focus to the main content (`#main-content`, tabIndex -1), so screen readers
 * announce the new page instead of staying on the link that was activated.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo(0, 0);
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
