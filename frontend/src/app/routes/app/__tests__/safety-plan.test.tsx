import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import i18n from '@/lib/i18n';
import { useSessionStore } from '@/lib/session';
import { loginResponse } from '@/testing/mocks/data';
import { emptyPlan, safetyPlanStore } from '@/testing/mocks/handlers/safety-plan';
import { errorBody, http, serverText } from '@/testing/mocks/http';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

const SECTIONS = [
  'Warning signs',
  'Things I can do on my own',
  'People and places that take my mind off things',
  'People I can ask for help',
  'Professionals and services I can contact',
  'Making my surroundings safe',
  'My reasons for living',
];

async function openPage() {
  const view = renderApp('/safety-plan', { session: loginResponse('SUBSCRIBER') });
  expect(await screen.findByRole('heading', { level: 1, name: 'My safety plan' })).toBeInTheDocument();
  await screen.findByRole('group', { name: 'Warning signs' });
  return view;
}

const section = (name: string) => screen.getByRole('group', { name });
/** The line under the title that says when the plan was saved (the print copy repeats it, off screen). */
const savedLine = () => screen.getByText(/^(Last saved|Not saved yet)/, { selector: '[role="status"]' });

/** The bodies the page sent to save the plan. */
function recordSaves() {
  const bodies: unknown[] = [];
  const onRequest = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/custom/v1/me/safety-plan') void request.clone().json().then((body) => bodies.push(body));
  };
  server.events.on('request:start', onRequest);
  return bodies;
}

afterEach(() => server.events.removeAllListeners());

describe('my safety plan', () => {
  it('shows the seven sections, each with its explanation and one field to start, before anything is saved', async () => {
    await openPage();
    expect(screen.getByText('Only you can see your plan.')).toBeInTheDocument();
    expect(savedLine()).toHaveTextContent('Not saved yet');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(SECTIONS);
    expect(section('Warning signs')).toHaveAccessibleDescription('Thoughts, feelings, situations or things I do that tell me a crisis may be starting.');
    expect(within(section('Warning signs')).getByRole('textbox', { name: 'Warning sign 1' })).toHaveValue('');
    const people = section('People I can ask for help');
    expect(within(people).getByRole('group', { name: 'Person 1' })).toBeInTheDocument();
    expect(within(people).getByRole('textbox', { name: 'Name of person 1' })).toBeInTheDocument();
    expect(within(people).getByRole('textbox', { name: 'Phone of person 1 (optional)' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('My safety plan | Mon'));
  });

  it('is in the subscriber sidebar', async () => {
    await openPage();
    const nav = screen.getByRole('navigation', { name: 'Dashboard navigation' });
    expect(within(nav).getByRole('link', { name: 'My safety plan' })).toHaveAttribute('href', '/safety-plan');
  });

  // Many steps through a form of many fields: more time than the default on a busy machine.
  it('adds, edits and removes entries, saves the plan (blank entries left out) and shows when it was saved', async () => {
    const bodies = recordSaves();
    const { user } = await openPage();
    /** Writes into a field the way a phone keyboard's suggestion does: one input. */
    const write = async (field: HTMLElement, text: string) => {
      await user.click(field);
      await user.paste(text);
    };
    const signs = section('Warning signs');
    await write(within(signs).getByRole('textbox', { name: 'Warning sign 1' }), 'I stop sleeping');
    await user.click(within(signs).getByRole('button', { name: 'Add a warning sign' }));
    expect(within(signs).getByRole('textbox', { name: 'Warning sign 2' })).toHaveFocus();
    await user.paste('I stay in my room');
    await user.click(within(signs).getByRole('button', { name: 'Add a warning sign' }));
    await user.keyboard('gone');
    await user.click(within(signs).getByRole('button', { name: 'Remove: Warning sign 3' }));
    expect(within(signs).queryByRole('textbox', { name: 'Warning sign 3' })).not.toBeInTheDocument();
    expect(within(signs).getByRole('textbox', { name: 'Warning sign 2' })).toHaveFocus();

    const people = section('People I can ask for help');
    await user.type(within(people).getByRole('textbox', { name: 'Name of person 1' }), 'Apa');
    await write(within(people).getByRole('textbox', { name: 'Phone of person 1 (optional)' }), '01712-345678');
    expect(within(people).getByRole('link', { name: 'Apa, call 01712-345678' })).toHaveAttribute('href', 'tel:01712345678');
    await write(within(section('My reasons for living')).getByRole('textbox', { name: 'Reason 1' }), '  My little sister  ');

    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    expect(await screen.findByText(serverText.planSaved)).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        ...emptyPlan(),
        warning_signs: ['I stop sleeping', 'I stay in my room'],
        people: [{ name: 'Apa', phone: '01712-345678' }],
        reasons_for_living: ['My little sister'],
      },
    ]);
    await waitFor(() => expect(savedLine()).toHaveTextContent(/^Last saved \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/));
    expect(safetyPlanStore.plans.get(7)?.plan.reasons_for_living).toEqual(['My little sister']);
    // The form now holds what the server kept.
    expect(within(section('My reasons for living')).getByRole('textbox', { name: 'Reason 1' })).toHaveValue('My little sister');
   }, 30_000);

  it('shows the saved plan and the time it was saved when the page opens again', async () => {
    safetyPlanStore.plans.set(7, {
      plan: { ...emptyPlan(), coping_strategies: ['A walk by the lake', 'Slow breathing'], people: [{ name: 'Karim', phone: '' }] },
      updated_at: '2026-11-24T04:00:00Z',
    });
    await openPage();
    expect(savedLine()).toHaveTextContent('Last saved 24 Nov 2026, 10:00');
    const coping = section('Things I can do on my own');
    expect(within(coping).getByRole('textbox', { name: 'Thing I can do 1' })).toHaveValue('A walk by the lake');
    expect(within(coping).getByRole('textbox', { name: 'Thing I can do 2' })).toHaveValue('Slow breathing');
    expect(within(section('People I can ask for help')).getByRole('textbox', { name: 'Name of person 1' })).toHaveValue('Karim');
  });

  it('checks the plan as the server does, with its words, before sending anything', async () => {
    const bodies = recordSaves();
    const { user } = await openPage();
    const signs = section('Warning signs');
    fireEvent.change(within(signs).getByRole('textbox', { name: 'Warning sign 1' }), { target: { value: 'x'.repeat(501) } });
    const people = section('People I can ask for help');
    await user.click(within(people).getByRole('textbox', { name: 'Phone of person 1 (optional)' }));
    await user.paste('call me');
    await user.click(screen.getByRole('button', { name: 'Save plan' }));

    expect(within(signs).getByText(serverText.planItemTooLong)).toBeInTheDocument();
    expect(signs).toHaveAccessibleDescription(expect.stringContaining(serverText.planItemTooLong));
    expect(within(signs).getByRole('textbox', { name: 'Warning sign 1' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(people).getByText(serverText.planContactNameRequired)).toBeInTheDocument();
    expect(within(people).getByText(serverText.planContactPhoneInvalid)).toBeInTheDocument();
    expect(within(people).getByRole('textbox', { name: 'Name of person 1' })).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
  });

  it('stops a section at 20 entries', async () => {
    safetyPlanStore.plans.set(7, { plan: { ...emptyPlan(), distractions: Array.from({ length: 20 }, (_, i) => `Place ${i + 1}`) }, updated_at: '2026-11-24T04:00:00Z' });
    await openPage();
    const distractions = section('People and places that take my mind off things');
    expect(within(distractions).getAllByRole('textbox')).toHaveLength(20);
    expect(within(distractions).getByRole('button', { name: 'Add a person or place' })).toBeDisabled();
    expect(within(distractions).getByText('This section is full: at most 20 entries.')).toBeInTheDocument();
  });

  it("shows the server's errors on their sections", async () => {
    server.use(
      http.post('/api/custom/v1/me/safety-plan', ({ response }) =>
        response(400).json({
          code: 'validation_failed',
          message: serverText.planTooManyItems,
          data: { status: 400, errors: { environment: [serverText.planTooManyItems], people: [serverText.planContactPhoneInvalid] } },
        }),
      ),
    );
    const { user } = await openPage();
    await user.click(within(section('Making my surroundings safe')).getByRole('textbox', { name: 'Safety step 1' }));
    await user.paste('Give my pills to Apa');
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    expect(await within(section('Making my surroundings safe')).findByText(serverText.planTooManyItems)).toBeInTheDocument();
    expect(within(section('People I can ask for help')).getByText(serverText.planContactPhoneInvalid)).toBeInTheDocument();
    expect(savedLine()).toHaveTextContent('Not saved yet');
  });

  it('prints the plan', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('shows an error with a retry when the plan cannot be loaded', async () => {
    let fail = true;
    server.use(
      http.get('/api/custom/v1/me/safety-plan', ({ response }) =>
        fail
          ? response.untyped(HttpResponse.json(errorBody(500, 'internal_error', serverText.internal), { status: 500 }))
          : response(200).json({ plan: emptyPlan(), updated_at: null }),
      ),
    );
    const { user } = renderApp('/safety-plan', { session: loginResponse('SUBSCRIBER') });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(serverText.internal);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Warning signs' })).toBeInTheDocument();
  });

  it('is for subscribers only: an admin is sent home', async () => {
    const { router } = renderApp('/safety-plan', { session: loginResponse('ADMIN') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useSessionStore.getState().session).toBeNull();
    expect(screen.queryByRole('heading', { name: 'My safety plan' })).not.toBeInTheDocument();
  });

  it('speaks Bangla', async () => {
    await i18n.changeLanguage('bn');
    renderApp('/safety-plan', { session: loginResponse('SUBSCRIBER') });
    expect(await screen.findByRole('heading', { level: 1, name: 'আমার নিরাপত্তা পরিকল্পনা' })).toBeInTheDocument();
    const signs = await screen.findByRole('group', { name: 'সতর্কসংকেত' });
    expect(within(signs).getByRole('textbox', { name: 'সতর্কসংকেত ১' })).toBeInTheDocument();
    expect(screen.getByText('ধাপ ১')).toBeInTheDocument();
  });
});
