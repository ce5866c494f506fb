/**
 * The layouts only some pages render, as the theme exports them (`theme/index.tsx`): our home layout and
 * Rspress's doc layout and overview listing. With rspress-patches/perRouteLayouts on, the browser bundle
 * swaps this module for stand-ins that render the layouts each page module brings along (rspress.config.ts
 * hands the patch this module's path, `layoutModules` in `theme/plugin.ts`); the prerender keeps it.
 */

export { Overview } from '@rspress/core/dist/theme/components/Overview/index.js';
export { DocLayout } from '@rspress/core/dist/theme/layout/DocLayout/index.js';
export { HomeLayout } from './HomeLayout';
