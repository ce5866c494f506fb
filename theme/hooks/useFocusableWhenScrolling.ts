import { type RefObject, useEffect } from 'react';

/**
 * A box that scrolls sideways must be reachable by keyboard, or its hidden part cannot be read without
 * a mouse (axe `scrollable-region-focusable`, WCAG 2.1.1). The box gets `tabindex="0"` while its content
 * is wider than it, and loses it when the content fits, re-checked whenever the box is resized and when
 * `deps` change (a code block's wrap toggle).
 */
export function useFocusableWhenScrolling(ref: RefObject<HTMLElement | null>, deps: readonly unknown[] = []): void {
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const update = () => {
      if (el.scrollWidth > el.clientWidth) el.tabIndex = 0;
      else el.removeAttribute('tabindex');
    };
    update();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, ...deps]);
}
