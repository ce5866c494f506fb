/**
 * Rspress's server `render`, answered from the cache the build side hands over on `globalThis` for the
 * pages of an unchanged server bundle (./plugin.ts). A page rendered here records what it pushed to the
 * page's head, so that a cached page gives Rspress the same head.
 */
import { CACHE_KEY, type HeadPush, type PrerenderCache } from './shared';

interface Head {
  push(...args: HeadPush): unknown;
}
type Render<H extends Head> = (routePath: string, head: H) => Promise<{ appHtml: string }>;

const cache = (): PrerenderCache | undefined => (globalThis as { [CACHE_KEY]?: PrerenderCache })[CACHE_KEY];

export function cachedRender<H extends Head>(upstream: Render<H>): Render<H> {
  return async (routePath, head) => {
    const hit = cache()?.get(routePath);
    if (hit) {
      for (const args of hit.head) head.push(...args);
      return { appHtml: hit.appHtml };
    }
    const pushed: HeadPush[] = [];
    let cloneable = true;
    const push = head.push;
    head.push = (...args: HeadPush) => {
      try {
        pushed.push(structuredClone(args));
      } catch {
        cloneable = false;
      }
      return push.apply(head, args);
    };
    try {
      const result = await upstream(routePath, head);
      if (cloneable) cache()?.set(routePath, { appHtml: result.appHtml, head: pushed });
      return result;
    } finally {
      head.push = push;
    }
  };
}
