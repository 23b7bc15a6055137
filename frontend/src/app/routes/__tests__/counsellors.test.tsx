import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { counsellorStore, resetCounsellors, sampleCounsellor } from '@/testing/mocks/handlers/counsellors';
import { errorBody, http, serverText } from '@/testing/mocks/http';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

const nusrat = sampleCounsellor({ id: 3, published: true, registration_no: 'BCPS-0042', fee_bdt: 1500, bio_en: 'I listen first.\n\nTogether we find small steps.' });
const arif = sampleCounsellor({ id: 4, user_id: 44, username: 'arif', name_en: 'Arif Hossain', title_en: 'Counsellor', fee_bdt: 0, modes: ['in_person'], published: true });

describe('public counsellors', () => {
  it('shows a loading state, then the published counsellors as cards linking to their profiles', async () => {
    resetCounsellors([nusrat, arif, sampleCounsellor({ id: 5, user_id: 45, username: 'hidden', name_en: 'Not Published' })]);
    counsellorStore.slots.set(3, [{ start: '2026-12-01T10:00:00+06:00', end: '2026-12-01T10:50:00+06:00' }]);
    renderApp('/counsellors');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our counsellors' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the counsellors…');
    const link = await screen.findByRole('link', { name: 'Nusrat Jahan' });
    expect(link).toHaveAttribute('href', '/counsellors/nusrat-jahan/3');
    expect(screen.getByRole('heading', { level: 2, name: 'Arif Hossain' })).toBeInTheDocument();
    expect(screen.queryByText('Not Published')).not.toBeInTheDocument();
    const card = link.closest('li')!;
    expect(within(card).getByText('Bangla, English · Video, Phone, In person · ৳1500 a session')).toBeInTheDocument();
    expect(within(card).getByText(/^Next free time: Tuesday,? 1 December 2026 at 10:00 AM$/)).toBeInTheDocument();
    expect(within(screen.getByRole('heading', { name: 'Arif Hossain' }).closest('li')!).getByText('No free time in the coming weeks')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Our counsellors | Mon'));
  });

  it('pages through 15 at a time with the page in the URL', async () => {
    resetCounsellors(Array.from({ length: 17 }, (_, i) => sampleCounsellor({ id: 10 + i, user_id: 100 + i, username: `c${i}`, name_en: `Counsellor ${String(i + 1).padStart(2, '0')}`, published: true })));
    const { user, router } = renderApp('/counsellors');
    expect(await screen.findByRole('link', { name: 'Counsellor 15' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Counsellor 16' })).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('link', { name: 'Go to page 2' }));
    expect(await screen.findByRole('link', { name: 'Counsellor 17' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('says so when there are none yet', async () => {
    renderApp('/counsellors');
    expect(await screen.findByText('No counsellors to show yet')).toBeInTheDocument();
  });

  it('says so when they cannot be loaded', async () => {
    server.use(
      http.get('/api/custom/v1/counsellors', ({ response }) => response.untyped(HttpResponse.json(errorBody(500, 'internal_error', serverText.internal), { status: 500 }))),
    );
    renderApp('/counsellors');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the counsellors.');
  });
});

describe("a counsellor's profile", () => {
  it('shows who they are, how they work and the way to book, titled with their name', async () => {
    resetCounsellors([nusrat]);
    renderApp('/counsellors/nusrat-jahan/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nusrat Jahan' })).toBeInTheDocument();
    expect(screen.getByText('Registration no. BCPS-0042')).toBeInTheDocument();
    expect(screen.getByText('Works with').nextSibling).toHaveTextContent('Anxiety');
    expect(screen.getByText('৳1500 a session')).toBeInTheDocument();
    expect(screen.getByText('Together we find small steps.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a session' })).toHaveAttribute('href', '/login?next=%2Fappointment%3Fcounsellor%3D3');
    expect(screen.getByRole('link', { name: 'All counsellors' })).toHaveAttribute('href', '/counsellors');
    await waitFor(() => expect(document.title).toBe('Nusrat Jahan | Mon'));
  });

  it("shows the app's not-found page for a counsellor who is not published", async () => {
    resetCounsellors([sampleCounsellor({ id: 3 })]);
    renderApp('/counsellors/nusrat-jahan/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found!!!' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page Not Found!!! | Mon'));
  });

  it("shows the app's not-found page for an address without an id", async () => {
    renderApp('/counsellors/nusrat-jahan/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found!!!' })).toBeInTheDocument();
  });

  it('draws the loading state in the slot the server fills while the profile is on its way', async () => {
    resetCounsellors([nusrat]);
    server.use(http.get('/api/custom/v1/counsellors/{id}', () => new Promise(() => {})));
    const { container } = renderApp('/counsellors/x/0');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(container.querySelector('[data-slot="counsellor-profile"]')).toContainElement(screen.getByRole('status'));
  });
});

describe("the home page's counsellors", () => {
  it('shows the first three and a link to all of them', async () => {
    resetCounsellors(Array.from({ length: 4 }, (_, i) => sampleCounsellor({ id: 10 + i, user_id: 100 + i, username: `c${i}`, name_en: `Counsellor ${i + 1}`, published: true })));
    renderApp('/');
    const section = (await screen.findByRole('heading', { level: 2, name: 'Our psychologists' })).closest('section')!;
    expect(await within(section).findByRole('heading', { level: 3, name: 'Counsellor 1' })).toBeInTheDocument();
    expect(within(section).getAllByRole('listitem')).toHaveLength(3);
    expect(within(section).getByRole('link', { name: 'See all counsellors' })).toHaveAttribute('href', '/counsellors');
    expect(within(section).queryByText(/Coming soon/)).not.toBeInTheDocument();
  });

  it('keeps the coming-soon note while there are none', async () => {
    renderApp('/');
    // The note is also what the section holds while they are on their way (the build prerenders it in the server's slot).
    expect(await screen.findByText(/^Coming soon: we will introduce our counsellors/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'See all counsellors' })).not.toBeInTheDocument());
    const section = screen.getByRole('heading', { level: 2, name: 'Our psychologists' }).closest('section')!;
    expect(within(section).getByText(/^Coming soon: we will introduce our counsellors/)).toBeInTheDocument();
  });

  it('shows no link to all of them while they are on their way when the server found none', async () => {
    // The page as the server sent it when nobody is published: the link's slot emptied (crates/http/src/site/plan.rs).
    const served = document.createElement('div');
    served.id = 'root';
    served.innerHTML = '<div data-slot="home-counsellors-more" data-filled=""></div>';
    document.body.append(served);
    try {
      server.use(http.get('/api/custom/v1/counsellors', () => new Promise<never>(() => {})));
      renderApp('/');
      expect(await screen.findByRole('heading', { level: 2, name: 'Our psychologists' })).toBeInTheDocument();
      expect(await screen.findByText(/^Coming soon: we will introduce our counsellors/)).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'See all counsellors' })).not.toBeInTheDocument();
    } finally {
      served.remove();
    }
  });
});
