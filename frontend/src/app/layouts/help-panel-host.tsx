import { Suspense, useEffect, useState } from 'react';
import { useHelpPanel } from '@/lib/help-panel';
import i18n from '@/lib/i18n';
import { lazyWithPreload, whenIdle } from '@/lib/lazy-with-preload';

const HelpPanel = lazyWithPreload(() => import('@/features/safety/components/help-panel'));

/**
 * The panel's code and texts, fetched when the browser is idle or the "Need help now?" button is reached, so a tap opens
 * it at once; and the help page's code, so that the service worker, which keeps the page itself from its first visit
 * (public/sw.js), has what the page needs to open offline.
 */
export const preloadHelpPanel = () => Promise.all([HelpPanel.preload(), import('@/app/routes/help'), i18n.loadNamespaces('safety')]);

/**
 * The one "Need help now?" panel of the app, opened from any page (the help bar, or `useHelpPanel().openPanel()`).
 * Mounted on its first opening and kept, so closing plays its transition and the focus returns where it was.
 */
export function HelpPanelHost() {
  const open = useHelpPanel((s) => s.open);
  const closePanel = useHelpPanel((s) => s.closePanel);
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  useEffect(() => whenIdle(() => void preloadHelpPanel(), 4000), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <HelpPanel open={open} onClose={closePanel} />
    </Suspense>
  );
}
