import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { useHelpPanel } from '@/lib/help-panel';
import i18n from '@/lib/i18n';
import { loginResponse } from '@/testing/mocks/data';
import { helplineStore } from '@/testing/mocks/handlers/helplines';
import { errorBody, http, serverText } from '@/testing/mocks/http';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

const SEEDED = [
  ['National Emergency Service', '999'],
  ['Moner Jotno (BRAC) mental health hotline', '09643262626'],
  ['National Helpline for Violence against Women and Children', '109'],
] as const;

async function openPanel(user: ReturnType<typeof renderApp>['user']) {
  const button = await screen.findByRole('link', { name: 'Need help now?' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await user.click(button);
  const panel = await screen.findByRole('dialog', { name: 'Help is here' });
  return { button, panel };
}

describe('"Need help now?"', () => {
  it('is in the header of a public page and opens the panel: 999 first, then every helpline with a tap-to-call link', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'A kind place for your mind' });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Need help now?' })).toHaveAttribute('aria-haspopup', 'dialog');
    const { button, panel } = await openPanel(user);
    expect(button).toHaveAttribute('aria-expanded', 'true');

    const emergency = within(panel).getByRole('region', { name: 'In danger right now?' });
    expect(within(emergency).getByRole('link', { name: 'Call 999' })).toHaveAttribute('href', 'tel:999');
    expect(within(panel).getByText(/Mon is not an emergency service\. If you or someone near you is in danger now, please call 999 or go to the nearest hospital\./)).toBeInTheDocument();

    const list = await within(panel).findByRole('list', { name: 'Helplines' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 4 }).textContent)).toEqual(SEEDED.map(([name]) => name));
    for (const [index, [name, phone]] of SEEDED.entries()) {
      expect(within(items[index]!).getByRole('link', { name: `${name}, call ${phone}` })).toHaveAttribute('href', `tel:${phone}`);
    }
    const brac = items[1]!;
    expect(brac).toHaveTextContent('Hours: 12 noon to 2 am, every day, holidays included');
    expect(brac).toHaveTextContent('Languages: Bangla');
    expect(brac).toHaveTextContent('Free, confidential tele-counselling for anxiety, panic or stress, especially for young people.');
    expect(brac).toHaveTextContent('Last verified 23 Nov 2024');
    // A visitor has no plan to link to.
    expect(within(panel).queryByRole('link', { name: 'My safety plan' })).not.toBeInTheDocument();
  });

  it('is a link to the help page, which the running app turns into opening the panel where the visitor is', async () => {
    const { user, router } = renderApp('/stories');
    const link = await screen.findByRole('link', { name: 'Need help now?' });
    expect(link).toHaveAttribute('href', '/help');
    await openPanel(user);
    expect(router.state.location.pathname).toBe('/stories');
  });

  it('has a page of its own at /help: 999 first, then the helplines, with the headings of a page', async () => {
    renderApp('/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help is here' })).toBeInTheDocument();
    const emergency = screen.getByRole('region', { name: 'In danger right now?' });
    expect(within(emergency).getByRole('link', { name: 'Call 999' })).toHaveAttribute('href', 'tel:999');
    expect(screen.getByText(/Mon is not an emergency service\./)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Helplines' });
    expect(within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(SEEDED.map(([name]) => name));
    expect(within(list).getByRole('link', { name: 'Moner Jotno (BRAC) mental health hotline, call 09643262626' })).toHaveAttribute('href', 'tel:09643262626');
    await waitFor(() => expect(document.title).toBe('Help is here | Mon'));
    // The page is not a dialog: nothing opened over it.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes the focus into the panel, closes with Esc and gives the focus back to the button', async () => {
    const { user } = renderApp('/faq');
    const { button, panel } = await openPanel(user);
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Help is here' })).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    expect(button).toHaveAttribute('aria-expanded', 'false');

    // The close button does the same.
    await user.click(button);
    const again = await screen.findByRole('dialog', { name: 'Help is here' });
    await user.click(within(again).getByRole('button', { name: 'Close help' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Help is here' })).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('is on the account pages too', async () => {
    const { user } = renderApp('/login');
    await screen.findByRole('heading', { level: 1 });
    await openPanel(user);
  });

  it("is on a subscriber's dashboard and links to their safety plan, closing the panel on the way", async () => {
    const { user, router } = renderApp('/dashboard', { session: loginResponse('SUBSCRIBER') });
    await screen.findByRole('heading', { level: 1, name: 'Hello rahima' });
    const { panel } = await openPanel(user);
    expect(within(panel).getByRole('link', { name: 'Call 999' })).toHaveAttribute('href', 'tel:999');
    expect(await within(panel).findByRole('link', { name: 'Moner Jotno (BRAC) mental health hotline, call 09643262626' })).toHaveAttribute('href', 'tel:09643262626');
    const plan = within(panel).getByRole('link', { name: 'My safety plan' });
    expect(plan).toHaveAttribute('href', '/safety-plan');
    await user.click(plan);
    await waitFor(() => expect(router.state.location.pathname).toBe('/safety-plan'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Help is here' })).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { level: 1, name: 'My safety plan' })).toBeInTheDocument();
  });

  it("is on an admin's dashboard, without a safety plan link, next to the floating contact button", async () => {
    const { user } = renderApp('/admin/dashboard', { session: loginResponse('ADMIN') });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.getByTestId('contact-menu-corner').querySelector('summary')).toHaveTextContent('Contact us');
    const { panel } = await openPanel(user);
    await within(panel).findByRole('list', { name: 'Helplines' });
    expect(within(panel).queryByRole('link', { name: 'My safety plan' })).not.toBeInTheDocument();
  });

  it('shows only the helplines that are not hidden, in the admins\' order', async () => {
    helplineStore.items[1]!.hidden = true;
    helplineStore.items[2]!.position = 0;
    const { user } = renderApp('/');
    const { panel } = await openPanel(user);
    const list = await within(panel).findByRole('list', { name: 'Helplines' });
    expect(within(list).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([SEEDED[2][0], SEEDED[0][0]]);
  });

  it('still shows 999 while the helplines load, and when they cannot be loaded', async () => {
    let fail = true;
    server.use(
      http.get('/api/custom/v1/helplines', ({ response }) =>
        fail ? response.untyped(HttpResponse.json(errorBody(500, 'internal_error', serverText.internal), { status: 500 })) : response(200).json({ items: [] }),
      ),
    );
    const { user } = renderApp('/');
    const { panel } = await openPanel(user);
    expect(within(panel).getByRole('link', { name: 'Call 999' })).toHaveAttribute('href', 'tel:999');
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the helplines just now. If you are in danger, call 999.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByText('There are no other helplines to show right now. If you are in danger, call 999.')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Call 999' })).toBeInTheDocument();
  });

  it('opens from anywhere in the app through the help panel store (a check-in that suggests help)', async () => {
    renderApp('/stories');
    await screen.findByRole('link', { name: 'Need help now?' });
    act(() => useHelpPanel.getState().openPanel());
    expect(await screen.findByRole('dialog', { name: 'Help is here' })).toBeInTheDocument();
    act(() => useHelpPanel.getState().closePanel());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Help is here' })).not.toBeInTheDocument());
  });

  it('speaks Bangla: the button, the panel and the helplines in the reader\'s language', async () => {
    await i18n.changeLanguage('bn');
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'এখনই সাহায্য দরকার?' }));
    const panel = await screen.findByRole('dialog', { name: 'সাহায্য এখানেই আছে' });
    expect(within(panel).getByRole('link', { name: '৯৯৯-এ ফোন করুন' })).toHaveAttribute('href', 'tel:999');
    expect(await within(panel).findByRole('link', { name: 'মনের যত্ন (ব্র্যাক) মানসিক স্বাস্থ্য হটলাইন, ফোন করুন 09643262626' })).toHaveAttribute(
      'href',
      'tel:09643262626',
    );
    expect(within(panel).getByText(/প্রতিদিন দুপুর ১২টা থেকে রাত ২টা, ছুটির দিনসহ/)).toBeInTheDocument();
  });
});
