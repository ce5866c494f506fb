/**
 * SPEC §4: on a route change the page data loads first; a progress bar appears only when that takes
 * more than 200 ms. A tiny store (no React, no DOM) that the navigation drives and the bar reads.
 */

/** The bar shows only for loads slower than this. */
export const PROGRESS_DELAY_MS = 200;

type Listener = () => void;

export interface ProgressStore {
  /** Whether the bar is showing. */
  isVisible(): boolean;
  subscribe(listener: Listener): () => void;
  /** Marks the start of a load; returns the function that ends it (idempotent), whatever the outcome. */
  begin(): () => void;
}

/** Creates a store; `schedule` is injectable for tests. */
export function createProgressStore(
  schedule: (fn: () => void, ms: number) => () => void = (fn, ms) => {
    const id = setTimeout(fn, ms);
    return () => clearTimeout(id);
  },
): ProgressStore {
  let pending = 0;
  let visible = false;
  const listeners = new Set<Listener>();
  const set = (next: boolean) => {
    if (next === visible) return;
    visible = next;
    for (const l of listeners) l();
  };
  return {
    isVisible: () => visible,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    begin() {
      pending += 1;
      const cancel = schedule(() => set(pending > 0), PROGRESS_DELAY_MS);
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        cancel();
        pending -= 1;
        if (pending === 0) set(false);
      };
    },
  };
}

/** The site's one store. */
export const pageLoadProgress: ProgressStore = createProgressStore();
