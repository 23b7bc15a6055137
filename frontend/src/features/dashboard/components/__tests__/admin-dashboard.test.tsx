import { screen, waitFor, within } from '@testing-library/react';
import type { ChartData } from 'chart.js';
import { HttpResponse } from 'msw';
import type { SubscriberResponse } from '@/lib/api/types';
import i18n from '@/lib/i18n';
import { serviceToday } from '@/lib/service-day';
import { loginResponse } from '@/testing/mocks/data';
import { registrationCounts, registrationCountsHandler } from '@/testing/mocks/handlers/admin-counts';
import { errorBody, http, serverText } from '@/testing/mocks/http';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

// jsdom has no canvas: the chart stands in as an element carrying what it was given.
vi.mock('@/lib/chart', () => ({
  Line: ({ data, ...rest }: { data: ChartData<'line', number[], string>; 'aria-label'?: string; 'aria-describedby'?: string }) => (
    <div
      role="img"
      aria-label={rest['aria-label']}
      aria-describedby={rest['aria-describedby']}
      data-testid="users-chart"
      data-labels={JSON.stringify(data.labels)}
      data-counts={JSON.stringify(data.datasets[0]?.data)}
    />
  ),
}));

const admin = () => loginResponse('ADMIN');

/** Subscribers registered `monthsAgo` months before this Dhaka month (on its 15th, so no zone moves them). */
function registeredMonthsAgo(...monthsAgo: number[]): SubscriberResponse[] {
  const [year = 2026, month = 1] = serviceToday().split('-').map(Number);
  return monthsAgo.map((back, i) => ({
    id: 100 + i,
    username: `member${i}`,
    email: `member${i}@example.com`,
    contact_number: null,
    registered_date: new Date(Date.UTC(year, month - 1 - back, 15, 6)).toISOString(),
    is_active: true,
  }));
}

describe('admin dashboard', () => {
  it('warns while text messages wait for tomorrow because the day\'s limit was reached, and says nothing otherwise', async () => {
    const view = renderApp('/admin/dashboard', { session: admin() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: '2 Total Blogs' })).toBeInTheDocument());
    expect(screen.queryByText(/wait for tomorrow/)).not.toBeInTheDocument();
    view.unmount();

    server.use(
      http.get('/api/custom/v1/admin/mail/texts', ({ response }) => response(200).json({ sent_today: 1000, held: 3, daily_budget: 1000 })),
    );
    renderApp('/admin/dashboard', { session: admin() });
    expect(await screen.findByText("3 text messages wait for tomorrow: today's limit of 1,000 was reached (1,000 sent today).")).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('shows the content and appointment counts from the server, each card a link to its admin page', async () => {
    renderApp('/admin/dashboard', { session: admin() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();

    const contents = screen.getByRole('region', { name: 'Our Contents' });
    // The default doubles hold 2 blog posts, 2 stories and 2 learning-hub items …
    expect(await within(contents).findByRole('link', { name: '2 Total Blogs' })).toHaveAttribute('href', '/admin/blogs');
    expect(within(contents).getByRole('link', { name: '2 Total Stories' })).toHaveAttribute('href', '/admin/stories');
    expect(within(contents).getByRole('link', { name: '2 Total Learning Contents' })).toHaveAttribute('href', '/admin/learning-hub');

    // … and 3 requested, 1 approved and 1 unapproved appointments.
    const appointments = screen.getByRole('region', { name: 'Appointments' });
    expect(within(appointments).getByRole('link', { name: '3 Requested' })).toHaveAttribute('href', '/admin/appointments');
    expect(within(appointments).getByRole('link', { name: '1 Approved' })).toHaveAttribute('href', '/admin/appointments');
    expect(within(appointments).getByRole('link', { name: '1 Unapproved' })).toHaveAttribute('href', '/admin/appointments');
  });

  it('opens the list a card counts', async () => {
    const { user, router } = renderApp('/admin/edit', { session: admin() });
    await user.click(await screen.findByRole('link', { name: '2 Total Stories' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/stories'));
  });

  it('draws the last 12 months of registrations, with the same figures in a hidden table', async () => {
    const list = registeredMonthsAgo(0, 0, 0, 2, 11);
    server.use(registrationCountsHandler(list));
    renderApp('/admin/dashboard', { session: admin() });

    const section = await screen.findByRole('region', { name: 'Users Count' });
    const chart = await within(section).findByTestId('users-chart');
    expect(chart).toHaveAccessibleName(/Line chart of new subscribers/);
    expect(chart).toHaveAttribute('aria-describedby', 'users-count-table');
    expect(JSON.parse(chart.dataset.counts ?? '[]')).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 3]);

    const expected = registrationCounts(list);
    const monthYear = (m: { year: number; month: number }, month: 'short' | 'long') =>
      new Intl.DateTimeFormat('en-GB', { month, year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(m.year, m.month - 1, 1)));
    expect(JSON.parse(chart.dataset.labels ?? '[]')).toEqual(expected.map((m) => monthYear(m, 'short')));

    const table = within(section).getByRole('table', { name: 'New subscribers in each of the last 12 months' });
    expect(table).toHaveClass('visually-hidden');
    expect(table).toHaveAttribute('id', 'users-count-table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Month', 'New subscribers']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(expected.map((m) => monthYear(m, 'long')));
    expect(rows.map((r) => within(r).getByRole('cell').textContent)).toEqual(['1', '0', '0', '0', '0', '0', '0', '0', '0', '1', '0', '3']);
  });

  it('writes months and figures in Bangla', async () => {
    server.use(registrationCountsHandler(registeredMonthsAgo(0, 0)));
    await i18n.changeLanguage('bn');
    renderApp('/admin/dashboard', { session: admin() });

    expect(await screen.findByRole('link', { name: '২ মোট ব্লগ' })).toHaveAttribute('href', '/admin/blogs');
    expect(screen.getByRole('link', { name: '৩ অনুরোধ করা হয়েছে' })).toHaveAttribute('href', '/admin/appointments');
    const chart = await screen.findByTestId('users-chart');
    const labels = JSON.parse(chart.dataset.labels ?? '[]') as string[];
    expect(labels).toHaveLength(12);
    expect(labels.every((l) => /[\u0980-\u09FF]/.test(l) && !/[0-9]/.test(l))).toBe(true);
    const table = screen.getByRole('table', { name: 'গত ১২ মাসের প্রতি মাসে নতুন সদস্য' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(within(rows[11]!).getByRole('cell')).toHaveTextContent('২');
  });

  it('shows an error with a retry when the figures cannot be loaded, and loads them on retry', async () => {
    let fail = true;
    server.use(
      http.get('/api/custom/v1/get_published_posts_count', ({ response }) =>
        // A 500 can come from any call; the OpenAPI document lists only the call's own answers.
        fail
          ? response.untyped(HttpResponse.json(errorBody(500, 'internal_error', serverText.internal), { status: 500 }))
          : response(200).json({ blog: 7, story: 0, learninghub: 0, appointment: { requested: 0, approved: 0, unapproved: 0 } }),
      ),
      http.get('/api/custom/v1/user_registration_count', ({ response }) => response(403).json(errorBody(403, 'forbidden', serverText.forbidden))),
    );
    const { user } = renderApp('/admin/dashboard', { session: admin() });
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByTestId('users-chart')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Total Blogs/ })).not.toBeInTheDocument();

    fail = false;
    const countsAlert = screen.getAllByRole('alert')[1]!;
    await user.click(within(countsAlert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: '7 Total Blogs' })).toHaveAttribute('href', '/admin/blogs');
  });
});
