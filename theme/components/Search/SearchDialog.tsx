import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useUiText } from '../../i18n';
import { splitHighlights } from '../../logic/search/hits';
import type { SearchHit, SearchRuntimeConfig } from '../../logic/search/types';
import { useLinkNavigate } from '../Link';
import { Icon } from './icons';
import { siteHooks } from './siteHooks';
import { searchConfig, useSearch } from './useSearch';

const TYPE_LABEL = {
  title: 'search.hitTitleAccessibleLabel',
  header: 'search.hitHeaderAccessibleLabel',
  content: 'search.hitContentAccessibleLabel',
} as const;

/**
 * The search dialog: a native modal `<dialog>` (page inert, focus kept inside, Escape closes), an ARIA 1.2
 * combobox controlling a listbox of hits grouped by page, tabs for several result groups (SPEC §9) and a
 * live status. Hits open through the theme's Link navigation, another site's in a new tab.
 */
export default function SearchDialog({
  id,
  onClose,
  config = searchConfig,
  initialQuery = '',
}: {
  id: string;
  onClose: () => void;
  /** A query already typed when the dialog opens (the 404 page passes the address's words). */
  initialQuery?: string;
  /** Local or remote search: the build's configuration by default. */
  config?: SearchRuntimeConfig;
}) {
  const t = useUiText();
  const navigate = useLinkNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const listboxId = `mf-search-listbox-${useId().replace(/:/g, '')}`;
  const optionId = (i: number) => `${listboxId}-option-${i}`;
  const { query, setQuery, groups, answeredQuery, status } = useSearch(config, initialQuery);
  const [tab, setTab] = useState(0);
  const [active, setActive] = useState(0);
  useEffect(() => {
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.showModal();
    return () => {
      dialog.current?.close();
      returnTo?.focus();
    };
  }, []);
  // New results start at their first tab and hit, in the render that shows them (React's pattern for state
  // reset by a prop: an effect would run after that render, and undo an arrow key pressed in between).
  const [shownGroups, setShownGroups] = useState(groups);
  if (groups !== shownGroups) {
    setShownGroups(groups);
    setTab(0);
    setActive(0);
  }
  useEffect(() => {
    // A block, not an expression: Chromium's scrollIntoView returns a promise, which React would call as a cleanup.
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const current = groups[tab] ?? groups[0];
  const hits = current?.renderType === 'default' ? current.result : [];
  const total = groups.reduce((n, g) => n + (g.renderType === 'default' ? g.result.length : 1), 0);
  const empty = status === 'done' && total === 0;
  const currentSite = current?.renderType === 'default' && current.currentSite;
  // Consecutive hits of one page go under its title.
  const pages: number[][] = [];
  for (const [i, hit] of hits.entries()) {
    if (hits[i - 1]?.title === hit.title) pages.at(-1)?.push(i);
    else pages.push([i]);
  }

  const choose = (hit: SearchHit) => {
    onClose();
    if (currentSite) void navigate(hit.link);
    else window.open(hit.link, '_blank', 'noopener,noreferrer');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // Keys that confirm an IME composition (Chinese input) are not ours.
    if (e.nativeEvent.isComposing) return;
    // One Escape closes, whatever the field holds: a native search field would clear itself and swallow
    // the key (Chromium), or keep it from the dialog altogether (WebKit). Clearing is the clear icon's.
    const step = { ArrowDown: 1, ArrowUp: -1 }[e.key];
    const hit = hits[active];
    if (e.key === 'Escape') onClose();
    else if (step && hits.length > 0) setActive((a) => (a + step + hits.length) % hits.length);
    else if (e.key === 'Enter' && hit) choose(hit);
    else return;
    e.preventDefault();
  };
  const onTab = (i: number) => {
    setTab(i);
    setActive(0);
    document.getElementById(`${listboxId}-tab-${i}`)?.focus();
  };
  const done = empty ? t('search.noResults', { query: answeredQuery }) : t('search.resultCount', { count: `${total}` });
  const statusText = { idle: '', loading: t('search.loading'), done }[status];
  // Interpolate around an element: split the template at its placeholder rather than concatenating texts.
  const [noResultsBefore = '', noResultsAfter = ''] = t('search.noResults').split('{{query}}');

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the mask's keyboard twin is Escape, the dialog's `cancel` event.
    <dialog
      ref={dialog}
      id={id}
      aria-labelledby={`${id}-title`}
      className="mf-search"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      // A click on the dialog itself, around the panel, is a click on the mask.
      onClick={(e) => e.target === e.currentTarget && onClose()}
    >
      <div className="mf-search__panel">
        <h2 id={`${id}-title`} className="mf-visually-hidden">
          {t('search.dialogTitle')}
        </h2>
        <div className="mf-search__bar">
          <Icon
            name="search"
            className={`mf-search__bar-icon${status === 'loading' ? ' mf-search__bar-icon--loading' : ''}`}
          />
          {/* A text field, not type="search": engines give that one an Escape and a clear button of their own. */}
          <input
            ref={input}
            autoFocus
            className="mf-search__input"
            type="text"
            role="combobox"
            aria-label={t('search.inputAccessibleLabel')}
            aria-expanded={hits.length > 0}
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={hits.length > 0 ? optionId(active) : undefined}
            placeholder={t('search.placeholder')}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={onKeyDown}
          />
          {/* The clear icon empties the query, or closes the dialog when it is empty (SPEC §4). */}
          <button
            type="button"
            className="mf-search__clear"
            aria-label={query ? t('search.clearAccessibleLabel') : t('search.closeAccessibleLabel')}
            onClick={() => {
              if (!query) return onClose();
              setQuery('');
              input.current?.focus();
            }}
          >
            <Icon name="clear" />
          </button>
          <button type="button" className="mf-search__cancel" onClick={onClose}>
            {t('search.cancel')}
          </button>
        </div>
        <div role="status" className="mf-visually-hidden">
          {statusText}
        </div>
        {status === 'loading' && total === 0 && (
          <p className="mf-search__loading" aria-hidden="true">
            {t('search.loading')}
          </p>
        )}
        {empty && (
          <div className="mf-search__empty">
            <Icon name="empty" className="mf-search__empty-icon" />
            <p>
              {noResultsBefore}
              <b>{answeredQuery}</b>
              {noResultsAfter}
            </p>
            <p className="mf-search__empty-hint">{t('search.tryAgain')}</p>
          </div>
        )}
        {!empty && current && (
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
                ? siteHooks.render?.(current.result)
                : hits.length > 0 && (
                    <div
                      role="listbox"
                      id={listboxId}
                      aria-label={t('search.resultsAccessibleLabel')}
                      className="mf-search__listbox"
                    >
                      {pages.map((page) => (
                        // biome-ignore lint/a11y/useSemanticElements: a listbox groups options with role="group" (ARIA 1.2)
                        <div
                          key={page[0]}
                          role="group"
                          aria-labelledby={`${listboxId}-page-${page[0]}`}
                          className="mf-search__page"
                        >
                          <div id={`${listboxId}-page-${page[0]}`} className="mf-search__page-title">
                            {hits[page[0] ?? 0]?.title}
                          </div>
                          {page.map((i) => {
                            const hit = hits[i] as SearchHit;
                            // A real link (middle-click and "open in new tab" work) out of the tab order: the
                            // combobox moves the selection with `aria-activedescendant`.
                            return (
                              <a
                                key={i}
                                role="option"
                                id={optionId(i)}
                                aria-selected={i === active}
                                tabIndex={-1}
                                href={hit.link}
                                className={`mf-search__hit${i === active ? ' mf-search__hit--selected' : ''}`}
                                onMouseMove={i === active ? undefined : () => setActive(i)}
                                onClick={(e) => {
                                  if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
                                  e.preventDefault();
                                  choose(hit);
                                }}
                                {...(currentSite ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
                              >
                                <Icon name={hit.type} className="mf-search__hit-icon" />
                                <span className="mf-visually-hidden">{t(TYPE_LABEL[hit.type])} </span>
                                <span className="mf-search__hit-body">
                                  <span className="mf-search__hit-main">
                                    {/* Text nodes: a query is never interpreted as HTML. */}
                                    {splitHighlights(
                                      hit.type === 'content' ? (hit.statement ?? '') : hit.header,
                                      hit.highlightInfoList,
                                    ).map((piece) =>
                                      piece.highlighted ? (
                                        <mark key={piece.start} className="mf-search__mark">
                                          {piece.text}
                                        </mark>
                                      ) : (
                                        piece.text
                                      ),
                                    )}
                                  </span>
                                  {hit.type === 'content' && <span className="mf-search__hit-sub">{hit.header}</span>}
                                </span>
                                {!currentSite && (
                                  <>
                                    <Icon name="external" className="mf-search__hit-external" />
                                    <span className="mf-visually-hidden"> {t('search.newTabAccessibleLabel')}</span>
                                  </>
                                )}
                              </a>
                            );
                          })}
                        </div>
                      ))}
                    </div>
                  )}
            </div>
          </div>
        )}
      </div>
    </dialog>
  );
}
