import type { MouseEvent } from 'react';
import { useUiText } from '../../i18n';
import { type HighlightRange, type ResultGroup, type SearchHit, splitHighlights } from '../../logic/search';
import { ExternalIcon, HeaderIcon, PageIcon, TextIcon } from './icons';
import { renderCustomResult } from './useSearch';

const ICONS = { title: PageIcon, header: HeaderIcon, content: TextIcon } as const;
const TYPE_LABEL = {
  title: 'search.hitTitleAccessibleLabel',
  header: 'search.hitHeaderAccessibleLabel',
  content: 'search.hitContentAccessibleLabel',
} as const;

/** Text with highlighted ranges, rendered as text nodes: a query is never interpreted as HTML. */
function Highlighted({ text, ranges }: { text: string; ranges: HighlightRange[] }) {
  return splitHighlights(text, ranges).map((piece) =>
    piece.highlighted ? (
      <mark key={piece.start} className="mf-search__mark">
        {piece.text}
      </mark>
    ) : (
      piece.text
    ),
  );
}

/**
 * One hit: an `option` of the listbox, and a real link (middle-click and "open in new tab" work) kept out
 * of the tab order, since the combobox moves the selection with `aria-activedescendant`.
 */
function HitOption({ hit, id, selected, currentSite, onHover, onChoose }: HitProps & { hit: SearchHit; id: string }) {
  const t = useUiText();
  const Icon = ICONS[hit.type];
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    onChoose(hit, currentSite);
  };
  const main = hit.type === 'content' ? (hit.statement ?? '') : hit.header;
  return (
    <a
      role="option"
      id={id}
      aria-selected={selected}
      tabIndex={-1}
      href={hit.link}
      className={`mf-search__hit${selected ? ' mf-search__hit--selected' : ''}`}
      onMouseMove={selected ? undefined : onHover}
      onClick={onClick}
      {...(currentSite ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
    >
      <Icon className="mf-search__hit-icon" />
      <span className="mf-visually-hidden">{t(TYPE_LABEL[hit.type])} </span>
      <span className="mf-search__hit-body">
        <span className="mf-search__hit-main">
          <Highlighted text={main} ranges={hit.highlightInfoList} />
        </span>
        {hit.type === 'content' && <span className="mf-search__hit-sub">{hit.header}</span>}
      </span>
      {!currentSite && (
        <>
          <ExternalIcon className="mf-search__hit-external" />
          <span className="mf-visually-hidden"> {t('search.newTabAccessibleLabel')}</span>
        </>
      )}
    </a>
  );
}

interface HitProps {
  selected: boolean;
  /** Whether the hit belongs to this site (same tab) or another one (new tab). */
  currentSite: boolean;
  onHover: () => void;
  onChoose: (hit: SearchHit, currentSite: boolean) => void;
}

/** Props of {@link SearchResults}: the groups, the selected tab and hit, and what to do with them. */
export interface SearchResultsProps {
  groups: ResultGroup[];
  tab: number;
  onTab: (tab: number) => void;
  listboxId: string;
  optionId: (index: number) => string;
  active: number;
  onActive: (index: number) => void;
  onChoose: HitProps['onChoose'];
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
  // Consecutive hits of one page under its title, each with its position in the listbox.
  const pages: { hit: SearchHit; i: number }[][] = [];
  if (current.renderType === 'default')
    for (const [i, hit] of current.result.entries()) {
      const page = pages.at(-1);
      if (page?.[0]?.hit.title === hit.title) page.push({ hit, i });
      else pages.push([{ hit, i }]);
    }
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
        {current.renderType === 'custom'
          ? renderCustomResult?.(current.result)
          : pages.length > 0 && (
              <div
                role="listbox"
                id={listboxId}
                aria-label={t('search.resultsAccessibleLabel')}
                className="mf-search__listbox"
              >
                {pages.map((hits) => (
                  // A listbox groups its options with role="group" (ARIA 1.2); a <fieldset> is a form control group.
                  // biome-ignore lint/a11y/useSemanticElements: see above
                  <div
                    key={hits[0]?.i}
                    role="group"
                    aria-labelledby={`${listboxId}-page-${hits[0]?.i}`}
                    className="mf-search__page"
                  >
                    <div id={`${listboxId}-page-${hits[0]?.i}`} className="mf-search__page-title">
                      {hits[0]?.hit.title}
                    </div>
                    {hits.map(({ hit, i }) => (
                      <HitOption
                        key={`${hit.link}-${i}`}
                        hit={hit}
                        id={optionId(i)}
                        selected={i === active}
                        currentSite={current.currentSite}
                        onHover={() => onActive(i)}
                        onChoose={onChoose}
                      />
                    ))}
                  </div>
                ))}
              </div>
            )}
      </div>
    </div>
  );
}
