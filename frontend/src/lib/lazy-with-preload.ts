import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type PreloadableComponent<T extends ComponentType<any>> = LazyExoticComponent<T> & { preload: () => Promise<unknown> }; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * React.lazy plus `preload()`, for parts that only appear after an interaction
 * (menus, drawers, toasts): they stay out of the entry chunk and are fetched
 * when the browser is idle or the user reaches for them, whichever comes first.
 */
// `any` props, as React.lazy's own signature has them: `unknown` would reject every component.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWithPreload<T extends ComponentType<any>>(factory: () => Promise<{ default: T }>): PreloadableComponent<T> {
  let pending: Promise<{ default: T }> | undefined;
  const load = () => (pending ??= factory());
  return Object.assign(lazy(load), { preload: load });
}

/** Runs `task` once the page is idle (or after `timeoutMs`). Returns a cancel function. */
export function whenIdle(task: () => void, timeoutMs = 2500): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, Math.min(timeoutMs, 1200));
  return () => window.clearTimeout(id);
}
