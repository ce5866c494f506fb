/** What the build side (./plugin.ts) and the server bundle's entry (./ssrEntry.ts) share. */

/** The `globalThis` key the build side puts the cache under while Rspress prerenders. */
export const CACHE_KEY = '__mfPrerenderCache';

/** One call to the page head's `push`: its input, and its options when it was given some. */
export type HeadPush = [input: unknown, options?: unknown];

/** A page's prerendered HTML and what it pushed to the head, in order. */
export interface PrerenderedPage {
  appHtml: string;
  head: HeadPush[];
}

export interface PrerenderCache {
  get(routePath: string): PrerenderedPage | undefined;
  set(routePath: string, page: PrerenderedPage): void;
}
