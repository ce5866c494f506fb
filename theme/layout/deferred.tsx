import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A component whose code loads only when a page renders it, in its own chunk, with its own Suspense
 * boundary. Prerendering waits for it (Rspress's SSG renders with `onAllReady`), and during hydration
 * React keeps the prerendered HTML of the boundary until the chunk arrives, so a reader sees no change.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Deferred;
}
