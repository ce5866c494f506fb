/**
 * Layout breakpoints (SPEC §9) and the build-time stylesheet transform that applies them.
 *
 * Rspress v2 has three layouts: desktop from 1280 px, a tablet half-state from 769 to 1279 px (sidebar
 * still a column, nav items still in the bar, outline already a drop-down) and phone up to 768 px.
 * SPEC §9 has two: mobile up to 1024 px, desktop above. `transformStylesheet` (run by theme/plugin.ts on
 * every stylesheet of the build) therefore moves Rspress's 1280 px queries to 1024/1025 px, and its 768 px
 * queries too in the three stylesheets where 768 px switches the sidebar drawer, the sidebar mask and the
 * bar's nav items. Our own stylesheets write named queries such as `@media (--mf-mobile)`, replaced
 * with the numbers below, so CSS and JS read one constant.
 */

/** Widths up to and including this one get the mobile layout. */
export const MOBILE_MAX_WIDTH = 1024;
/** SPEC §4/§9: the open mobile menu closes when the window is resized to at least this width. */
const MENU_CLOSE_MIN_WIDTH = 768;
/** Up to this width the desktop bar is compact: search as an icon, social links in More, small gaps. */
const NAV_COMPACT_MAX_WIDTH = 1279;
/** Up to this width (from the compact tier's end) the desktop bar keeps its gaps small. */
const NAV_MEDIUM_MAX_WIDTH = 1439;

/** Whether an open mobile menu must close at this window width (used by theme/components/NavHamburger). */
export const shouldCloseMenuAt = (width: number): boolean => width >= MENU_CLOSE_MIN_WIDTH;

/**
 * The named media queries our stylesheets use (`@media (--mf-mobile)`), as CSS media conditions. The
 * names follow the custom media syntax of Media Queries 5, which Biome parses and no browser needs:
 * the build replaces them.
 */
const NAMED_QUERIES: Readonly<Record<string, string>> = {
  '--mf-mobile': `(width <= ${MOBILE_MAX_WIDTH}px)`,
  '--mf-desktop': `(width > ${MOBILE_MAX_WIDTH}px)`,
  '--mf-nav-compact': `(${MOBILE_MAX_WIDTH}px < width <= ${NAV_COMPACT_MAX_WIDTH}px)`,
  '--mf-nav-medium': `(${NAV_COMPACT_MAX_WIDTH}px < width <= ${NAV_MEDIUM_MAX_WIDTH}px)`,
};

const MOBILE = `(width <= ${MOBILE_MAX_WIDTH}px)`;
const DESKTOP = `(width >= ${MOBILE_MAX_WIDTH + 1}px)`;

/** Rspress's desktop threshold: `width <= 1280px`, `<= 1279px`, `>= 1280px` and `max-/min-width` forms. */
const RSPRESS_DESKTOP_QUERY = /\(\s*(?:width\s*(<=|>=|<|>)|(max|min)-width\s*:)\s*(?:1279|1280)px\s*\)/g;
/** Rspress's phone threshold, upper bounds only: `width <= 768px`, `<= 767px`, `max-width: 768px`. */
const RSPRESS_PHONE_MAX_QUERY = /\(\s*(?:width\s*<=?|max-width\s*:)\s*(?:767|768)px\s*\)/g;
const NAMED_QUERY = /\(\s*(--mf-[a-z-]+)\s*\)/g;
const MEDIA_PRELUDE = /@media[^{;]+/g;

/** Rspress v2's theme stylesheets (the `.css` files of its `dist/theme` folder). */
const RSPRESS_THEME_FILE = /[\\/]@rspress[\\/]core[\\/]dist[\\/]theme[\\/].+\.css$/;
/**
 * The Rspress stylesheets whose 768 px queries are the mobile layout's switch: the sidebar drawer
 * (DocLayout), the mask behind it (SidebarMenu) and the nav items leaving the bar (NavMenu). Their
 * other 768 px rules (content padding) go along; Rspress's remaining 768 px queries (hero, buttons,
 * footer) are about phone sizes and stay.
 */
const RSPRESS_MOBILE_SWITCH_FILE =
  /[\\/]dist[\\/]theme[\\/](?:layout[\\/]DocLayout[\\/]index|components[\\/]SidebarMenu[\\/]index|components[\\/]Nav[\\/]NavMenu)\.css$/;

/** Moves Rspress's media queries to SPEC §9's breakpoint (see the module comment). */
function rewriteRspressQueries(css: string, { phoneIsMobile }: { phoneIsMobile: boolean }): string {
  const moved = css.replace(RSPRESS_DESKTOP_QUERY, (_whole, op: string | undefined, minMax: string | undefined) =>
    op === '<=' || op === '<' || minMax === 'max' ? MOBILE : DESKTOP,
  );
  return phoneIsMobile ? moved.replace(RSPRESS_PHONE_MAX_QUERY, MOBILE) : moved;
}

/**
 * Replaces our named queries (`@media (--mf-mobile)`) with their conditions; an unknown name is an
 * error. Only `@media` preludes are read: `var(--mf-…)` elsewhere is a custom property.
 */
function resolveNamedQueries(css: string): string {
  return css.replace(MEDIA_PRELUDE, (prelude) =>
    prelude.replace(NAMED_QUERY, (_whole, name: string) => {
      const condition = NAMED_QUERIES[name];
      if (!condition)
        throw new Error(`Unknown media query name ${name}; known: ${Object.keys(NAMED_QUERIES).join(', ')}`);
      return condition;
    }),
  );
}

/**
 * The build's stylesheet transform: Rspress's theme stylesheets get our breakpoints, every other
 * stylesheet outside `node_modules` gets its named queries resolved, the rest is returned unchanged.
 */
export function transformStylesheet(css: string, file: string): string {
  if (RSPRESS_THEME_FILE.test(file)) {
    return rewriteRspressQueries(css, { phoneIsMobile: RSPRESS_MOBILE_SWITCH_FILE.test(file) });
  }
  if (/[\\/]node_modules[\\/]/.test(file)) return css;
  return resolveNamedQueries(css);
}
