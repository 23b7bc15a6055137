import { useEffect, useRef } from 'react';

/**
 * Keeps the keyboard focus in a list that a change re-renders (a row moved up or down, an item back in the list):
 * `buttonRef(key)` registers a button under its key, and `focusLater(keys)` names the buttons wanted; once `data`
 * changed, the first of them that is there and enabled takes the focus.
 */
export function useRefocus<K extends string>(data: unknown) {
  const buttons = useRef(new Map<K, HTMLButtonElement>());
  const pendingFocus = useRef<K[]>([]);

  useEffect(() => {
    const wanted = pendingFocus.current;
    if (!wanted.length) return;
    const target = wanted.map((key) => buttons.current.get(key)).find((button) => button && !button.disabled);
    if (!target) return;
    pendingFocus.current = [];
    target.focus();
  }, [data]);

  const buttonRef = (key: K) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };
  const focusLater = (keys: K[]) => {
    pendingFocus.current = keys;
  };
  return { buttonRef, focusLater };
}
