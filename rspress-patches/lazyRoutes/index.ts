/** What the theme uses of this patch (its one seam with the theme: `.dependency-cruiser.cjs`). */
export { loadAllPages } from './client/allPages';
export { findRoute } from './client/bundled';
