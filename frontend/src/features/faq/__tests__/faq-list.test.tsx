import { screen } from '@testing-library/react';
import { renderApp } from '@/testing/test-utils';

describe('the FAQ', () => {
  it('lists each question as a heading that opens its answer on a tap, without any script of its own (the keyboard: e2e/site.spec.ts)', async () => {
    const { user } = renderApp('/faq');
    const question = await screen.findByRole('heading', { level: 2, name: 'Is what I say kept confidential?' });
    const item = question.closest('details')!;
    // A native disclosure: the browser opens it, whether or not the app has started.
    expect(item).not.toBeNull();
    expect(item.open).toBe(false);
    expect(item).toHaveTextContent(/Your counsellor will not share what you tell them/);
    await user.click(question);
    expect(item.open).toBe(true);
    await user.click(question);
    expect(item.open).toBe(false);
    // Every question is there, in order.
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(7);
  });
});
