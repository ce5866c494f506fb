/**
 * Reproducible output: the same tree gives the same files, byte for byte, with or without Rspack's
 * persistent cache (`node_modules/.cache`) and in any folder (docs-dev/performance.md, "Reproducible
 * builds"). Each setting below fixes one way the output used to differ; `npm test` compares a cold and a
 * warm build (scripts/check-reproducible.mjs).
 */
import type { RspressPlugin, UserConfig } from '@rspress/core';
import { withThemeConfig } from './pluginKit';

type Locale = NonNullable<NonNullable<UserConfig['themeConfig']>['locales']>[number];
type SidebarEntry = NonNullable<Locale['sidebar']>[string][number];

/** `link` with the language prefix, as Rspress writes it (a link already under `/<lang>/` is kept). */
const prefixed = (link: string, lang: string): string =>
  /^[a-z]+:/i.test(link) || link === `/${lang}` || link.startsWith(`/${lang}/`) ? link : `/${lang}${link}`;

function prefixEntry(entry: SidebarEntry, lang: string): SidebarEntry {
  if (typeof entry !== 'object' || entry === null) return entry;
  const withLink =
    'link' in entry && typeof entry.link === 'string' ? { ...entry, link: prefixed(entry.link, lang) } : entry;
  return 'items' in withLink && Array.isArray(withLink.items)
    ? ({ ...withLink, items: withLink.items.map((item) => prefixEntry(item as SidebarEntry, lang)) } as SidebarEntry)
    : withLink;
}

/**
 * The sidebar links of every language but the default one, with their language prefix.
 *
 * Rspress 2.0.22 adds the prefix itself, but by replacing `themeConfig.locales` while it builds the
 * site-data module, which a warm build takes from the cache without building it. `llms.txt` and
 * `llms-full.txt` order each language's pages by the sidebar, so a warm build listed the Chinese pages
 * in file order instead. Links that already carry the prefix are left alone by Rspress, so the site data
 * does not change.
 */
export function prefixSidebarLinks(config: UserConfig): UserConfig {
  const defaultLang = config.lang;
  return withThemeConfig(config, (themeConfig) =>
    themeConfig.locales
      ? {
          ...themeConfig,
          locales: themeConfig.locales.map((locale) =>
            locale.lang === defaultLang || !locale.sidebar
              ? locale
              : {
                  ...locale,
                  sidebar: Object.fromEntries(
                    Object.entries(locale.sidebar).map(([key, entries]) => [
                      key,
                      entries.map((e) => prefixEntry(e, locale.lang)),
                    ]),
                  ),
                },
          ),
        }
      : themeConfig,
  );
}

/**
 * `import.meta.url` in a browser bundle: Rspack writes the module's absolute `file://` path there. The
 * one use in our client code is FlexSearch's worker fallback (`flexsearch.bundle.module.min.mjs`), which
 * the site never takes (it runs no workers), so the path of the build folder ended up in the search chunk.
 */
const BROWSER_IMPORT_META_URL = 'file:///.invalid/bundled-module.js';

export function reproducibleBuild(): RspressPlugin {
  return {
    name: 'mf-reproducible-build',
    config: prefixSidebarLinks,
    builderConfig: {
      // Module and chunk ids computed from this build's graph alone. Rspack keeps the ids of the last build
      // it cached, to change fewer of them, so a warm build after a different tree gave chunks other ids
      // (`he`, `2`, `j` where a cold build of the same tree wrote `h`, `t`, `m`): other names, other
      // bytes in the entry and in every page that lists them.
      tools: { rspack: { incremental: { moduleIds: false, chunkIds: false } } },
      environments: {
        web: { source: { define: { 'import.meta.url': JSON.stringify(BROWSER_IMPORT_META_URL) } } },
      },
    },
  };
}
