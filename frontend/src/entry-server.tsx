/**
 * The prerender: the public pages rendered at build time with the app's own components, so each
 * arrives with its text, structure and styles in the HTML (scripts/prerender.mjs writes them;
 * the server puts the page's copy into `#root`, crates/http/src/site/). The browser then takes
 * the markup over with `hydrateRoot` (src/main.tsx) instead of drawing it again.
 *
 * Built with `vite build --ssr`; never part of the browser's bundle.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import createEmotionServer from '@emotion/server/create-instance';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import { AppProvider, EMOTION_KEY, PRERENDERED_STYLES, createStyleCache } from '@/app/provider';
import { type CardSlot, cardTemplates, seedCardTemplate } from '@/app/card-templates';
import { detailAddress, seedDetailTemplate } from '@/app/detail-templates';
import { seedHelpTemplate } from '@/app/help-template';
import { type DetailKind } from '@/app/served-item';
import { paths } from '@/config/paths';
import { routes } from '@/app/router';
import { routeTable } from '@/config/routes-manifest';
import i18n, { type Language } from '@/lib/i18n';
import { createAppQueryClient } from '@/lib/query-client';

/** The placeholder the server replaces with each response's nonce (crates/http/src/site/). */
const NONCE = '__MON_CSP_NONCE__';

/**
 * A prerendered page: the markup of `#root` and the style tags of its components; `stylesFor`
 * gives the component style tags of a part of the markup alone.
 */
export type Prerendered = { html: string; styles: string; stylesFor: (markup: string) => string };

/**
 * The pages that are prerendered, as the router's patterns: the indexed pages (a content item's
 * page as its loading shell, the same for every item) and the 'Page Not Found!!!' page (`*`).
 * Pages that read a key from their address (reset, activation) are drawn by the browser alone.
 */
export function prerenderedPatterns(): string[] {
  return [...routeTable().filter((route) => route.access === 'indexed' && !route.redirect).map((route) => route.path), '*'];
}

/** An address the pattern matches: each parameter becomes `0` (a shell never shows it). */
export function addressOf(pattern: string): string {
  return pattern === '*' ? '/page-not-found' : pattern.replace(/:[^/]+/g, '0');
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

export { SENTINEL, SENTINEL_IDS, cardTemplates } from '@/app/card-templates';
export { formatDate, formatNumber } from '@/lib/format';
export { PRERENDER_ORIGIN, paths } from '@/config/paths';
export { DETAIL_ID, DETAIL_SENTINEL, detailAddress, detailKinds } from '@/app/detail-templates';
export { HELPLINE_SENTINEL } from '@/app/help-template';
export { formatDay } from '@/lib/service-day';

/** The list page of `slot` with a first page of placeholder cards (app/card-templates.ts). */
export function renderCardTemplate(slot: CardSlot, language: Language): Promise<Prerendered> {
  const queryClient = createAppQueryClient();
  seedCardTemplate(slot, queryClient);
  return render(cardTemplates[slot].pattern, language, queryClient);
}

/** A content item's page with a placeholder item (app/detail-templates.ts). */
export function renderDetailTemplate(kind: DetailKind, language: Language): Promise<Prerendered> {
  const queryClient = createAppQueryClient();
  seedDetailTemplate(kind, queryClient);
  return render(paths[kind].path, language, queryClient, detailAddress(kind));
}

/** The help page with two placeholder helplines (app/help-template.ts). */
export function renderHelpTemplate(language: Language): Promise<Prerendered> {
  const queryClient = createAppQueryClient();
  seedHelpTemplate(queryClient, language);
  return render(paths.help.path, language, queryClient);
}

/** Renders `pattern` (at `address`) in `language` once every lazy page, catalog and style is ready. */
export async function render(pattern: string, language: Language, queryClient = createAppQueryClient(), address = addressOf(pattern)): Promise<Prerendered> {
  await i18n.changeLanguage(language);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(address, 'http://mon.invalid')));
  if (context instanceof Response) throw new Error(`prerender: ${pattern} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createStyleCache(NONCE);
  const emotion = createEmotionServer(cache);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProvider queryClient={queryClient} emotionCache={cache}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
    // Every boundary inline, in order: no script needed to put the page together (the
    // Content-Security-Policy allows none inline).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await text(prelude);
  // The component styles in one tag the browser's cache counts as inserted (PRERENDERED_STYLES in
  // app/provider.tsx); each global style in its own, which the app inserts again as it does anyway.
  const stylesFor = (markup: string, globals = true) =>
    emotion
      .extractCriticalToChunks(markup)
      .styles.filter((chunk) => chunk.css && (globals || chunk.key === EMOTION_KEY))
      .map((chunk) => {
        const key = chunk.key === EMOTION_KEY ? PRERENDERED_STYLES : `${PRERENDERED_STYLES}-global`;
        return `<style data-emotion="${key} ${chunk.ids.join(' ')}" nonce="${NONCE}">${chunk.css}</style>`;
      })
      .join('');
  const styles = stylesFor(html);
  return { html, styles, stylesFor: (markup) => stylesFor(markup, false) };
}
