// @ts-check
/**
 * The page records the search index is built from, read from the MDX sources with the content checks'
 * parser (lib/content/source.mjs). They follow Rspress's own search-index rules: the H1 is the
 * title, not content; headings 2–4 go to `toc` with their offset in `content`; code is kept except
 * `import … from` lines; ESM and JSX children are not indexed; the home page is skipped. Built from the
 * sources rather than from Rspress's output so the relevance test in `npm test` needs no site build.
 */
import { toString as textOf } from 'mdast-util-to-string';
import { readFrontmatter } from '../../lib/content/frontmatter.mjs';
import { headingReader } from '../../lib/content/headings.mjs';
import { listPages } from '../../lib/content/pages.mjs';
import { parseMdxTree } from '../../lib/content/source.mjs';

const IMPORT_LINE = /^\s*import\s.+\sfrom\s+['"][^'"]+['"];?\s*$/;

/**
 * @typedef {import('../../theme/logic/search/types').PageRecord} PageRecord
 * @typedef {import('../../theme/logic/search/types').TocEntry} TocEntry
 */

/**
 * One page's record, or null for the home page.
 * @param {string} source MDX source
 * @param {string} routePath
 * @param {string} lang
 * @returns {PageRecord | null}
 */
function pageRecord(source, routePath, lang) {
  /** @type {Record<string, unknown>} */
  let frontmatter = {};
  try {
    frontmatter = readFrontmatter(source);
  } catch {
    // Malformed frontmatter is the content check's to report; the page text is still searchable.
  }
  let title = '';
  /** @type {string[]} */
  const blocks = [];
  /** @type {TocEntry[]} */
  const toc = [];
  // Heading ids as Rspress computes them (lib/content/headings.mjs), so a hit links to the anchor.
  const readHeading = headingReader();
  let length = 0;
  /** @param {string} text */
  const push = (text) => {
    const t = text.trim();
    if (!t) return;
    if (blocks.length > 0) length += 2;
    blocks.push(t);
    length += t.length;
  };
  /** @param {any} node */
  const walk = (node) => {
    switch (node.type) {
      case 'yaml':
      case 'mdxjsEsm':
      case 'mdxJsxFlowElement':
      case 'mdxFlowExpression':
        return;
      case 'heading': {
        const { text, id } = readHeading(node);
        if (node.depth === 1) {
          title ||= text;
          return;
        }
        if (node.depth <= 4) toc.push({ text, id, depth: node.depth, charIndex: length + (blocks.length > 0 ? 2 : 0) });
        push(text);
        return;
      }
      case 'code':
        push(
          String(node.value)
            .split('\n')
            .filter((l) => !IMPORT_LINE.test(l))
            .join('\n'),
        );
        return;
      case 'paragraph':
      case 'tableCell':
        push(textOf(node, { includeHtml: false }));
        return;
      default:
        for (const child of node.children ?? []) walk(child);
    }
  };
  walk(parseMdxTree(source));
  if (frontmatter.pageType === 'home') return null;
  if (typeof frontmatter.title === 'string') title = frontmatter.title;
  return { title, content: blocks.join('\n\n'), routePath, lang, toc };
}

/**
 * Records of every page of one language under `docsDir`.
 * @param {string} docsDir
 * @param {'en' | 'zh'} lang
 * @returns {PageRecord[]}
 */
export function pageRecords(docsDir, lang) {
  return listPages(docsDir)
    .filter((f) => f.lang === lang)
    .map((f) => pageRecord(f.source, f.key, lang))
    .filter((r) => r !== null);
}
