/**
 * The plugins that read every page's MDX source: the Markdown copies (publishing/markdownCopies.ts) and
 * the search index (search/). Each keeps its work in a cache named by its inputs, and one worker fills
 * both while Rspack compiles (whileRspackBuilds.ts), parsing each page once for the two.
 */
import type { RspressPlugin } from '@rspress/core';
import { markdownCopiesCached, markdownCopiesPlugin } from './publishing/markdownCopies';
import { searchIndexCached, searchPlugin } from './search';
import { whileRspackBuilds } from './whileRspackBuilds';

/** The two plugins, as the worker makes them. */
export const pagePlugins = (): RspressPlugin[] => [markdownCopiesPlugin(), searchPlugin()];

/** The two plugins with their work done ahead: the Markdown copies, then the search index. */
export function pagesAhead(): { markdownCopies: RspressPlugin; search: RspressPlugin } {
  const [markdownCopies, search] = whileRspackBuilds(pagePlugins(), {
    module: import.meta.filename,
    factory: 'pagePlugins',
    cached: () => markdownCopiesCached() && searchIndexCached(),
  });
  if (!markdownCopies || !search) throw new Error('whileRspackBuilds returns one plugin for each plugin given');
  return { markdownCopies, search };
}
