import { StrictMode, startTransition } from 'react';
import i18n from '@/lib/i18n';
import './index.css';
import { browserSavesData, useDataSaverStore } from '@/lib/data-saver';
import { getSession } from '@/lib/session';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The built app's boot script registers the service worker (public/sw.js; vite.config.ts, BOOT_SOURCE).

/**
 * Whether the prerendered page in `#root` is what the app draws first for this visitor: the
 * prerender (src/entry-server.tsx) is a visitor without a session, in the page's language, with
 * pictures on, at the address without a query. Anyone else gets the app drawn over it.
 */
function takesOverPrerendered(root: HTMLElement): boolean {
  return (
    root.hasAttribute('data-prerendered') &&
    !window.location.search &&
    getSession() === null &&
    !(useDataSaverStore.getState().chosen ?? browserSavesData()) &&
    i18n.language === document.documentElement.lang
  );
}

/** Lets the browser handle input and paint between two pieces of start-up work. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the app. Its libraries are evaluated in turns with the browser getting the main thread
 * back in between (one long evaluation would hold input and paint on a slow phone); the build's
 * boot script has already fetched them all together (vite.config.ts).
 */
async function start(root: HTMLElement) {
  // Each stage is the app's own module (a library imported whole would keep every export).
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await yieldToBrowser();
  await import('@/lib/query-client');
  await yieldToBrowser();
  await import('@/app/provider');
  await yieldToBrowser();
  const { App } = await import('@/app/app');
  await yieldToBrowser();
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // As a transition, the first drawing (or the take-over of the prerendered page) yields to the
  // browser between components instead of holding the main thread until the whole page is drawn.
  if (takesOverPrerendered(root)) {
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    const appRoot = createRoot(root);
    startTransition(() => {
      appRoot.render(app);
    });
  }
}

void start(container);
