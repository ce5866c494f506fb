/**
 * The server bundle's entry in place of Rspress's (`runtime/ssrServerEntry.js`, see ./plugin.ts): the
 * same exports, with `render` answered from the cache for the pages of an unchanged bundle.
 */
import { render as upstreamRender } from '@rspress/core/dist/runtime/ssrServerEntry.js';
import { cachedRender } from './cachedRender';

export { routes } from '@rspress/core/dist/runtime/ssrServerEntry.js';

export const render = cachedRender(upstreamRender);
