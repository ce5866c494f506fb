import { lazy, Suspense, useCallback, useState } from 'react';
import { SearchButton } from './SearchButton';
import { useSearchShortcut } from './useSearchShortcut';
import './index.css';

/** The dialog and everything behind it (index, tokenizer, results) load when the search first opens. */
const SearchDialog = lazy(() => import('./SearchDialog'));

/** Id of the search dialog, for the trigger buttons' `aria-controls`. */
const SEARCH_DIALOG_ID = 'mf-search-dialog';

/**
 * Replaces Rspress's `Search` (used by its `Nav`): nav buttons for desktop and mobile, Ctrl/⌘+K to
 * toggle, and an accessible search dialog loaded on demand. See theme/OVERRIDES.md.
 */
export function Search() {
  const [open, setOpen] = useState(false);
  const toggle = useCallback(() => setOpen((o) => !o), []);
  const close = useCallback(() => setOpen(false), []);
  useSearchShortcut(toggle);
  return (
    <>
      <SearchButton open={open} dialogId={SEARCH_DIALOG_ID} onOpen={() => setOpen(true)} />
      {open && (
        <Suspense fallback={null}>
          <SearchDialog id={SEARCH_DIALOG_ID} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
