import { useI18n, usePageData } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme';
import { useEffect, useState } from 'react';
import { counterpartOf404 } from '../../../common/languageSwitch';
import { loadAllPages } from '../../../rspress-patches/lazyRoutes';
import { NotFoundHelp } from '../../components/NotFoundHelp';
import { SkipTarget } from '../../components/SkipLink';
import { useRouteSet } from '../../hooks/useLanguageLinks';
import { useUiText } from '../../i18n';
// Upstream's stylesheet left the bundle with the layout we replace.
import '@rspress/core/dist/theme/layout/NotFountLayout/index.css';

/**
 * Replaces Rspress v2's NotFoundLayout (2.0.22, `dist/theme/layout/NotFountLayout`): same markup and
 * classes, but the home link's accessible name is its visible, translated text (upstream hard-codes
 * `aria-label="go to home"`), the block is the page's `<main>`, and it holds the skip-link target.
 * The texts still come from Rspress's i18nSource (`notFoundText`, `takeMeHomeText`, theme/i18n/i18nSource.ts).
 * Added: when the same path exists in the other language (a page that has no translation, reached
 * with the wrong prefix), a link to it. Computed after hydration: one `404.html` serves every path.
 */
export function NotFoundLayout() {
  // Every page's record, which the suggestions and the language links read: with the route table in
  // shards, the browser has only those of the pages it opened (rspress-patches/lazyRoutes).
  loadAllPages();
  const { siteData, page } = usePageData();
  const t = useI18n();
  const ui = useUiText();
  const routes = useRouteSet();
  const [counterpart, setCounterpart] = useState<string | null>(null);
  const defaultLang = siteData.lang;
  const pageLang = page.lang;
  const otherLangs = (siteData.themeConfig.locales ?? []).map((l) => l.lang).filter((l) => l !== pageLang);
  const other = otherLangs.length === 1 ? otherLangs[0] : undefined;
  useEffect(() => {
    const site = defaultLang || 'en';
    if (!other) return;
    setCounterpart(counterpartOf404(window.location.pathname, pageLang || site, other, routes, site));
  }, [defaultLang, pageLang, other, routes]);
  const defaultVersion = siteData.multiVersion.default;
  // Upstream behaviour kept: `/en/x` (the default language spelt out) goes to `/x`.
  if (defaultLang && typeof window !== 'undefined') {
    const prefix = new RegExp(`/${defaultLang}(\\/|$)`);
    if (prefix.test(location.pathname)) {
      window.location.replace(location.pathname.replace(prefix, '/'));
      return null;
    }
  }
  let root = '/';
  if (defaultVersion && page.version !== defaultVersion) root += `${page.version}/`;
  if (defaultLang && page.lang !== defaultLang) root += `${page.lang}/`;
  return (
    <main className="rp-not-found">
      <SkipTarget />
      <p className="rp-not-found__error-code">404</p>
      <h1 className="rp-not-found__title">{t('notFoundText')}</h1>
      <div className="rp-not-found__divider" />
      <div className="rp-not-found__action">
        <Link className="rp-not-found__home-link" href={root}>
          {t('takeMeHomeText')}
        </Link>
      </div>
      {counterpart && (
        <p className="mf-not-found__other-language">
          <Link href={counterpart}>{ui('notFound.otherLanguageLink')}</Link>
        </p>
      )}
      <NotFoundHelp />
    </main>
  );
}
