import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { browser, ESCAPE_WINDOW_MS, NEUTRAL_URL, listenForTripleEscape } from '@/lib/leave-quickly';
import { SESSION_STORAGE_KEY, useSessionStore } from '@/lib/session';
import { loginResponse, userInfo } from '@/testing/mocks/data';
import { meStore, resetMe } from '@/testing/mocks/handlers/account';
import { resetPrivacy, sharesWithCounsellor } from '@/testing/mocks/handlers/privacy';
import { errorBody, http, serverText } from '@/testing/mocks/http';
import { server } from '@/testing/mocks/server';
import { currentPath, renderApp } from '@/testing/test-utils';
import { advance, startFakeClock, stopFakeClock } from '@/testing/timers';

async function openSettings(role: 'SUBSCRIBER' | 'ADMIN' = 'SUBSCRIBER') {
  const app = renderApp('/settings', { session: loginResponse(role) });
  await screen.findByRole('heading', { name: 'Privacy' });
  return app;
}

describe('leave quickly', () => {
  it('replaces the page with a neutral one and keeps the session when discreet mode is off', async () => {
    const replace = vi.spyOn(browser, 'replace').mockImplementation(() => undefined);
    const { user } = renderApp('/', { session: loginResponse('SUBSCRIBER') });
    await user.click(await screen.findByRole('button', { name: /^Leave quickly/ }));
    expect(replace).toHaveBeenCalledWith(NEUTRAL_URL);
    expect(useSessionStore.getState().session).not.toBeNull();
  });

  it('clears the session first in discreet mode', async () => {
    const replace = vi.spyOn(browser, 'replace').mockImplementation(() => undefined);
    const { user } = renderApp('/', { session: { ...loginResponse('SUBSCRIBER'), discreet: true } });
    await user.click(await screen.findByRole('button', { name: /^Leave quickly/ }));
    expect(replace).toHaveBeenCalledWith(NEUTRAL_URL);
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('forgets who is locked out by the idle lock too', async () => {
    const replace = vi.spyOn(browser, 'replace').mockImplementation(() => undefined);
    useSessionStore.setState({ session: null, locked: { ...loginResponse('SUBSCRIBER'), token: '', discreet: true } });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: /^Leave quickly/ }));
    expect(replace).toHaveBeenCalledWith(NEUTRAL_URL);
    expect(useSessionStore.getState().locked).toBeNull();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? '').not.toContain('rahima');
  });

  it('leaves on Escape pressed three times within the window, not on slower presses', () => {
    let now = 0;
    const leave = vi.fn();
    const stop = listenForTripleEscape(leave, () => now);
    const esc = () => fireEvent.keyDown(window, { key: 'Escape' });
    esc();
    now += ESCAPE_WINDOW_MS; // the first press is too old now
    esc();
    now += 100;
    esc();
    expect(leave).not.toHaveBeenCalled();
    now += 100;
    esc();
    expect(leave).toHaveBeenCalledTimes(1);
    stop();
    esc();
    esc();
    esc();
    expect(leave).toHaveBeenCalledTimes(1);
  });
});

describe('privacy settings', () => {
  it('turns discreet mode on and remembers it in the session', async () => {
    const { user } = await openSettings();
    const toggle = await screen.findByRole('switch', { name: 'Discreet mode' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    expect(await screen.findByText('Discreet mode is on.')).toBeInTheDocument();
    expect(useSessionStore.getState().session?.discreet).toBe(true);
  });

  it('sends only discreet mode, leaving text reminders as they are', async () => {
    resetMe({ own: { ...meStore.own, phone_verified: true, sms_reminders: true } });
    const bodies: unknown[] = [];
    onTestFinished(() => server.events.removeAllListeners());
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/custom/v1/me/preferences') void request.clone().json().then((b) => bodies.push(b));
    });
    const { user } = await openSettings();
    const toggle = await screen.findByRole('switch', { name: 'Discreet mode' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    expect(await screen.findByText('Discreet mode is on.')).toBeInTheDocument();
    expect(bodies).toEqual([{ discreet: true }]);
    // The reminders the person chose in their profile are still on.
    expect(screen.getByRole('switch', { name: 'Text reminders about my sessions' })).toBeChecked();
    expect(meStore.own).toMatchObject({ discreet: true, sms_reminders: true });
  });

  it('withdraws consent only after a confirmation, and shows the log', async () => {
    resetPrivacy({
      consents: [{ purpose: 'health_data', granted: true, notice_version: '2026-11-24', text_shown: serverText.healthDataStatement, at: '2026-11-24T04:00:00Z' }],
    });
    const { user } = await openSettings();
    expect(await screen.findByText('Given', { selector: 'p' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Withdraw consent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your consent?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(serverText.consentWithdrawnSaved)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Give consent' })).toBeInTheDocument();
    const log = screen.getByRole('list', { name: 'Your consent history' });
    expect(within(log).getAllByRole('listitem')).toHaveLength(2);
  });

  it('names the admin who looked, and the person for their own download', async () => {
    resetPrivacy({
      access: [
        { id: 2, admin: 'rahima', by_you: true, by_counsellor: false, counsellor_name: null, what: 'export', at: '2026-11-24T05:00:00Z' },
        { id: 1, admin: 'counsellor1', by_you: false, by_counsellor: false, counsellor_name: null, what: 'appointments', at: '2026-11-24T04:00:00Z' },
      ],
    });
    await openSettings();
    const log = await screen.findByRole('list', { name: 'Who looked at your records' });
    const items = within(log).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('You (download of your data) · Everything (download)');
    expect(items[1]).toHaveTextContent('counsellor1 · Appointments');
  });

  it('shares check-ins and the safety plan with the counsellor only once turned on, and off again at once', async () => {
    const { user } = await openSettings();
    const share = await screen.findByRole('region', { name: 'Share with my counsellor' });
    const toggle = within(share).getByRole('switch', { name: 'Share my check-ins and safety plan with my counsellor' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(within(share).getByRole('status')).toHaveTextContent('Sharing is off.');
    await user.click(toggle);
    expect(await screen.findByText(serverText.sharingOn)).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
    expect(sharesWithCounsellor()).toBe(true);
    await user.click(toggle);
    expect(await screen.findByText(serverText.sharingOff)).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(sharesWithCounsellor()).toBe(false);
  });

  it("names the counsellor who read what was shared, and what they read", async () => {
    resetPrivacy({
      access: [
        { id: 2, admin: 'carer', by_you: false, by_counsellor: true, counsellor_name: 'Sadia Rahman', what: 'safety_plan', at: '2026-11-24T05:00:00Z' },
        { id: 1, admin: 'carer', by_you: false, by_counsellor: true, counsellor_name: 'Sadia Rahman', what: 'check_ins', at: '2026-11-24T04:00:00Z' },
      ],
    });
    await openSettings();
    const log = await screen.findByRole('list', { name: 'Who looked at your records' });
    const items = within(log).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Sadia Rahman (your counsellor) · Safety plan');
    expect(items[1]).toHaveTextContent('Sadia Rahman (your counsellor) · Check-ins');
  });

  it('downloads the export under the server’s file name', async () => {
    const created = vi.fn(() => 'blob:export');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('mon-export-2026-11-24.zip');
    });
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    // The password is asked again: nothing is fetched without it, and a wrong one fetches nothing.
    const dialog = await screen.findByRole('dialog', { name: 'Download your data' });
    await user.click(within(dialog).getByRole('button', { name: 'Download my data' }));
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Your password/), 'not-mine');
    await user.click(within(dialog).getByRole('button', { name: 'Download my data' }));
    expect(await within(dialog).findByText(serverText.wrongPassword)).toBeInTheDocument();
    expect(created).not.toHaveBeenCalled();
    await user.clear(within(dialog).getByLabelText(/Your password/));
    await user.type(within(dialog).getByLabelText(/Your password/), 'secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your file is downloaded.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(created).toHaveBeenCalledTimes(1);
    expect(clicked).toHaveBeenCalledTimes(1);
    // The download is noted in the access log, which is read again.
    expect(await screen.findByText(/You \(download of your data\)/)).toBeInTheDocument();
  });

  it('says so when downloads are rate-limited', async () => {
    server.use(http.post('/api/custom/v1/me/export', ({ response }) => response(429).json(errorBody(429, 'too_many_requests', serverText.tooManyRequests))));
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download your data' });
    await user.type(within(dialog).getByLabelText(/Your password/), 'secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Download my data' }));
    expect(await within(dialog).findByText(serverText.tooManyRequests)).toBeInTheDocument();
  });

  it('shows a wrong password under the field and erases nothing', async () => {
    const { user, router } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account for good?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Your password/), 'not-mine');
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(await within(dialog).findByText(serverText.wrongPassword)).toBeInTheDocument();
    expect(useSessionStore.getState().session).not.toBeNull();
    expect(currentPath(router)).toBe('/settings');
  });

  it('erases with the password, ends the session and confirms on a page of its own', async () => {
    const { user, router } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account for good?' });
    await user.type(within(dialog).getByLabelText(/Your password/), 'secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(currentPath(router)).toBe('/account-erased'));
    // The page moves the focus to its heading once it has mounted (an effect, after the heading is in the page).
    const erased = await screen.findByRole('heading', { name: 'Your account is erased' });
    await waitFor(() => expect(erased).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(serverText.accountErased);
    expect(useSessionStore.getState().session).toBeNull();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? '').not.toContain('token":"ey');
  });

  it('offers admins no erasure and no consent, only their own data', async () => {
    await openSettings('ADMIN');
    expect(await screen.findByRole('button', { name: 'Download my data' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete my account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Consent to keep health data' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Share with my counsellor' })).not.toBeInTheDocument();
  });
});

describe('health pages', () => {
  afterEach(() => stopFakeClock());

  it('ask once for consent before the first answer, and go on once it is given', async () => {
    resetPrivacy({ consents: [] });
    const { user } = renderApp('/check-ins', { session: loginResponse('SUBSCRIBER') });
    const dialog = await screen.findByRole('dialog', { name: 'Before you start' });
    expect(within(dialog).getByText(serverText.healthDataStatement)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'I agree' }));
    expect(await screen.findByText(serverText.consentGranted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Before you start' })).not.toBeInTheDocument());
  });

  it('"Not now" leads back to the dashboard without storing anything', async () => {
    resetPrivacy({ consents: [] });
    const { user, router } = renderApp('/self-care', { session: loginResponse('SUBSCRIBER') });
    await user.click(await screen.findByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
  });

  it('say so while consent is withdrawn, and offer to give it again', async () => {
    resetPrivacy({ consents: [{ purpose: 'health_data', granted: false, notice_version: '2026-11-24', text_shown: serverText.healthDataStatement, at: '2026-11-24T04:00:00Z' }] });
    const { user } = renderApp('/safety-plan', { session: loginResponse('SUBSCRIBER') });
    expect(await screen.findByText('Your answers are paused')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Give consent again' }));
    await waitFor(() => expect(screen.queryByText('Your answers are paused')).not.toBeInTheDocument());
  });

  it('in discreet mode, hide the page after 5 idle minutes until the password is given again', async () => {
    server.use(http.get('/api/custom/v1/me', ({ response }) => response(200).json(userInfo('SUBSCRIBER', { discreet: true }))));
    renderApp('/self-care', { session: { ...loginResponse('SUBSCRIBER'), discreet: true } });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: 'Locked for your privacy' })).not.toBeInTheDocument();
    startFakeClock({ date: true });
    await advance(4 * 60 * 1000);
    fireEvent.keyDown(window, { key: 'a' }); // activity starts the wait again
    await advance(4 * 60 * 1000);
    expect(screen.queryByRole('heading', { name: 'Locked for your privacy' })).not.toBeInTheDocument();
    await advance(60 * 1000 + 10);
    stopFakeClock();
    expect(await screen.findByRole('heading', { name: 'Locked for your privacy' })).toBeInTheDocument();
    // The token is gone from memory and storage while locked.
    expect(useSessionStore.getState().session).toBeNull();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? '').not.toContain('token":"ey');
    const password = screen.getByLabelText(/^Password/);
    fireEvent.change(password, { target: { value: 'wrong-one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText(serverText.invalidCredentials)).toBeInTheDocument();
    fireEvent.change(password, { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Locked for your privacy' })).not.toBeInTheDocument());
  });

  it('keeps the lock across a reload and on every signed-in page, and fetches nothing meanwhile', async () => {
    // What a discreet session left in storage when its tab was last used six minutes ago.
    const stored = { session: { ...loginResponse('SUBSCRIBER'), discreet: true }, locked: null, activeAt: Date.now() - 6 * 60 * 1000 };
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ state: stored, version: 3 }));
    await useSessionStore.persist.rehydrate();
    expect(useSessionStore.getState().session).toBeNull();
    // Every request that carried a token (public ones, such as the site's contact details, carry none).
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.headers.has('Authorization')) asked.push(new URL(request.url).pathname);
    });
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Locked for your privacy' })).toBeInTheDocument();
    await router.navigate('/check-ins');
    expect(await screen.findByRole('heading', { name: 'Locked for your privacy' })).toBeInTheDocument();
    await router.navigate('/settings');
    expect(await screen.findByRole('heading', { name: 'Locked for your privacy' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download my data' })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
    // The password given again opens the page the person was on.
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByRole('heading', { name: 'Privacy' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/settings');
    server.events.removeAllListeners();
  });

  it('offers a way out from the lock: logging out forgets who was locked', async () => {
    useSessionStore.setState({ session: null, locked: { ...loginResponse('SUBSCRIBER'), token: '', discreet: true } });
    const { router } = renderApp('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(useSessionStore.getState().locked).toBeNull();
  });

  it('never lock outside discreet mode', async () => {
    renderApp('/self-care', { session: loginResponse('SUBSCRIBER') });
    await screen.findByRole('heading', { level: 1 });
    startFakeClock();
    await advance(10 * 60 * 1000);
    expect(screen.queryByRole('heading', { name: 'Locked for your privacy' })).not.toBeInTheDocument();
  });
});
