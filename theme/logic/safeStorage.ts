/**
 * `localStorage` that never throws. Privacy modes and sandboxed frames throw on any access to
 * `window.localStorage`; Rspress v2's default theme then fails to render at all.
 * When storage is unusable, values live in memory for the session instead.
 */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string | null): void;
}

/** Creates a storage over `getStorage()`, falling back to memory whenever it throws. */
export function createSafeStorage(getStorage: () => Storage | undefined): SafeStorage {
  const memory = new Map<string, string>();
  return {
    get(key) {
      try {
        const storage = getStorage();
        if (storage) return storage.getItem(key);
      } catch {
        // Unusable storage: fall back to the session memory below.
      }
      return memory.get(key) ?? null;
    },
    set(key, value) {
      if (value === null) memory.delete(key);
      else memory.set(key, value);
      try {
        const storage = getStorage();
        if (!storage) return;
        if (value === null) storage.removeItem(key);
        else storage.setItem(key, value);
      } catch {
        // Kept in memory only.
      }
    },
  };
}

/** The browser's `localStorage`, made safe. */
export const safeLocalStorage: SafeStorage = createSafeStorage(() =>
  typeof window === 'undefined' ? undefined : window.localStorage,
);
