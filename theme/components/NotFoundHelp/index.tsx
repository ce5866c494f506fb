import { useLang, usePages, useSite } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme';
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { normalizeRoute, stripLang } from '../../../common/languageSwitch';
import { useUiText } from '../../i18n';
import type { PageRef } from '../../logic/arrivals';
import './index.css';

/** What depends on the address: a chunk only the 404 page loads, after hydration (./Suggestions.tsx). */
const Suggestions = lazy(() => import('./Suggestions'));

/** Pages offered on every 404 page, prerendered (so they show with JavaScript off), when they exist. */
const POPULAR = [
  '/guide/start/quick-start',
  '/guide/basic/runtime',
  '/configure/',
  '/guide/troubleshooting/',
  '/guide/basic/error-catalog',
];

/**
 * The helping half of the 404 page (issue 32). Prerendered: pages readers often go to. In the browser,
 * once hydrated: `Suggestions` (a moved address followed, similar pages, search with the address's words).
 * One `404.html` serves every address, so nothing that depends on it is prerendered.
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
          return { route, bareRoute: stripLang(route, pageLang, defaultLang), title: p.title, lang: pageLang };
        }),
    [pages, defaultLang],
  );
  const prefixes = useMemo(
    () => (site.themeConfig.locales ?? site.locales ?? []).map((l) => (l.lang === defaultLang ? '' : `/${l.lang}`)),
    [site, defaultLang],
  );
  const [address, setAddress] = useState<string | null>(null);
  const here = lang || defaultLang;
  useEffect(() => {
    setAddress(stripLang(normalizeRoute(window.location.pathname), here, defaultLang));
  }, [here, defaultLang]);

  const popular = POPULAR.map((bare) => refs.find((r) => r.lang === here && r.bareRoute === bare)).filter(
    (r): r is PageRef => r !== undefined,
  );
  return (
    <section className="mf-not-found-help" aria-labelledby={`${titleId}-popular`}>
      {address !== null && (
        <Suspense fallback={null}>
          <Suggestions refs={refs} lang={here} bare={address} prefixes={prefixes} titleId={titleId} />
        </Suspense>
      )}
      <h2 id={`${titleId}-popular`} className="mf-not-found-help__title">
        {t('notFound.popularTitle')}
      </h2>
      <ul className="mf-not-found-help__list">
        {popular.map((page) => (
          <li key={page.route}>
            <Link href={page.route}>{page.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
