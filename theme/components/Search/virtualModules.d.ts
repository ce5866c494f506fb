/** Rspress's generated page data: the content hash of each search index, keyed `${version}###${lang}`. */
declare module 'virtual-page-data' {
  export const searchIndexHash: Record<string, string>;
}

/** The module named by `search.searchHooks` in the Rspress config (a no-op `onSearch` when unset). */
declare module 'virtual-search-hooks' {
  const hooks: Record<string, unknown>;
  export = hooks;
}
