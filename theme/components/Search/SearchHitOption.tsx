import type { MouseEvent } from 'react';
import { useUiText } from '../../i18n';
import type { SearchHit } from '../../logic/search';
import { Highlighted } from './Highlighted';
import { ExternalIcon, HeaderIcon, PageIcon, TextIcon } from './icons';

/** Props of {@link SearchHitOption}. */
export interface SearchHitOptionProps {
  hit: SearchHit;
  id: string;
  selected: boolean;
  /** Whether the hit belongs to this site (same tab) or another one (new tab). */
  currentSite: boolean;
  onHover: () => void;
  onChoose: (hit: SearchHit, currentSite: boolean) => void;
}

const ICONS = { title: PageIcon, header: HeaderIcon, content: TextIcon } as const;
const TYPE_LABEL = {
  title: 'search.hitTitleAccessibleLabel',
  header: 'search.hitHeaderAccessibleLabel',
  content: 'search.hitContentAccessibleLabel',
} as const;

/**
 * One hit: an `option` of the results listbox. It is a real link (so middle-click and "open in new tab"
 * work) kept out of the tab order: the combobox moves the selection with `aria-activedescendant`.
 */
export function SearchHitOption({ hit, id, selected, currentSite, onHover, onChoose }: SearchHitOptionProps) {
  const t = useUiText();
  const Icon = ICONS[hit.type];
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    onChoose(hit, currentSite);
  };
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
        {hit.type === 'content' ? (
          <>
            <span className="mf-search__hit-main">
              <Highlighted text={hit.statement ?? ''} ranges={hit.highlightInfoList} />
            </span>
            <span className="mf-search__hit-sub">{hit.header}</span>
          </>
        ) : (
          <span className="mf-search__hit-main">
            <Highlighted text={hit.header} ranges={hit.highlightInfoList} />
          </span>
        )}
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
