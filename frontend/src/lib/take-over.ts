import { useEffect } from 'react';

/**
 * A field of a prerendered page that the visitor typed into before the app took the page over
 * holds text the form's state does not know. Hands each such text to the form as typed input:
 * the field's value goes back to what the page arrived with through React's own value property
 * (so React records it), then to the typed text past it, and an `input` event makes React see the
 * change and call the form's `onChange`.
 */
export function keepTypedInput(root: ParentNode): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && ['checkbox', 'radio', 'file', 'hidden', 'submit', 'button'].includes(field.type)) continue;
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    field.value = field.defaultValue;
    const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Once the page (not only the frame around it) runs: keeps what was typed before, and marks
 * `<html data-app="ready">` (a prerendered page's buttons now work; the e2e tests wait for it).
 * Used inside the boundary that holds the page, so it runs when the page itself is taken over.
 */
export function useTakeOver(): void {
  useEffect(() => {
    const root = document.getElementById('root');
    if (root?.hasAttribute('data-prerendered')) keepTypedInput(root);
    document.documentElement.dataset.app = 'ready';
  }, []);
}
