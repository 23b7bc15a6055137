import { screen, waitFor, within } from '@testing-library/react';
import { useDataSaverStore } from '@/lib/data-saver';
import { renderApp } from '@/testing/test-utils';

describe('data saver', () => {
  afterEach(() => {
    useDataSaverStore.setState({ chosen: null });
    Reflect.deleteProperty(navigator, 'connection');
  });

  const storyImages = () => screen.getAllByRole('article').flatMap((card) => within(card).queryAllByRole('img'));

  it('shows no pictures in lists once switched on in the footer, and remembers it on this device', async () => {
    const { user } = renderApp('/stories');
    expect(await screen.findByRole('link', { name: 'Finding calm after exams' })).toBeInTheDocument();
    expect(storyImages().length).toBeGreaterThan(0);
    const toggle = screen.getByRole('switch', { name: 'Data saver: no pictures in lists' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(storyImages()).toHaveLength(0));
    expect(screen.getAllByTestId('image-saved').length).toBeGreaterThan(0);
    expect(JSON.parse(window.localStorage.getItem('mon-data-saver') ?? '{}')).toMatchObject({ state: { chosen: true } });
  });

  it("follows the browser's Save-Data until a choice is made here, and videos then wait without a preview", async () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    renderApp('/learning');
    const play = await screen.findByRole('link', { name: /^Play video: A five-minute breathing break/ });
    // No preview picture is asked for (it has no text alternative, so it is found by its tag).
    expect(play.querySelector('img')).toBeNull();
    expect(within(play).getByText('A five-minute breathing break')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Data saver: no pictures in lists' })).toBeChecked();
  });
});
