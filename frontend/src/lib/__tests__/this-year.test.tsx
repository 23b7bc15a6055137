import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useThisYear } from '../this-year';

function Year() {
  return <p>{useThisYear()}</p>;
}

describe('useThisYear', () => {
  it('takes over a page drawn in an earlier year without a mismatch, then shows this year', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${__MON_BUILD_YEAR__}-12-31T12:00:00Z`));
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Year />);
    expect(container.textContent).toBe(String(__MON_BUILD_YEAR__));
    vi.setSystemTime(new Date(`${__MON_BUILD_YEAR__ + 1}-01-01T12:00:00Z`));
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Year />, { onRecoverableError: (error) => mismatches.push(error) });
      await Promise.resolve();
    });
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe(String(__MON_BUILD_YEAR__ + 1));
    vi.useRealTimers();
  });
});

declare const __MON_BUILD_YEAR__: number;
