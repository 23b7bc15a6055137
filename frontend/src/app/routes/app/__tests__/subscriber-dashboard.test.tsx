import { screen, within } from '@testing-library/react';
import type { ChartData } from 'chart.js';
import { addDays, serviceToday } from '@/lib/service-day';
import { loginResponse } from '@/testing/mocks/data';
import { seedAnswers } from '@/testing/mocks/handlers/self-care';
import { http } from '@/testing/mocks/http';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

// jsdom has no canvas: the chart stands in as a list of what it was given.
vi.mock('@/lib/chart', () => ({
  Line: ({ data, ...rest }: { data: ChartData<'line', (number | null)[], string>; 'aria-label'?: string }) => (
    <div role="img" aria-label={rest['aria-label']} data-testid="sleep-chart" data-labels={JSON.stringify(data.labels)} data-hours={JSON.stringify(data.datasets[0]?.data)} />
  ),
}));

const subscriber = () => loginResponse('SUBSCRIBER');

describe('subscriber dashboard', () => {
  it('greets by name with a way to self-care, and shows the profile panel figures', async () => {
    renderApp('/dashboard', { session: subscriber() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello rahima' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/self-care');

    const panel = screen.getByRole('complementary', { name: 'rahima' });
    expect(within(panel).getByText('R')).toBeInTheDocument();
    expect(await within(panel).findByText(/01712345678/)).toHaveTextContent('Contact number: 01712345678');
    // The default doubles give the test subscriber two requested appointments.
    expect(await within(panel).findByText('2')).toBeInTheDocument();
    expect(within(panel).getByText('Requested appointments')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Add Appointment' })).toHaveAttribute('href', '/appointment');
  });

  it("says there is no data when the last 7 days have no sleep answers", async () => {
    renderApp('/subscriber/edit', { session: subscriber() });
    expect(await screen.findByText('No data to show. Please provide information in Self-Care tab.')).toBeInTheDocument();
    expect(screen.queryByTestId('sleep-chart')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('draws the last 7 days of sleep with gaps, and the same figures in a hidden table', async () => {
    const today = serviceToday();
    seedAnswers(addDays(today, -6), { 1: '7' });
    seedAnswers(addDays(today, -2), { 1: '5.5' });
    seedAnswers(today, { 1: '8' });
    renderApp('/dashboard', { session: subscriber() });

    const chart = await screen.findByTestId('sleep-chart');
    expect(chart).toHaveAccessibleName(/Line chart of hours slept/);
    expect(JSON.parse(chart.dataset.hours ?? '[]')).toEqual([7, null, null, null, 5.5, null, 8]);
    expect(JSON.parse(chart.dataset.labels ?? '[]')).toHaveLength(7);

    const table = screen.getByRole('table', { name: 'Hours slept on each of the last 7 days' });
    expect(table).toHaveClass('visually-hidden');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    expect(rows.map((r) => within(r).getByRole('cell').textContent)).toEqual(['7', 'N/A', 'N/A', 'N/A', '5.5', 'N/A', '8']);
  });

  it('labels the four health cards as sample figures', async () => {
    renderApp('/dashboard', { session: subscriber() });
    const section = await screen.findByRole('region', { name: 'Health overview' });
    expect(section).toHaveAccessibleDescription('Sample figures, not your data');
    expect(within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Heart', 'Lung', 'Blood pressure', 'Body weight']);
    expect(within(section).getAllByRole('progressbar')).toHaveLength(4);
    expect(within(section).getByRole('progressbar', { name: 'Heart (sample figure)' })).toHaveAttribute('aria-valuenow', '78');
  });

  it('shows an error with a retry when the figures cannot be loaded', async () => {
    server.use(http.get('/api/custom/v1/get_user_status_count', ({ response }) => response(403).json({ code: 'forbidden', message: 'x', data: { status: 403 } })));
    renderApp('/dashboard', { session: subscriber() });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Hello rahima' })).toBeInTheDocument();
  });
});
