import { render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { ServerFilled } from '../server-filled';

/** What the app's own cards find of the server's, in the commit that draws them (a video's player moves over then). */
let seenWhenDrawn: { there: boolean; hidden: boolean } | null = null;

function AppCards({ drawn }: { drawn: boolean }) {
  useLayoutEffect(() => {
    if (!drawn) return;
    // Where the app draws them (the served page it copied the cards from aside).
    const theirs = document.querySelector(':not(#root) > [data-slot="learning-cards"][data-filled]');
    seenWhenDrawn = { there: theirs !== null && theirs.isConnected, hidden: theirs?.hasAttribute('hidden') ?? false };
  }, [drawn]);
  return drawn ? <p>the app’s cards</p> : null;
}

function Page({ drawn }: { drawn: boolean }) {
  return (
    <>
      <ServerFilled slot="learning-cards" replaced={drawn}>
        <p>loading</p>
      </ServerFilled>
      <AppCards drawn={drawn} />
    </>
  );
}

describe('ServerFilled', () => {
  let served: HTMLElement;
  beforeEach(() => {
    seenWhenDrawn = null;
    // The page as the server sent it: the list's first cards in the slot (crates/http/src/site/cards.rs).
    served = document.createElement('div');
    served.id = 'root';
    served.innerHTML = '<div data-slot="learning-cards" data-filled=""><article>the server’s cards</article></div>';
    document.body.append(served);
  });
  afterEach(() => served.remove());

  it('keeps the server’s cards until the app draws its own, hidden in that commit and gone after it', async () => {
    const { rerender, container } = render(<Page drawn={false} />);
    expect(container.querySelector('[data-filled]')).toHaveTextContent('the server’s cards');
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    rerender(<Page drawn />);
    expect(seenWhenDrawn).toEqual({ there: true, hidden: true });
    await waitFor(() => expect(container.querySelector('[data-filled]')).toBeNull());
    expect(screen.getByText('the app’s cards')).toBeInTheDocument();
  });

  it('shows its placeholder where the server filled nothing, and nothing once replaced', () => {
    served.remove();
    const { rerender } = render(<Page drawn={false} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    rerender(<Page drawn />);
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(seenWhenDrawn).toEqual({ there: false, hidden: false });
  });
});
