// @ts-check
/**
 * Byte budgets of what a visitor downloads, checked by `npm run bench:site -- --no-build --check` (a step of
 * `npm test`). Bytes do not depend on the machine, so these are hard limits: gzip JavaScript, measured
 * in Chromium against the built site (tests/bench/site.mjs).
 */

const KB = 1024;

export const BUDGETS = {
  /** A doc page's first visit, before any interaction. */
  docFirstVisitJs: 160 * KB,
  /** The home page's first visit, before any interaction. */
  homeFirstVisitJs: 130 * KB,
  /** A later client-side navigation from the page to the configuration overview (top bar). */
  laterNavigationJs: 8 * KB,
  /**
   * A first search in a fresh page, from opening the dialog to the first result: the dialog's code, the
   * manifest, the shards of the query's terms and the text of the pages it shows (gzip, any query of the
   * relevance set, either language; tests/e2e/search.spec.ts, the index files alone in
   * tests/build-output/searchBytes.test.ts).
   */
  firstSearch: 40 * KB,
  /**
   * What a returning reader fetches again on a page after a deploy that added one sentence to another
   * page: the first visit, the video and one search, counting the files whose URL the previous build did
   * not have (gzip; `npm run bench:returning -- --check`, tests/bench/returning.mjs).
   */
  returningReader: 25 * KB,
};

/**
 * The pages measured, one of each kind, with the heavy parts each may load: `xgplayer` (the video
 * player, only where a `<Video>` is) and `federation-runtime` (Module Federation's runtime, only where a
 * live example is). Any byte of a part a page does not list fails the check.
 * @type {{ path: string, kind: 'home' | 'doc', uses: ('xgplayer' | 'federation-runtime')[] }[]}
 */
export const BUDGET_PAGES = [
  { path: '/', kind: 'home', uses: ['xgplayer'] },
  { path: '/zh/', kind: 'home', uses: ['xgplayer'] },
  { path: '/guide/start/quick-start', kind: 'doc', uses: ['federation-runtime'] },
  { path: '/zh/guide/basic/runtime', kind: 'doc', uses: ['federation-runtime'] },
  { path: '/practice/frameworks/', kind: 'doc', uses: [] },
  { path: '/configure/shared', kind: 'doc', uses: [] },
  { path: '/blog/announcement', kind: 'doc', uses: ['xgplayer'] },
];
