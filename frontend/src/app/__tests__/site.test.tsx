import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SafeImage } from '@/components/ui/safe-image';
import i18n from '@/lib/i18n';
import { toast, useToastStore } from '@/lib/toast';
import { serviceTimeZone, setServiceTimeZone } from '@/lib/service-day';
import { loginResponse, siteConfig } from '@/testing/mocks/data';
import { http } from '@/testing/mocks/http';
import { server } from '@/testing/mocks/server';
import { currentPath, renderApp } from '@/testing/test-utils';
import { advance, startFakeClock } from '@/testing/timers';

describe('public site', () => {
  it('renders the home page sections inside a main landmark with the footer', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'A kind place for your mind' })).toBeInTheDocument();
    for (const name of ['How we can help', 'About Mon', 'What makes Mon different', 'Our psychologists', 'Mon in numbers', 'Frequently asked questions', 'What people say', 'From our blog']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    // Each service's link names the service in its own text, not only in a label.
    const individual = screen.getByRole('link', { name: 'Learn more: Individual counselling' });
    expect(individual).toHaveAttribute('href', '/individual-service');
    expect(individual).toHaveTextContent('Learn more: Individual counselling');
    expect(individual).not.toHaveAttribute('aria-label');
    // Testimonials, psychologists and statistics are coming-soon placeholders (spec section 1).
    const statistics = screen.getByRole('heading', { level: 2, name: 'Mon in numbers' }).closest('section')!;
    expect(within(statistics).getByText(/^Coming soon: how many people Mon has supported/)).toBeInTheDocument();
    // The blog teaser: the newest posts (see routes/__tests__/articles.test.tsx).
    expect(await screen.findByRole('link', { name: 'Five small habits for better sleep' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it("leads from the footer's crisis note to the page of every helpline", async () => {
    const { user, router } = renderApp('/faq');
    const footer = await screen.findByRole('contentinfo');
    const link = within(footer).getByRole('link', { name: 'Every helpline, with its hours' });
    expect(link).toHaveAttribute('href', '/help');
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Help is here' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/help');
  });

  it("counts days in the service's time zone as /site-config publishes it", async () => {
    server.use(http.get('/api/custom/v1/site-config', ({ response }) => response(200).json({ ...siteConfig, timezone: 'Pacific/Honolulu' })));
    renderApp('/');
    await waitFor(() => expect(serviceTimeZone()).toBe('Pacific/Honolulu'));
    setServiceTimeZone('Asia/Dhaka');
  });

  it('sends anonymous calls to action to /login and logged-in ones to the dashboard', async () => {
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Book a session' })).toHaveAttribute('href', '/login');
  });

  it('sends a logged-in subscriber’s call to action to /dashboard', async () => {
    renderApp('/', { session: loginResponse('SUBSCRIBER') });
    expect(await screen.findByRole('link', { name: 'Book a session' })).toHaveAttribute('href', '/dashboard');
  });

  it("shows 'Page Not Found!!!' for unknown paths", async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found!!!' })).toBeInTheDocument();
  });

  it.each([
    ['/service-individual', '/individual-service'],
    ['/learning-hub', '/learning'],
  ])('redirects %s to %s', async (from, to) => {
    const { router } = renderApp(from);
    await waitFor(() => expect(currentPath(router)).toBe(to));
  });

  it('uses one service screen for personal, individual and group', async () => {
    for (const path of ['/personal-service', '/individual-service', '/group-service']) {
      const view = renderApp(path);
      expect(await screen.findByRole('heading', { level: 2, name: 'Individual counselling' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Group sessions' })).toBeInTheDocument();
      view.unmount();
    }
  });

  it('opens the Services menu with Individual and Group grouped under Personal, then Organizations; Escape and a tap outside close it', async () => {
    const { user, router } = renderApp('/faq');
    // A native disclosure: the browser opens it on the first tap, whether or not the app has started.
    const menu = await screen.findByTestId<HTMLDetailsElement>('services-menu');
    const summary = menu.querySelector('summary')!;
    expect(summary).toHaveTextContent('Services');
    expect(menu.open).toBe(false);
    await user.click(summary);
    expect(menu.open).toBe(true);
    const list = within(menu).getByRole('list', { name: 'Services' });
    expect(within(list).getAllByRole('link').map((link) => link.textContent)).toEqual(['Personal', 'Individual', 'Group', 'Organizations']);
    const personal = within(list).getByRole('list', { name: 'Personal' });
    expect(within(personal).getAllByRole('link').map((link) => link.textContent)).toEqual(['Individual', 'Group']);
    await user.keyboard('{Escape}');
    expect(menu.open).toBe(false);
    expect(summary).toHaveFocus();
    await user.click(summary);
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(menu.open).toBe(false);
    await user.click(summary);
    await user.click(within(list).getByRole('link', { name: 'Organizations' }));
    expect(router.state.location.pathname).toBe('/organization-service');
    await waitFor(() => expect(menu.open).toBe(false));
  });

  it("opens the phone menu with every page and a visitor's account links, and closes it on a move to another page", async () => {
    const { user, router } = renderApp('/');
    const menu = await screen.findByTestId<HTMLDetailsElement>('phone-menu');
    const summary = menu.querySelector('summary')!;
    // The summary is named by its text (hidden, beside the icon), in the page's language.
    expect(summary).toHaveTextContent('Menu');
    await user.click(summary);
    expect(menu.open).toBe(true);
    const nav = within(menu).getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'Personal',
      'Individual',
      'Group',
      'Organizations',
      'Counsellors',
      'Stories',
      'Learning Hub',
      'Blog',
      'FAQ',
      'Log in',
      'Register',
    ]);
    expect(within(nav).getByRole('list', { name: 'Personal' })).toHaveTextContent('IndividualGroup');
    expect(within(nav).getByRole('switch', { name: /data saver/i })).toBeInTheDocument();
    await user.click(within(nav).getByRole('link', { name: 'FAQ' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/faq');
    expect(menu.open).toBe(false);
  });

  it("offers a signed-in subscriber's dashboard, settings and log-out in the phone menu", async () => {
    const { user } = renderApp('/', { session: loginResponse('SUBSCRIBER') });
    const menu = await screen.findByTestId<HTMLDetailsElement>('phone-menu');
    await user.click(menu.querySelector('summary')!);
    const nav = within(menu).getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).getByRole('link', { name: 'Settings' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Logout' }));
    expect(menu.open).toBe(false);
    await waitFor(() => expect(within(nav).queryByRole('link', { name: 'Dashboard', hidden: true })).not.toBeInTheDocument());
    await user.click(menu.querySelector('summary')!);
    expect(within(nav).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('moves focus to the main content on a route change, not on the first load', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'A kind place for your mind' });
    const main = screen.getByRole('main');
    expect(main).not.toHaveFocus();
    // The wide header's (the phone menu's is the second).
    const nav = screen.getAllByRole('navigation', { name: 'Main navigation' })[0]!;
    await user.click(within(nav).getByRole('link', { name: 'FAQ' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('shows toasts at the top centre and hides them after 4 seconds', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'A kind place for your mind' });
    // Load the lazily loaded toast view with real timers, then fake the clock.
    act(() => toast.success('Loaded'));
    expect(await screen.findByText('Loaded')).toBeInTheDocument();
    act(() => useToastStore.getState().dismiss());
    startFakeClock();
    act(() => toast.error('Something failed.'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something failed.');
    expect(alert.closest('.MuiSnackbar-root')).toHaveClass('MuiSnackbar-anchorOriginTopCenter');
    await advance(3900);
    expect(screen.getByRole('alert')).toHaveTextContent('Something failed.');
    await advance(200);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("labels MUI's own controls in the current language", async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'A kind place for your mind' });
    act(() => toast.success('Saved.'));
    expect(await screen.findByRole('button', { name: 'Close' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('bn'));
    expect(await screen.findByRole('button', { name: 'বন্ধ করুন' })).toBeInTheDocument();
  });

  it('shows the contact links from the site configuration, from the header on a phone and a floating button from md on', async () => {
    const { user } = renderApp('/');
    // Both are in the page; the screen's width shows one of them (e2e/site.spec.ts checks which, at 375 px).
    const phone = await screen.findByTestId<HTMLDetailsElement>('contact-menu-phone');
    expect(within(screen.getByRole('banner')).getByTestId('contact-menu-phone')).toBe(phone);
    expect(screen.getByTestId('contact-menu-wide').querySelector('summary')).toHaveTextContent('Contact us');
    const summary = phone.querySelector('summary')!;
    expect(summary).toHaveTextContent('Contact us');
    await user.click(summary);
    expect(phone.open).toBe(true);
    expect(await within(phone).findByRole('link', { name: 'E-mail us' })).toHaveAttribute('href', 'mailto:hello@mon.example');
    expect(within(phone).getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute('href', 'https://wa.me/8801700000000');
    expect(within(phone).getByRole('link', { name: 'Call us' })).toHaveAttribute('href', 'tel:+8801700000000');
    // Escape closes it and gives the focus back to its control.
    await user.keyboard('{Escape}');
    expect(phone.open).toBe(false);
    expect(summary).toHaveFocus();
  });

  it('switches to Bangla, sets <html lang> and remembers the choice', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'A kind place for your mind' });
    await user.click(screen.getByRole('button', { name: 'বাংলা' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'মনের যত্নের একটি সহমর্মী ঠিকানা' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('bn');
    expect(window.localStorage.getItem('i18nextLng')).toBe('bn');
    expect(screen.getByRole('button', { name: 'English' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(document.documentElement.lang).toBe('en');
  });

  it("shows 'Failed to load image' when an image fails", () => {
    render(<SafeImage src="/broken.png" alt="broken" />);
    fireEvent.error(screen.getByRole('img', { name: 'broken' }));
    expect(screen.getByText('Failed to load image')).toBeInTheDocument();
  });
});
