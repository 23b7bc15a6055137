import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChartData } from 'chart.js';
import type { AppointmentResponse } from '@/lib/api/types';
import { asCounsellor, counsellorSession } from '@/testing/counsellor-sessions';
import { resetAppointments } from '@/testing/mocks/handlers/appointments';
import { seedCheckIn } from '@/testing/mocks/handlers/check-ins';
import { resetCounsellors, sampleCounsellor } from '@/testing/mocks/handlers/counsellors';
import { grantedAtRegistration, resetPrivacy } from '@/testing/mocks/handlers/privacy';
import { emptyPlan, safetyPlanStore } from '@/testing/mocks/handlers/safety-plan';
import { renderApp } from '@/testing/test-utils';

// jsdom has no canvas: the chart stands in as a list of what it was given.
vi.mock('@/lib/chart', () => ({
  Line: ({ data, ...rest }: { data: ChartData<'line', number[], string>; 'aria-label'?: string; 'aria-describedby'?: string }) => (
    <div role="img" aria-label={rest['aria-label']} aria-describedby={rest['aria-describedby']} data-scores={JSON.stringify(data.datasets[0]?.data)} />
  ),
}));

/** Subscriber 71's session with counsellor 3 (the caller's profile), `inDays` from today. */
const session = (id: number, inDays: number, overrides: Partial<AppointmentResponse> = {}) => counsellorSession(id, inDays, { session_detail: null, ...overrides });

const sharing = (granted: boolean) =>
  resetPrivacy({
    consents: [
      { purpose: 'share_with_counsellor', granted, notice_version: '2026-11-24', text_shown: 'Let my counsellor see…', at: '2026-11-25T04:00:00Z' },
      grantedAtRegistration(),
    ],
  });

beforeEach(() => {
  resetCounsellors([sampleCounsellor({ id: 3, user_id: 43 })]);
  resetAppointments([session(1, -7), session(2, 3)]);
});

describe('/counsellor/clients/:id', () => {
  it("shows a sharing client's sessions with the counsellor, their check-ins and their safety plan", async () => {
    sharing(true);
    seedCheckIn('phq9', [3, 3, 3, 3, 2, 2, 2, 2, 0], 30, 71);
    seedCheckIn('phq9', [2, 2, 2, 2, 1, 1, 1, 1, 0], 3, 71);
    seedCheckIn('gad7', [0, 0, 1, 0, 0, 0, 0], 10, 71);
    seedCheckIn('phq9', [3, 3, 3, 3, 3, 3, 3, 3, 0], 1, 99);
    safetyPlanStore.plans.set(71, { plan: { ...emptyPlan(), warning_signs: ['Not sleeping'], people: [{ name: 'Aunt Shirin', phone: '01711111111' }] }, updated_at: '2026-11-26T04:00:00Z' });
    renderApp('/counsellor/clients/71', asCounsellor);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rina' })).toBeInTheDocument();

    const sessions = await screen.findByRole('table', { name: 'Sessions with you' });
    // The table and its caption are drawn while the rows still load.
    const links = await within(sessions).findAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/counsellor/sessions/2', '/counsellor/sessions/1']);

    const shared = screen.getByRole('region', { name: 'What Rina shares with you' });
    expect(within(shared).getByText(/Each time you open this page, they can see that you looked/)).toBeInTheDocument();
    const checkIns = await within(shared).findByRole('table', { name: 'Check-ins' });
    await waitFor(() => {
      const rows = within(checkIns).getAllByRole('row').slice(1);
      expect(rows.map((r) => within(r).getAllByRole('cell').slice(1).map((c) => c.textContent))).toEqual([
        ['PHQ-9', '12', 'Moderate'],
        ['GAD-7', '1', 'Minimal'],
        ['PHQ-9', '20', 'Severe'],
      ]);
    });
    // One trend per instrument, oldest first, described by the table that holds the same figures.
    const phq9 = await within(shared).findByRole('img', { name: 'PHQ-9 scores over time, oldest first; the table below holds the same figures' });
    expect(JSON.parse(phq9.dataset.scores ?? '')).toEqual([20, 12]);
    expect(phq9).toHaveAttribute('aria-describedby', checkIns.id);
    const gad7 = within(shared).getByRole('img', { name: 'GAD-7 scores over time, oldest first; the table below holds the same figures' });
    expect(JSON.parse(gad7.dataset.scores ?? '')).toEqual([1]);
    const plan = within(shared).getByRole('region', { name: 'Safety plan' });
    expect(await within(plan).findByText('Not sleeping')).toBeInTheDocument();
    expect(within(plan).getByText('Aunt Shirin: 01711111111')).toBeInTheDocument();
  });

  it('says plainly when the client does not share, and shows nothing of theirs', async () => {
    sharing(false);
    seedCheckIn('phq9', [2, 2, 2, 2, 1, 1, 1, 1, 0], 3, 71);
    renderApp('/counsellor/clients/71', asCounsellor);
    const shared = await screen.findByRole('region', { name: 'What Rina shares with you' });
    expect(within(shared).getByText('Rina has not chosen to share their check-ins and safety plan with you. They can turn sharing on in their settings.')).toBeInTheDocument();
    expect(within(shared).queryByRole('table')).not.toBeInTheDocument();
    expect(within(shared).queryByRole('region', { name: 'Safety plan' })).not.toBeInTheDocument();
  });

  it('says someone who is not a client is not among yours', async () => {
    resetAppointments([session(1, -120)]);
    renderApp('/counsellor/clients/71', asCounsellor);
    expect(await screen.findByRole('heading', { level: 1, name: 'This person is not among your clients' })).toBeInTheDocument();
    expect(screen.queryByText('Rina')).not.toBeInTheDocument();
  });

  it("is reached from a session's page by the client's name", async () => {
    sharing(false);
    const user = userEvent.setup();
    renderApp('/counsellor/sessions/2', asCounsellor);
    await user.click(await screen.findByRole('link', { name: "See Rina's page" }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rina' })).toBeInTheDocument();
  });
});
