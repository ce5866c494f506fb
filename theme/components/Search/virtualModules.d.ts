/** The module named by `search.searchHooks` in the Rspress config (a no-op `onSearch` when unset). */
declare module 'virtual-search-hooks' {
  const hooks: Record<string, unknown>;
  export = hooks;
}
