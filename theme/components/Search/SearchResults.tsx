import { useUiText } from '../../i18n';
import type { ResultGroup, SearchHit } from '../../logic/search';
import { SearchHitOption } from './SearchHitOption';
import { renderCustomResult } from './searchPluginHooks';

/** Props of {@link SearchResults}. */
export interface SearchResultsProps {
  groups: ResultGroup[];
  tab: number;
  onTab: (tab: number) => void;
  listboxId: string;
  optionId: (index: number) => string;
  active: number;
  onActive: (index: number) => void;
  onChoose: (hit: SearchHit, currentSite: boolean) => void;
}

/** Hits of one group, by page title, in rank order. */
function byPage(hits: SearchHit[]): [title: string, hits: SearchHit[]][] {
  const pages = new Map<string, SearchHit[]>();
  for (const hit of hits) pages.set(hit.title, [...(pages.get(hit.title) ?? []), hit]);
  return [...pages];
}

/**
 * The results: tabs when there is more than one group (SPEC §9), then the listbox of the selected
 * group's hits, grouped by page; a custom group renders with the search hooks' `render`.
 */
export function SearchResults({
  groups,
  tab,
  onTab,
  listboxId,
  optionId,
  active,
  onActive,
  onChoose,
}: SearchResultsProps) {
  const t = useUiText();
  const current = groups[tab] ?? groups[0];
  if (!current) return null;
  let index = -1;
  return (
    <div className="mf-search__results">
      {groups.length > 1 && (
        <div
          role="tablist"
          aria-label={t('search.groupsAccessibleLabel')}
          className="mf-search__tabs"
          onKeyDown={(e) => {
            // Like the site's other tabs (theme/components/Tabs): arrows move and wrap, Home/End jump.
            const n = groups.length;
            const to = { ArrowRight: (tab + 1) % n, ArrowLeft: (tab - 1 + n) % n, Home: 0, End: n - 1 }[e.key];
            if (to === undefined) return;
            e.preventDefault();
            onTab(to);
            document.getElementById(`${listboxId}-tab-${to}`)?.focus();
          }}
        >
          {groups.map((g, i) => (
            <button
              key={g.group}
              type="button"
              role="tab"
              id={`${listboxId}-tab-${i}`}
              tabIndex={i === tab ? 0 : -1}
              aria-selected={i === tab}
              aria-controls={`${listboxId}-panel`}
              className="mf-search__tab"
              onClick={() => onTab(i)}
            >
              {g.group}
            </button>
          ))}
        </div>
      )}
      <div
        id={`${listboxId}-panel`}
        {...(groups.length > 1 ? { role: 'tabpanel', 'aria-labelledby': `${listboxId}-tab-${tab}` } : {})}
      >
        {current.renderType === 'custom' ? (
          renderCustomResult?.(current.result)
        ) : current.result.length > 0 ? (
          <div
            role="listbox"
            id={listboxId}
            aria-label={t('search.resultsAccessibleLabel')}
            className="mf-search__listbox"
          >
            {byPage(current.result).map(([title, hits]) => (
              // A listbox groups its options with role="group" (ARIA 1.2); a <fieldset> is a form control group.
              // biome-ignore lint/a11y/useSemanticElements: see above
              <div
                key={title}
                role="group"
                aria-labelledby={`${listboxId}-page-${hits[0] === undefined ? 0 : current.result.indexOf(hits[0])}`}
                className="mf-search__page"
              >
                <div
                  id={`${listboxId}-page-${hits[0] === undefined ? 0 : current.result.indexOf(hits[0])}`}
                  className="mf-search__page-title"
                >
                  {title}
                </div>
                {hits.map((hit) => {
                  index += 1;
                  const i = index;
                  return (
                    <SearchHitOption
                      key={`${hit.link}-${i}`}
                      hit={hit}
                      id={optionId(i)}
                      selected={i === active}
                      currentSite={current.currentSite}
                      onHover={() => onActive(i)}
                      onChoose={onChoose}
                    />
                  );
                })}
              </div>
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}
