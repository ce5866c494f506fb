import { useCallback, useEffect, useState } from 'react';
import { safeLocalStorage } from '../logic/safeStorage';

/** The same-tab event Rspress's hook uses, kept so original and override stay in sync. */
const SYNC_EVENT = 'RSPRESS_SYNC_STORAGE_EVENT_NAME';

interface SyncDetail {
  key: string;
  newValue: string | null | undefined;
}

/**
 * Replaces Rspress v2's `useStorageValue` (2.0.22, `dist/theme/logic/useStorageValue.js`), same API:
 * a value kept in `localStorage`, synchronised across this tab's components and across tabs
 * (`storage` event). Unlike upstream it never throws when storage is unusable; the value then lives
 * for the session only.
 */
export function useStorageValue<T extends string>(key: string, defaultValue: T): [T, (value: T | null) => void];
export function useStorageValue(key: string, defaultValue?: string | null) {
  const [value, setValueInternal] = useState<string | null | undefined>(defaultValue);
  useEffect(() => {
    const stored = safeLocalStorage.get(key);
    if (stored !== null) setValueInternal(stored);
  }, [key]);
  const setValue = useCallback(
    (next: string | null | undefined) => {
      safeLocalStorage.set(key, next ?? null);
      setValueInternal(next);
      window.dispatchEvent(new CustomEvent<SyncDetail>(SYNC_EVENT, { detail: { key, newValue: next } }));
    },
    [key],
  );
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === key) setValueInternal(e.newValue ?? defaultValue);
    };
    const onSync = (e: Event) => {
      const { detail } = e as CustomEvent<SyncDetail>;
      if (detail.key === key) setValueInternal(detail.newValue ?? defaultValue);
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener(SYNC_EVENT, onSync);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(SYNC_EVENT, onSync);
    };
  }, [key, defaultValue]);
  return [value, setValue] as const;
}
