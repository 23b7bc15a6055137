import { adoptPlayingVideo, playVideo } from '../video-player';

/** A video's frame as the app and the server draw it (lazy-video.tsx): the preview link and the player's slot. */
function frame(id = 'XiCrniLQGYc', title = 'Video: I had a black dog') {
  const box = document.createElement('div');
  box.className = 'video-frame';
  box.innerHTML = `<a href="https://www.youtube.com/watch?v=${id}" data-video-id="${id}" data-player-title="${title}" aria-label="Play video"></a><div class="video-player" data-video-player=""></div>`;
  return { box, link: box.querySelector('a')!, slot: box.querySelector('[data-video-player]')! };
}

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-video-playing');
  document.documentElement.removeAttribute('data-app');
});

describe('playVideo', () => {
  it('puts the privacy-enhanced player, playing and named, in the slot, hides the link and gives the player the focus', () => {
    const { box, link, slot } = frame();
    document.body.append(box);
    expect(playVideo(link)).toBe(true);
    const player = slot.querySelector('iframe')!;
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/XiCrniLQGYc?autoplay=1');
    expect(player).toHaveAttribute('title', 'Video: I had a black dog');
    expect(player).toHaveAttribute('allow', 'autoplay; encrypted-media; picture-in-picture; fullscreen');
    expect(player).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(link).toHaveAttribute('hidden');
    expect(box).toHaveAttribute('data-playing');
    expect(document.activeElement).toBe(player);
    // A second tap (the app's after the boot script's) does not load it again.
    expect(playVideo(link)).toBe(true);
    expect(slot.querySelectorAll('iframe')).toHaveLength(1);
    expect(slot.querySelector('iframe')).toBe(player);
  });

  it('leaves a link without its frame to the browser', () => {
    const link = document.createElement('a');
    link.setAttribute('data-video-id', 'XiCrniLQGYc');
    document.body.append(link);
    expect(playVideo(link)).toBe(false);
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('adoptPlayingVideo', () => {
  /** A card the server drew with its video playing, and the app's own frame of the same video. */
  function served(id = 'XiCrniLQGYc') {
    const filled = document.createElement('div');
    filled.setAttribute('data-filled', '');
    const theirs = frame(id);
    filled.append(theirs.box);
    document.body.append(filled);
    playVideo(theirs.link);
    const ours = frame(id);
    document.body.append(ours.box);
    return { player: theirs.slot.querySelector('iframe')!, ours };
  }

  it('moves the very player into the app’s frame, where the browser moves it without loading it again', () => {
    const { player, ours } = served();
    const moves: Node[] = [];
    Object.assign(ours.slot, {
      moveBefore(node: Node, child: Node | null) {
        moves.push(node);
        ours.slot.insertBefore(node, child);
      },
    });
    expect(adoptPlayingVideo(ours.link, ours.slot)).toBe(true);
    expect(moves).toEqual([player]);
    expect(ours.slot.querySelector('iframe')).toBe(player);
    expect(ours.link).toHaveAttribute('hidden');
    expect(ours.box).toHaveAttribute('data-playing');
    expect(document.activeElement).toBe(player);
  });

  it('moves it all the same where the browser has no moveBefore', () => {
    const { player, ours } = served();
    expect(adoptPlayingVideo(ours.link, ours.slot)).toBe(true);
    expect(ours.slot.querySelector('iframe')).toBe(player);
  });

  it('takes nothing from another video, or when none plays', () => {
    const { ours } = served('inpok4MKVLM');
    expect(adoptPlayingVideo(ours.link, ours.slot)).toBe(true);
    const other = frame('XiCrniLQGYc');
    document.body.append(other.box);
    expect(adoptPlayingVideo(other.link, other.slot)).toBe(false);
    expect(other.slot.querySelector('iframe')).toBeNull();
    expect(other.link).not.toHaveAttribute('hidden');
  });

  it('plays again, once, a video tapped in the server’s markup that the app replaced before copying it', () => {
    const theirs = frame();
    document.body.append(theirs.box);
    playVideo(theirs.link);
    // The app draws the page anew: the server's markup, and the player in it, are gone.
    theirs.box.remove();
    document.documentElement.setAttribute('data-app', 'ready');
    const ours = frame();
    document.body.append(ours.box);
    expect(adoptPlayingVideo(ours.link, ours.slot)).toBe(true);
    expect(ours.slot.querySelector('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/XiCrniLQGYc?autoplay=1');
    // Once: the same video drawn again later (another page of the app) waits for its own tap.
    const later = frame();
    document.body.append(later.box);
    expect(adoptPlayingVideo(later.link, later.slot)).toBe(false);
    expect(later.slot.querySelector('iframe')).toBeNull();
  });

  it('keeps no mark of a video played after the app has started', () => {
    document.documentElement.setAttribute('data-app', 'ready');
    const { link } = frame();
    document.body.append(link.parentElement!);
    playVideo(link);
    expect(document.documentElement).not.toHaveAttribute('data-video-playing');
  });
});
