import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A menu of links that opens on the first tap, before the app has started and without it: a native
 * `<details>`, so the browser opens it on a tap, Enter or Space on its `<summary>` (the page arrives
 * drawn by the server; the app starts only after the first touch). The element's own `open` is its
 * state: React never sets it, so the app taking the page over keeps a menu the visitor has opened.
 * Once the app runs, Escape (focus back on the summary), a tap outside and a move to another page
 * close it. Its look is plain CSS (`.nav-disclosure` in src/index.css): nothing of it waits for the
 * app's styles, and the app's start carries none of it.
 */
export function NavDisclosure({
  className,
  summary,
  children,
  testId,
}: {
  /** The menu's own class (its look, in src/index.css) beside `nav-disclosure`. */
  className: string;
  /** What the summary shows: its text is the control's name. */
  summary: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  useCloseWhenLeft(ref);
  return (
    <details ref={ref} className={`nav-disclosure ${className}`} data-testid={testId}>
      <summary>{summary}</summary>
      <div className="nav-disclosure__panel">{children}</div>
    </details>
  );
}

/** Closes the disclosure at `ref` on Escape, on a tap outside it and when the page's address changes. */
function useCloseWhenLeft(ref: React.RefObject<HTMLDetailsElement | null>) {
  const location = useLocation();
  const address = `${location.pathname}${location.search}`;
  const shown = useRef(address);
  useEffect(() => {
    // Not on the first run: a menu opened before the app took the page over stays open.
    if (shown.current === address) return;
    shown.current = address;
    if (ref.current) ref.current.open = false;
  }, [address, ref]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const details = ref.current;
      if (event.key !== 'Escape' || !details?.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const details = ref.current;
      if (details?.open && event.target instanceof Node && !details.contains(event.target)) details.open = false;
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [ref]);
}
