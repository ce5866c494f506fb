import type { ReactNode } from 'react';
import * as hooksModule from 'virtual-search-hooks';
import type { SearchHooks } from '../../logic/search';

/**
 * The site's `search.searchHooks` module (SPEC §7), in a file of its own so that tests can stand in for
 * it, and read through this alias: the module exports only what the hooks file defines, and a static
 * `hooksModule.render` would not build without one. `render` shows the groups `onSearch` added.
 */
export const siteHooks = hooksModule as SearchHooks & { render?: (result: unknown) => ReactNode };
