/** SPEC §9: scroll events are handled at most once per 200 ms. */
export const SCROLL_THROTTLE_MS = 200;

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
