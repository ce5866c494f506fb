import type { MouseEvent } from 'react';
import { useUiText } from '../../i18n';

/** The id of the element the skip link moves focus to. */
const SKIP_TARGET_ID = 'mf-content';

/** Moves focus to the content without changing the URL hash (which would scroll under the bar). */
function focusContent(event: MouseEvent<HTMLAnchorElement>): void {
  const target = document.getElementById(SKIP_TARGET_ID);
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/** "Skip to content": the first focusable element of every page, visible when focused. */
export function SkipLink() {
  const t = useUiText();
  return (
    <a className="mf-skip-link" href={`#${SKIP_TARGET_ID}`} onClick={focusContent}>
      {t('skipLink.text')}
    </a>
  );
}

/** Where the skip link lands: placed just before the main content of each layout. */
export function SkipTarget() {
  return <span id={SKIP_TARGET_ID} className="mf-skip-target" tabIndex={-1} />;
}
