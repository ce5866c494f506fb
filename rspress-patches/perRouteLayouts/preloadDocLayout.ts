import { type ComponentType, createElement, useEffect } from 'react';
import { whenNear } from '../../common/whenNear';

const preload = () => {
  import('@rspress/core/dist/theme/layout/DocLayout/index.js').catch(() => undefined);
};

/**
 * The home layout as home page modules hand it over (`./plugin.ts`): the doc layout, which the home page
 * does not render but every other page does, left the home page's first visit with this patch, so it is
 * fetched once the visitor starts using the page (first scroll, pointer, key or focus: `whenNear` of the
 * whole document), and the navigation that usually follows costs only the next page's own module. Only
 * home page modules carry this, and with the patch off no page module does.
 */
export function withDocLayoutPreload<P extends object>(Home: ComponentType<P>): ComponentType<P> {
  return function HomeWithPreload(props: P) {
    useEffect(() => whenNear(document.documentElement, preload), []);
    return createElement(Home, props);
  };
}
