import { useUiText } from '../../i18n';
import { SearchIcon } from './icons';
import { useIsApple } from './useSearchShortcut';

/** Props of {@link SearchButton}. */
export interface SearchButtonProps {
  open: boolean;
  dialogId: string;
  onOpen: () => void;
}

/**
 * The nav's search triggers: a wide button with the placeholder and the shortcut hint (desktop) and an
 * icon button (mobile, ≤ 1024 px, SPEC §9); CSS shows one of them.
 */
export function SearchButton({ open, dialogId, onOpen }: SearchButtonProps) {
  const t = useUiText();
  const apple = useIsApple();
  const common = {
    type: 'button' as const,
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    'aria-controls': dialogId,
    'aria-keyshortcuts': apple ? 'Meta+K' : 'Control+K',
    onClick: onOpen,
  };
  return (
    <>
      <button {...common} className="mf-search-button">
        <SearchIcon className="mf-search-button__icon" />
        <span className="mf-search-button__text">{t('search.placeholder')}</span>
        {/* The hint depends on the platform, known only in the browser: hidden until then, as prerendered. */}
        {/* The shortcut is announced through aria-keyshortcuts, so the visible hint is hidden from the name. */}
        <span aria-hidden="true">
          <kbd className="mf-search-button__hint" style={{ visibility: apple === null ? 'hidden' : 'visible' }}>
            {apple ? '⌘' : 'Ctrl'} K
          </kbd>
        </span>
      </button>
      <button {...common} className="mf-search-button--mobile" aria-label={t('search.buttonAccessibleLabel')}>
        <SearchIcon />
      </button>
    </>
  );
}
