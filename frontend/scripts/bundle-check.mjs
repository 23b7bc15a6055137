#!/usr/bin/env node
// After `vite build`: sums the gzip size of the JavaScript the app loads when
// it starts (the entry chunk, the start-up stages it imports dynamically, and
// everything those import statically; not the routes' lazy chunks) and of the
// JavaScript a prerendered page runs before it is interactive (the scripts
// index.html names), and fails when either exceeds its budget. Also prints,
// for information, what the home route adds through its lazy chunks.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 200;
/** The JavaScript a prerendered public page needs before it is interactive (issue 19: ≤ 100 KB). */
const BEFORE_INTERACTIVE_BUDGET_KB = 100;
const dist = join(import.meta.dirname, '..', 'dist');
let manifest;
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
} catch (error) {
  console.error(`bundle:check: cannot read dist/.vite/manifest.json (run \`npm run build\` first): ${error.message}`);
  process.exit(2);
}

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

/** Files reachable through static imports from the given manifest keys. */
function staticClosure(keys) {
  const seen = new Set();
  const files = [];
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no entry ${key}`);
    files.push(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return files;
}

const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
if (entries.length !== 1) {
  console.error(`bundle:check: expected one entry chunk, found ${entries.length}`);
  process.exit(2);
}
const [entryKey, entryChunk] = entries[0];
// The entry's own dynamic imports are the libraries src/main.tsx evaluates in turns at start-up:
// index.html's boot script fetches them with the entry, so they count as up front.
// Not the translation catalogs (a page fetches its own), as in vite.config.ts's boot script.
const stages = (entryChunk.dynamicImports ?? []).filter((key) => !key.startsWith('src/locales/'));
const initial = staticClosure([entryKey, ...stages]).filter((f) => f.endsWith('.js'));

const rows = initial.map((file) => ({ file, kb: gzipKb(file) })).sort((a, b) => b.kb - a.kb);
const total = rows.reduce((sum, row) => sum + row.kb, 0);

console.log('JS of the app when it starts (entry + static imports), gzip -9:');
for (const row of rows) console.log(`  ${row.kb.toFixed(1).padStart(7)} KB  ${row.file}`);
console.log(`  ${total.toFixed(1).padStart(7)} KB  total (budget ${BUDGET_KB} KB)`);

// What each page adds through its lazy route chunk (and the chunks that one imports statically).
for (const [page, route] of [['Home', 'home.tsx'], ['Learning', 'learning.tsx'], ['Stories', 'stories.tsx']]) {
  const key = Object.keys(manifest).find((k) => k.endsWith(`src/app/routes/${route}`));
  if (!key) continue;
  const initialSet = new Set(initial);
  const lazy = staticClosure([key]).filter((f) => f.endsWith('.js') && !initialSet.has(f));
  const lazyKb = lazy.reduce((sum, file) => sum + gzipKb(file), 0);
  console.log(`${page} route lazy chunks: ${lazy.length} files, ${lazyKb.toFixed(1)} KB gzip (page total ${(total + lazyKb).toFixed(1)} KB)`);
}
const css = staticClosure([entryKey]).length ? manifest[entryKey].css ?? [] : [];
for (const file of css) console.log(`CSS ${file}: ${gzipKb(file).toFixed(1)} KB gzip`);

// Before it is interactive, a prerendered page (the home page among them) runs only the scripts
// index.html names: its links, forms and "Leave quickly" work with those, and the app above is
// fetched and run when the visitor first reaches for the page (vite.config.ts, BOOT_SOURCE).
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const named = [
  ...[...html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+)"/g)].map((m) => m[1]),
  ...[...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]),
];
const before = named.reduce((sum, file) => sum + gzipKb(file), 0);
console.log(`JS before a prerendered page is interactive (what index.html names: ${named.join(', ')}): ${before.toFixed(1)} KB gzip (budget ${BEFORE_INTERACTIVE_BUDGET_KB} KB)`);
if (before > BEFORE_INTERACTIVE_BUDGET_KB) {
  console.error(`bundle:check FAILED: ${before.toFixed(1)} KB before interactive > ${BEFORE_INTERACTIVE_BUDGET_KB} KB`);
  process.exit(1);
}

if (total > BUDGET_KB) {
  console.error(`bundle:check FAILED: ${total.toFixed(1)} KB > ${BUDGET_KB} KB`);
  process.exit(1);
}
console.log('bundle:check OK');
