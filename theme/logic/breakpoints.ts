/**
 * Layout breakpoints of SPEC §9. Rspress v2's stylesheets switch to the mobile layout at 1280 px;
 * `rewriteBreakpoints` moves those media queries to ours at build time (see theme/plugin.ts), and the
 * JS constants below mirror the CSS ones.
 */

/** Widths up to and including this one get the mobile layout (mirrors `@media (width <= 1024px)`). */
export const MOBILE_MAX_WIDTH = 1024;
/** The mobile menu closes when the window becomes at least this wide (mirrors `@media (width >= 768px)`). */
export const MENU_CLOSE_MIN_WIDTH = 768;
/** Rspress v2's own desktop threshold, which we replace. */
const RSPRESS_DESKTOP_MIN_WIDTH = 1280;

/** Whether a window of `width` CSS pixels gets the mobile layout. */
export const isMobileWidth = (width: number): boolean => width <= MOBILE_MAX_WIDTH;
/** Whether an open mobile menu must close at this window width. */
export const shouldCloseMenuAt = (width: number): boolean => width >= MENU_CLOSE_MIN_WIDTH;

const QUERY = /\(\s*(width\s*(<=|>=|<|>)|max-width\s*:|min-width\s*:)\s*(1279|1280)px\s*\)/g;

/**
 * Rewrites Rspress's 1280 px media queries (`width <= 1280px`, `width <= 1279px`, `width >= 1280px`,
 * and their `max-width` / `min-width` forms) so that the mobile layout covers `width <= 1024px` and
 * the desktop layout everything wider. Other breakpoints (768 px) are left alone.
 */
export function rewriteBreakpoints(css: string): string {
  const desktop = `(width >= ${MOBILE_MAX_WIDTH + 1}px)`;
  const mobile = `(width <= ${MOBILE_MAX_WIDTH}px)`;
  return css.replace(QUERY, (whole, _feature: string, op: string | undefined, px: string) => {
    const value = Number(px);
    if (whole.includes('max-width')) return mobile;
    if (whole.includes('min-width')) return desktop;
    if (op === '<=' || op === '<') return mobile;
    // `>` 1279 and `>=` 1280 both meant "desktop".
    return value >= RSPRESS_DESKTOP_MIN_WIDTH - 1 ? desktop : whole;
  });
}
