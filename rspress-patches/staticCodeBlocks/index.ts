/** What the theme uses of this patch (its one seam with the theme: `.dependency-cruiser.cjs`). */
export { withStaticCode } from './StaticCodePre';
