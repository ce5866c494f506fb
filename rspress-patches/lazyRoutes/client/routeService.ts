/**
 * The route lookups of ./route.ts, given the route table and the site data: plain logic, so that a test can
 * hand it a table (tests/unit/rspress-patches/lazyRoutesClient.test.ts). The entry holds the routes the top
 * bar links to and one loader per shard; a shard holds the routes whose key falls in it (../routeKey.ts)
 * with their page records, and the file names of their page chunks (../chunkNames.ts). `loadRoute` loads a
 * path's shard; the synchronous lookups answer for loaded shards: the current page's before hydration
 * (./ssrClientEntry.ts), a link's target on hover and before the navigation (the theme's `Link`), every
 * page visited since.
 */

import { normalizeHref, removeBase, removeTrailingSlash } from '@rspress/shared';
import { createElement, type LazyExoticComponent, type ReactElement } from 'react';
import { type EntryExtra, recordFromEntry, routeKey, type SiteLangs, shardOf, usualFile } from '../routeKey';
import type { PageRecord } from './pageRegistry';

/** One route as the table lists it (../plugin.ts, `routeEntry`). */
export type ShardEntry = [
  path: string,
  lang: string,
  load: () => Promise<{ default: unknown }>,
  title: string,
  extra?: 0 | EntryExtra,
  listed?: () => Promise<{ records: PageRecord[] }>,
];

/** A shard module: its routes, and the file name (`<chunk id>.<hash>`) of each of their page chunks. */
export interface Shard {
  routes: ShardEntry[];
  files: string[];
}

/** The route table as `virtual-mf-lazy-routes` exports it (../plugin.ts, `table.mjs`). */
export interface RouteTable {
  site: SiteLangs;
  pinned: ShardEntry[];
  shards: (() => Promise<Shard>)[];
}

/** What the lookups read of Rspress's site data. */
export interface RouteSiteData {
  base: string;
  route?: { cleanUrls?: boolean; cleanUrlsRedirect?: boolean; prefetchLink?: boolean };
}

/** `lazyWithPreload` (react-lazy-with-preload), as Rspress's routes module makes its page components. */
type Lazy = (
  load: () => Promise<{ default: () => ReactElement }>,
) => LazyExoticComponent<() => ReactElement> & { preload(): Promise<unknown> };

/** A route as Rspress's runtime reads it (`virtual-routes`), with the page's record. */
export interface Route {
  path: string;
  element: ReactElement;
  filePath: string;
  lang: string;
  version: string;
  preload: () => Promise<unknown>;
  record: PageRecord;
}

/** Where the lookups hand what a shard brings: its records (./pageRegistry.ts) and its chunk file names. */
export interface RouteSinks {
  addPages(records: readonly PageRecord[]): void;
  addChunkFiles(files: readonly string[]): void;
}

/** The exports of Rspress's `runtime/route.js` (2.0.22), and `loadRoute`, over one route table. */
export function createRouteService(table: RouteTable, siteData: RouteSiteData, lazy: Lazy, sinks: RouteSinks) {
  const { site, pinned, shards } = table;
  const routes = new Map<string, Route>();
  const loading = new Map<number, Promise<void>>();
  /** Overview pages' loaders of the records they list, by route key. */
  const listedByKey = new Map<string, NonNullable<ShardEntry[5]>>();

  function register(entry: ShardEntry): PageRecord {
    const [path, lang, load, , extra, listed] = entry;
    const x = extra || {};
    const record = recordFromEntry(path, lang, entry[3], x, site) as PageRecord;
    const key = routeKey(path);
    const had = routes.get(key);
    // Two routes with one key (`/a` and `/a/`): Rspress matches the longer path first.
    if (had && had.path.length >= path.length) return record;
    if (listed) listedByKey.set(key, listed);
    const Component = lazy(load as () => Promise<{ default: () => ReactElement }>);
    routes.set(key, {
      path,
      element: createElement(Component),
      filePath: x.f || usualFile(path, lang, site),
      lang,
      version: x.v || '',
      preload: async () => {
        await Component.preload();
        return load();
      },
      record,
    });
    return record;
  }

  sinks.addPages(pinned.map(register));

  function loadShard(index: number): Promise<void> {
    let pending = loading.get(index);
    if (!pending) {
      const load = shards[index];
      pending = load
        ? load().then(({ routes: entries, files }) => {
            sinks.addChunkFiles(files);
            sinks.addPages(entries.map(register));
          })
        : Promise.resolve();
      // A failed load (offline) is tried again next time.
      pending.catch(() => loading.delete(index));
      loading.set(index, pending);
    }
    return pending;
  }

  /** The route of `pathname` (without the base), once its shard has loaded; undefined when there is none. */
  async function loadRoute(pathname: string): Promise<Route | undefined> {
    const key = routeKey(pathname);
    // The routes the top bar links to, and those of shards loaded before, are known already.
    if (!routes.has(key)) await loadShard(shardOf(key, shards.length));
    const route = routes.get(key);
    // An overview page lists the pages below it with their headings (Rspress's Overview reads them from
    // the page records, during the first render): they come before it opens.
    const listed = route && listedByKey.get(key);
    if (listed) sinks.addPages((await listed()).records);
    return route;
  }

  /** The route of `pathname` if its shard has loaded (synchronous, as upstream's). */
  const pathnameToRouteService = (pathname: string): Route | undefined => routes.get(routeKey(pathname));

  function redirectToCleanUrl(location: Location, history: History): boolean {
    if (siteData.route?.cleanUrlsRedirect === false) return false;
    const matchedRoute = pathnameToRouteService(removeBase(location.pathname, siteData.base));
    if (!matchedRoute) return false;
    const canonicalRoutePath = normalizeHref(matchedRoute.path, Boolean(siteData.route?.cleanUrls));
    const canonicalPathname = `${removeTrailingSlash(siteData.base)}${canonicalRoutePath}`;
    if (location.pathname === canonicalPathname) return false;
    history.replaceState(history.state, '', `${canonicalPathname}${location.search}${location.hash}`);
    return true;
  }

  /** On hover or touch of a link: its route's shard, then its page module. */
  function preloadLink(link: string): void {
    if (siteData.route?.prefetchLink === false) return;
    void loadRoute(link).then(
      (route) => route?.preload(),
      () => undefined,
    );
  }

  return { loadRoute, pathnameToRouteService, redirectToCleanUrl, preloadLink };
}

export function matchPath(pattern: string, pathname: string): { path: string } | null {
  return routeKey(pattern) === routeKey(pathname) ? { path: pattern } : null;
}

export function isActive(itemLink: string, currentPathname: string): boolean {
  return matchPath(itemLink, currentPathname) !== null;
}
