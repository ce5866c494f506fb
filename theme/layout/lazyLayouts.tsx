import type { HomeLayout as OriginalHomeLayout, Overview as OriginalOverview } from '@rspress/core/theme-original';
import { type ComponentProps, lazy, Suspense } from 'react';

/*
 * Layouts only a few pages render, kept out of the code every page downloads: the home layout (two
 * pages) and the overview listing (pages with `overview: true`). Rspress's Layout and DocLayout import
 * them from `@rspress/core/theme`, which resolves to theme/index.tsx, so exporting these there is enough.
 *
 * Each loads in its own chunk, inside its own Suspense boundary. Prerendering waits for it (Rspress's
 * SSG renders with `onAllReady`), and during hydration React keeps the boundary's prerendered HTML until
 * the chunk arrives, so a reader sees no change.
 */

const LazyHomeLayout = lazy(() => import('./HomeLayout').then((m) => ({ default: m.HomeLayout })));
const LazyOverview = lazy(() =>
  import('@rspress/core/dist/theme/components/Overview/index.js').then((m) => ({ default: m.Overview })),
);

export function HomeLayout(props: ComponentProps<typeof OriginalHomeLayout>) {
  return (
    <Suspense fallback={null}>
      <LazyHomeLayout {...props} />
    </Suspense>
  );
}

export function Overview(props: ComponentProps<typeof OriginalOverview>) {
  return (
    <Suspense fallback={null}>
      <LazyOverview {...props} />
    </Suspense>
  );
}
