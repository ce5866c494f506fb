import type { RspressPlugin } from '@rspress/core';
import { localeRedirectScript, routeKey } from './script';

/**
 * Replaces Rspress's first-visit language redirect with ours (`script.ts`): Rspress's is switched off
 * (`route.localeRedirect: 'never'` writes no script), and ours goes into the same place, first in `<head>`,
 * with the site's routes per language, known once Rspress has listed them (`routeGenerated`). Only for the
 * `'auto'` mode this site uses; another mode leaves Rspress's script as it is.
 */
export function localeRedirect(): RspressPlugin {
  let script = '';
  let defaultLang = '';
  let langs: string[] = [];
  let active = false;
  return {
    name: 'mf-locale-redirect',
    config(config) {
      const mode = config.route?.localeRedirect ?? config.themeConfig?.localeRedirect ?? 'auto';
      defaultLang = config.lang ?? '';
      langs = (config.locales ?? config.themeConfig?.locales ?? []).map((l) => l.lang);
      active = mode === 'auto' && Boolean(defaultLang) && langs.length > 1;
      if (active) config.route = { ...config.route, localeRedirect: 'never' };
      return config;
    },
    routeGenerated(routes) {
      if (!active) return;
      const byLang: Record<string, string[]> = Object.fromEntries(langs.map((l) => [l, []]));
      for (const route of routes) {
        const lang = route.lang || defaultLang;
        const prefix = lang === defaultLang ? '' : `/${lang}`;
        const path =
          prefix && route.routePath.startsWith(prefix) ? route.routePath.slice(prefix.length) : route.routePath;
        if (path === '/404' || path.startsWith('/404.')) continue;
        byLang[lang]?.push(routeKey(path || '/'));
      }
      script = localeRedirectScript({ defaultLang, langs, routes: byLang });
    },
    builderConfig: {
      html: {
        // A handler, not a tag: it runs when the HTML is written, after `routeGenerated` made the script.
        tags: [(tags) => (script ? [{ tag: 'script', children: script, append: false, head: true }, ...tags] : tags)],
      },
    },
  };
}
