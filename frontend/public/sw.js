// Mon's service worker: on a bad connection the app shell and what a person has already read stay
// available, and so does the help page from the first visit on. Pages and public content are fetched from the network first and kept; when the
// network fails the last copy is shown (the page says it is offline). The build's hashed assets
// never change, so they are read from the cache first. Private API answers (anything but the
// public content lists and items below) are never kept.
const VERSION = 'v1';
const SHELL = `mon-shell-${VERSION}`;
const PAGES = `mon-pages-${VERSION}`;
const CONTENT = `mon-content-${VERSION}`;

/** At most this many pages, and as many content answers, are kept (the oldest go first). */
const MAX_KEPT = 60;

/** Public GETs whose answers are the same for everyone: kept for reading offline. */
const PUBLIC_API = /^\/api\/custom\/v1\/(stories|posts|learninghub|story\/\d+|post\/\d+|learninghub\/\d+|get-all-category|site-config|helplines)$/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      // The shell: the home page and every build file it names (the boot script names the app's
      // first chunks in its data attributes; the inlined stylesheet, its fonts).
      const cache = await caches.open(SHELL);
      const response = await fetch('/', { cache: 'no-store' });
      if (response.ok) {
        const html = await response.clone().text();
        await cache.put('/', response);
        const assets = [...html.matchAll(/\/assets\/[\w.-]+/g)].map((m) => m[0]);
        await cache.addAll([...new Set(assets)]);
      }
      await keepHelpPage();
      await self.skipWaiting();
    })(),
  );
});

/** The help page (999 and the helplines) is there offline even if it was never opened. */
async function keepHelpPage() {
  const help = await fetch('/help', { cache: 'no-store' }).catch(() => undefined);
  if (help?.ok) await (await caches.open(PAGES)).put('/help', help);
}

/** Keeps `response` for `request` in `cacheName`, and no more than MAX_KEPT entries there. */
async function keep(cacheName, request, response) {
  const cache = await caches.open(cacheName);
  await cache.put(request, response);
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_KEPT))) await cache.delete(old);
}

// "Leave quickly", logging out and erasing the account forget what was read (the pages and content
// kept), even when the page that asked is already gone; the shell and the help page stay.
self.addEventListener('message', (event) => {
  if (event.data !== 'forget') return;
  event.waitUntil(
    (async () => {
      // The kept help page is carried over (it is needed most when offline, when it could not be fetched again).
      const help = await (await caches.open(PAGES)).match('/help');
      await caches.delete(PAGES);
      await caches.delete(CONTENT);
      if (help) await (await caches.open(PAGES)).put('/help', help);
      else await keepHelpPage();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([SHELL, PAGES, CONTENT]);
      for (const name of await caches.keys()) if (!keep.has(name)) await caches.delete(name);
      // A page's request leaves while the worker is still starting, not after it.
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

/**
 * Fetches (or takes the page's preloaded answer), keeps a good copy, and falls back to the kept one
 * when the network fails. The answer goes to the page as it arrives: the copy is written beside it
 * (`waitUntil`), so the page is parsed while it streams in, not after the whole of it is kept.
 */
async function networkFirst(event, cacheName, fallback) {
  const { request } = event;
  try {
    const response = (await event.preloadResponse) ?? (await fetch(request));
    // Pages say no-store only for a fresh nonce (a copy carries its own policy with it), and the
    // public content lists say it when the request carried a session's token: both are the same
    // for everyone, so they are kept. Nothing outside PUBLIC_API ever reaches this. A page whose
    // address has a query is never kept: it may carry a key (a reset or activation link) or a search.
    if (response.ok && !(isPage(request) && new URL(request.url).search)) {
      event.waitUntil(keep(cacheName, request, response.clone()));
    }
    return response;
  } catch (error) {
    const kept = (await caches.match(request, { cacheName })) ?? (fallback ? await fallback() : undefined);
    if (kept) return kept;
    throw error;
  }
}

const isPage = (request) => request.mode === 'navigate';

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (isPage(request)) {
    // A page: the network's, or the last copy of it, or the shell (the app then shows what it kept).
    event.respondWith(networkFirst(event, PAGES, () => caches.match('/', { cacheName: SHELL })));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      (async () => {
        const kept = await caches.match(request);
        if (kept) return kept;
        const response = await fetch(request);
        if (response.ok) await (await caches.open(SHELL)).put(request, response.clone());
        return response;
      })(),
    );
    return;
  }
  if (PUBLIC_API.test(url.pathname)) {
    event.respondWith(networkFirst(event, CONTENT));
  }
  // Everything else (private API answers above all) goes to the network only.
});
