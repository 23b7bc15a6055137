import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { configDefaults } from 'vitest/config';
import { ESCAPE_WINDOW_MS, SESSION_STORAGE_KEY } from './src/config/leave-quickly';
import { DATA_SAVER_STORAGE_KEY } from './src/config/data-saver';
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from './src/config/language';
import { type Catalogs, routesManifest } from './src/config/routes-manifest';
import { playVideo } from './src/components/ui/video-player';

/** Writes `routes.json` beside `index.html`: the routes, who they are for, and their titles (see routes-manifest.ts). */
function routesJson(): Plugin {
  const catalogs = (lang: string) => {
    const dir = new URL(`./src/locales/${lang}/`, import.meta.url);
    return Object.fromEntries(
      readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .map((file) => [file.slice(0, -'.json'.length), JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as unknown]),
    );
  };
  return {
    name: 'mon-routes-json',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle() {
      const all: Catalogs = { en: catalogs('en'), bn: catalogs('bn') };
      this.emitFile({ type: 'asset', fileName: 'routes.json', source: JSON.stringify(routesManifest(all)) });
    },
  };
}

/**
 * Writes a brotli (highest quality) and a gzip copy beside each text asset of the build; the server
 * sends the copy the browser accepts (crates/http/src/site/), so nothing is compressed per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'mon-precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|svg|json|html|txt|xml|webmanifest)$/.test(file) || file === 'index.html') continue;
        const path = join(outDir, file);
        const source = readFileSync(path);
        if (source.length < 1024) continue;
        writeFileSync(`${path}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }));
        writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

/**
 * Puts the app's stylesheet (index.css and the @font-face rules, about 1 KB gzipped) into
 * index.html as a `<style>` with the page's nonce: the page's first paint waits for no other
 * request (a prerendered page's component styles arrive in it too, crates/http/src/site/).
 */
function inlineStylesheet(): Plugin {
  return {
    name: 'mon-inline-stylesheet',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, file: string) => {
          const asset = ctx.bundle?.[file];
          if (!asset || asset.type !== 'asset') return tag;
          // The disabled link is never fetched; it tells Vite's loader of lazy pages (which names
          // this file among a page's dependencies) that the stylesheet is already in the page.
          return `<style nonce="__MON_CSP_NONCE__">${String(asset.source)}</style>\n    <link rel="stylesheet" href="/${file}" disabled>`;
        });
      },
    },
  };
}

/**
 * The one script index.html names (a classic `defer` script, ES5): it starts the app. A
 * prerendered page (its content already in `#root`) is painted first and the app is fetched after
 * that paint, so the page's text never waits for, nor shares the connection with, the app's
 * download; any other page starts the app at once. The app's first chunks are preloaded together
 * with it. "Leave quickly" works from the first paint.
 *
 * A prerendered page drawn for this visitor (no session, no query, pictures on, online) is used as
 * it arrived until the visitor first reaches for it: its links, its forms (held, then sent by the
 * app) and "Leave quickly" work without the app. The app is fetched and run on the first touch,
 * pointer movement, key, focus or wheel, or when the connection drops (its offline note); a tap on
 * a button before it runs is kept and given to the app once it has taken the page over. A visitor
 * who only reads never pays a slow phone's seconds of running the app (the service worker still
 * keeps its scripts for a bad connection, in the background).
 */
const BOOT_SOURCE = `(function () {
  var me = document.currentScript;
  var entry = me.getAttribute('data-entry');
  var preload = (me.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  // The links go in a few at a time, the browser getting the main thread back in between: each one
  // costs a slow phone a few milliseconds, all of them together one long task.
  var next = 0;
  function start() {
    var end = Math.min(next + 6, preload.length);
    for (; next < end; next += 1) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preload[next];
      document.head.appendChild(link);
    }
    if (next < preload.length) setTimeout(start, 0);
    else import(entry);
  }
  var started = false;
  function want() {
    if (started) return;
    started = true;
    start();
  }
  function appReady() {
    return document.documentElement.getAttribute('data-app') === 'ready';
  }
  // The service worker keeps the shell and what was read for a bad connection (public/sw.js).
  if ('serviceWorker' in navigator) {
    var register = function () {
      navigator.serviceWorker.register('/sw.js').catch(function () {});
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register);
  }
  // "Leave quickly" works before the app does (then the app's own handler takes over,
  // src/lib/leave-quickly.ts): a tap on the control that names where to go, or Escape three times
  // within 1.5 s. In discreet mode the stored session goes first.
  function storedState() {
    try {
      var stored = JSON.parse(localStorage.getItem('${SESSION_STORAGE_KEY}') || 'null');
      return (stored && stored.state) || {};
    } catch (e) {
      return {};
    }
  }
  function storedSession() {
    return storedState().session || null;
  }
  // A page drawn for a visitor without a session: while the app is on its way to draw it for this one, it
  // shows no "Log in" (index.css; src/lib/take-over.ts takes the mark away).
  if (storedSession()) document.documentElement.setAttribute('data-signed-in', '');
  function leave(to) {
    var state = storedState();
    if ((state.session && state.session.discreet) || state.locked) {
      localStorage.removeItem('${SESSION_STORAGE_KEY}');
      var worker = navigator.serviceWorker && navigator.serviceWorker.controller;
      if (worker) worker.postMessage('forget');
    }
    location.replace(to);
  }
  document.addEventListener('click', function (event) {
    var control = !appReady() && event.target && event.target.closest && event.target.closest('[data-leave-to]');
    if (!control) return;
    event.preventDefault();
    leave(control.getAttribute('data-leave-to'));
  }, true);
  var escapes = [];
  document.addEventListener('keydown', function (event) {
    if (appReady() || event.key !== 'Escape') return;
    var now = Date.now();
    escapes = escapes.filter(function (at) { return now - at < ${ESCAPE_WINDOW_MS}; });
    escapes.push(now);
    var control = document.querySelector('[data-leave-to]');
    if (escapes.length >= 3 && control) leave(control.getAttribute('data-leave-to'));
  }, true);
  // The visitor asked to save data (the menu's switch, else the browser's Save-Data): the server drew
  // the page without its cards (crates/http/src/site/), the app draws them.
  function savesData() {
    try {
      var chosen = JSON.parse(localStorage.getItem('${DATA_SAVER_STORAGE_KEY}') || 'null');
      if (chosen && chosen.state && typeof chosen.state.chosen === 'boolean') return chosen.state.chosen;
    } catch (e) {}
    return !!(navigator.connection && navigator.connection.saveData);
  }
  var root = document.getElementById('root');
  if (root && root.hasAttribute('data-prerendered')) {
    // A form sent before the app runs would go to the server as a plain form: held, marked, and
    // sent by the app once it has taken the page over (src/lib/take-over.ts, sendHeldSubmit).
    document.addEventListener('submit', function (event) {
      if (appReady()) return;
      event.preventDefault();
      event.target.monHeldSubmit = true;
      want();
    }, true);
    // Says the hold is in place (the page's policy, form-action 'none', refuses a plain post before it).
    document.documentElement.setAttribute('data-boot', '');
    // Runs then() once the app has taken the page over (src/lib/take-over.ts marks <html data-app="ready">).
    function whenReady(then) {
      if (appReady()) return then();
      new MutationObserver(function (changes, observer) {
        if (!appReady()) return;
        observer.disconnect();
        then();
      }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-app'] });
    }
    // A video's play (src/components/ui/lazy-video.tsx) tapped before the app runs, or in cards the server
    // filled that the app has not drawn again yet (src/components/ui/server-filled.tsx): the player goes in
    // the page at once, by the function the app plays a video with (src/components/ui/video-player.ts), and
    // the app keeps it playing. With a modifier key the link opens YouTube, as the visitor asked.
    ${playVideo.toString()}
    document.addEventListener('click', function (event) {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      var video = event.target && event.target.closest && event.target.closest('a[data-video-id]');
      if (!video || (appReady() && !video.closest('[data-filled]'))) return;
      if (playVideo(video)) event.preventDefault();
    }, true);
    if (location.search || storedSession() || savesData() || navigator.onLine === false) {
      // The app draws this visitor's page over the one that arrived: fetched after its first paint.
      requestAnimationFrame(function () {
        setTimeout(want, 0);
      });
    } else {
      var intents = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'];
      var reached = function () {
        for (var i = 0; i < intents.length; i += 1) document.removeEventListener(intents[i], reached, true);
        window.removeEventListener('offline', reached);
        want();
      };
      for (var i = 0; i < intents.length; i += 1) document.addEventListener(intents[i], reached, { capture: true, passive: true });
      window.addEventListener('offline', reached);
      // A button (a menu, a switch, "Copy link") tapped before the app runs: kept, and tapped again for
      // the app once it has taken the page over. A link still goes where it leads. The language switch
      // does not wait for the app: the choice is written where the app and the server read it
      // (src/lib/i18n.ts) and the page comes again, drawn by the server in that language.
      var held = null;
      document.addEventListener('click', function (event) {
        if (appReady() || event.defaultPrevented) return;
        var control = event.target && event.target.closest && event.target.closest('button, [role="button"], input[type="checkbox"]');
        if (!control || control.type === 'submit') return;
        var language = control.getAttribute('data-switch-lang');
        if (language === 'en' || language === 'bn') {
          event.preventDefault();
          document.cookie = '${LANGUAGE_COOKIE}=' + language + '; path=/; max-age=31536000; samesite=lax';
          try {
            localStorage.setItem('${LANGUAGE_STORAGE_KEY}', language);
          } catch (e) {}
          location.reload();
          return;
        }
        event.preventDefault();
        held = control;
        want();
      }, true);
      whenReady(function () {
        if (held && held.isConnected) held.click();
        held = null;
      });
    }
  } else {
    want();
  }
})();
`;

/** Replaces the entry's `<script type="module">` and its modulepreload links with the boot script. */
function bootScript(): Plugin {
  const fileName = `assets/boot-${createHash('sha256').update(BOOT_SOURCE).digest('hex').slice(0, 10)}.js`;
  return {
    name: 'mon-boot-script',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: BOOT_SOURCE });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const entry = /<script type="module" crossorigin src="\/([^"]+)"[^>]*><\/script>\s*/.exec(html);
        const entryFile = entry?.[1];
        if (!entry || !entryFile) throw new Error('mon-boot-script: no entry script in index.html');
        const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"[^>]*>\s*/g)];
        let out = html.replace(entry[0], '');
        for (const link of preloads) out = out.replace(link[0], '');
        // The entry's chunks, and those of the libraries src/main.tsx evaluates in turns (its
        // dynamic imports): all fetched at once.
        const chunks = new Set<string>();
        const walk = (file: string) => {
          const chunk = ctx.bundle?.[file];
          if (!chunk || chunk.type !== 'chunk' || chunks.has(file)) return;
          chunks.add(file);
          chunk.imports.forEach(walk);
        };
        const main = ctx.bundle?.[entryFile];
        if (!main || main.type !== 'chunk') throw new Error(`mon-boot-script: ${entryFile} is not in the bundle`);
        walk(entryFile);
        // Not the translation catalogs i18n.ts (in the entry) can load: a page fetches its own.
        main.dynamicImports
          .filter((file) => {
            const chunk = ctx.bundle?.[file];
            return !(chunk?.type === 'chunk' && chunk.facadeModuleId?.includes('/src/locales/'));
          })
          .forEach(walk);
        chunks.delete(entryFile);
        const preload = [...chunks].map((file) => `/${file}`).join(' ');
        const tag = `<script defer src="/${fileName}" data-entry="/${entryFile}" data-preload="${preload}"></script>`;
        return out.replace('</head>', `    ${tag}\n  </head>`);
      },
    },
  };
}

/**
 * The test files that replace a module of the app (`vi.mock`). Each of them runs in a module graph of its
 * own; every other file shares its worker's (isolate: false), so React, MUI and the app are imported once
 * per worker instead of once per file (the suite in about 60% of the time). setup-tests.ts resets what
 * the files share (the doubles, the stores, storage, the language) before and after each test.
 */
function testsThatMock(dir = 'src'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return testsThatMock(path);
    return /\.test\.tsx?$/.test(entry.name) && readFileSync(path, 'utf8').includes('vi.mock(') ? [path] : [];
  });
}

/** The chunks the app's entries load statically: found before the lazy imports' preload lists are written. */
const startChunks = new Set<string>();

/**
 * Records what the app loads when it starts (the entry, its start-up stages, and their static imports), so that no lazy import's preload list names a chunk the app has already
 * loaded when it starts (react, MUI's core, the router…): every list names only what the import adds, and the app's
 * start carries ~2 KB less of file names.
 */
function startClosure(): Plugin {
  return {
    name: 'mon-start-closure',
    enforce: 'pre',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        startChunks.clear();
        const visit = (name: string) => {
          const chunk = bundle[name];
          if (startChunks.has(name) || chunk?.type !== 'chunk') return;
          startChunks.add(name);
          chunk.imports.forEach(visit);
        };
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
          visit(chunk.fileName);
          // The start-up stages the entry imports dynamically (src/main.tsx; the boot script fetches them with the
          // entry, as bundle-check counts them), not the translation catalogs.
          for (const stage of chunk.dynamicImports) {
            const module = bundle[stage];
            if (module?.type === 'chunk' && !module.facadeModuleId?.includes('/src/locales/')) visit(stage);
          }
        }
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), startClosure(), routesJson(), precompress(), inlineStylesheet(), bootScript()],
  // The server replaces this placeholder with a fresh nonce in every copy of
  // index.html and in its Content-Security-Policy (crates/http/src/site/).
  html: { cspNonce: '__MON_CSP_NONCE__' },
  // The year a prerendered page shows (src/lib/this-year.ts).
  define: { __MON_BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    manifest: true,
    emptyOutDir: true,
    target: 'es2020',
    // The boot script preloads the app's chunks itself (bootScript above); a browser without
    // modulepreload then fetches them on import, as the polyfill would.
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps) => deps.filter((dep) => !startChunks.has(dep)) },
    // Every chunk's address is written into the chunks that import it (the app's start names ~100):
    // a 7-character hash (the shortest the bundler allows for this many chunks) instead of 8
    // keeps those names shorter.
    rolldownOptions: { output: { chunkFileNames: 'assets/[name]-[hash:7].js' } },
  },
  test: {
    globals: true,
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
    setupFiles: ['./src/testing/setup-tests.ts'],
    restoreMocks: true,
    testTimeout: 15000,
    // Every core (Vitest leaves one free by default: on a 2-core machine, one file at a time).
    maxWorkers: '100%',
    projects: [
      { extends: true, test: { name: 'shared', isolate: false, include: ['src/**/*.test.{ts,tsx}'], exclude: [...configDefaults.exclude, ...testsThatMock()] } },
      { extends: true, test: { name: 'isolated', include: testsThatMock() } },
    ],
  },
});
