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

const locks = new Set<Element>();
let saved: { overflow: string; paddingRight: string } | null = null;

/** Stops the page scrolling while `target` is open; keeps the layout still when the scrollbar goes. */
export function disableBodyScroll(target: Element, options: BodyScrollOptions = {}): void {
  locks.add(target);
  if (saved) return;
  const { body } = document;
  saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  const gap = window.innerWidth - document.documentElement.clientWidth;
  if (options.reserveScrollBarGap && gap > 0) body.style.paddingRight = `${gap}px`;
  body.style.overflow = 'hidden';
}

/** Lets the page scroll again once no element holds a lock. */
export function enableBodyScroll(target: Element): void {
  locks.delete(target);
  if (locks.size === 0) clearAllBodyScrollLocks();
}

/** Releases every lock and restores `<body>` as it was. */
export function clearAllBodyScrollLocks(): void {
  locks.clear();
  if (!saved) return;
  document.body.style.overflow = saved.overflow;
  document.body.style.paddingRight = saved.paddingRight;
  saved = null;
}
