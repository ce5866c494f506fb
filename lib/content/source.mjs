// @ts-check
/**
 * Pure helpers that read one MDX page: frontmatter, headings (with the ids Rspress gives them),
 * links, code blocks and prose. Used by the content checks and their unit tests; no file system here.
 */
import GithubSlugger from 'github-slugger';
import { toString as plainText } from 'mdast-util-to-string';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import YAML from 'yaml';

/** A problem found in a source file, with a 1-based line. */
export class SourceError extends Error {
  /** @param {string} file @param {number} line @param {string} message */
  constructor(file, line, message) {
    super(`${file}:${line}: ${message}`);
    this.file = file;
    this.line = line;
  }
}

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkMdx).use(remarkFrontmatter, ['yaml']);

/**
 * The MDX syntax tree of a page (also read by the search index, plugins/search/records.mjs). Throws
 * the parser's error on malformed MDX.
 * @param {string} source
 */
export function parseMdxTree(source) {
  // Rspress accepts `## Title {#id}`; plain MDX would read `{#id}` as an expression.
  return processor.parse(source.replace(/^(#{1,6} .*?)\\?\{#([^}]+)\}[ \t]*$/gm, '$1\\{#$2}'));
}

/**
 * @typedef {{ depth: number, text: string, id: string, line: number }} Heading
 * @typedef {{ url: string, line: number }} Link
 * @typedef {{ lang: string, meta: string, value: string, line: number, noCheck: string | null }} CodeBlock
 * @typedef {{ frontmatter: Record<string, unknown>, headings: Heading[], links: Link[], code: CodeBlock[], prose: string }} Page
 */

/** A heading's custom id, `## Title {#id}`. */
export const CUSTOM_ID = /\s*\\?\{#([^}]+)\}\s*$/;

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
  /** @type {Record<string, unknown>} */
  let frontmatter = {};
  /** @type {Heading[]} */
  const headings = [];
  /** @type {Link[]} */
  const links = [];
  /** @type {CodeBlock[]} */
  const code = [];
  /** @type {string[]} */
  const proseParts = [];
  const slugger = new GithubSlugger();

  visit(tree, (node) => {
    const line = node.position?.start.line ?? 1;
    switch (node.type) {
      case 'yaml': {
        const doc = YAML.parseDocument(/** @type {{ value: string }} */ (node).value);
        if (doc.errors.length > 0) {
          const first = doc.errors[0];
          const at = first?.linePos?.[0]?.line ?? 0;
          // +1 for the opening `---` line
          throw new SourceError(file, line + at, `malformed frontmatter: ${first?.message.split('\n')[0]}`);
        }
        const value = doc.toJS();
        if (value !== null && (typeof value !== 'object' || Array.isArray(value))) {
          throw new SourceError(file, line, 'malformed frontmatter: expected key: value pairs');
        }
        frontmatter = value ?? {};
        return;
      }
      case 'heading': {
        const raw = plainText(node);
        const custom = CUSTOM_ID.exec(raw);
        const text = raw.replace(CUSTOM_ID, '').trim();
        const id = custom?.[1] ?? slugger.slug(text);
        headings.push({ depth: /** @type {{ depth: number }} */ (node).depth, text, id, line });
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
