/** Pointer and keyboard events that count as the visitor reaching for an element. */
const INTERACTION_EVENTS = ['pointerdown', 'pointerover', 'keydown', 'focusin'] as const;

/**
 * How far outside the viewport an element counts as near: one screen height above and below
 * (IntersectionObserver's percentages are of the viewport).
 */
const NEAR_VIEWPORT_MARGIN = '100% 0px';

/**
 * Calls `onNear` once, the first time the visitor brings `el` within one screen of the viewport by
 * scrolling, or points at, focuses or presses a key in it, whichever happens first. Nothing fires while
 * the page loads: an element already near the first screen waits for the first scroll or for an
 * interaction, so the first visit stays light (the home page's video). Given the whole document
 * (`document.documentElement`, always near), it fires at the visitor's first scroll, pointer, key or
 * focus anywhere on the page: the home page fetches the doc layout so. Returns a function that stops
 * watching (call it on unmount). Without IntersectionObserver (old browsers, jsdom) only interaction
 * triggers it.
 */
export function whenNear(el: Element, onNear: () => void): () => void {
  let done = false;
  let near = false;
  let scrolled = false;
  let observer: IntersectionObserver | undefined;
  const stop = () => {
    observer?.disconnect();
    window.removeEventListener('scroll', onScroll);
    for (const type of INTERACTION_EVENTS) el.removeEventListener(type, fire, true);
  };
  function fire() {
    if (done) return;
    done = true;
    stop();
    onNear();
  }
  function onScroll() {
    scrolled = true;
    window.removeEventListener('scroll', onScroll);
    if (near) fire();
  }
  for (const type of INTERACTION_EVENTS) el.addEventListener(type, fire, { capture: true, passive: true });
  if (typeof IntersectionObserver === 'function') {
    window.addEventListener('scroll', onScroll, { passive: true });
    observer = new IntersectionObserver(
      (entries) => {
        near = entries.some((e) => e.isIntersecting);
        if (near && scrolled) fire();
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(el);
  }
  return () => {
    done = true;
    stop();
  };
}
