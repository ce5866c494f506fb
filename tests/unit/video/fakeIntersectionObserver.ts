import { vi } from 'vitest';

/** Watched elements and their callbacks, so a test can say when they come near the viewport. */
const watched = new Map<Element, IntersectionObserverCallback>();

/**
 * The tests need to say when the video nears the viewport: installs an IntersectionObserver whose elements stay far from the viewport until
 * `scrollNear` is called, or, when `near` is true, are scrolled near as soon as they are observed.
 */
export function installFakeIntersectionObserver({ near }: { near: boolean }): void {
  watched.clear();
  class FakeIntersectionObserver {
    readonly #callback: IntersectionObserverCallback;
    constructor(callback: IntersectionObserverCallback) {
      this.#callback = callback;
    }
    observe(el: Element) {
      watched.set(el, this.#callback);
      if (near) queueMicrotask(() => scrollNear(el));
    }
    disconnect() {
      for (const [el, cb] of watched) if (cb === this.#callback) watched.delete(el);
    }
    unobserve(el: Element) {
      watched.delete(el);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
}

/** Reports `el` as within the observer's margin without any scrolling: near the first screen at load. */
export function nearAtLoad(el: Element): void {
  const callback = watched.get(el);
  callback?.([{ target: el, isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
}

/** The visitor scrolls and `el` comes within the observer's margin. */
export function scrollNear(el: Element): void {
  window.dispatchEvent(new Event('scroll'));
  nearAtLoad(el);
}
