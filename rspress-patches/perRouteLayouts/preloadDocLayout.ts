import { useEffect } from 'react';
import { whenNear } from '../../theme/logic/whenNear';
import { isPatchOn } from '../patches';

const preload = () => {
  import('@rspress/core/dist/theme/layout/DocLayout/index.js').catch(() => undefined);
};

/**
 * Called by the home layout: the doc layout, which the home page does not render but every other page
 * does, left the home page's first visit with this patch, so it is fetched once the visitor starts using
 * the page (first scroll, pointer, key or focus: `whenNear` of the whole document), and the navigation
 * that usually follows costs only the next page's own module. With the patch off the layout is already
 * in the bundle, and this does nothing.
 */
export function usePreloadDocLayout(): void {
  useEffect(() => (isPatchOn('perRouteLayouts') ? whenNear(document.documentElement, preload) : undefined), []);
}
