import { useEffect, useState, type ReactNode } from 'react';

/**
 * A part of a prerendered page the server may fill with the current content: a list's first page
 * of cards, drawn from the build's template of the app's own card (scripts/prerender.mjs,
 * crates/http/src/site/cards.rs). The build prerenders `children` (the placeholder) inside
 * `<div data-slot>`; the server replaces it with the filled cards and marks the div
 * `data-filled`. Taking such a page over, the app keeps the server's markup as it is (React does
 * not compare it) until it has the list itself and draws the same cards in its place (`replaced`).
 */
export function ServerFilled({ slot, children, replaced = false }: { slot: string; children: ReactNode; replaced?: boolean }) {
  // Read once, when the page is taken over; a later visit of the page (in the app) finds none.
  const [filled] = useState(() => (typeof document === 'undefined' ? null : (document.querySelector(`#root [data-slot="${slot}"][data-filled]`)?.innerHTML ?? null)));
  // Replaced: the server's markup stays, hidden, for the commit that draws the app's own in its place (so
  // that they can take over what plays in it, src/components/ui/video-player.ts), and goes on the next frame.
  const [gone, setGone] = useState(false);
  useEffect(() => {
    if (!replaced) return;
    const frame = requestAnimationFrame(() => setGone(true));
    return () => cancelAnimationFrame(frame);
  }, [replaced]);
  if (replaced && (gone || filled === null)) return null;
  if (filled !== null) return <div data-slot={slot} data-filled="" hidden={replaced} dangerouslySetInnerHTML={{ __html: filled }} />;
  return <div data-slot={slot}>{children}</div>;
}
