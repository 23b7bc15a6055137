import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay } from 'msw';
import i18n from '@/lib/i18n';
import { addDays, serviceToday } from '@/lib/service-day';
import { loginResponse } from '@/testing/mocks/data';
import { seedAnswers, selfCareStore } from '@/testing/mocks/handlers/self-care';
import { errorBody, http, serverText } from '@/testing/mocks/http';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

const subscriber = () => loginResponse('SUBSCRIBER');
const SLEEP = 'How many hours did you sleep last night?';
const MOOD = 'How is your mood today?';
const GRATEFUL = 'Write one thing you are grateful for.';

describe('self-care', () => {
  it('defaults the date to today in Dhaka, capped at today, and shows one input per question type', async () => {
    renderApp('/self-care', { session: subscriber() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Self-care' })).toBeInTheDocument();
    const date = screen.getByLabelText('Date');
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toHaveValue(serviceToday());
    expect(date).toHaveAttribute('max', serviceToday());

    const sleep = await screen.findByRole('spinbutton', { name: SLEEP });
    expect(sleep).toHaveAttribute('min', '0');
    expect(sleep).toHaveAttribute('max', '24');
    expect(sleep).toHaveAttribute('step', '0.5');
    const mood = screen.getByRole('radiogroup', { name: MOOD });
    expect(mood.closest('fieldset')).toHaveTextContent(MOOD);
    expect(within(mood).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['Very good', 'Good', 'Okay', 'Low', 'Very low']);
    const text = screen.getByRole('textbox', { name: GRATEFUL });
    expect(text.tagName).toBe('TEXTAREA');
    await waitFor(() => expect(document.title).toBe('Self-care | Mon'));
  });

  it('checks every answer with the spec texts before sending', async () => {
    const { user } = renderApp('/self-care', { session: subscriber() });
    await user.click(await screen.findByRole('button', { name: 'Save answers' }));
    expect(screen.getAllByText('Field is Required')).toHaveLength(2);
    expect(screen.getByText('Invalid option')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: SLEEP })).toHaveAccessibleDescription('Field is Required');

    await user.type(screen.getByRole('spinbutton', { name: SLEEP }), '30');
    expect(screen.getByText('Please enter a number from 0 to 24.')).toBeInTheDocument();
    expect(selfCareStore.answers.size).toBe(0);
  });

  it('sends all answers, shows the server message, then today’s answers read-only', async () => {
    const { user } = renderApp('/self-care', { session: subscriber() });
    await user.type(await screen.findByRole('spinbutton', { name: SLEEP }), '7.5');
    await user.click(screen.getByRole('radio', { name: 'Good' }));
    await user.type(screen.getByRole('textbox', { name: GRATEFUL }), 'My sister called me.');
    await user.click(screen.getByRole('button', { name: 'Save answers' }));

    expect(await screen.findByText(serverText.answersSaved)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: /^Your answers for/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save answers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: GRATEFUL })).not.toBeInTheDocument();
    expect(screen.getByText('7.5')).toBeInTheDocument();
    expect(screen.getByText('Good')).toBeInTheDocument();
    expect(screen.getByText('My sister called me.')).toBeInTheDocument();
    expect(selfCareStore.answers.get(`7:${serviceToday()}`)?.map(({ question_id, answer }) => ({ question_id, answer }))).toEqual([
      { question_id: 1, answer: '7.5' },
      { question_id: 2, answer: 'Good' },
      { question_id: 3, answer: 'My sister called me.' },
    ]);
  });

  it('shows a past day read-only, with N/A for a question without an answer', async () => {
    const yesterday = addDays(serviceToday(), -1);
    seedAnswers(yesterday, { 1: '6', 2: 'Low' });
    renderApp('/self-care', { session: subscriber() });
    await screen.findByRole('button', { name: 'Save answers' });
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: yesterday } });

    const heading = await screen.findByRole('heading', { level: 2, name: /^Your answers for/ });
    const section = heading.closest('section')!;
    expect(within(section).getByText(SLEEP).nextElementSibling).toHaveTextContent('6');
    expect(within(section).getByText(MOOD).nextElementSibling).toHaveTextContent('Low');
    expect(within(section).getByText(GRATEFUL).nextElementSibling).toHaveTextContent('N/A');
    expect(screen.queryByRole('button', { name: 'Save answers' })).not.toBeInTheDocument();
  });

  it('shows a past answer under the wording it was given under, and one to a question retired since', async () => {
    const yesterday = addDays(serviceToday(), -1);
    seedAnswers(yesterday, { 1: '6', 2: 'Low', 3: 'My sister' });
    // Since then the admin reworded the mood question and retired the gratitude one.
    selfCareStore.questions = selfCareStore.questions.map((q) =>
      q.id === 2 ? { ...q, title: 'How do you feel right now?' } : q.id === 3 ? { ...q, retired: true } : q,
    );
    renderApp('/self-care', { session: subscriber() });
    await screen.findByRole('button', { name: 'Save answers' });
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: yesterday } });

    const heading = await screen.findByRole('heading', { level: 2, name: /^Your answers for/ });
    const section = heading.closest('section')!;
    expect(within(section).getByText(MOOD).nextElementSibling).toHaveTextContent('Low');
    expect(within(section).queryByText('How do you feel right now?')).not.toBeInTheDocument();
    expect(within(section).getByText(GRATEFUL).nextElementSibling).toHaveTextContent('My sister');
  });

  it('shows N/A everywhere for a past day without answers', async () => {
    renderApp('/self-care', { session: subscriber() });
    await screen.findByRole('button', { name: 'Save answers' });
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: addDays(serviceToday(), -3) } });
    expect(await screen.findByText('You did not answer the questions on this day.')).toBeInTheDocument();
    expect(screen.getAllByText('N/A')).toHaveLength(3);
  });

  it('shows today read-only when it was answered already', async () => {
    seedAnswers(serviceToday(), { 1: '8', 2: 'Okay', 3: 'A walk by the river.' });
    renderApp('/self-care', { session: subscriber() });
    expect(await screen.findByText('A walk by the river.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save answers' })).not.toBeInTheDocument();
  });

  it('turns read-only with the server message when another device answered first (409)', async () => {
    const { user } = renderApp('/self-care', { session: subscriber() });
    await user.type(await screen.findByRole('spinbutton', { name: SLEEP }), '5');
    await user.click(screen.getByRole('radio', { name: 'Okay' }));
    await user.type(screen.getByRole('textbox', { name: GRATEFUL }), 'Tea.');
    seedAnswers(serviceToday(), { 1: '9', 2: 'Very good', 3: 'Sent from the phone.' });
    await user.click(screen.getByRole('button', { name: 'Save answers' }));
    expect(await screen.findByText(serverText.alreadyAnswered)).toBeInTheDocument();
    expect(await screen.findByText('Sent from the phone.')).toBeInTheDocument();
  });

  it('shows the server’s text under a question it refused', async () => {
    server.use(
      http.post('/api/custom/v1/multiple-answers', ({ response }) =>
        response(400).json(errorBody(400, 'validation_failed', serverText.answerInvalidOption, { '2': [serverText.answerInvalidOption] })),
      ),
    );
    const { user } = renderApp('/self-care', { session: subscriber() });
    await user.type(await screen.findByRole('spinbutton', { name: SLEEP }), '5');
    await user.click(screen.getByRole('radio', { name: 'Okay' }));
    await user.type(screen.getByRole('textbox', { name: GRATEFUL }), 'Tea.');
    await user.click(screen.getByRole('button', { name: 'Save answers' }));
    await waitFor(() => expect(screen.getAllByText(serverText.answerInvalidOption)).toHaveLength(2));
    expect(screen.getByRole('radiogroup', { name: MOOD })).toHaveAccessibleDescription(serverText.answerInvalidOption);
  });

  it('refuses a date after today without asking the server', async () => {
    renderApp('/self-care', { session: subscriber() });
    await screen.findByRole('button', { name: 'Save answers' });
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: addDays(serviceToday(), 1) } });
    expect(await screen.findByText('The date cannot be after today.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save answers' })).not.toBeInTheDocument();
  });

  it('shows loading, then an error with a retry when the questions fail', async () => {
    let fail = true;
    server.use(
      http.get('/api/custom/v1/questions', async ({ response }) => {
        await delay(100);
        if (fail) return response(403).json(errorBody(403, 'forbidden', serverText.forbidden));
        return response(200).json([{ id: 1, title: 'Only one', question_type: 'text', mcq_options: [], is_sleep: false }]);
      }),
    );
    const { user } = renderApp('/self-care', { session: subscriber() });
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(serverText.forbidden);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Only one' })).toBeInTheDocument();
  });

  it('shows an empty state when no questions are asked', async () => {
    server.use(http.get('/api/custom/v1/questions', ({ response }) => response(200).json([])));
    renderApp('/self-care', { session: subscriber() });
    expect(await screen.findByText('There are no questions right now.')).toBeInTheDocument();
  });

  it('asks and checks in Bangla', async () => {
    await i18n.changeLanguage('bn');
    const { user } = renderApp('/self-care', { session: subscriber() });
    expect(await screen.findByRole('spinbutton', { name: 'গত রাতে আপনি কত ঘণ্টা ঘুমিয়েছেন?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'উত্তর সংরক্ষণ করুন' }));
    expect(screen.getAllByText('এই ঘরটি পূরণ করতে হবে')).toHaveLength(2);
    expect(screen.getByText('অপশনটি সঠিক নয়')).toBeInTheDocument();
  });
});
