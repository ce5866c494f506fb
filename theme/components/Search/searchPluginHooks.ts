import type { ReactNode } from 'react';
import * as hooksModule from 'virtual-search-hooks';
import type { SearchHooks } from '../../logic/search';

/**
 * The functions of the `search.searchHooks` module, read by name at run time: the generated module
 * exports only what the site's hooks file defines (by default a no-op `onSearch`), and a static
 * `hooksModule.beforeSearch` would be a build error when it is missing.
 */
const pick = <T>(name: string): T | undefined => {
  const value = (hooksModule as Record<string, unknown>)[name];
  return typeof value === 'function' ? (value as T) : undefined;
};

/** The site's search hooks (SPEC §7). */
export const userSearchHooks: SearchHooks = {
  beforeSearch: pick<SearchHooks['beforeSearch']>('beforeSearch'),
  onSearch: pick<SearchHooks['onSearch']>('onSearch'),
  afterSearch: pick<SearchHooks['afterSearch']>('afterSearch'),
};

/** The renderer of results that `onSearch` added. */
export const renderCustomResult = pick<(result: unknown) => ReactNode>('render');
