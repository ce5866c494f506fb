import { useSite } from '@rspress/core/runtime';
import { getDefaultDarkModeValue, isDarkModeSwitchEnabled } from '@rspress/shared';
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { useStorageValue } from './useStorageValue';

/** SPEC §9: where the chosen appearance is kept (the key Rspress's inline head script reads too). */
const APPEARANCE_KEY = 'rspress-theme-appearance';
type Appearance = 'light' | 'dark' | 'auto';
type Theme = 'light' | 'dark';

/**
 * Puts `theme` on `<html>` the way Rspress 2.0.22's `applyThemeToDOM` does (`dark`/`rp-dark` classes,
 * `color-scheme`, and `rp-theme-switching` for one frame so colours do not animate). Upstream's is not
 * exported; copied rather than deep-imported from `dist/`.
 */
function applyThemeToDOM(theme: Theme): void {
  const root = document.documentElement;
  const isDark = theme === 'dark';
  const changed = root.classList.contains('dark') !== isDark;
  root.classList.toggle('dark', isDark);
  root.classList.toggle('rp-dark', isDark);
  root.style.colorScheme = theme;
  if (!changed) return;
  root.classList.add('rp-theme-switching');
  void window.getComputedStyle(root).opacity; // flush styles before the transition is re-enabled
  requestAnimationFrame(() => root.classList.remove('rp-theme-switching'));
}

/** Whether `query` matches, following changes (Rspress's `useMediaQuery`, not exported). */
function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => typeof window !== 'undefined' && window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const onChange = (e: MediaQueryListEvent) => setMatches(e.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}

const isAppearance = (v: unknown): v is Appearance => v === 'light' || v === 'dark' || v === 'auto';

/**
 * Replaces Rspress v2's `useThemeState` (2.0.22, `dist/theme/logic/useThemeState.js`), same behaviour:
 * light, dark or auto (auto follows `prefers-color-scheme`), stored under `rspress-theme-appearance`
 * and synchronised across tabs. The one change: it reads storage through our `useStorageValue`, so a
 * throwing `localStorage` no longer stops the site from rendering (upstream imports its own hook
 * relatively, so overriding `useStorageValue` alone does not reach it).
 */
export function useThemeState(): readonly [Theme, (value: Theme) => void] {
  const { site } = useSite();
  const darkMode = site.themeConfig.darkMode;
  const canSwitch = isDarkModeSwitchEnabled(darkMode);
  const fallback: Appearance = getDefaultDarkModeValue(darkMode);
  const [stored, setStored] = useStorageValue<string>(APPEARANCE_KEY, fallback);
  const system: Theme = useMediaQuery('(prefers-color-scheme: dark)') ? 'dark' : 'light';
  const appearance = canSwitch && isAppearance(stored) ? stored : fallback;
  const theme: Theme = appearance === 'auto' ? system : appearance;
  const setTheme = useCallback(
    (value: Theme) => {
      if (!canSwitch) return;
      // Choosing what the system already shows means "follow the system" again.
      setStored(value === system ? 'auto' : value);
      applyThemeToDOM(value);
    },
    [canSwitch, system, setStored],
  );
  useLayoutEffect(() => applyThemeToDOM(theme), [theme]);
  return [theme, setTheme] as const;
}
