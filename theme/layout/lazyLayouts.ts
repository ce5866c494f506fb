import { deferred } from './deferred';

/**
 * Layouts only a few pages render, kept out of the code every page downloads: the home layout (two
 * pages) and the overview listing (pages with `overview: true`). Rspress's Layout and DocLayout import
 * them from `@rspress/core/theme`, which resolves to theme/index.tsx, so exporting these there is enough.
 */
export const HomeLayout = deferred(() => import('./HomeLayout').then((m) => m.HomeLayout));
export const Overview = deferred(() =>
  import('@rspress/core/dist/theme/components/Overview/index.js').then((m) => m.Overview),
);
