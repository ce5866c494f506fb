import { patchesOff } from '../patches';

/**
 * Whether a file in the built `static/` folder is one of the search indexes Rspress 2.0.22 writes even
 * with its search off (`search_index.<lang>.<hash>.json`, titles only, read by nothing:
 * docs-dev/upstream/search-off-index.md). The search plugin (plugins/search) removes these before it
 * writes its own files, which carry the same prefix. With the patch off nothing is removed.
 */
export function isRspressSearchIndex(
  name: string,
  off: ReadonlySet<string> = patchesOff(process.env.RSPRESS_PATCHES_OFF),
): boolean {
  return !off.has('searchOffIndex') && name.startsWith('search_index.');
}
