/**
 * The site's home layout, which only home pages import (`./plugin.ts` adds the import to their module).
 * The one import of this folder into the theme: the layout is the theme's, the loading per route is this
 * patch's. Switched off or deleted, the theme exports its `HomeLayout` itself again.
 */
export { HomeLayout } from '../../theme/layout/HomeLayout';
