import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SafeImage } from '@/components/ui/safe-image';
import i18n from '@/lib/i18n';
import { loginResponse } from '@/testing/mocks/data';
import { currentPath, renderApp } from '@/testing/test-utils';

describe('public site', () => {
  it('renders the home page sections inside a main landmark with the footer', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'A kind place for your mind' })).toBeInTheDocument();
    for (const name of ['How we can help', 'About Mon', 'What makes Mon different', 'Our psychologists', 'Frequently asked questions', 'What people say', 'From our blog']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByText('No articles yet')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
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

  it('opens the Services dropdown with Personal, Individual, Group and Organizations', async () => {
    const { user } = renderApp('/faq');
    await user.click(await screen.findByRole('button', { name: 'Services' }));
    const menu = await screen.findByRole('menu');
    for (const name of ['Personal', 'Individual', 'Group', 'Organizations']) {
      expect(within(menu).getByRole('menuitem', { name })).toBeInTheDocument();
    }
  });

  it('shows the contact links from the site configuration', async () => {
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Contact us' }));
    expect(await screen.findByRole('menuitem', { name: 'E-mail us' })).toHaveAttribute('href', 'mailto:hello@mon.example');
    expect(screen.getByRole('menuitem', { name: 'Chat on WhatsApp' })).toHaveAttribute('href', 'https://wa.me/8801700000000');
    expect(screen.getByRole('menuitem', { name: 'Call us' })).toHaveAttribute('href', 'tel:+8801700000000');
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
