import { preloadPage } from '@/app/router';

// Which of the app's lazy modules were asked for (each mock's factory runs when its module is imported).
const requested = vi.hoisted(() => new Set<string>());
vi.mock('@/app/layouts/dashboard-layout', () => {
  requested.add('dashboard-layout');
  return { DashboardLayout: () => null };
});
vi.mock('@/app/routes/app/admin-dashboard', () => {
  requested.add('admin-dashboard');
  return { AdminDashboardPage: () => null };
});
vi.mock('@/app/routes/app/subscriber-dashboard', () => {
  requested.add('subscriber-dashboard');
  return { SubscriberDashboardPage: () => null };
});

describe('preloadPage', () => {
  it('asks for the layout and the page inside it at once, inside the guards around them, and nothing else', async () => {
    preloadPage('/admin/dashboard');
    await vi.waitFor(() => expect(requested).toEqual(new Set(['dashboard-layout', 'admin-dashboard'])));
  });
});
