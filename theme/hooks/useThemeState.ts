import { useSite } from '@rspress/core/runtime';
import { applyThemeToDOM } from '@rspress/core/dist/theme/logic/applyThemeToDOM.js';
import { useMediaQuery } from '@rspress/core/dist/theme/logic/useMediaQuery.js';
import { getDefaultDarkModeValue, isDarkModeSwitchEnabled } from '@rspress/shared';
import { useCallback, useLayoutEffect } from 'react';
import { useStorageValue } from './useStorageValue';

/** SPEC §9: where the chosen appearance is kept (the key Rspress's inline head script reads too). */
export const APPEARANCE_KEY = 'rspress-theme-appearance';
type Appearance = 'light' | 'dark' | 'auto';
type Theme = 'light' | 'dark';

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
