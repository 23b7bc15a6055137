import { screen, waitFor, within } from '@testing-library/react';
import i18n from '@/lib/i18n';
import { makeToken } from '@/testing/jwt';
import { useSessionStore } from '@/lib/session';
import { loginResponse } from '@/testing/mocks/data';
import { selfCareStore } from '@/testing/mocks/handlers/self-care';
import { http, serverText } from '@/testing/mocks/http';
import { server } from '@/testing/mocks/server';
import { currentPath, renderApp } from '@/testing/test-utils';

const SLEEP = 'How many hours did you sleep last night?';
const MOOD = 'How is your mood today?';
const GRATEFUL = 'Write one thing you are grateful for.';

async function openPage() {
  const view = renderApp('/admin/self-care-questions', { session: loginResponse('ADMIN') });
  expect(await screen.findByRole('heading', { name: 'Self-care questions', level: 1 })).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: 'Questions asked now, in order' });
  return { ...view, list };
}

/** The English titles of a list's items, top to bottom. */
const titles = (list: HTMLElement) => within(list).getAllByRole('listitem').map((item) => item.querySelector('[lang="en"]')?.textContent);

/** What a subscriber is asked now, through the subscriber's own double. */
async function subscriberQuestions(): Promise<string[]> {
  const response = await fetch('http://localhost/api/custom/v1/questions', { headers: { Authorization: `Bearer ${makeToken({ role: 'SUBSCRIBER' })}` } });
  return ((await response.json()) as { title: string }[]).map((q) => q.title);
}

describe('admin self-care questions', () => {
  it('lists the asked questions in order with their number, type, options and the sleep mark', async () => {
    const { list } = await openPage();
    expect(titles(list)).toEqual([SLEEP, MOOD, GRATEFUL]);
    const [sleep, mood, grateful] = within(list).getAllByRole('listitem');
    expect(sleep).toHaveTextContent('1');
    expect(within(sleep!).getByText('Number (0–24)')).toBeInTheDocument();
    expect(within(sleep!).getByText('Sleep chart')).toBeInTheDocument();
    expect(within(sleep!).getByText('গত রাতে আপনি কত ঘণ্টা ঘুমিয়েছেন?')).toHaveAttribute('lang', 'bn');
    expect(within(mood!).getByText('Multiple choice')).toBeInTheDocument();
    expect(within(mood!).getByText('Options: Very good · Good · Okay · Low · Very low')).toBeInTheDocument();
    expect(within(grateful!).getByText('Text')).toBeInTheDocument();
    expect(within(grateful!).queryByText('Sleep chart')).not.toBeInTheDocument();
    expect(screen.getByText('No question has been retired.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Self-care questions | Mon'));
  });

  it('is in the admin sidebar, after Categories', async () => {
    await openPage();
    const nav = screen.getByRole('navigation', { name: 'Dashboard navigation' });
    const links = within(nav).getAllByRole('link').map((a) => a.textContent);
    expect(links.indexOf('Self-care questions')).toBe(links.indexOf('Categories') + 1);
    expect(within(nav).getByRole('link', { name: 'Self-care questions' })).toHaveAttribute('href', '/admin/self-care-questions');
  });

  it('speaks Bangla: the page, the numbers and the buttons name each question by its Bangla title', async () => {
    await i18n.changeLanguage('bn');
    renderApp('/admin/self-care-questions', { session: loginResponse('ADMIN') });
    expect(await screen.findByRole('heading', { name: 'নিজের যত্নের প্রশ্ন', level: 1 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'এখন জিজ্ঞাসা করা প্রশ্ন, ক্রম অনুযায়ী' });
    const [sleep] = within(list).getAllByRole('listitem');
    expect(sleep).toHaveTextContent('১');
    expect(within(sleep!).getByText('সংখ্যা (০–২৪)')).toBeInTheDocument();
    expect(within(sleep!).getByRole('button', { name: 'নিচে সরান: গত রাতে আপনি কত ঘণ্টা ঘুমিয়েছেন?' })).toBeEnabled();
    expect(within(sleep!).getByRole('button', { name: 'বাদ দিন: গত রাতে আপনি কত ঘণ্টা ঘুমিয়েছেন?' })).toHaveAccessibleDescription(
      'ঘুমের প্রশ্নটি ঘুমের চার্টের ভিত্তি, তাই এটি বাদ দেওয়া যায় না।',
    );
  });

  it('keeps subscribers out: sent home, logged out, the page never shown', async () => {
    const { router } = renderApp('/admin/self-care-questions', { session: loginResponse('SUBSCRIBER') });
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(useSessionStore.getState().session).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'A kind place for your mind' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Self-care questions' })).not.toBeInTheDocument();
  });

  it('checks a new question with the server texts, then adds a multiple-choice one with its options', async () => {
    const { user, list } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add question' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByLabelText(/^Question in English/)).toHaveAccessibleDescription('Field is Required');
    expect(within(dialog).getByLabelText(/^Question in Bangla/)).toHaveAccessibleDescription('Field is Required');
    expect(within(dialog).getByText('Choose text, number or multiple choice.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^Question in English/), 'How was lunch?');
    await user.type(within(dialog).getByLabelText(/^Question in Bangla/), 'দুপুরের খাবার কেমন ছিল?');
    await user.click(within(dialog).getByRole('combobox', { name: /^Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Multiple choice' }));
    const options = within(dialog).getByRole('group', { name: 'Options' });
    expect(within(options).getAllByRole('textbox')).toHaveLength(2);
    expect(within(options).queryByRole('button', { name: /^Remove option/ })).not.toBeInTheDocument();
    await user.type(within(options).getByLabelText('Option 1'), 'Good');
    await user.type(within(options).getByLabelText('Option 2'), ' good ');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(options).getByText('Each option must be different.')).toBeInTheDocument();
    expect(selfCareStore.questions).toHaveLength(3);

    await user.clear(within(options).getByLabelText('Option 2'));
    await user.type(within(options).getByLabelText('Option 2'), 'Heavy');
    await user.click(within(options).getByRole('button', { name: 'Add option' }));
    expect(within(options).getByLabelText('Option 3')).toHaveFocus();
    await user.keyboard('Light');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText(serverText.questionSaved)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(titles(list)).toEqual([SLEEP, MOOD, GRATEFUL, 'How was lunch?']));
    expect(within(list).getAllByRole('listitem')[3]).toHaveTextContent('Options: Good · Heavy · Light');
    expect(selfCareStore.questions.at(-1)).toMatchObject({ title_bn: 'দুপুরের খাবার কেমন ছিল?', question_type: 'mcq', mcq_options: ['Good', 'Heavy', 'Light'] });
    expect(await subscriberQuestions()).toContain('How was lunch?');
  });

  it("shows the server's field errors under the fields", async () => {
    server.use(
      http.post('/api/custom/v1/admin/questions', ({ response }) =>
        response(400).json({
          code: 'validation_failed',
          message: serverText.questionTooLong,
          data: { status: 400, errors: { title: [serverText.questionTooLong], mcq_options: [serverText.optionsCount] } },
        }),
      ),
    );
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add question' });
    await user.type(within(dialog).getByLabelText(/^Question in English/), 'Lunch?');
    await user.type(within(dialog).getByLabelText(/^Question in Bangla/), 'দুপুর?');
    await user.click(within(dialog).getByRole('combobox', { name: /^Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Multiple choice' }));
    const options = within(dialog).getByRole('group', { name: 'Options' });
    await user.type(within(options).getByLabelText('Option 1'), 'Yes');
    await user.type(within(options).getByLabelText('Option 2'), 'No');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^Question in English/)).toHaveAccessibleDescription(serverText.questionTooLong));
    expect(within(options).getByText(serverText.optionsCount)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add question' })).toBeInTheDocument();
  });

  it('edits the titles of a question, showing its type but not letting it change', async () => {
    const { user, list } = await openPage();
    await user.click(within(list).getByRole('button', { name: `Edit: ${GRATEFUL}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit question' });
    const type = within(dialog).getByRole('combobox', { name: /^Type/ });
    expect(type).toHaveTextContent('Text');
    expect(type).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByText(/The type cannot change once a question is asked/)).toBeInTheDocument();
    const title = within(dialog).getByLabelText(/^Question in English/);
    await user.clear(title);
    await user.type(title, 'Write one thing that went well.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(serverText.questionSaved)).toBeInTheDocument();
    await waitFor(() => expect(titles(list)).toEqual([SLEEP, MOOD, 'Write one thing that went well.']));
    expect(selfCareStore.questions.find((q) => q.id === 3)).toMatchObject({ title: 'Write one thing that went well.', question_type: 'text' });
  });

  it('moves a question with the order endpoint and shows the order the server answers with', async () => {
    const sent: unknown[] = [];
    onTestFinished(() => server.events.removeAllListeners());
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/custom/v1/admin/questions-order') void request.clone().json().then((body) => sent.push(body));
    });
    const { user, list } = await openPage();
    expect(within(list).getByRole('button', { name: `Move up: ${SLEEP}` })).toBeDisabled();
    expect(within(list).getByRole('button', { name: `Move down: ${GRATEFUL}` })).toBeDisabled();

    const down = within(list).getByRole('button', { name: `Move down: ${SLEEP}` });
    down.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(titles(list)).toEqual([MOOD, SLEEP, GRATEFUL]));
    expect(sent).toEqual([{ ids: [2, 1, 3] }]);
    expect(await subscriberQuestions()).toEqual([MOOD, SLEEP, GRATEFUL]);
    // The focus stays on the moved question, and the change is announced.
    await waitFor(() => expect(within(list).getByRole('button', { name: `Move down: ${SLEEP}` })).toHaveFocus());
    expect(screen.getByText(`“${SLEEP}” is now question 2.`)).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: `Move up: ${MOOD}` })).toBeDisabled();

    // The list is the server's answer, whatever order it holds.
    server.use(
      http.post('/api/custom/v1/admin/questions-order', ({ response }) =>
        response(200).json(
          [3, 2, 1].map((id, position) => {
            const q = selfCareStore.questions.find((s) => s.id === id)!;
            return { id, title: q.title, title_bn: q.title_bn, question_type: q.question_type, mcq_options: q.mcq_options, position, is_sleep: q.is_sleep, retired: false };
          }),
        ),
      ),
    );
    await user.click(within(list).getByRole('button', { name: `Move down: ${SLEEP}` }));
    await waitFor(() => expect(titles(list)).toEqual([GRATEFUL, MOOD, SLEEP]));
  });

  it('retires a question after a confirmation naming it, lists it as retired, and asks it again', async () => {
    const { user, list } = await openPage();
    await user.click(within(list).getByRole('button', { name: `Retire: ${GRATEFUL}` }));
    let dialog = await screen.findByRole('dialog', { name: 'Retire this question?' });
    expect(dialog).toHaveTextContent(GRATEFUL);
    expect(dialog).toHaveTextContent('It will no longer be asked; past answers are kept.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(selfCareStore.questions.find((q) => q.id === 3)?.retired).toBe(false);

    await user.click(within(list).getByRole('button', { name: `Retire: ${GRATEFUL}` }));
    dialog = await screen.findByRole('dialog', { name: 'Retire this question?' });
    await user.click(within(dialog).getByRole('button', { name: 'Retire' }));
    expect(await screen.findByText(serverText.questionSaved)).toBeInTheDocument();
    await waitFor(() => expect(titles(list)).toEqual([SLEEP, MOOD]));
    const retired = screen.getByRole('list', { name: 'Retired questions' });
    expect(titles(retired)).toEqual([GRATEFUL]);
    expect(await subscriberQuestions()).toEqual([SLEEP, MOOD]);

    await user.click(within(retired).getByRole('button', { name: `Ask again: ${GRATEFUL}` }));
    await waitFor(() => expect(titles(list)).toEqual([SLEEP, MOOD, GRATEFUL]));
    expect(screen.queryByRole('list', { name: 'Retired questions' })).not.toBeInTheDocument();
    expect(await subscriberQuestions()).toEqual([SLEEP, MOOD, GRATEFUL]);
  });

  it('does not offer to retire the sleep question, and says why', async () => {
    const { list } = await openPage();
    const retire = within(list).getByRole('button', { name: `Retire: ${SLEEP}` });
    expect(retire).toBeDisabled();
    expect(retire).toHaveAccessibleDescription(serverText.sleepQuestionKept);
    expect(within(list).getByText(serverText.sleepQuestionKept)).toBeVisible();
    expect(within(list).getByRole('button', { name: `Retire: ${MOOD}` })).toBeEnabled();
  });

  it('shows an error with a retry when the list cannot be read', async () => {
    let fail = true;
    server.use(
      http.get('/api/custom/v1/admin/questions', ({ response }) =>
        fail ? response(403).json({ code: 'forbidden', message: serverText.forbidden, data: { status: 403 } }) : undefined,
      ),
    );
    const { user } = renderApp('/admin/self-care-questions', { session: loginResponse('ADMIN') });
    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Questions asked now, in order' })).toBeInTheDocument();
  });
});
