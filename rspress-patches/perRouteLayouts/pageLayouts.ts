/**
 * The layouts the theme exports (theme/index.tsx), as the prerender and the Markdown render use them.
 * The browser bundle gets `./standIns.tsx` in place of this module (`./plugin.ts`), whose stand-ins render
 * the layouts each page module brings along.
 */

export { Overview } from '@rspress/core/dist/theme/components/Overview/index.js';
export { DocLayout } from '@rspress/core/dist/theme/layout/DocLayout/index.js';
export { HomeLayout } from './home';
