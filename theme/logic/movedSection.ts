/**
 * The part of the arrival logic every page carries (`theme/components/MovedSection`): sections that moved
 * to another page. The rest (`arrivals.ts`: the 404 page's fallback and suggestions) loads with the 404
 * page only.
 */
import { routeKey } from '../../common/routeKey';

/**
 * Sections that moved to another page, which no server can redirect (the hash never reaches it): the
 * error catalog's per-code entries and its "other problems" went to the troubleshooting pages (decision
 * D1). `/guide/basic/error-catalog#runtime-004` → `/guide/troubleshooting/runtime#runtime-004`. Null for
 * any other address.
 */
export function movedSection(pathname: string, hash: string): string | null {
  if (routeKey(pathname) !== '/guide/basic/error-catalog') return null;
  const id = decodeURIComponent(hash.replace(/^#/, '')).toLowerCase();
  const code = /^(runtime|build|type)-\d{3}$/.exec(id);
  if (code) return `/guide/troubleshooting/${code[1]}#${id}`;
  if (['hmr', 'preload-credentials', 'cors-warning', 'other-problems'].includes(id))
    return `/guide/troubleshooting/${id === 'other-problems' ? '' : `#${id}`}`;
  return null;
}
