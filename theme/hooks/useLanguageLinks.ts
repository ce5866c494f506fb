import { useLocation, usePage, usePages, useSite } from '@rspress/core/runtime';
import { useMemo } from 'react';
import { languageSwitchTarget, normalizeRoute } from '../../common/languageSwitch';

/** One entry of the language switch: a language and the page it leads to. */
export interface LanguageLink {
  /** The language's own name (`English`, `简体中文`). */
  text: string;
  lang: string;
  /** Empty for the current language. */
  link: string;
  /** False when the page has no translation and the link leads to the nearest page instead. */
  exact: boolean;
  rel: 'alternate';
}

/** Every route the site has, with language prefixes, in the form `languageSwitchTarget` reads. */
export function useRouteSet(): ReadonlySet<string> {
  const { pages } = usePages();
  return useMemo(() => new Set(pages.map((p) => normalizeRoute(p.routePath))), [pages]);
}

/**
 * The language switch of the current page. Replaces upstream's `useLangsMenu` (2.0.22), which swaps the
 * language prefix whether or not the page exists there; this leads to the nearest existing page instead
 * (common/languageSwitch.ts). On a 404 page it leads to the same path in the other language when
 * that page exists, and to the nearest page otherwise.
 */
export function useLanguageLinks(): { items: LanguageLink[]; activeValue: string | undefined } {
  const { page } = usePage();
  const { site } = useSite();
  const { pathname } = useLocation();
  const routes = useRouteSet();
  const defaultLang = site.lang || 'en';
  const locales = site.themeConfig.locales ?? site.locales ?? [];
  const current = page.lang || defaultLang;
  // Worked out at build time when the browser has no list of every route (rspress-patches/lazyRoutes).
  const known = (page as { mfLangLinks?: Record<string, { href: string; exact: boolean }> }).mfLangLinks;
  const items = locales.map((locale): LanguageLink => {
    if (locale.lang === current)
      return { text: locale.label, lang: locale.lang, link: '', exact: true, rel: 'alternate' };
    const target = known?.[locale.lang] ?? languageSwitchTarget(pathname, current, locale.lang, routes, defaultLang);
    return { text: locale.label, lang: locale.lang, link: target.href, exact: target.exact, rel: 'alternate' };
  });
  return { items, activeValue: locales.find((l) => l.lang === current)?.label };
}
