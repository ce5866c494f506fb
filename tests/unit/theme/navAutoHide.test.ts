/**
 * The bar's auto-hide as the layout runs it (theme/layout/Layout/useLayoutEffects.ts): every scroll
 * position noted, the state written through the 200 ms throttle. Scroll events on a fake clock.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type HideNavbar, navScrollState, SCROLL_THROTTLE_MS } from '../../../theme/logic/navAutoHide';
import { throttle } from '../../../theme/logic/throttle';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The layout's wiring: a scroll event at each `[ms, y]`, then the throttle's trailing call; the states written. */
function scroll(events: [number, number][], setting: HideNavbar = 'auto') {
  const state = navScrollState(setting, 64, 0);
  const written: boolean[] = [];
  const update = throttle(
    () => written.push(state.hidden()),
    SCROLL_THROTTLE_MS,
    () => Date.now(),
  );
  let now = 0;
  for (const [at, y] of events) {
    vi.advanceTimersByTime(at - now);
    now = at;
    state.scrolled(y);
    update();
  }
  vi.advanceTimersByTime(SCROLL_THROTTLE_MS);
  return written;
}

describe('given a reader who scrolls down, then up', () => {
  it('should hide the bar, then show it again', () => {
    expect(
      scroll([
        [0, 600],
        [300, 1200],
        [600, 900],
      ]),
    ).toEqual([true, true, false]);
  });

  it('should show the bar after a small scroll up inside the throttle window of a scroll down', () => {
    // 600 is written at once; 1200 and 1100 arrive within 200 ms of it: one trailing update, after an up move.
    expect(
      scroll([
        [0, 600],
        [50, 1200],
        [100, 1100],
      ]).at(-1),
    ).toBe(false);
  });

  it('should keep the bar hidden when the last move of the window is down', () => {
    expect(
      scroll([
        [0, 600],
        [50, 500],
        [100, 1100],
      ]).at(-1),
    ).toBe(true);
  });

  it('should write the state at most once per 200 ms', () => {
    const events = Array.from({ length: 40 }, (_, i): [number, number] => [i * 10, 100 + i * 20]);
    expect(scroll(events).length).toBe(3);
  });
});

describe('given the top of the page or hideNavbar "never"', () => {
  it('should show the bar within its own height of the top', () => {
    expect(
      scroll([
        [0, 600],
        [300, 40],
      ]).at(-1),
    ).toBe(false);
  });

  it('should never hide the bar with "never"', () => {
    expect(
      scroll(
        [
          [0, 600],
          [300, 1200],
        ],
        'never',
      ),
    ).toEqual([false, false]);
  });
});
