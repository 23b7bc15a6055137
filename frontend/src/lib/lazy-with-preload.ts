import { lazy, type LazyExoticComponent } from 'react';

/**
 * What `React.lazy` accepts as a component, read from its own signature
 * (`lazy<T extends ComponentType<any>>`) rather than spelled again here.
 */
export type LazyComponent = Awaited<ReturnType<Parameters<typeof lazy>[0]>>['default'];

export type PreloadableComponent<T extends LazyComponent> = LazyExoticComponent<T> & { preload: () => Promise<unknown> };

/**
 * React.lazy plus `preload()`, for parts that only appear after an interaction
 * (menus, drawers, toasts): they stay out of the entry chunk and are fetched
 * when the browser is idle or the user reaches for them, whichever comes first.
 */
export function lazyWithPreload<T extends LazyComponent>(factory: () => Promise<{ default: T }>): PreloadableComponent<T> {
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
