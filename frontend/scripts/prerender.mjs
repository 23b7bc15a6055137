// Writes each prerendered public page (src/entry-server.tsx) for both languages beside the build:
// dist/prerender/<lang><pattern>.html, `/` as `/index` and the 'Page Not Found!!!' page as `/404`.
// Each file holds the page's style tags, a `<!--mon:root-->` line, then the markup of `#root`;
// the server puts the two into index.html for the page it answers (crates/http/src/site/).
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// React's production build: the markup the browser's production build takes over.
process.env.NODE_ENV ??= 'production';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'dist', 'prerender');
const {
  render,
  prerenderedPatterns,
  renderCardTemplate,
  renderDetailTemplate,
  renderHelpTemplate,
  HELPLINE_SENTINEL,
  formatDay,
  cardTemplates,
  detailKinds,
  detailAddress,
  SENTINEL,
  SENTINEL_IDS,
  DETAIL_SENTINEL,
  PRERENDER_ORIGIN,
  formatDate,
  formatNumber,
  paths,
} = await import(
  pathToFileURL(join(root, 'dist-ssr', 'entry-server.js')).href
);

const fileOf = (pattern) => (pattern === '*' ? '/404' : pattern === '/' ? '/index' : pattern);

rmSync(out, { recursive: true, force: true });
let pages = 0;
let bytes = 0;
// The Content-Security-Policy allows the markup's `style` attributes by their hashes, no others.
const styleAttrs = new Set();
const collectStyleAttrs = (html) => {
  for (const [, value] of html.matchAll(/ style="([^"]*)"/g)) styleAttrs.add(value.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&'));
};
// Each page's markup by language and pattern: the card templates below find their slots in it.
const rendered = new Map();
for (const language of ['en', 'bn']) {
  for (const pattern of prerenderedPatterns()) {
    const { html, styles } = await render(pattern, language);
    rendered.set(`${language}${pattern}`, html);
    if (!html.trim()) throw new Error(`prerender: ${pattern} (${language}) rendered nothing`);
    const file = join(out, language, `${fileOf(pattern)}.html`);
    mkdirSync(dirname(file), { recursive: true });
    const body = `${styles}\n<!--mon:root-->\n${html}`;
    writeFileSync(file, body);
    collectStyleAttrs(html);
    pages += 1;
    bytes += Buffer.byteLength(body);
  }
}
// The cards of each list page's first page, as templates the server fills with the current items
// (src/app/card-templates.ts, crates/http/src/site/cards.rs): dist/prerender/<lang>/cards/<slot>.json.
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** The end of the element whose start tag begins at `start` (React's markup: balanced, attributes escaped). */
function elementEnd(html, start) {
  const tag = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w-]*)[^>]*>/g;
  tag.lastIndex = start;
  let depth = 0;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    if (!m[2] || VOID.has(m[2].toLowerCase()) || m[0].endsWith('/>')) {
      if (depth === 0) return tag.lastIndex;
      continue;
    }
    depth += m[1] ? -1 : 1;
    if (depth === 0) return tag.lastIndex;
  }
  throw new Error('prerender: unbalanced markup');
}
/** The element of `html` whose start tag holds `marker`. */
function elementWith(html, marker) {
  const at = html.indexOf(marker);
  if (at < 0) throw new Error(`prerender: no ${marker}`);
  const start = html.lastIndexOf('<', at);
  return html.slice(start, elementEnd(html, start));
}
/** The child elements of `element`. */
function children(element) {
  const out = [];
  let at = element.indexOf('>') + 1;
  const close = element.lastIndexOf('</');
  while (at < close) {
    const start = element.indexOf('<', at);
    if (start < 0 || start >= close) break;
    const end = elementEnd(element, start);
    out.push(element.slice(start, end));
    at = end;
  }
  return out;
}
const count = (text, word) => text.split(word).length - 1;
/** How the app writes a date in `language` (lib/format.ts), for the server to write its cards' dates. */
function dateFormat(language) {
  const dtf = new Intl.DateTimeFormat(language === 'bn' ? 'bn-BD' : 'en-GB', { dateStyle: 'medium' });
  const sample = new Date(SENTINEL.date);
  if (dtf.format(sample) !== formatDate(SENTINEL.date, language)) throw new Error('prerender: formatDate is not the medium date style');
  const digits = Array.from({ length: 10 }, (_, d) => formatNumber(d, language));
  const parts = dtf.formatToParts(sample).map(({ type, value }) => (type === 'literal' ? { literal: value } : { part: type }));
  const months = Array.from({ length: 12 }, (_, m) => dtf.formatToParts(new Date(Date.UTC(2001, m, 15, 12))).find((p) => p.type === 'month')?.value);
  const day = dtf.formatToParts(sample).find((p) => p.type === 'day')?.value;
  if (day !== digits[sample.getDate()]) throw new Error(`prerender: a day is written ${day}, not as a plain number`);
  return { parts, months, digits };
}
/** What `card` holds that `plain` does not (the two differ in one run of markup), or '' when nothing. */
function difference(card, plain) {
  if (card === plain) return '';
  let head = 0;
  while (head < plain.length && card[head] === plain[head]) head += 1;
  let tail = 0;
  while (tail < plain.length - head && card[card.length - 1 - tail] === plain[plain.length - 1 - tail]) tail += 1;
  const part = card.slice(head, card.length - tail);
  if (card.slice(0, head) + card.slice(card.length - tail) !== plain) throw new Error('prerender: a card without an author differs in more than the author');
  return part;
}
let templates = 0;
for (const language of ['en', 'bn']) {
  const dateText = formatDate(SENTINEL.date, language);
  // The blog card's author ("· By …"), left out of a card whose item has none.
  let authorPart = '';
  for (const [slot, { pattern, detail: detailName, carousel }] of Object.entries(cardTemplates)) {
    const page = rendered.get(`${language}${pattern}`);
    if (!page) throw new Error(`prerender: ${pattern} is not prerendered`);
    const placeholder = elementWith(page, `data-slot="${slot}"`);
    const { html, stylesFor } = await renderCardTemplate(slot, language);
    const grid = elementWith(html, `data-cards="${slot}"`);
    const cards = children(grid);
    if (cards.length !== 3) throw new Error(`prerender: ${slot} has ${cards.length} cards, not 3`);
    // Each word where the server expects it: a change of the card that moves one fails here.
    const expect = (text, word, times) => {
      if (count(text, word) !== times) throw new Error(`prerender: ${slot} card has ${word} ${count(text, word)} times, not ${times}`);
    };
    const learning = slot === 'learning-cards';
    const [first, card, plain] = cards.map((text, index) => {
      const href = `href="${paths[detailName].to(SENTINEL.title, SENTINEL_IDS[index])}"`;
      expect(text, href, 1);
      expect(text, `>${SENTINEL.title}</a>`, 1);
      expect(text, SENTINEL.excerpt, 1);
      expect(text, `dateTime="${SENTINEL.date}"`, 1);
      expect(text, `>${dateText}</time>`, 1);
      // The title's places: the link, its address, and the picture's text, or the video's button and its player's name.
      expect(text, SENTINEL.title, learning ? 4 : 3);
      if (learning) {
        expect(text, `src="https://i.ytimg.com/vi/${SENTINEL.video}/hqdefault.jpg"`, 1);
        expect(text, `href="https://www.youtube.com/watch?v=${SENTINEL.video}"`, 1);
        // The preview, the link and its mark for the boot script (data-video-id).
        expect(text, SENTINEL.video, 3);
        expect(text, SENTINEL.category, 1);
      } else {
        expect(text, `alt="${SENTINEL.title}"`, 1);
        expect(text, `src="${SENTINEL.picture}"`, 1);
      }
      return text.replace(href, 'href="{href}"');
    });
    let positions;
    if (carousel) {
      // Each slide its own (its number, whether it shows on a phone); all three posts or none.
      for (const slide of [first, card, plain]) expect(slide, authorPart, 1);
      positions = [first, card, plain];
    } else {
      if (slot === 'blog-cards') {
        authorPart = difference(card, plain);
        expect(card, SENTINEL.author, 1);
        expect(authorPart, SENTINEL.author, 1);
      } else if (card !== plain) throw new Error(`prerender: ${slot} shows an author`);
      // The first card where it differs from the others (its picture fetched at once); the last repeats.
      positions = first === card ? [card] : [first, card];
    }
    const template = {
      slot: placeholder,
      styles: stylesFor(grid),
      open: grid.slice(0, grid.indexOf('>') + 1),
      close: '</div>',
      cards: positions,
      repeat: !carousel,
      ...(authorPart && slot.startsWith('blog') ? { authorPart } : {}),
      sentinel: { ...SENTINEL, dateText },
      dateFormat: dateFormat(language),
    };
    collectStyleAttrs(grid);
    const file = join(out, language, 'cards', `${slot}.json`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(template));
    templates += 1;
  }
}
console.log(`wrote ${templates} card templates into dist/prerender/<lang>/cards`);

// A content item's page, as a template the server fills with the item (src/app/detail-templates.ts,
// crates/http/src/site/detail.rs): dist/prerender/<lang>/details/<kind>.json.
const D = DETAIL_SENTINEL;
for (const language of ['en', 'bn']) {
  const dateText = formatDate(D.date, language);
  for (const kind of detailKinds) {
    const rendered = await renderDetailTemplate(kind, language);
    // React puts its own preload of the feature image before the markup; in the browser it goes into the
    // head, and the picture is in the HTML anyway.
    const html = rendered.html.replace(/^(<link rel="preload"[^>]*\/>)+/, '');
    const { styles } = rendered;
    // Each word where the server expects it, as often: a change of the page that moves one fails here.
    const expect = (word, times) => {
      if (count(html, word) !== times) throw new Error(`prerender: the ${kind} page has ${word} ${count(html, word)} times, not ${times}`);
    };
    const shareUrl = encodeURIComponent(new URL(detailAddress(kind), PRERENDER_ORIGIN).href);
    const titleUri = encodeURIComponent(D.title);
    const learning = kind === 'learningItem';
    // The heading, and the names of the video's play button and of its player.
    expect(D.title, learning ? 3 : 1);
    expect(`>${D.title}</h1>`, 1);
    // Facebook, X, LinkedIn and WhatsApp; the title in X's and WhatsApp's text.
    expect(shareUrl, 4);
    expect(titleUri, 2);
    expect(PRERENDER_ORIGIN, 0);
    expect(`dateTime="${D.date}"`, 1);
    expect(`>${dateText}</time>`, 1);
    expect(D.lead, 1);
    expect(D.body, 1);
    expect(D.author, kind === 'blogPost' ? 1 : 0);
    // The preview picture, the link to the video on YouTube and its mark for the boot script (data-video-id).
    expect(D.video, learning ? 3 : 0);
    expect(D.category, learning ? 1 : 0);
    expect(D.categoryLabel, learning ? 1 : 0);
    expect(D.picture, learning ? 0 : 2);
    expect(D.card, learning ? 0 : 1);
    const lead = elementWith(html, 'data-testid="content-lead"');
    const body = elementWith(html, 'data-testid="content-body"');
    if (!lead.endsWith(`>${D.lead}</p>`) || !body.endsWith(`>${D.body}</div>`)) throw new Error(`prerender: the ${kind} page's lead or body holds more than its text`);
    const template = {
      kind,
      page: `${styles}\n<!--mon:root-->\n${html}`,
      lead,
      body,
      // A blog post's "By …", left out for a post without an author.
      ...(kind === 'blogPost' ? { meta: elementWith(html, D.author) } : {}),
      sentinel: { ...D, dateText, shareUrl, titleUri, origin: PRERENDER_ORIGIN },
      dateFormat: dateFormat(language),
    };
    collectStyleAttrs(html);
    const file = join(out, language, 'details', `${kind}.json`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(template));
    templates += 1;
  }
}
console.log(`wrote the content pages' templates into dist/prerender/<lang>/details`);

// The help page's helplines, as a template the server fills with the visible ones (src/app/help-template.ts,
// crates/http/src/site/help.rs): dist/prerender/<lang>/fill/helplines.json.
const H = HELPLINE_SENTINEL;
for (const language of ['en', 'bn']) {
  const { html, styles } = await renderHelpTemplate(language);
  const dateText = formatDay(H.verified_on, language);
  const tel = `tel:${H.phone.replace(/[^\d+]/g, '')}`;
  const list = elementWith(html, 'data-helplines');
  const [full, bare, ...more] = children(list);
  if (!full || !bare || more.length) throw new Error('prerender: the help page does not list its two placeholder helplines');
  // Each word where the server expects it, as often: in the heading and the call button's name, the button's text.
  const expect = (word, times) => {
    if (count(full, word) !== times) throw new Error(`prerender: a helpline has ${word} ${count(full, word)} times, not ${times}`);
  };
  expect(H.name, 2);
  expect(H.phone, 2);
  expect(tel, 1);
  expect(H.hours, 1);
  expect(H.languages, 1);
  expect(H.description, 1);
  expect(dateText, 1);
  // The hours, languages and description: what the helpline with them has and the one without has not.
  const kept = children(bare);
  const parts = children(full).filter((part) => !kept.includes(part));
  const [hours, languages, description] = ['hours', 'languages', 'description'].map((field) => parts.find((part) => part.includes(H[field])));
  if (parts.length !== 3 || !hours || !languages || !description || parts.reduce((item, part) => item.replace(part, ''), full) !== bare) {
    throw new Error("prerender: a helpline's hours, languages and description are not three elements of their own");
  }
  const template = {
    page: `${styles}\n<!--mon:root-->\n${html.replace(bare, '')}`,
    item: full,
    hours,
    languages,
    description,
    sentinel: { name: H.name, phone: H.phone, tel, hours: H.hours, languages: H.languages, description: H.description, dateText },
    dateFormat: dateFormat(language),
  };
  collectStyleAttrs(html);
  const file = join(out, language, 'fill', 'helplines.json');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(template));
}
console.log('wrote the help page\'s template into dist/prerender/<lang>/fill');

const hashes = [...styleAttrs].sort().map((value) => `'sha256-${createHash('sha256').update(value).digest('base64')}'`);
writeFileSync(join(out, 'style-attrs.txt'), `${hashes.join('\n')}\n`);
console.log(`prerendered ${pages} pages (${Math.round(bytes / 1024)} KB) into dist/prerender`);
