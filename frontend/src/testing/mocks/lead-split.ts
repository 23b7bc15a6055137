/**
 * The server's lead rule (`RichText::lead`, crates/domain/src/content/lead.rs), written again for the
 * doubles' answers: detail pages (spec section 2) emphasise the text up to the first full stop as a
 * heading-like lead and show the rest as body. Here the sanitised HTML is parsed into an inert
 * `<template>`, the lead is cut from the first block with a DOM Range (so the rest of that block keeps its
 * links and emphasis), and the body is what remains. Both readings are checked against the same cases
 * (crates/domain/src/content/lead-cases.json).
 */
export type LeadSplit = { lead: string; body: string };

/** A full stop that ends a sentence (followed by a space or the end), or the Bangla dari, which always does. */
const SENTENCE_END = /[.!?](?=\s|$)|।/;

/** Where the lead of a plain text ends (just after its first full stop), or -1 without one. */
export function leadEnd(text: string): number {
  const match = SENTENCE_END.exec(text);
  return match ? match.index + match[0].length : -1;
}

const isBlank = (node: Node) => !(node.textContent ?? '').trim() && !(node instanceof Element && node.querySelector('img, iframe, video'));

export function splitLead(html: string): LeadSplit {
  if (typeof document === 'undefined') return { lead: '', body: html.trim() };
  const template = document.createElement('template');
  template.innerHTML = html;
  const root = template.content;
  // The first top-level node with any text (leading whitespace and empty paragraphs are skipped).
  const first = Array.from(root.childNodes).find((node) => (node.textContent ?? '').trim());
  if (!first || (first instanceof Element && /^(H[1-6]|UL|OL|TABLE|PRE|BLOCKQUOTE|FIGURE)$/.test(first.tagName))) {
    return { lead: '', body: html.trim() };
  }

  const range = document.createRange();
  range.setStart(first, 0);
  range.setEndAfter(first);
  const texts: Text[] = [];
  if (first instanceof Text) texts.push(first);
  else {
    const walker = document.createTreeWalker(first, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
  }
  for (const text of texts) {
    const at = leadEnd(text.data);
    if (at >= 0) {
      range.setEnd(text, at);
      break;
    }
  }
  const extracted = range.extractContents();
  // A line break reads as a space.
  for (const br of extracted.querySelectorAll('br')) br.replaceWith(' ');
  const lead = (extracted.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (first.parentNode && isBlank(first)) first.parentNode.removeChild(first);

  const out = document.createElement('div');
  out.appendChild(root.cloneNode(true));
  return { lead, body: out.innerHTML.trim() };
}
