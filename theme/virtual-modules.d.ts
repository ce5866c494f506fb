/** Rspress's generated module of social-link SVG icons, keyed by icon name. */
declare module 'virtual-social-links' {
  const icons: Record<string, string>;
  export default icons;
}

/** The module named by `search.searchHooks` in the Rspress config (a no-op `onSearch` when unset). */
declare module 'virtual-search-hooks' {
  const hooks: Record<string, unknown>;
  export = hooks;
}

/** The 404 page's fallback table (plugins/publishing/arrivalsPlugin.ts): moved path → target. */
declare module 'virtual-mf-arrivals' {
  const table: Record<string, string>;
  export default table;
}

/** Build-time flags Rspress and Rsbuild define (`DEV` in `rspress dev`). */
interface ImportMetaEnv {
  readonly DEV?: boolean;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
