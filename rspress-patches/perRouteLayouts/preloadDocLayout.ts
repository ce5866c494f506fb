import { useEffect } from 'react';
import { whenNear } from '../../common/whenNear';

const preload = () => {
  import('@rspress/core/dist/theme/layout/DocLayout/index.js').catch(() => undefined);
};

/**
 * Called by the home layout's stand-in (`./standIns.tsx`, the browser bundle with this patch on): the doc
 * layout, which the home page does not render but every other page does, left the home page's first
 * visit with this patch, so it is fetched once the visitor starts using the page (first scroll, pointer,
 * key or focus: `whenNear` of the whole document), and the navigation that usually follows costs only the
 * next page's own module. With the patch off the layout is already in the bundle and no stand-in runs.
 */
export function usePreloadDocLayout(): void {
  useEffect(() => whenNear(document.documentElement, preload), []);
}
