import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useUiText } from '../../i18n';
import { Icon } from './icons';
import './index.css';

/** The dialog and everything behind it (index, tokenizer, results) load when the search first opens. */
const SearchDialog = lazy(() => import('./SearchDialog'));

const SEARCH_DIALOG_ID = 'mf-search-dialog';

/**
 * Replaces Rspress's `Search` (theme/OVERRIDES.md): a wide button with the shortcut hint and an icon
 * button (≤ 1024 px, SPEC §9), CSS showing one; Ctrl/⌘+K toggles (SPEC §4); the dialog loads on demand.
 */
export function Search() {
  const t = useUiText();
  // Whether the platform uses ⌘ rather than Ctrl: known after mount only (the server cannot tell).
  const [apple, setApple] = useState<boolean | null>(null);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  useEffect(() => {
    const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
    setApple(/mac|iphone|ipad|ipod/i.test(nav.userAgentData?.platform ?? nav.platform ?? ''));
    // Compared case-insensitively: with Shift or Caps Lock, and in Playwright's `Control+K`, the key is `K`.
    const onKeyDown = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setOpen((o) => !o);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  const common = {
    type: 'button' as const,
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    'aria-controls': SEARCH_DIALOG_ID,
    'aria-keyshortcuts': apple ? 'Meta+K' : 'Control+K',
    onClick: () => setOpen(true),
  };
  return (
    <>
      <button {...common} className="mf-search-button">
        <Icon name="search" className="mf-search-button__icon" />
        <span className="mf-search-button__text">{t('search.placeholder')}</span>
        {/* The hint depends on the platform, known only in the browser: hidden until then, as prerendered. */}
        {/* The shortcut is announced through aria-keyshortcuts, so the visible hint is hidden from the name. */}
        <span aria-hidden="true">
          <kbd className="mf-search-button__hint" style={{ visibility: apple === null ? 'hidden' : 'visible' }}>
            {t(apple ? 'search.shortcutHintApple' : 'search.shortcutHint')}
          </kbd>
        </span>
      </button>
      <button {...common} className="mf-search-button--mobile" aria-label={t('search.buttonAccessibleLabel')}>
        <Icon name="search" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog id={SEARCH_DIALOG_ID} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
