/**
 * SPEC §2: the query parameters `navbar`, `sidebar`, `outline`, `footer` and `globalUIComponents`,
 * set to `0`, hide the matching element. Rspress v2 honours only the last; we honour all of them by
 * marking `<html>` with `data-mf-hide-<name>` and hiding the element in CSS (theme/styles/index.css).
 */

/** The elements a query parameter can hide. */
const HIDEABLE = ['navbar', 'sidebar', 'outline', 'footer', 'globalUIComponents'] as const;
export type Hideable = (typeof HIDEABLE)[number];

/** The attribute set on `<html>` when `name=0` is in the URL. */
export const hideAttribute = (name: Hideable): string => `data-mf-hide-${name.toLowerCase()}`;

/** The elements that the query string `search` (with or without `?`) asks to hide. */
export function parseHidden(search: string): Set<Hideable> {
  const params = new URLSearchParams(search);
  return new Set(HIDEABLE.filter((name) => params.get(name) === '0'));
}

/** Sets or clears the `data-mf-hide-*` attributes of `root` to match `search`. */
export function applyHidden(root: Element, search: string): void {
  const hidden = parseHidden(search);
  for (const name of HIDEABLE) root.toggleAttribute(hideAttribute(name), hidden.has(name));
}

/**
 * The same as `applyHidden` as a self-contained inline script, run in `<head>` before the first paint
 * so the prerendered page never flashes the hidden elements. Kept in sync with `applyHidden` by a unit test.
 */
export const INLINE_HIDE_SCRIPT = `(function(){try{var p=new URLSearchParams(location.search),r=document.documentElement;${JSON.stringify(
  HIDEABLE,
)}.forEach(function(n){if(p.get(n)==='0')r.setAttribute('data-mf-hide-'+n.toLowerCase(),'')})}catch(e){}})()`;
