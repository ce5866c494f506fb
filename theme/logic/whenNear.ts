/** Pointer and keyboard events that count as the visitor reaching for an element. */
const INTERACTION_EVENTS = ['pointerdown', 'pointerover', 'keydown', 'focusin'] as const;

/**
 * How far outside the viewport an element counts as near: one screen height above and below
 * (IntersectionObserver's percentages are of the viewport).
 */
export const NEAR_VIEWPORT_MARGIN = '100% 0px';

/**
 * Calls `onNear` once, the first time `el` comes within one screen of the viewport or the visitor
 * points at, focuses or presses a key in it, whichever happens first. Returns a function that stops
 * watching (call it on unmount). Without IntersectionObserver (old browsers, jsdom) only interaction
 * triggers it.
 */
export function whenNear(el: Element, onNear: () => void): () => void {
  let done = false;
  let observer: IntersectionObserver | undefined;
  const stop = () => {
    observer?.disconnect();
    for (const type of INTERACTION_EVENTS) el.removeEventListener(type, fire, true);
  };
  function fire() {
    if (done) return;
    done = true;
    stop();
    onNear();
  }
  for (const type of INTERACTION_EVENTS) el.addEventListener(type, fire, { capture: true, passive: true });
  if (typeof IntersectionObserver === 'function') {
    observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && fire(), {
      rootMargin: NEAR_VIEWPORT_MARGIN,
    });
    observer.observe(el);
  }
  return () => {
    done = true;
    stop();
  };
}
