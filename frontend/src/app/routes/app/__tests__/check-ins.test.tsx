import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ChartData } from 'chart.js';
import { HttpResponse } from 'msw';
import { useHelpPanel } from '@/lib/help-panel';
import i18n from '@/lib/i18n';
import { loginResponse } from '@/testing/mocks/data';
import { checkInStore, RETAKE_AFTER_DAYS, seedCheckIn } from '@/testing/mocks/handlers/check-ins';
import { errorBody, http, serverText } from '@/testing/mocks/http';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

// jsdom has no canvas: the chart stands in as a list of what it was given.
vi.mock('@/lib/chart', () => ({
  Line: ({ data, ...rest }: { data: ChartData<'line', number[], string>; 'aria-label'?: string }) => (
    <div role="img" aria-label={rest['aria-label']} data-testid="trend-chart" data-labels={JSON.stringify(data.labels)} data-scores={JSON.stringify(data.datasets[0]?.data)} />
  ),
}));

const subscriber = () => loginResponse('SUBSCRIBER');
const DAY_MS = 24 * 3600 * 1000;
const PHQ9 = 'PHQ-9: how your mood has been';
const GAD7 = 'GAD-7: how anxious you have felt';
/** When a check-in may be taken again, as the page writes it (in Dhaka). */
const moment = (ms: number) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Asia/Dhaka' }).format(new Date(ms));
const day = (iso: string) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Asia/Dhaka' }).format(new Date(iso));

beforeEach(() => {
  useHelpPanel.setState({ open: false });
});

type User = ReturnType<typeof renderApp>['user'];

/** Answers every item of the open form: `answers[i]` is the option's value (0–3). */
async function answer(user: User, answers: number[]) {
  const groups = await screen.findAllByRole('radiogroup');
  expect(groups.length).toBeGreaterThanOrEqual(answers.length);
  for (const [i, value] of answers.entries()) {
    const radios = within(groups[i]!).getAllByRole('radio');
    await user.click(radios[value]!);
  }
}

describe('check-ins', () => {
  it('is in the subscriber menu, and offers both instruments with their length', async () => {
    renderApp('/check-ins', { session: subscriber() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Check-ins' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Check-ins' })[0]).toHaveAttribute('href', '/check-ins');
    const phq = await screen.findByRole('article', { name: PHQ9 });
    expect(phq).toHaveTextContent('9 questions, about 2 minutes');
    expect(within(phq).getByRole('button', { name: 'Start PHQ-9' })).toBeEnabled();
    expect(within(screen.getByRole('article', { name: GAD7 })).getByRole('button', { name: 'Start GAD-7' })).toHaveAccessibleDescription('You can take it now.');
    await waitFor(() => expect(document.title).toBe('Check-ins | Mon'));
  });

  it('asks each item as a radio group with its question as the legend, and sends only when all are answered', async () => {
    const { user } = renderApp('/check-ins', { session: subscriber() });
    await user.click(await screen.findByRole('button', { name: 'Start PHQ-9' }));
    const heading = await screen.findByRole('heading', { level: 2, name: PHQ9 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Over the last 2 weeks, how often have you been bothered by any of the following problems?')).toBeInTheDocument();
    const groups = screen.getAllByRole('radiogroup');
    expect(groups).toHaveLength(9);
    const ninth = screen.getByRole('radiogroup', { name: '9. Thoughts that you would be better off dead or of hurting yourself in some way' });
    expect(ninth.closest('fieldset')?.querySelector('legend')).toHaveTextContent(/^9\. Thoughts/);
    expect(within(ninth).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Not at all', 'Several days', 'More than half the days', 'Nearly every day']);

    const submit = screen.getByRole('button', { name: 'See my result' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('0 of 9 answered Answer all 9 questions to see your result.');
    await answer(user, [0, 0, 0, 0, 0, 0, 0, 0]);
    expect(submit).toBeDisabled();
    await user.click(within(ninth).getByRole('radio', { name: 'Not at all' }));
    expect(submit).toBeEnabled();
    expect(submit).toHaveAccessibleDescription('9 of 9 answered');
    expect(screen.queryByText(/awaiting|not reviewed/i)).not.toBeInTheDocument();
  });

  it('opens the help panel before any score when PHQ-9 item 9 is above 0, and shows the score once it is closed', async () => {
    const { user } = renderApp('/check-ins', { session: subscriber() });
    await user.click(await screen.findByRole('button', { name: 'Start PHQ-9' }));
    await answer(user, [0, 0, 0, 0, 0, 0, 0, 0, 1]);
    await user.click(screen.getByRole('button', { name: 'See my result' }));

    // Help first: the panel, with the emergency number, and a warm word on the page; no score anywhere.
    const panel = await screen.findByRole('dialog', { name: 'Help is here' });
    expect(within(panel).getByRole('link', { name: 'Call 999' })).toHaveAttribute('href', 'tel:999');
    expect(screen.getByText('Thank you for telling us')).toBeInTheDocument();
    expect(screen.getByText(/You don't have to face this alone/)).toBeInTheDocument();
    expect(screen.queryByTestId('check-in-score')).not.toBeInTheDocument();
    expect(screen.queryByText(/out of 27/)).not.toBeInTheDocument();
    expect(screen.queryByText('Minimal: few signs of depression right now.')).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { hidden: true })).not.toBeInTheDocument();
    // The answers were stored with help suggested.
    expect(checkInStore.items).toMatchObject([{ code: 'phq9', score: 1, band: 'minimal', help_suggested: true }]);

    await user.click(within(panel).getByRole('button', { name: 'Close help' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Help is here' })).not.toBeInTheDocument());

    const result = await screen.findByRole('heading', { level: 2, name: 'Your PHQ-9 result' });
    await waitFor(() => expect(result).toHaveFocus());
    expect(screen.getByTestId('check-in-score')).toHaveTextContent('1 out of 27');
    expect(screen.getByText('Minimal', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('Minimal: few signs of depression right now.')).toBeInTheDocument();
    expect(screen.getByText('If things feel hard right now, help is one tap away.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request an appointment' })).toHaveAttribute('href', '/appointment');
    expect(screen.getByRole('link', { name: 'Open my safety plan' })).toHaveAttribute('href', '/safety-plan');

    // Help stays one tap away from the result.
    await user.click(screen.getByRole('button', { name: 'See who you can talk to' }));
    expect(await screen.findByRole('dialog', { name: 'Help is here' })).toBeInTheDocument();
  });

  it('shows the score, without waiting for the panel, when the person asks for it', async () => {
    const { user } = renderApp('/check-ins', { session: subscriber() });
    await user.click(await screen.findByRole('button', { name: 'Start GAD-7' }));
    await answer(user, [3, 3, 3, 3, 3, 0, 0]);
    await user.click(screen.getByRole('button', { name: 'See my result' }));
    await screen.findByRole('dialog', { name: 'Help is here' });
    expect(screen.queryByTestId('check-in-score')).not.toBeInTheDocument();

    // (Behind the modal panel the page is hidden from the pointer; the button is what a person reaches once it is gone.)
    fireEvent.click(screen.getByRole('button', { name: 'Show my result', hidden: true }));
    expect(await screen.findByTestId('check-in-score')).toHaveTextContent('15 out of 21');
    expect(screen.getByText('Severe', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText(/^Severe: strong signs of anxiety/)).toBeInTheDocument();
  });

  it('shows a result without help first as score, band and the band text, and leads back to the list', async () => {
    const { user } = renderApp('/check-ins', { session: subscriber() });
    await user.click(await screen.findByRole('button', { name: 'Start GAD-7' }));
    await answer(user, [2, 2, 2, 2, 2, 0, 0]);
    await user.click(screen.getByRole('button', { name: 'See my result' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Your GAD-7 result' })).toBeInTheDocument();
    expect(screen.getByTestId('check-in-score')).toHaveTextContent('10 out of 21');
    expect(screen.getByText('Moderate', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('Moderate: clear signs of anxiety. Talking with a counsellor can help; you can request an appointment.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useHelpPanel.getState().open).toBe(false);
    expect(screen.queryByText('If things feel hard right now, help is one tap away.')).not.toBeInTheDocument();

    // Back on the list, the GAD-7 now waits 7 days, and the history has the new score.
    await user.click(screen.getByRole('button', { name: 'Back to check-ins' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Choose a check-in' });
    await waitFor(() => expect(heading).toHaveFocus());
    const gad = screen.getByRole('article', { name: GAD7 });
    const takenAt = Date.parse(checkInStore.items[0]!.taken_at);
    await waitFor(() => expect(within(gad).getByRole('button', { name: 'Start GAD-7' })).toBeDisabled());
    expect(gad).toHaveTextContent(`you can take it again from ${moment(takenAt + RETAKE_AFTER_DAYS * DAY_MS)}.`);
    const table = await screen.findByRole('table', { name: 'Your GAD-7 scores, newest first' });
    expect(within(table).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual([`${day(checkInStore.items[0]!.taken_at)}10Moderate`]);
  });

  it('says from when an instrument taken in the last 7 days can be taken again, and does not start it', async () => {
    const last = seedCheckIn('phq9', [1, 1, 1, 1, 1, 1, 0, 0, 0], 2);
    renderApp('/check-ins', { session: subscriber() });
    const phq = await screen.findByRole('article', { name: PHQ9 });
    const next = moment(Date.parse(last.taken_at) + RETAKE_AFTER_DAYS * DAY_MS);
    expect(phq).toHaveTextContent(`You took this check-in recently. Answers mean most with a week between them, so you can take it again from ${next}.`);
    expect(within(phq).getByRole('button', { name: 'Start PHQ-9' })).toBeDisabled();
    expect(within(screen.getByRole('article', { name: GAD7 })).getByRole('button', { name: 'Start GAD-7' })).toBeEnabled();
  });

  it('shows the date from the server when it refuses a check-in as too soon (409)', async () => {
    const { user } = renderApp('/check-ins', { session: subscriber() });
    await user.click(await screen.findByRole('button', { name: 'Start PHQ-9' }));
    await answer(user, [0, 1, 0, 1, 0, 1, 0, 1, 0]);
    // Taken meanwhile in another tab: the server refuses with `data.available_at`.
    const other = seedCheckIn('phq9', [0, 0, 0, 0, 0, 0, 0, 0, 0], 1 / 24);
    await user.click(screen.getByRole('button', { name: 'See my result' }));

    const next = moment(Date.parse(other.taken_at) + RETAKE_AFTER_DAYS * DAY_MS);
    expect(await screen.findByText(`You have already taken this check-in in the last 7 days. You can take it again from ${next}.`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'See my result' })).toBeDisabled();
    expect(screen.queryByTestId('check-in-score')).not.toBeInTheDocument();
    expect(checkInStore.items).toHaveLength(1);
  });

  it('draws each instrument’s scores over time, with a table listing the history for screen readers, or says there are none', async () => {
    seedCheckIn('phq9', [1, 1, 1, 1, 1, 1, 1, 1, 0], 21);
    seedCheckIn('phq9', [2, 2, 2, 2, 2, 0, 0, 0, 0], 14);
    seedCheckIn('phq9', [3, 3, 3, 3, 3, 3, 0, 0, 0], 7.5);
    const items = [...checkInStore.items];
    renderApp('/check-ins', { session: subscriber() });

    const table = await screen.findByRole('table', { name: 'Your PHQ-9 scores, newest first' });
    expect(table).toHaveClass('visually-hidden');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date', 'Score', 'Level']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => [within(r).getByRole('rowheader').textContent, ...within(r).getAllByRole('cell').map((c) => c.textContent)])).toEqual([
      [day(items[2]!.taken_at), '18', 'Moderately severe'],
      [day(items[1]!.taken_at), '10', 'Moderate'],
      [day(items[0]!.taken_at), '8', 'Mild'],
    ]);
    const chart = await screen.findByTestId('trend-chart');
    expect(chart).toHaveAccessibleName('Line chart of your PHQ-9 scores over time. The same figures are in the table that follows.');
    expect(JSON.parse(chart.dataset.scores ?? '[]')).toEqual([8, 10, 18]);

    const gad = screen.getByRole('region', { name: 'GAD-7' });
    expect(within(gad).getByText('No GAD-7 check-ins yet. Your scores will appear here after your first one.')).toBeInTheDocument();
    expect(within(gad).queryByRole('table')).not.toBeInTheDocument();
  });

  it('puts the trends on the dashboard, with a way to take a first check-in', async () => {
    seedCheckIn('gad7', [1, 1, 1, 1, 1, 1, 0], 3);
    renderApp('/dashboard', { session: subscriber() });
    const section = await screen.findByRole('region', { name: 'Your check-ins over time' });
    const table = await within(section).findByRole('table', { name: 'Your GAD-7 scores, newest first' });
    expect(within(table).getAllByRole('cell').map((c) => c.textContent)).toEqual(['6', 'Mild']);
    const phq = within(section).getByRole('region', { name: 'PHQ-9' });
    expect(within(phq).getByRole('link', { name: 'Take a check-in' })).toHaveAttribute('href', '/check-ins');
  });

  it('speaks Bangla, with Bangla digits and an honest note that the wording awaits review', async () => {
    await i18n.changeLanguage('bn');
    const { user } = renderApp('/check-ins', { session: subscriber() });
    await user.click(await screen.findByRole('button', { name: 'পিএইচকিউ-৯ শুরু করুন' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'পিএইচকিউ-৯: আপনার মন কেমন ছিল' })).toBeInTheDocument();
    expect(screen.getByText(/এখনো কোনো মানসিক স্বাস্থ্য বিশেষজ্ঞ যাচাই করেননি/)).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: /^৯\. মনে হওয়া যে মরে গেলেই ভালো হতো/ })).toBeInTheDocument();
    expect(screen.getAllByRole('radio', { name: 'একদমই না' })).toHaveLength(9);
  });

  it('says so, with a retry, when the check-ins cannot be loaded', async () => {
    let fail = true;
    server.use(
      http.get('/api/custom/v1/check-ins/instruments', ({ response }) =>
        fail ? response.untyped(HttpResponse.json(errorBody(500, 'internal_error', serverText.internal), { status: 500 })) : undefined,
      ),
    );
    const { user } = renderApp('/check-ins', { session: subscriber() });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent(serverText.internal);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: PHQ9 })).toBeInTheDocument();
  });
});
