import { screen, waitFor, within } from '@testing-library/react';
import { pageLimits } from '@/lib/api/limits.gen';
import i18n from '@/lib/i18n';
import { loginResponse } from '@/testing/mocks/data';
import { counsellorText, resetCounsellors, sampleCounsellor } from '@/testing/mocks/handlers/counsellors';
import { subscriberStore, subscribersHandler } from '@/testing/mocks/handlers/subscribers';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

/** `count` active subscribers, member00 (id 100) on, all registered on the same day. */
const members = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: 100 + i,
    username: `member${String(i).padStart(2, '0')}`,
    email: `member${i}@example.com`,
    contact_number: null,
    registered_date: '2026-03-01T10:00:00Z',
    is_active: true,
    counsellor: null,
  }));

describe('admin subscriber list', () => {
  it('lists subscribers with their active state and total, and filters by search', async () => {
    const { user } = renderApp('/admin/subscriber-list', { session: loginResponse('ADMIN') });
    expect(await screen.findByRole('heading', { name: 'All Subscribers' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Subscribers' });
    expect(await within(table).findByText('rahima')).toBeInTheDocument();
    expect(within(table).getAllByText('Active')).toHaveLength(2); // column header + chip
    expect(within(table).getByText('Not active')).toBeInTheDocument();
    expect(screen.getByText('Total: 2')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search for subscribers'), 'karim');
    expect(await screen.findByText('Total: 1')).toBeInTheDocument();
  });

  it('asks the server once the typing pauses, not on every key', async () => {
    const searches: (string | null)[] = [];
    onTestFinished(() => server.events.removeAllListeners());
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/custom/v1/users') searches.push(url.searchParams.get('search'));
    });
    const { user } = renderApp('/admin/subscriber-list', { session: loginResponse('ADMIN') });
    await screen.findByRole('table', { name: 'Subscribers' });
    await user.type(screen.getByLabelText('Search for subscribers'), 'KARIM');
    expect(await screen.findByText('Total: 1')).toBeInTheDocument();
    expect(searches).toEqual([null, 'KARIM']);
  });

  it("shows the server's default page size (from the OpenAPI document) and pages through the rest", async () => {
    const perPage = pageLimits.listSubscribers.defaultPerPage;
    expect(perPage).toBe(15); // the spec's "15 rows per page"
    const many = members(perPage + 2);
    const asked: (string | null)[] = [];
    const seeks: string[] = [];
    onTestFinished(() => server.events.removeAllListeners());
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname !== '/api/custom/v1/users') return;
      asked.push(url.searchParams.get('per_page'));
      seeks.push(['before', 'after'].map((k) => `${k}=${url.searchParams.get(k) ?? ''}`).join('&'));
    });
    server.use(subscribersHandler(many));
    const { user } = renderApp('/admin/subscriber-list', { session: loginResponse('ADMIN') });
    const table = await screen.findByRole('table', { name: 'Subscribers' });
    // Newest first: the last account created heads the list.
    expect(await within(table).findByText('member16')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(perPage + 1); // header + one page
    expect(screen.getByText('1–15 / 17')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('16–17 / 17')).toBeInTheDocument();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getByText('member00')).toBeInTheDocument();
    // The next page is sought from the last row shown (member02, id 102); page 1 again comes from the cache.
    await user.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(await screen.findByText('1–15 / 17')).toBeInTheDocument();
    expect(await within(table).findByText('member16')).toBeInTheDocument();
    expect(seeks).toEqual(['before=&after=', 'before=102&after=']);
    expect(new Set(asked)).toEqual(new Set([String(perPage)]));
  });

  it('seeks the previous page from the first row shown, and gets the same rows', async () => {
    const many = members(40);
    const seeks: string[] = [];
    onTestFinished(() => server.events.removeAllListeners());
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/custom/v1/users') seeks.push(`${url.searchParams.get('before') ?? ''}/${url.searchParams.get('after') ?? ''}`);
    });
    server.use(subscribersHandler(many));
    const { user } = renderApp('/admin/subscriber-list', { session: loginResponse('ADMIN') });
    const table = await screen.findByRole('table', { name: 'Subscribers' });
    expect(await within(table).findByText('member39')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('16–30 / 40')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('31–40 / 40')).toBeInTheDocument();
    expect(await within(table).findByText('member00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(await screen.findByText('16–30 / 40')).toBeInTheDocument();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(16));
    expect(within(table).getByText('member24')).toBeInTheDocument();
    expect(within(table).getByText('member10')).toBeInTheDocument();
    // Page 1 ends with id 125, page 2 with 110; page 3 (109…100) begins with 109.
    expect(seeks).toEqual(['/', '125/', '110/', '/109']);
  });

  it('labels the pagination buttons in the current language', async () => {
    renderApp('/admin/subscriber-list', { session: loginResponse('ADMIN') });
    expect(await screen.findByRole('button', { name: 'Go to next page' })).toBeInTheDocument();
  });

  // MUI writes য় precomposed (U+09DF): compare in NFC.
  const named = (text: string) => (name: string) => name.normalize('NFC') === text.normalize('NFC');

  it('labels the pagination buttons in Bangla', async () => {
    await i18n.changeLanguage('bn');
    renderApp('/admin/subscriber-list', { session: loginResponse('ADMIN') });
    expect(await screen.findByRole('button', { name: named('পরবর্তী পৃষ্ঠায় যান') }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: named('আগের পৃষ্ঠায় যান') })).toBeInTheDocument();
  });
});

describe("a subscriber's own counsellor", () => {
  const NUSRAT = sampleCounsellor();
  const FARHANA = sampleCounsellor({ id: 5, user_id: 45, username: 'farhana', email: 'farhana@example.com', name_en: 'Farhana Akter', name_bn: 'ফারহানা আক্তার' });

  /** The bodies the counsellor change was sent with. */
  function sentBodies() {
    const bodies: unknown[] = [];
    onTestFinished(() => server.events.removeAllListeners());
    server.events.on('request:start', ({ request }) => {
      if (/\/admin\/subscribers\/\d+\/counsellor$/.test(new URL(request.url).pathname)) void request.clone().json().then((b) => bodies.push(b));
    });
    return bodies;
  }

  async function openList() {
    resetCounsellors([NUSRAT, FARHANA]);
    const view = renderApp('/admin/subscriber-list', { session: loginResponse('ADMIN') });
    const table = await screen.findByRole('table', { name: 'Subscribers' });
    await within(table).findByText('rahima');
    return { ...view, table };
  }
  const row = (table: HTMLElement, username: string) => within(table).getByText(username).closest('tr')!;

  it("shows each subscriber's counsellor, or None", async () => {
    const { table } = await openList();
    expect(within(table).getByRole('columnheader', { name: 'Counsellor' })).toBeInTheDocument();
    expect(within(row(table, 'rahima')).getByText('Nusrat Jahan')).toBeInTheDocument();
    expect(within(row(table, 'karim')).getByText('None')).toBeInTheDocument();
    expect(within(row(table, 'karim')).getByRole('button', { name: 'Change the counsellor of karim' })).toBeInTheDocument();
  });

  it('changes the counsellor: the row shows the new one and the server says so', async () => {
    const bodies = sentBodies();
    const { user, table } = await openList();
    await user.click(within(row(table, 'rahima')).getByRole('button', { name: 'Change the counsellor of rahima' }));
    const dialog = await screen.findByRole('dialog', { name: 'Counsellor of rahima' });
    expect(within(dialog).getByText(/next request suggests/)).toBeInTheDocument();
    const select = within(dialog).getByLabelText('Counsellor');
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Farhana Akter' })).toBeInTheDocument());
    expect(select).toHaveValue(String(NUSRAT.id)); // the current one, preselected
    await user.selectOptions(select, 'Farhana Akter');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(counsellorText.clientCounsellorSet)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(row(table, 'rahima')).findByText('Farhana Akter')).toBeInTheDocument();
    expect(within(row(table, 'rahima')).queryByText('Nusrat Jahan')).not.toBeInTheDocument();
    expect(bodies).toEqual([{ counsellor_id: FARHANA.id }]);
  });

  it('"No counsellor" sends null, and the row says None', async () => {
    const bodies = sentBodies();
    const { user, table } = await openList();
    await user.click(within(row(table, 'rahima')).getByRole('button', { name: 'Change the counsellor of rahima' }));
    const dialog = await screen.findByRole('dialog', { name: 'Counsellor of rahima' });
    await user.selectOptions(within(dialog).getByLabelText('Counsellor'), 'No counsellor');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(counsellorText.clientCounsellorSet)).toBeInTheDocument();
    expect(await within(row(table, 'rahima')).findByText('None')).toBeInTheDocument();
    expect(bodies).toEqual([{ counsellor_id: null }]);
    expect(subscriberStore.items.find((u) => u.username === 'rahima')?.counsellor).toBeNull();
  });

  it('is used with the keyboard: the select is labelled and focus returns to the button', async () => {
    const { user, table } = await openList();
    const change = within(row(table, 'karim')).getByRole('button', { name: 'Change the counsellor of karim' });
    change.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Counsellor of karim' });
    const select = within(dialog).getByRole('combobox', { name: 'Counsellor' });
    expect(select).toHaveValue(''); // none yet
    await waitFor(() => expect(select).toHaveFocus());
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Nusrat Jahan' })).toBeInTheDocument());
    await user.selectOptions(select, 'Nusrat Jahan');
    await user.tab(); // Cancel
    await user.tab(); // Save
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(counsellorText.clientCounsellorSet)).toBeInTheDocument();
    expect(await within(row(table, 'karim')).findByText('Nusrat Jahan')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(row(table, 'karim')).getByRole('button', { name: 'Change the counsellor of karim' })).toHaveFocus());
  });

  it('Escape closes the dialog without a change, and focus returns', async () => {
    const bodies = sentBodies();
    const { user, table } = await openList();
    await user.click(within(row(table, 'rahima')).getByRole('button', { name: 'Change the counsellor of rahima' }));
    await screen.findByRole('dialog', { name: 'Counsellor of rahima' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(row(table, 'rahima')).getByRole('button', { name: 'Change the counsellor of rahima' })).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it("shows the server's message when the counsellor no longer exists", async () => {
    const { user, table } = await openList();
    await user.click(within(row(table, 'karim')).getByRole('button', { name: 'Change the counsellor of karim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Counsellor of karim' });
    const select = within(dialog).getByLabelText('Counsellor');
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Farhana Akter' })).toBeInTheDocument());
    await user.selectOptions(select, 'Farhana Akter');
    resetCounsellors([NUSRAT]); // removed meanwhile
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(counsellorText.notFound)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Counsellor of karim' })).toBeInTheDocument();
    expect(within(row(table, 'karim')).getByText('None')).toBeInTheDocument();
  });

  it("shows the server's message when the account is not a subscriber", async () => {
    server.use(subscribersHandler([{ id: 99, username: 'gone', email: 'gone@example.com', contact_number: null, registered_date: '2026-03-01T10:00:00Z', is_active: true, counsellor: null }]));
    resetCounsellors([NUSRAT]);
    const { user } = renderApp('/admin/subscriber-list', { session: loginResponse('ADMIN') });
    await user.click(await screen.findByRole('button', { name: 'Change the counsellor of gone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Counsellor of gone' });
    const select = within(dialog).getByLabelText('Counsellor');
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Nusrat Jahan' })).toBeInTheDocument());
    await user.selectOptions(select, 'Nusrat Jahan');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(counsellorText.subscriberNotFound)).toBeInTheDocument();
  });

  it('asks for the first page of counsellors at the largest size the server allows', async () => {
    const asked: string[] = [];
    onTestFinished(() => server.events.removeAllListeners());
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/custom/v1/admin/counsellors') asked.push(url.search);
    });
    const { user, table } = await openList();
    await user.click(within(row(table, 'karim')).getByRole('button', { name: 'Change the counsellor of karim' }));
    await screen.findByRole('dialog', { name: 'Counsellor of karim' });
    await waitFor(() => expect(asked).toEqual([`?page=1&per_page=${pageLimits.listAllCounsellors.maxPerPage}`]));
  });
});
