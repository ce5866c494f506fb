// @ts-check
/**
 * The window widths the layout is checked and photographed at (issue 11): phones, both sides of SPEC
 * §9's 1024 px breakpoint, the desktop bar's steps (theme/styles/index.css), laptops and big screens.
 * Read by tests/e2e/responsive.spec.ts and tests/runners/shots.mjs.
 */
export const LAYOUT_WIDTHS = /** @type {const} */ ([320, 375, 768, 800, 1024, 1025, 1280, 1366, 1440, 1920, 2560]);

/** The pages both look at, by name; the Chinese ones are under `/zh`. */
export const LAYOUT_PAGES = /** @type {const} */ ({
  home: '/',
  doc: '/guide/basic/runtime',
  overview: '/practice/frameworks/',
  notFound: '/no-such-page',
});
