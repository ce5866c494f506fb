import { describe, expect, it } from 'vitest';
import { createProgressStore, PROGRESS_DELAY_MS } from '../../../theme/logic/pageLoadProgress';

/** A manual clock: `schedule` records callbacks; `advance` runs those that are due. */
function manualClock() {
  let now = 0;
  const timers: { at: number; fn: () => void; cancelled: boolean }[] = [];
  return {
    schedule: (fn: () => void, ms: number) => {
      const t = { at: now + ms, fn, cancelled: false };
      timers.push(t);
      return () => {
        t.cancelled = true;
      };
    },
    advance(ms: number) {
      now += ms;
      for (const t of timers)
        if (!t.cancelled && t.at <= now) {
          t.cancelled = true;
          t.fn();
        }
    },
  };
}

describe('given a page-data load', () => {
  it('should show no bar for a load that ends within 200 ms', () => {
    const clock = manualClock();
    const store = createProgressStore(clock.schedule);
    const end = store.begin();
    clock.advance(PROGRESS_DELAY_MS - 1);
    end();
    clock.advance(1000);
    expect(store.isVisible()).toBe(false);
  });

  it('should show the bar after 200 ms and hide it when the load ends, successfully or not', () => {
    const clock = manualClock();
    const store = createProgressStore(clock.schedule);
    let changes = 0;
    store.subscribe(() => changes++);
    const end = store.begin();
    clock.advance(PROGRESS_DELAY_MS);
    expect(store.isVisible()).toBe(true);
    end();
    end(); // ending twice (finally after catch) is harmless
    expect(store.isVisible()).toBe(false);
    expect(changes).toBe(2);
  });

  it('should keep the bar while a later load is still running', () => {
    const clock = manualClock();
    const store = createProgressStore(clock.schedule);
    const first = store.begin();
    const second = store.begin();
    clock.advance(PROGRESS_DELAY_MS);
    first();
    expect(store.isVisible()).toBe(true);
    second();
    expect(store.isVisible()).toBe(false);
  });
});
