import { type RefObject, useLayoutEffect } from 'react';

/**
 * A box that scrolls sideways must be reachable by keyboard, or its hidden part cannot be read without
 * a mouse (axe `scrollable-region-focusable`, WCAG 2.1.1). The box gets `tabindex="0"` while its content
 * is wider than it, and loses it when the content fits, re-checked whenever the box is resized and when
 * `deps` change (a code block's wrap toggle). A layout effect: it has run by the time hydration commits, before
 * paint, so the box is never seen scrolling without being focusable.
 */
export function useFocusableWhenScrolling(ref: RefObject<HTMLElement | null>, deps: readonly unknown[] = []): void {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    // Written only when it changes: the observer's first call repeats the one below, and every write
    // has the browser restyle the box before the next one's layout can be read.
    const update = () => {
      const scrolls = el.scrollWidth > el.clientWidth;
      if (scrolls === el.hasAttribute('tabindex')) return;
      if (scrolls) el.tabIndex = 0;
      else el.removeAttribute('tabindex');
    };
    update();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, ...deps]);
}
