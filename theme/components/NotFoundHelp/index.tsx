import { useLang, usePages, useSite } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme';
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useUiText } from '../../i18n';
import { fallbackDestination, type PageRef, searchWordsOf, suggestPages } from '../../logic/arrivals';
import { normalizeRoute } from '../../logic/languageSwitch';
import './index.css';

/** The search dialog, loaded when the reader asks for it (the same chunk the navigation bar loads). */
const SearchDialog = lazy(() => import('../Search/SearchDialog'));

/** Pages offered on every 404 page, prerendered (so they show with JavaScript off), when they exist. */
const POPULAR = [
  '/guide/start/quick-start',
  '/guide/basic/runtime',
  '/configure/',
  '/guide/troubleshooting/',
  '/guide/basic/error-catalog',
];

/** `/zh/guide/x` → `/guide/x` for a language with a prefix. */
function bareOf(route: string, prefix: string): string {
  if (!prefix) return route;
  if (route === prefix || route === `${prefix}/`) return '/';
  return route.startsWith(`${prefix}/`) ? route.slice(prefix.length) : route;
}

/**
 * The helping half of the 404 page (issue 32). Prerendered: pages readers often go to. In the browser:
 * an address that moved (on a host that did not apply `_redirects`) is replaced by its target, with the
 * reader's query and `#hash`; otherwise pages with a similar address or title are suggested, and a
 * button opens search with the address's words already typed.
 */
export function NotFoundHelp() {
  const t = useUiText();
  const lang = useLang();
  const { site } = useSite();
  const { pages } = usePages();
  const titleId = useId();
  const defaultLang = site.lang || 'en';
  const refs = useMemo<PageRef[]>(
    () =>
      pages
        .filter((p) => typeof p.title === 'string' && p.title && !p.routePath.endsWith('/404'))
        .map((p) => {
          const route = normalizeRoute(p.routePath);
          const pageLang = p.lang || defaultLang;
          return {
            route,
            bareRoute: bareOf(route, pageLang === defaultLang ? '' : `/${pageLang}`),
            title: p.title,
            lang: pageLang,
          };
        }),
    [pages, defaultLang],
  );
  const [moved, setMoved] = useState(false);
  const [found, setFound] = useState<{ suggestions: PageRef[]; query: string } | null>(null);
  const [searching, setSearching] = useState(false);

  // A moved address on a host without redirects: go where `_redirects` would have sent the reader.
  useEffect(() => {
    let stale = false;
    const { pathname, search, hash } = window.location;
    import('virtual-mf-arrivals')
      .then(({ default: table }) => {
        const destination = fallbackDestination(table, pathname, search, hash);
        if (!destination || stale) return;
        setMoved(true);
        window.location.replace(destination);
      })
      .catch((error: unknown) => console.error('The table of moved addresses could not be loaded.', error));
    return () => {
      stale = true;
    };
  }, []);

  useEffect(() => {
    const { pathname } = window.location;
    const prefix = lang === defaultLang ? '' : `/${lang}`;
    const bare = bareOf(normalizeRoute(pathname), prefix);
    const prefixes = (site.themeConfig.locales ?? site.locales ?? []).map((l) =>
      l.lang === defaultLang ? '' : `/${l.lang}`,
    );
    setFound({
      suggestions: suggestPages(bare, refs, lang || defaultLang),
      query: searchWordsOf(pathname, prefixes),
    });
  }, [lang, refs, defaultLang, site]);

  const here = lang || defaultLang;
  const popular = POPULAR.map((bare) => refs.find((r) => r.lang === here && r.bareRoute === bare)).filter(
    (r): r is PageRef => r !== undefined,
  );
  return (
    <section className="mf-not-found-help" aria-labelledby={titleId}>
      {moved && (
        <p className="mf-not-found-help__moved" role="status">
          {t('notFound.movedText')}
        </p>
      )}
      {found && found.suggestions.length > 0 && (
        <>
          <h2 id={titleId} className="mf-not-found-help__title">
            {t('notFound.suggestionsTitle')}
          </h2>
          <ul className="mf-not-found-help__list" data-testid="not-found-suggestions">
            {found.suggestions.map((page) => (
              <li key={page.route}>
                <Link href={page.route}>{page.title}</Link>
                <span className="mf-not-found-help__path">{page.route}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {found?.query && (
        <p>
          <button type="button" className="mf-not-found-help__search" onClick={() => setSearching(true)}>
            {t('notFound.searchButton', { query: found.query })}
          </button>
        </p>
      )}
      <h2 id={found && found.suggestions.length > 0 ? undefined : titleId} className="mf-not-found-help__title">
        {t('notFound.popularTitle')}
      </h2>
      <ul className="mf-not-found-help__list">
        {popular.map((page) => (
          <li key={page.route}>
            <Link href={page.route}>{page.title}</Link>
          </li>
        ))}
      </ul>
      {searching && found && (
        <Suspense fallback={null}>
          <SearchDialog id="mf-not-found-search" initialQuery={found.query} onClose={() => setSearching(false)} />
        </Suspense>
      )}
    </section>
  );
}
