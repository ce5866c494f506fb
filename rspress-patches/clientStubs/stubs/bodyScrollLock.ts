/**
 * The browser's stand-in for `body-scroll-lock` (rspress-patches/clientStubs/plugin.ts swaps it in the web bundle).
 * Rspress 2.0.22 locks the page behind its mobile sidebar and its full-screen menu with it; the
 * package's 9 KB (2.6 KB gzip, on every page) are mostly iOS 12 touch-move handling, which
 * `overflow: hidden` on `<body>` no longer needs (Safari honours it since iOS 16). Same API as the
 * calls upstream makes: `disableBodyScroll(el, { reserveScrollBarGap })` and `clearAllBodyScrollLocks()`.
 */

/** The options upstream passes; `allowTouchMove` has nothing to do with `overflow: hidden`. */
export interface BodyScrollOptions {
  reserveScrollBarGap?: boolean;
  allowTouchMove?: (el: EventTarget) => boolean;
}

/**
 * Rspress locks the page only for overlays that exist up to its tablet breakpoint: the sidebar drawer
 * (up to 1024 px) and the full-screen menu (up to 768 px). A reader who widens the window with the
 * drawer open gets the sidebar back as a column of the page, but upstream keeps the drawer's lock until
 * the next route change, so the page could not scroll. The lock therefore holds only while this query
 * matches, and comes back if the window narrows again with the lock still taken.
 */
const OVERLAY_WIDTHS = '(max-width: 1024px)';

const locks = new Set<Element>();
let reserveGap = false;
let saved: { overflow: string; paddingRight: string } | null = null;
let query: MediaQueryList | undefined;

/** Puts `<body>` in the state the locks and the window width ask for. */
function sync(): void {
  query ??= watchWidth();
  const { body } = document;
  const lock = locks.size > 0 && (query?.matches ?? true);
  if (lock && !saved) {
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const gap = window.innerWidth - document.documentElement.clientWidth;
    if (reserveGap && gap > 0) body.style.paddingRight = `${gap}px`;
    body.style.overflow = 'hidden';
  } else if (!lock && saved) {
    body.style.overflow = saved.overflow;
    body.style.paddingRight = saved.paddingRight;
    saved = null;
  }
}

function watchWidth(): MediaQueryList | undefined {
  const list = typeof window.matchMedia === 'function' ? window.matchMedia(OVERLAY_WIDTHS) : undefined;
  list?.addEventListener('change', sync);
  return list;
}

/** Stops the page scrolling while `target` is open; keeps the layout still when the scrollbar goes. */
export function disableBodyScroll(target: Element, options: BodyScrollOptions = {}): void {
  if (locks.size === 0) reserveGap = Boolean(options.reserveScrollBarGap);
  locks.add(target);
  sync();
}

/** Lets the page scroll again once no element holds a lock. */
export function enableBodyScroll(target: Element): void {
  locks.delete(target);
  sync();
}

/** Releases every lock and restores `<body>` as it was. */
export function clearAllBodyScrollLocks(): void {
  locks.clear();
  sync();
}
