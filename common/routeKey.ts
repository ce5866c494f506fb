/** The route key of a path: no `.html`, no trailing `/index`, no trailing slash (the home page is `/`). */
export function routeKey(pathname: string): string {
  let p = pathname.replace(/\.html$/, '').replace(/\/index$/, '/');
  if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  return p || '/';
}
