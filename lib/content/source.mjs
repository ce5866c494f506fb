// @ts-check
/**
 * Pure helpers that read one MDX page: frontmatter, headings (with the ids Rspress gives them),
 * links, code blocks and prose. Used by the content checks and their unit tests; no file system here.
 */
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { FrontmatterError, readFrontmatter } from './frontmatter.mjs';
import { headingReader } from './headings.mjs';

/** A problem found in a source file, with a 1-based line. */
class SourceError extends Error {
  /** @param {string} file @param {number} line @param {string} message */
  constructor(file, line, message) {
    super(`${file}:${line}: ${message}`);
    this.file = file;
    this.line = line;
  }
}

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkMdx).use(remarkFrontmatter, ['yaml']);

/**
 * The MDX syntax tree of a page (also read by the Chinese prose checks and the search index,
 * plugins/search/records.ts). Throws
 * the parser's error on malformed MDX.
 * @param {string} source
 */
export function parseMdxTree(source) {
  return processor.parse(escapeHeadingIds(source));
}

/** Trees parsed by sharedMdxTree, by source. */
const shared = new Map();
/** At most this many: about 140 KB of heap each. */
const SHARED_MAX = 10_000;

/**
 * parseMdxTree of `source`, parsed once per process: the Markdown copies and the search index read every
 * page in one worker thread (plugins/pagesAhead.ts). The tree is shared, so callers must not change it
 * (the search index changes a `structuredClone` of it).
 * @param {string} source
 */
export function sharedMdxTree(source) {
  let tree = shared.get(source);
  if (!tree) {
    tree = parseMdxTree(source);
    if (shared.size < SHARED_MAX) shared.set(source, tree);
  }
  return tree;
}

/**
 * `source` with each heading's `{#id}` escaped, as parseMdxTree parses it (its offsets are into this text):
 * Rspress accepts `## Title {#id}`; plain MDX would read `{#id}` as an expression.
 * @param {string} source
 */
export const escapeHeadingIds = (source) => source.replace(/^(#{1,6} .*?)\\?\{#([^}]+)\}[ \t]*$/gm, '$1\\{#$2}');

/**
 * @typedef {{ depth: number, text: string, id: string, line: number }} Heading
 * @typedef {{ url: string, line: number }} Link
 * @typedef {{ lang: string, meta: string, value: string, line: number, noCheck: string | null }} CodeBlock
 * @typedef {{ frontmatter: Record<string, unknown>, headings: Heading[], links: Link[], code: CodeBlock[], prose: string }} Page
 */

/**
 * Parses one page. Throws a SourceError (file and line) on malformed MDX or frontmatter.
 * @param {string} source
 * @param {string} file the path shown in messages
 * @returns {Page}
 */
export function parsePage(source, file) {
  let tree;
  try {
    tree = parseMdxTree(source);
  } catch (error) {
    const err =
      /** @type {{ line?: number, place?: { line?: number, start?: { line?: number } }, reason?: string, message: string }} */ (
        error
      );
    const fromText = /\((\d+):\d+/.exec(err.reason ?? err.message)?.[1];
    const line = err.line ?? err.place?.line ?? err.place?.start?.line ?? (fromText ? Number(fromText) : 1);
    throw new SourceError(file, line, `MDX syntax error: ${err.reason ?? err.message}`);
  }
  let frontmatter;
  try {
    frontmatter = readFrontmatter(source);
  } catch (error) {
    if (!(error instanceof FrontmatterError)) throw error;
    throw new SourceError(file, error.line, `malformed frontmatter: ${error.message}`);
  }
  /** @type {Heading[]} */
  const headings = [];
  /** @type {Link[]} */
  const links = [];
  /** @type {CodeBlock[]} */
  const code = [];
  /** @type {string[]} */
  const proseParts = [];
  const readHeading = headingReader();

  visit(tree, (node) => {
    const line = node.position?.start.line ?? 1;
    switch (node.type) {
      case 'yaml':
        return;
      case 'heading': {
        const heading = /** @type {import('./headings.mjs').HeadingNode} */ (/** @type {unknown} */ (node));
        headings.push({ depth: heading.depth, ...readHeading(heading), line });
        return;
      }
      case 'link':
      case 'definition':
        links.push({ url: /** @type {{ url: string }} */ (node).url, line });
        return;
      case 'code': {
        const c = /** @type {{ lang?: string | null, meta?: string | null, value: string }} */ (node);
        const meta = c.meta ?? '';
        const noCheck = /(?:^|\s)no-check=(?:"([^"]*)"|'([^']*)')/.exec(meta);
        code.push({
          lang: c.lang ?? '',
          meta,
          value: c.value,
          line,
          noCheck: noCheck ? (noCheck[1] ?? noCheck[2] ?? '') : null,
        });
        return 'skip';
      }
      case 'mdxjsEsm':
      case 'inlineCode':
        return 'skip';
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        // Links written as JSX (<a href>, <Link href>) count as links too.
        for (const attr of /** @type {{ attributes: { type: string, name?: string, value?: unknown }[] }} */ (node)
          .attributes) {
          if (
            attr.type === 'mdxJsxAttribute' &&
            (attr.name === 'href' || attr.name === 'link') &&
            typeof attr.value === 'string'
          ) {
            links.push({ url: attr.value, line });
          }
        }
        return;
      }
      case 'text':
        proseParts.push(/** @type {{ value: string }} */ (node).value);
        return;
      default:
        return;
    }
  });
  return { frontmatter, headings, links, code, prose: proseParts.join(' ') };
}

/** Counts English words in prose. @param {string} text */
export function countWords(text) {
  return (text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []).length;
}
