import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '@/lib/i18n';
import { serviceToday } from '@/lib/service-day';
import { useSessionStore } from '@/lib/session';
import { loginResponse } from '@/testing/mocks/data';
import { helplineStore, orderedHelplines } from '@/testing/mocks/handlers/helplines';
import { errorBody, http, serverText } from '@/testing/mocks/http';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

const EMERGENCY = 'National Emergency Service';
const BRAC = 'Moner Jotno (BRAC) mental health hotline';
const WOMEN = 'National Helpline for Violence against Women and Children';

async function openPage() {
  const view = renderApp('/admin/helplines', { session: loginResponse('ADMIN') });
  expect(await screen.findByRole('heading', { level: 1, name: 'Helplines' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Helplines, in the order of the help panel' });
  await within(table).findByText(EMERGENCY);
  return { ...view, table };
}

/** The English names of the table's rows, top to bottom. */
const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('[lang="en"]')?.textContent);
const row = (table: HTMLElement, name: string) => within(table).getByText(name).closest('tr')!;

/** Puts a whole text in a field at once (typing it key by key re-renders the dialog for every letter). */
async function fill(user: ReturnType<typeof renderApp>['user'], field: HTMLElement, text: string) {
  if ((field as HTMLInputElement).value) await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

/** What a visitor's help panel lists now, through the public double. */
async function publicNames(): Promise<string[]> {
  const response = await fetch('http://localhost/api/custom/v1/helplines');
  return ((await response.json()) as { items: { name: string }[] }).items.map((h) => h.name);
}

describe('admin helplines', () => {
  it('lists every helpline in the order of the help panel with its number, order, verification date and whether it is shown', async () => {
    const { table } = await openPage();
    expect(names(table)).toEqual([EMERGENCY, BRAC, WOMEN]);
    expect(screen.getByText('Total: 3')).toBeInTheDocument();
    const brac = row(table, BRAC);
    const cells = within(brac).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(0, 4)).toEqual(['2', `${BRAC}মনের যত্ন (ব্র্যাক) মানসিক স্বাস্থ্য হটলাইন`, '09643262626', '23 Nov 2024']);
    expect(within(brac).getByRole('switch', { name: `Show in the help panel: ${BRAC}` })).toBeChecked();
    expect(within(row(table, EMERGENCY)).getByRole('button', { name: `Move up: ${EMERGENCY}` })).toBeDisabled();
    expect(within(row(table, WOMEN)).getByRole('button', { name: `Move down: ${WOMEN}` })).toBeDisabled();
    await waitFor(() => expect(document.title).toBe('Helplines | Mon'));
  });

  it('is in the admin sidebar, after Categories', async () => {
    await openPage();
    const nav = screen.getByRole('navigation', { name: 'Dashboard navigation' });
    const links = within(nav).getAllByRole('link').map((a) => a.textContent);
    expect(links.indexOf('Helplines')).toBeGreaterThan(links.indexOf('Categories'));
    expect(within(nav).getByRole('link', { name: 'Helplines' })).toHaveAttribute('href', '/admin/helplines');
  });

  it('keeps subscribers out', async () => {
    const { router } = renderApp('/admin/helplines', { session: loginResponse('SUBSCRIBER') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useSessionStore.getState().session).toBeNull();
  });

  // Many steps through a form of many fields: more time than the default on a busy machine.
  it('checks a new helpline with the server texts, then adds it at the end of the order', async () => {
    const { user, table } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Add helpline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add helpline' });
    expect(within(dialog).getByLabelText(/^Last verified/)).toHaveValue(serviceToday());
    expect(within(dialog).getByRole('spinbutton', { name: 'Order' })).toHaveValue(4);
    await fill(user, within(dialog).getByRole('textbox', { name: /^Phone number/ }), 'call us');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByRole('textbox', { name: /^Name in English/ })).toHaveAccessibleDescription(serverText.helplineNameRequired);
    expect(within(dialog).getByRole('textbox', { name: /^Name in Bangla/ })).toHaveAccessibleDescription(serverText.helplineNameRequired);
    expect(within(dialog).getByRole('textbox', { name: /^Phone number/ })).toHaveAccessibleDescription(serverText.helplinePhoneInvalid);
    expect(helplineStore.items).toHaveLength(3);

    await fill(user, within(dialog).getByRole('textbox', { name: /^Name in English/ }), 'Kaan Pete Roi');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Name in Bangla/ }), 'কান পেতে রই');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Phone number/ }), '+880 9612-119911');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Hours in English' }), 'Sat to Thu, 3 pm to 3 am');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Description in English' }), '  Emotional support, by listening. ');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText(serverText.helplineSaved)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(names(table)).toEqual([EMERGENCY, BRAC, WOMEN, 'Kaan Pete Roi']));
    expect(helplineStore.items.at(-1)).toMatchObject({
      name_bn: 'কান পেতে রই',
      phone: '+880 9612-119911',
      hours_en: 'Sat to Thu, 3 pm to 3 am',
      description_en: 'Emotional support, by listening.',
      verified_on: serviceToday(),
      position: 4,
      hidden: false,
    });
    expect(await publicNames()).toContain('Kaan Pete Roi');
   }, 30_000);

  it("shows the server's field errors on the fields", async () => {
    server.use(
      http.post('/api/custom/v1/helplines/{id}', ({ response }) =>
        response(400).json(
          errorBody(400, 'validation_failed', serverText.helplineVerifiedInvalid, {
            verified_on: [serverText.helplineVerifiedInvalid],
            hours_bn: [serverText.helplineTextTooLong],
          }),
        ),
      ),
    );
    const { user, table } = await openPage();
    await user.click(within(row(table, BRAC)).getByRole('button', { name: `Edit: ${BRAC}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit helpline' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^Last verified/)).toHaveAccessibleDescription(serverText.helplineVerifiedInvalid));
    expect(within(dialog).getByRole('textbox', { name: 'Hours in Bangla' })).toHaveAccessibleDescription(serverText.helplineTextTooLong);
    expect(screen.getByRole('dialog', { name: 'Edit helpline' })).toBeInTheDocument();
  });

  it('edits a helpline: its number and the day it was verified', async () => {
    const { user, table } = await openPage();
    await user.click(within(row(table, WOMEN)).getByRole('button', { name: `Edit: ${WOMEN}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit helpline' });
    expect(within(dialog).getByRole('textbox', { name: /^Name in Bangla/ })).toHaveValue('নারী ও শিশু নির্যাতন প্রতিরোধে ন্যাশনাল হেল্পলাইন');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Phone number/ }), '10921');
    fireEvent.change(within(dialog).getByLabelText(/^Last verified/), { target: { value: '2026-01-15' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(serverText.helplineSaved)).toBeInTheDocument();
    await waitFor(() => expect(within(row(table, WOMEN)).getByText('10921')).toBeInTheDocument());
    expect(within(row(table, WOMEN)).getByText('15 Jan 2026')).toBeInTheDocument();
    expect(helplineStore.items.find((h) => h.id === 3)).toMatchObject({ phone: '10921', verified_on: '2026-01-15', position: 3 });
  });

  it('hides a helpline from the help panel and shows it again', async () => {
    const { user, table } = await openPage();
    const toggle = within(row(table, BRAC)).getByRole('switch', { name: `Show in the help panel: ${BRAC}` });
    await user.click(toggle);
    expect(await screen.findByText(serverText.helplineSaved)).toBeInTheDocument();
    await waitFor(() => expect(within(row(table, BRAC)).getByRole('switch')).not.toBeChecked());
    expect(within(row(table, BRAC)).getByText('Hidden')).toBeInTheDocument();
    expect(await publicNames()).toEqual([EMERGENCY, WOMEN]);

    await user.click(within(row(table, BRAC)).getByRole('switch'));
    await waitFor(() => expect(within(row(table, BRAC)).getByRole('switch')).toBeChecked());
    expect(await publicNames()).toEqual([EMERGENCY, BRAC, WOMEN]);
  });

  it('deletes a helpline only after a confirmation', async () => {
    const { user, table } = await openPage();
    await user.click(within(row(table, WOMEN)).getByRole('button', { name: `Delete: ${WOMEN}` }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this helpline?' });
    expect(dialog).toHaveTextContent(`“${WOMEN}”`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(helplineStore.items).toHaveLength(3);

    await user.click(within(row(table, WOMEN)).getByRole('button', { name: `Delete: ${WOMEN}` }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this helpline?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(serverText.helplineDeleted)).toBeInTheDocument();
    await waitFor(() => expect(names(table)).toEqual([EMERGENCY, BRAC]));
    expect(await publicNames()).toEqual([EMERGENCY, BRAC]);
  });

  it('moves a helpline up and down by swapping positions with its neighbour, keeping the focus on the button', async () => {
    const { user, table } = await openPage();
    await user.click(within(row(table, WOMEN)).getByRole('button', { name: `Move up: ${WOMEN}` }));
    await waitFor(() => expect(names(table)).toEqual([EMERGENCY, WOMEN, BRAC]));
    expect(orderedHelplines().map((h) => [h.id, h.position])).toEqual([
      [1, 1],
      [3, 2],
      [2, 3],
    ]);
    await waitFor(() => expect(within(row(table, WOMEN)).getByRole('button', { name: `Move up: ${WOMEN}` })).toHaveFocus());
    expect(screen.getByText(`“${WOMEN}” is now number 2.`)).toBeInTheDocument();

    await user.click(within(row(table, EMERGENCY)).getByRole('button', { name: `Move down: ${EMERGENCY}` }));
    await waitFor(() => expect(names(table)).toEqual([WOMEN, EMERGENCY, BRAC]));
    await waitFor(() => expect(within(row(table, EMERGENCY)).getByRole('button', { name: `Move down: ${EMERGENCY}` })).toHaveFocus());
    expect(await publicNames()).toEqual([WOMEN, EMERGENCY, BRAC]);
  });

  it('tells two helplines with the same position apart when one moves', async () => {
    for (const h of helplineStore.items) h.position = 5;
    const { user, table } = await openPage();
    await user.click(within(row(table, BRAC)).getByRole('button', { name: `Move up: ${BRAC}` }));
    await waitFor(() => expect(names(table)).toEqual([BRAC, EMERGENCY, WOMEN]));
    expect(helplineStore.items.find((h) => h.id === 2)?.position).toBe(4);
  });

  it('says so when there is no helpline yet', async () => {
    helplineStore.items = [];
    renderApp('/admin/helplines', { session: loginResponse('ADMIN') });
    expect(await screen.findByText('No helplines yet.')).toBeInTheDocument();
  });

  it('speaks Bangla', async () => {
    await i18n.changeLanguage('bn');
    renderApp('/admin/helplines', { session: loginResponse('ADMIN') });
    expect(await screen.findByRole('heading', { level: 1, name: 'হেল্পলাইন' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: `নিচে সরান: ${EMERGENCY}` })).toBeEnabled();
    expect(screen.getByText('মোট: ৩')).toBeInTheDocument();
  });
});
