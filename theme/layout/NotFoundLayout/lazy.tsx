import { lazy, Suspense } from 'react';
// The stylesheets stay in the first CSS every page loads: 404.html shows its prerendered markup styled
// before the layout's chunk arrives.
import '@rspress/core/dist/theme/layout/NotFountLayout/index.css';
import '../../components/NotFoundHelp/index.css';

/** The 404 layout's code: a chunk only 404 pages load (`./NotFoundLayout.tsx`). */
const Layout = lazy(() => import('./NotFoundLayout').then((m) => ({ default: m.NotFoundLayout })));

/**
 * The browser's 404 layout (in place of `./index.tsx`): the same boundary around the layout loaded on
 * demand. Hydrating `404.html`, React keeps the prerendered markup until the chunk is there; a client
 * navigation to a missing page shows it once loaded.
 */
export function NotFoundLayout() {
  return (
    <Suspense fallback={null}>
      <Layout />
    </Suspense>
  );
}
