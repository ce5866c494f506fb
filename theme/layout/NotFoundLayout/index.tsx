import { Suspense } from 'react';
import { NotFoundLayout as Layout } from './NotFoundLayout';

/**
 * The 404 layout as the prerender (and the unit tests) render it: the real one, inside the same
 * Suspense boundary as the browser's stand-in (`./lazy.tsx`, swapped in for this module in the browser
 * bundle by rspress-patches/perRouteLayouts/plugin.ts), so `404.html` hydrates without a mismatch and
 * keeps its prerendered links while the layout's chunk loads.
 */
export function NotFoundLayout() {
  return (
    <Suspense fallback={null}>
      <Layout />
    </Suspense>
  );
}
