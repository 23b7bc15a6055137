import { act } from '@testing-library/react';
import { vi } from 'vitest';

type JestShim = { advanceTimersByTime: (ms: number) => void };
const globals = globalThis as typeof globalThis & { jest?: JestShim };

/**
 * Fakes the timers (not microtasks; `Date` too when `date` is set, for code that measures time passed). Testing
 * Library's `waitFor` and `findBy*` recognise Jest-style fake timers through a `jest` global and then
 * advance them while they wait, so the shim below lets them work with Vitest's.
 * Load the page with real timers first: only the clock is fake from here on.
 */
export function startFakeClock({ date = false }: { date?: boolean } = {}): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', ...(date ? (['Date'] as const) : [])] });
  globals.jest = { advanceTimersByTime: (ms) => vi.advanceTimersByTime(ms) };
}

export function stopFakeClock(): void {
  delete globals.jest;
  vi.useRealTimers();
}

/** Moves the fake clock on by `ms` and lets React apply what the timers did. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}
