import { Link } from '@rspress/core/theme';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useUiText } from '../../i18n';
import type { PageRef } from '../../logic/arrivals';

/** The search dialog, loaded when the reader asks for it (the same chunk the navigation bar loads). */
const SearchDialog = lazy(() => import('../Search/SearchDialog'));

/**
 * The 404 page's part that needs the address (a chunk of its own, loaded after hydration): a moved
 * address is replaced by its target (`_redirects` on a host that ignored it), with the reader's query and
 * `#hash`; otherwise pages with a similar address or title, and a button that opens search with the
 * address's words typed.
 */
export default function Suggestions({
  refs,
  lang,
  bare,
  prefixes,
  titleId,
}: {
  refs: readonly PageRef[];
  lang: string;
  /** The address inside its language. */
  bare: string;
  prefixes: readonly string[];
  titleId: string;
}) {
  const t = useUiText();
  const [moved, setMoved] = useState(false);
  const [found, setFound] = useState<{ suggestions: PageRef[]; query: string } | null>(null);
  const [searching, setSearching] = useState(false);

  useEffect(() => {
    let stale = false;
    const { pathname, search, hash } = window.location;
    Promise.all([import('virtual-mf-arrivals'), import('../../logic/arrivals')])
      .then(([{ default: table }, { fallbackDestination, suggestPages, searchWordsOf }]) => {
        if (stale) return;
        const destination = fallbackDestination(table, pathname, search, hash);
        if (destination) {
          setMoved(true);
          window.location.replace(destination);
          return;
        }
        setFound({ suggestions: suggestPages(bare, refs, lang), query: searchWordsOf(pathname, prefixes) });
      })
      .catch((error: unknown) => console.error('The 404 page’s suggestions could not be loaded.', error));
    return () => {
      stale = true;
    };
  }, [bare, refs, lang, prefixes]);

  return (
    <>
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
      {searching && found && (
        <Suspense fallback={null}>
          <SearchDialog id="mf-not-found-search" initialQuery={found.query} onClose={() => setSearching(false)} />
        </Suspense>
      )}
    </>
  );
}
