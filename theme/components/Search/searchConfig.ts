import type { SearchRuntimeConfig } from '../../logic/search';

declare const __MF_SEARCH_CONFIG__: SearchRuntimeConfig | undefined;

/** The search configuration defined at build time by plugins/search (local search without it). */
export const searchConfig: SearchRuntimeConfig =
  typeof __MF_SEARCH_CONFIG__ === 'undefined' ? { mode: 'local' } : __MF_SEARCH_CONFIG__;
