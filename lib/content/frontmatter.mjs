// @ts-check
/**
 * The frontmatter of an MDX page, read the way Rspress reads it: with the gray-matter build that
 * `@rspress/shared` bundles (`loadFrontMatter` in `@rspress/shared/node-utils`, which Rspress calls for
 * page data, the sidebar and llms.txt). Unlike `loadFrontMatter`, malformed YAML is an error naming its
 * line, not an empty object: the content checks report it.
 */
import { grayMatter } from '@rspress/shared/gray-matter';

/** Malformed frontmatter, with its 1-based line in the source. */
export class FrontmatterError extends Error {
  /** @param {number} line @param {string} message */
  constructor(line, message) {
    super(message);
    this.line = line;
  }
}

/**
 * The frontmatter of an MDX source (`{}` when it has none). Throws a FrontmatterError on malformed
 * YAML or on a block that is not `key: value` pairs.
 * @param {string} source
 * @returns {Record<string, unknown>}
 */
export function readFrontmatter(source) {
  /** @type {unknown} */
  let data;
  try {
    // Options (even empty ones) turn off gray-matter's cache, which would share one object between callers.
    data = grayMatter(source, {}).data;
  } catch (error) {
    const err = /** @type {{ mark?: { line?: number }, reason?: string, message: string }} */ (error);
    // The mark counts from the line break after the opening `---`, from 0: +1 gives the line in the file.
    throw new FrontmatterError((err.mark?.line ?? 0) + 1, (err.reason ?? err.message).split('\n')[0] ?? '');
  }
  if (data === null || data === undefined) return {};
  if (typeof data !== 'object' || Array.isArray(data)) throw new FrontmatterError(2, 'expected key: value pairs');
  return /** @type {Record<string, unknown>} */ (data);
}

/**
 * A page's `pageType` as Rspress's layouts choose by it: `doc` unless the frontmatter says otherwise.
 * @param {Record<string, unknown>} frontmatter
 * @returns {string}
 */
export const pageTypeOf = (frontmatter) => (typeof frontmatter.pageType === 'string' ? frontmatter.pageType : 'doc');
