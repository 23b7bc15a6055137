import { queryClient } from '@/lib/query-client';
import { ESCAPE_WINDOW_MS, NEUTRAL_URL } from '@/config/leave-quickly';
import { useSessionStore } from '@/lib/session';

export { ESCAPE_WINDOW_MS, NEUTRAL_URL };

/** The browser's location, behind one seam so tests can watch it. */
export const browser = {
  replace: (url: string) => window.location.replace(url),
};

/**
 * Leaves at once: replaces the current history entry (Back does not return
 * here) with a neutral page. In discreet mode the session (or who is locked
 * out by the idle lock) and every cached answer are cleared first, so the next
 * person at the device finds nothing.
 */
export function leaveQuickly(): void {
  const { session, locked } = useSessionStore.getState();
  if (session?.discreet || locked) {
    useSessionStore.getState().clear();
    queryClient.clear();
  }
  browser.replace(NEUTRAL_URL);
}

/**
 * Calls `leave` when Escape is pressed three times within {@link ESCAPE_WINDOW_MS}.
 * Returns the function that stops listening.
 */
export function listenForTripleEscape(leave: () => void = leaveQuickly, now: () => number = Date.now): () => void {
  let presses: number[] = [];
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    const at = now();
    presses = [...presses.filter((t) => at - t < ESCAPE_WINDOW_MS), at];
    if (presses.length >= 3) {
      presses = [];
      leave();
    }
  };
  window.addEventListener('keydown', onKey);
  return () => window.removeEventListener('keydown', onKey);
}
