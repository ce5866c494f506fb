import { useLang, usePageData } from '@rspress/core/runtime';
import { type KeyboardEvent, type MouseEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useUiText } from '../../i18n';
import type { SearchHit, SearchRuntimeConfig } from '../../logic/search';
import { useLinkNavigate } from '../Link';
import { ClearIcon, EmptyIcon, SearchIcon } from './icons';
import { SearchResults } from './SearchResults';
import { searchConfig, useSearch } from './useSearch';

/** The empty result (SPEC §8): an icon, "No results for" and the query, then a suggestion. */
function NoResults({ query }: { query: string }) {
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

/**
 * The search dialog: a native modal `<dialog>` (the browser makes the page inert, keeps focus inside and
 * closes on Escape) with a title, an ARIA 1.2 combobox controlling a listbox of hits, and a live
 * status. Loaded on first opening (see ./index.tsx); hits open through the theme's own Link navigation.
 */
export default function SearchDialog({
  id,
  onClose,
  config = searchConfig,
}: {
  id: string;
  onClose: () => void;
  config?: SearchRuntimeConfig;
}) {
  const t = useUiText();
  const lang = useLang();
  const { siteData } = usePageData();
  const navigate = useLinkNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const uid = useId().replace(/:/g, '');
  const listboxId = `mf-search-listbox-${uid}`;
  const optionId = (i: number) => `${listboxId}-option-${i}`;
  useEffect(() => {
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.showModal();
    return () => {
      dialog.current?.close();
      returnTo?.focus();
    };
  }, []);
  const { query, setQuery, groups, answeredQuery, status } = useSearch(lang, siteData.title, config, siteData.base);
  const [tab, setTab] = useState(0);
  const [active, setActive] = useState(0);
  useEffect(() => {
    setTab(0);
    setActive(0);
  }, [groups]);

  const current = groups[tab] ?? groups[0];
  const hits = useMemo(() => (current?.renderType === 'default' ? current.result : []), [current]);
  const total = groups.reduce((n, g) => n + (g.renderType === 'default' ? g.result.length : 1), 0);
  const empty = status === 'done' && total === 0;
  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const choose = (hit: SearchHit, currentSite: boolean) => {
    onClose();
    if (currentSite) void navigate(hit.link);
    else window.open(hit.link, '_blank', 'noopener,noreferrer');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // Keys that confirm an IME composition (Chinese input) are not ours.
    if (e.nativeEvent.isComposing) return;
    // One Escape closes, whatever the field holds: a native search field would clear itself and swallow
    // the key (Chromium), or keep it from the dialog altogether (WebKit). Clearing is the clear icon's.
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
      return;
    }
    if (hits.length === 0) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a + step + hits.length) % hits.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const hit = hits[active];
      if (hit && current?.renderType === 'default') choose(hit, current.currentSite);
    }
  };
  const clear = () => {
    if (!query) {
      onClose();
      return;
    }
    setQuery('');
    input.current?.focus();
  };
  const statusText =
    status === 'loading'
      ? t('search.loading')
      : empty
        ? t('search.noResults', { query: answeredQuery })
        : status === 'done'
          ? t('search.resultCount', { count: String(total) })
          : '';
  const titleId = `${id}-title`;

  // A click on the dialog itself, around the panel, is a click on the mask.
  const onMaskClick = (e: MouseEvent<HTMLDialogElement>) => {
    if (e.target === e.currentTarget) onClose();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the mask's keyboard twin is Escape, the dialog's `cancel` event.
    <dialog
      ref={dialog}
      id={id}
      aria-labelledby={titleId}
      className="mf-search"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={onMaskClick}
    >
      <div className="mf-search__panel">
        <h2 id={titleId} className="mf-visually-hidden">
          {t('search.dialogTitle')}
        </h2>
        <div className="mf-search__bar">
          <SearchIcon className={`mf-search__bar-icon${status === 'loading' ? ' mf-search__bar-icon--loading' : ''}`} />
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
          <button
            type="button"
            className="mf-search__clear"
            aria-label={query ? t('search.clearAccessibleLabel') : t('search.closeAccessibleLabel')}
            onClick={clear}
          >
            <ClearIcon />
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
        {empty ? (
          <NoResults query={answeredQuery} />
        ) : (
          total > 0 && (
            <SearchResults
              groups={groups}
              tab={tab}
              onTab={(i) => {
                setTab(i);
                setActive(0);
              }}
              listboxId={listboxId}
              optionId={optionId}
              active={active}
              onActive={setActive}
              onChoose={choose}
            />
          )
        )}
      </div>
    </dialog>
  );
}
