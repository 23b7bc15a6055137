/**
 * Puts the privacy-enhanced player (youtube-nocookie.com), playing, in place of a video's preview link
 * (`a[data-video-id]` in its frame, src/components/ui/lazy-video.tsx): into the frame's player slot,
 * an element React leaves as it finds it, so the app taking a page over keeps a video the visitor
 * already started. The link is hidden and the player takes the focus. Answers whether it played.
 *
 * Plain DOM, no import and nothing from outside: the boot script (vite.config.ts, BOOT_SOURCE) carries
 * this very function as its source, and plays a video tapped before the app runs with it.
 */
export function playVideo(link: Element): boolean {
  const frame = link.parentElement;
  const slot = frame && frame.querySelector('[data-video-player]');
  // Already a part of an address (the app and the server write it encoded).
  const id = link.getAttribute('data-video-id');
  if (!frame || !slot || !id) return false;
  let player = slot.querySelector('iframe');
  if (!player) {
    player = document.createElement('iframe');
    player.setAttribute('src', 'https://www.youtube-nocookie.com/embed/' + id + '?autoplay=1');
    player.setAttribute('title', link.getAttribute('data-player-title') || '');
    player.setAttribute('allow', 'autoplay; encrypted-media; picture-in-picture; fullscreen');
    player.setAttribute('allowfullscreen', '');
    player.setAttribute('loading', 'lazy');
    player.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    slot.appendChild(player);
  }
  frame.setAttribute('data-playing', '');
  link.setAttribute('hidden', '');
  // Before the app: where it draws the page anew over the server's (not taking it over), the tapped markup
  // may go before the app has copied it; the id says which video the app's own frame plays (adoptPlayingVideo).
  if (document.documentElement.getAttribute('data-app') !== 'ready') document.documentElement.setAttribute('data-video-playing', id);
  player.focus();
  return true;
}

/**
 * The app's own frame of a video that already plays in a card the server drew (tapped before the app
 * drew the card again): its player moves into `slot`, still playing where the browser can move a frame
 * without reloading it (`moveBefore`), else loaded again there; a video whose server markup the app has
 * already replaced (it drew the page anew) is played again here, once. Answers whether there was one.
 */
export function adoptPlayingVideo(link: Element, slot: Element): boolean {
  const id = link.getAttribute('data-video-id');
  if (!id) return false;
  const playing = Array.from(document.querySelectorAll('[data-filled] [data-playing] > a[data-video-id]')).find(
    (other) => other !== link && other.getAttribute('data-video-id') === id,
  );
  const player = playing?.parentElement?.querySelector('[data-video-player] iframe');
  const root = document.documentElement;
  if (!player) {
    // The server's markup it played in is gone (the app drew the page anew): played again here, once.
    const wanted = root.getAttribute('data-video-playing') === id;
    if (wanted) root.removeAttribute('data-video-playing');
    if (!wanted || link.parentElement?.hasAttribute('data-playing')) return false;
    const played = playVideo(link);
    root.removeAttribute('data-video-playing');
    return played;
  }
  root.removeAttribute('data-video-playing');
  const movable = slot as Element & { moveBefore?: (node: Node, child: Node | null) => void };
  const focused = document.activeElement === player;
  if (typeof movable.moveBefore === 'function') movable.moveBefore(player, null);
  else slot.appendChild(player);
  link.parentElement?.setAttribute('data-playing', '');
  link.setAttribute('hidden', '');
  if (focused) (player as HTMLElement).focus();
  return true;
}
