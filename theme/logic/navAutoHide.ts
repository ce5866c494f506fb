/** SPEC §9: scroll events are handled at most once per 200 ms. */
export const SCROLL_THROTTLE_MS = 200;

/** The navigation bar's hide setting (`themeConfig.hideNavbar`). */
export type HideNavbar = 'always' | 'auto' | 'never';

/**
 * Whether the navigation bar is hidden after scrolling from `previousY` to `y`: it hides when
 * scrolling down past the bar's height and shows again when scrolling up, unless the setting is `never`.
 */
function navHiddenAfterScroll(previousY: number, y: number, setting: HideNavbar, barHeight: number): boolean {
  if (setting === 'never') return false;
  if (y <= barHeight) return false;
  return y > previousY;
}

/**
 * The bar's state as the page scrolls: `scrolled(y)` notes every scroll event's position (cheap, not
 * throttled), `hidden()` is the state after the last move, read by the throttled update. Deciding on the
 * last move, not on the distance since the last update, keeps a small scroll up that lands in the same
 * throttle window as a scroll down from leaving the bar hidden.
 */
export function navScrollState(setting: HideNavbar, barHeight: number, startY: number) {
  let from = startY;
  let to = startY;
  return {
    scrolled(y: number): void {
      if (y === to) return;
      from = to;
      to = y;
    },
    hidden: (): boolean => navHiddenAfterScroll(from, to, setting, barHeight),
  };
}
