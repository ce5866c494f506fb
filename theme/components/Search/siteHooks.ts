import type { ReactNode } from 'react';
import * as hooksModule from 'virtual-search-hooks';
import type { SearchHooks } from '../../logic/search/protocol';

/**
 * The site's `search.searchHooks` module (SPEC §7), in its own file for tests to stand in for, read through
 * an alias: it exports only what the hooks file defines, and a static `hooksModule.render` would not build.
 */
export const siteHooks = hooksModule as SearchHooks & { render?: (result: unknown) => ReactNode };
