import type { NavItem, RspressPlugin, UserConfig } from '@rspress/core';
import { withThemeConfig } from '../pluginKit';

const isExternal = (link: string): boolean => /^https?:\/\//.test(link);

/** Adds `rel` to external navigation links: Rspress's Link passes the item's `rel` through and so drops its own default. */
export function withSafeRel<T extends NavItem>(items: T[]): T[] {
  return items.map((item) => {
    const next: Record<string, unknown> = { ...item };
    if ('link' in item && typeof item.link === 'string' && isExternal(item.link) && !('rel' in item && item.rel)) {
      next.rel = 'noopener noreferrer';
    }
    if ('items' in item && Array.isArray(item.items)) next.items = withSafeRel(item.items as NavItem[]);
    return next as T;
  });
}

/** `withSafeRel` over either form of Rspress's nav config (a list, or lists keyed by version). */
function safeNav<N extends NavItem[] | Record<string, NavItem[]>>(nav: N): N {
  if (Array.isArray(nav)) return withSafeRel(nav) as N;
  return Object.fromEntries(Object.entries(nav).map(([k, v]) => [k, withSafeRel(v)])) as N;
}

/** `rel="noopener noreferrer"` on navigation links that open another site, in every language's nav. */
export function safeLinksPlugin(): RspressPlugin {
  return {
    name: 'mf-publishing-safe-links',
    config(config: UserConfig): UserConfig {
      return withThemeConfig(config, (themeConfig) => ({
        ...themeConfig,
        ...(themeConfig.nav ? { nav: safeNav(themeConfig.nav) } : {}),
        ...(themeConfig.locales
          ? { locales: themeConfig.locales.map((l) => ({ ...l, ...(l.nav ? { nav: safeNav(l.nav) } : {}) })) }
          : {}),
      }));
    },
  };
}
