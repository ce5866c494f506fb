import { useUiText } from '../../i18n';
import { EmptyIcon } from './icons';

/** The empty result (SPEC §8): an icon, "No results for" and the query, then a suggestion. */
export function NoResults({ query }: { query: string }) {
  const t = useUiText();
  // Interpolate around an element: split the template at its placeholder rather than concatenating texts.
  const [before = '', after = ''] = t('search.noResults').split('{{query}}');
  return (
    <div className="mf-search__empty">
      <EmptyIcon className="mf-search__empty-icon" />
      <p>
        {before}
        <b>{query}</b>
        {after}
      </p>
      <p className="mf-search__empty-hint">{t('search.tryAgain')}</p>
    </div>
  );
}
