import { useI18n } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme';
import { useLanguageLinks } from '../../hooks/useLanguageLinks';
// Upstream's row layout (.rp-nav-screen-langs), which left the bundle with its NavScreenLangs.
import '@rspress/core/dist/theme/components/NavScreen/NavScreenLangs.css';
import { useUiText } from '../../i18n';

/**
 * The languages row of the full-screen menu. Upstream's (2.0.22 `NavScreenLangs`) is a `<div onClick>`
 * that unfolds the links: not focusable, not announced. Here the links are shown at once, in a named
 * list; the current language is marked `aria-current` and is not a link.
 */
export function NavScreenLangs() {
  const { items, activeValue } = useLanguageLinks();
  const t = useI18n();
  const ui = useUiText();
  if (items.length < 2) return null;
  return (
    <div className="rp-nav-screen-langs mf-nav-screen-langs">
      <span className="rp-nav-screen-langs__left">{t('languagesText')}</span>
      <ul className="mf-nav-screen-langs__list" aria-label={ui('nav.languageAccessibleLabel')}>
        {items.map((item) => (
          <li key={item.lang}>
            {item.text === activeValue ? (
              <span className="mf-nav-screen-langs__item mf-nav-screen-langs__item--active" aria-current="page">
                {item.text}
              </span>
            ) : (
              <Link
                href={item.link}
                className="mf-nav-screen-langs__item"
                hrefLang={item.lang}
                lang={item.lang}
                rel="alternate"
              >
                {item.text}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
