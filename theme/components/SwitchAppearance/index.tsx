import { ThemeContext } from '@rspress/core/runtime';
import { IconMoon, IconSun, SvgWrapper } from '@rspress/core/theme';
import { useContext } from 'react';
// Upstream's stylesheet (sun/moon by theme) left the bundle with the component we replace.
import '@rspress/core/dist/theme/components/SwitchAppearance/index.css';
import { useUiText } from '../../i18n';

/**
 * Replaces Rspress v2's SwitchAppearance (2.0.22), a clickable `<div>` without a name, by a `<button>`
 * named after what it does ("Switch to dark theme"). Same classes and icons, so Rspress's CSS (which
 * shows the sun or the moon by theme) still applies. The toggle goes dark ↔ light (SPEC §4); the
 * optional view-transition animation is left out (`enableAppearanceAnimation` is off on this site).
 */
export function SwitchAppearance({ onClick }: { onClick?: () => void }) {
  const { theme, setTheme } = useContext(ThemeContext);
  const t = useUiText();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="rp-switch-appearance mf-reset-button"
      aria-label={t(
        next === 'dark' ? 'appearance.toggleToDarkAccessibleLabel' : 'appearance.toggleToLightAccessibleLabel',
      )}
      onClick={() => {
        setTheme?.(next);
        onClick?.();
      }}
    >
      <SvgWrapper
        className="rp-switch-appearance__icon rp-switch-appearance__icon--sun"
        icon={IconSun}
        fill="currentColor"
      />
      <SvgWrapper
        className="rp-switch-appearance__icon rp-switch-appearance__icon--moon"
        icon={IconMoon}
        fill="currentColor"
      />
    </button>
  );
}
