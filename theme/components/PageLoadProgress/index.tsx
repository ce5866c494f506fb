import { useSyncExternalStore } from 'react';
import { useUiText } from '../../i18n';
import { pageLoadProgress } from '../../logic/pageLoadProgress';
import './index.css';

/**
 * The route-change progress bar (replaces upstream's nprogress): shown while a page's data takes
 * more than 200 ms to load, gone when it loads or fails.
 */
export function PageLoadProgress() {
  const visible = useSyncExternalStore(pageLoadProgress.subscribe, pageLoadProgress.isVisible, () => false);
  const t = useUiText();
  if (!visible) return null;
  return (
    <div className="mf-page-progress" role="progressbar" aria-label={t('progress.loadingAccessibleLabel')}>
      <div className="mf-page-progress__bar" />
    </div>
  );
}
