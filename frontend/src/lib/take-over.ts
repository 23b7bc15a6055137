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
 * The mark the boot script puts on a form sent before the app ran (vite.config.ts, BOOT_SOURCE): a
 * property of the element, not an attribute, so the markup React takes over is the page's own.
 */
export const HELD_SUBMIT = 'monHeldSubmit';
type Held = HTMLFormElement & { [HELD_SUBMIT]?: boolean };

/**
 * Sends the form the visitor sent before the app took the page over, which the boot script held
 * back (else it would have gone to the server as a plain form). After a turn, so the form's
 * state has the text `keepTypedInput` handed it.
 */
export function sendHeldSubmit(root: ParentNode): void {
  const form = Array.from(root.querySelectorAll<Held>('form')).find((candidate) => candidate[HELD_SUBMIT]);
  if (!form) return;
  delete form[HELD_SUBMIT];
  setTimeout(() => {
    if (form.isConnected) form.requestSubmit();
  }, 0);
}

/**
 * Once the page (not only the frame around it) runs: keeps what was typed before, sends a form
 * sent before, and marks `<html data-app="ready">` (a prerendered page's buttons now work; the
 * e2e tests wait for it).
 * Used inside the boundary that holds the page, so it runs when the page itself is taken over.
 */
export function useTakeOver(): void {
  useEffect(() => {
    const root = document.getElementById('root');
    if (root?.hasAttribute('data-prerendered')) {
      keepTypedInput(root);
      sendHeldSubmit(root);
    }
    document.documentElement.dataset.app = 'ready';
    // The app draws the menu for the visitor's own session now (the boot script's mark hid "Log in").
    delete document.documentElement.dataset.signedIn;
  }, []);
}
