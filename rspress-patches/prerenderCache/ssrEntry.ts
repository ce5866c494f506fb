/**
 * The server bundle's entry in place of Rspress's (`runtime/ssrServerEntry.js`, see ./plugin.ts): its
 * `render`, with the pages of an unchanged server bundle answered from the cache the build side hands
 * over on `globalThis`. A page rendered here records what it pushed to the page's head, so that a cached
 * page gives Rspress the same head.
 */
import { render as upstreamRender } from '@rspress/core/dist/runtime/ssrServerEntry.js';
import { CACHE_KEY, type HeadPush, type PrerenderCache } from './shared';

export { routes } from '@rspress/core/dist/runtime/ssrServerEntry.js';

type Head = Parameters<typeof upstreamRender>[1];

const cache = (): PrerenderCache | undefined => (globalThis as { [CACHE_KEY]?: PrerenderCache })[CACHE_KEY];

export async function render(routePath: string, head: Head): Promise<{ appHtml: string }> {
  const hit = cache()?.get(routePath);
  if (hit) {
    for (const args of hit.head) (head.push as (...pushed: HeadPush) => unknown)(...args);
    return { appHtml: hit.appHtml };
  }
  const pushed: HeadPush[] = [];
  let cloneable = true;
  const push = head.push;
  head.push = ((...args: HeadPush) => {
    try {
      pushed.push(structuredClone(args));
    } catch {
      cloneable = false;
    }
    return (push as (...pushed: HeadPush) => unknown).apply(head, args);
  }) as Head['push'];
  try {
    const result = await upstreamRender(routePath, head);
    if (cloneable) cache()?.set(routePath, { appHtml: result.appHtml, head: pushed });
    return result;
  } finally {
    head.push = push;
  }
}
