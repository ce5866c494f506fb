import { useEffect } from 'react';

/** What counts as the visitor starting to use the page. */
export const INTERACTION_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/**
 * Runs `action` once, at the visitor's first pointer, touch, key, wheel or scroll event on the page:
 * for work the first paint does not need but the next step will, so that it costs nothing before the
 * visitor does anything and is done before a click lands.
 */
export function useOnFirstInteraction(action: () => void): void {
  useEffect(() => {
    const run = () => {
      for (const type of INTERACTION_EVENTS) window.removeEventListener(type, run);
      action();
    };
    for (const type of INTERACTION_EVENTS) window.addEventListener(type, run, { passive: true });
    return () => {
      for (const type of INTERACTION_EVENTS) window.removeEventListener(type, run);
    };
  }, [action]);
}
