// Writes each prerendered public page (src/entry-server.tsx) for both languages beside the build:
// dist/prerender/<lang><pattern>.html, `/` as `/index` and the 'Page Not Found!!!' page as `/404`.
// Each file holds the page's style tags, a `<!--mon:root-->` line, then the markup of `#root`;
// the server puts the two into index.html for the page it answers (crates/http/src/spa.rs).
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// React's production build: the markup the browser's production build takes over.
process.env.NODE_ENV ??= 'production';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'dist', 'prerender');
const { render, prerenderedPatterns } = await import(pathToFileURL(join(root, 'dist-ssr', 'entry-server.js')).href);

const fileOf = (pattern) => (pattern === '*' ? '/404' : pattern === '/' ? '/index' : pattern);

rmSync(out, { recursive: true, force: true });
let pages = 0;
let bytes = 0;
// The Content-Security-Policy allows the markup's `style` attributes by their hashes, no others.
const styleAttrs = new Set();
for (const language of ['en', 'bn']) {
  for (const pattern of prerenderedPatterns()) {
    const { html, styles } = await render(pattern, language);
    if (!html.trim()) throw new Error(`prerender: ${pattern} (${language}) rendered nothing`);
    const file = join(out, language, `${fileOf(pattern)}.html`);
    mkdirSync(dirname(file), { recursive: true });
    const body = `${styles}\n<!--mon:root-->\n${html}`;
    writeFileSync(file, body);
    for (const [, value] of html.matchAll(/ style="([^"]*)"/g)) styleAttrs.add(value.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&'));
    pages += 1;
    bytes += Buffer.byteLength(body);
  }
}
const hashes = [...styleAttrs].sort().map((value) => `'sha256-${createHash('sha256').update(value).digest('base64')}'`);
writeFileSync(join(out, 'style-attrs.txt'), `${hashes.join('\n')}\n`);
console.log(`prerendered ${pages} pages (${Math.round(bytes / 1024)} KB) into dist/prerender`);
