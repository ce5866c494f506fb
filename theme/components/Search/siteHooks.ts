/** Rspress's `search.searchHooks` module, in a file of its own so that tests can stand in for it. */
import * as hooksModule from 'virtual-search-hooks';

export { hooksModule };
