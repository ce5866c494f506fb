// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOnFirstInteraction } from '../../../theme/hooks/useOnFirstInteraction';

afterEach(cleanup);

describe('given work deferred to the first interaction', () => {
  it('should wait for the visitor, then run once whatever the visitor does next', () => {
    const action = vi.fn();
    renderHook(() => useOnFirstInteraction(action));
    expect(action).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointermove'));
    window.dispatchEvent(new Event('keydown'));
    window.dispatchEvent(new Event('scroll'));
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('should run on a key press or a touch as well as on the pointer', () => {
    for (const type of ['keydown', 'touchstart', 'wheel']) {
      const action = vi.fn();
      const { unmount } = renderHook(() => useOnFirstInteraction(action));
      window.dispatchEvent(new Event(type));
      expect(action, type).toHaveBeenCalledTimes(1);
      unmount();
    }
  });

  it('should not run after the page that asked for it is gone', () => {
    const action = vi.fn();
    const { unmount } = renderHook(() => useOnFirstInteraction(action));
    unmount();
    window.dispatchEvent(new Event('pointerdown'));
    expect(action).not.toHaveBeenCalled();
  });
});
