// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useStorageValue } from '../../../theme/hooks/useStorageValue';
import { createSafeStorage } from '../../../theme/logic/safeStorage';

afterEach(cleanup);
beforeEach(() => localStorage.clear());

describe('given a storage that throws on every access', () => {
  it('should keep values in memory for the session instead of throwing', () => {
    const storage = createSafeStorage(() => {
      throw new Error('SecurityError');
    });
    expect(storage.get('k')).toBeNull();
    storage.set('k', 'dark');
    expect(storage.get('k')).toBe('dark');
    storage.set('k', null);
    expect(storage.get('k')).toBeNull();
  });
});

describe('given a working storage', () => {
  it('should read and write through it', () => {
    const storage = createSafeStorage(() => localStorage);
    storage.set('rspress-theme-appearance', 'light');
    expect(localStorage.getItem('rspress-theme-appearance')).toBe('light');
    localStorage.setItem('rspress-theme-appearance', 'dark');
    expect(storage.get('rspress-theme-appearance')).toBe('dark');
  });
});

describe('given useStorageValue', () => {
  it('should start from the stored value and write what is set', () => {
    localStorage.setItem('pm', 'pnpm');
    const { result } = renderHook(() => useStorageValue<string>('pm', 'npm'));
    expect(result.current[0]).toBe('pnpm');
    act(() => result.current[1]('bun'));
    expect(result.current[0]).toBe('bun');
    expect(localStorage.getItem('pm')).toBe('bun');
  });

  it('should follow a change made in another tab (storage event) and ignore other keys', () => {
    const { result } = renderHook(() => useStorageValue('rspress-theme-appearance', 'auto'));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'x' }));
    });
    expect(result.current[0]).toBe('auto');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'rspress-theme-appearance', newValue: 'dark' }));
    });
    expect(result.current[0]).toBe('dark');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'rspress-theme-appearance', newValue: null }));
    });
    expect(result.current[0]).toBe('auto');
  });

  it('should keep two components of one tab in step', () => {
    const a = renderHook(() => useStorageValue<string>('pm', 'npm'));
    const b = renderHook(() => useStorageValue<string>('pm', 'npm'));
    act(() => a.result.current[1]('yarn'));
    expect(b.result.current[0]).toBe('yarn');
  });
});
