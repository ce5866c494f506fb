/**
 * Calls `fn` at once, then at most once per `wait` ms; a call inside the window is deferred to its
 * end so the last position is never lost. `cancel` drops a pending call.
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  wait: number,
  now: () => number = () => Date.now(),
): ((...args: A) => void) & { cancel(): void } {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const run = (args: A) => {
    last = now();
    fn(...args);
  };
  const throttled = (...args: A) => {
    const remaining = wait - (now() - last);
    if (remaining <= 0) {
      if (timer) clearTimeout(timer);
      timer = undefined;
      run(args);
      return;
    }
    pending = args;
    timer ??= setTimeout(() => {
      timer = undefined;
      if (pending) run(pending);
      pending = undefined;
    }, remaining);
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
