/** SPEC §9: scroll events are handled at most once per 200 ms. */
export const SCROLL_THROTTLE_MS = 200;

/**
 * Calls `fn` at once, then at most once per `wait` ms; a call inside the window is deferred to its
 * end so the last position is never lost. `cancel` drops a pending call.
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  wait: number,
  now: () => number = () => Date.now(),
): ((...args: A) => void) & { cancel(): void } {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const run = (args: A) => {
    last = now();
    fn(...args);
  };
  const throttled = (...args: A) => {
    const remaining = wait - (now() - last);
    if (remaining <= 0) {
      if (timer) clearTimeout(timer);
      timer = undefined;
      run(args);
      return;
    }
    pending = args;
    timer ??= setTimeout(() => {
      timer = undefined;
      if (pending) run(pending);
      pending = undefined;
    }, remaining);
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}

/** The navigation bar's hide setting (`themeConfig.hideNavbar`). */
export type HideNavbar = 'always' | 'auto' | 'never';

/**
 * Whether the navigation bar is hidden after scrolling from `previousY` to `y`: it hides when
 * scrolling down past the bar's height and shows again when scrolling up, unless the setting is `never`.
 */
export function navHiddenAfterScroll(previousY: number, y: number, setting: HideNavbar, barHeight: number): boolean {
  if (setting === 'never') return false;
  if (y <= barHeight) return false;
  return y > previousY;
}
