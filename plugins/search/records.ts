/**
 * The pages the index is built from, read from the MDX sources (no site build needed): the H1 is the title,
 * headings 2–4 go to `toc` at their offset in `content`; ESM, JSX, `import` lines and the home page do not.
 */
import { toString as textOf } from 'mdast-util-to-string';
import { readFrontmatter } from '../../lib/content/frontmatter.mjs';
import { headingReader } from '../../lib/content/headings.mjs';
import { listPages } from '../../lib/content/pages.mjs';
import { parseMdxTree } from '../../lib/content/source.mjs';
import type { PageRecord, TocEntry } from '../../theme/logic/search/types';

/** An `import … from '…'` line of a code block, with its line break. */
const IMPORT_LINES = /^[ \t]*import[ \t].+[ \t]from[ \t]+['"][^'"\n]+['"];?[ \t]*(?:\n|$)/gm;
const SKIPPED = new Set(['yaml', 'mdxjsEsm', 'mdxJsxFlowElement', 'mdxFlowExpression']);

/** One page's record, or null for the home page. */
function pageRecord(source: string, routePath: string, lang: string): PageRecord | null {
  let frontmatter: Record<string, unknown> = {};
  try {
    frontmatter = readFrontmatter(source);
  } catch {
    // Malformed frontmatter is the content check's to report; the page text is still searchable.
  }
  if (frontmatter.pageType === 'home') return null;
  let title = typeof frontmatter.title === 'string' ? frontmatter.title : '';
  let content = '';
  const toc: TocEntry[] = [];
  // Heading ids as Rspress computes them, so a hit links to the anchor.
  const readHeading = headingReader();
  const push = (text: string) => {
    if (text.trim()) content += `${content ? '\n\n' : ''}${text.trim()}`;
  };
  // biome-ignore lint/suspicious/noExplicitAny: mdast and MDX nodes of every kind.
  const walk = (node: any): void => {
    if (SKIPPED.has(node.type)) return;
    if (node.type === 'heading') {
      const { text, id } = readHeading(node);
      if (node.depth === 1) title ||= text;
      else if (node.depth <= 4) toc.push({ text, id, depth: node.depth, charIndex: content ? content.length + 2 : 0 });
      if (node.depth > 1) push(text);
    } else if (node.type === 'code') push(String(node.value).replace(IMPORT_LINES, ''));
    else if (node.type === 'paragraph' || node.type === 'tableCell') push(textOf(node, { includeHtml: false }));
    else for (const child of node.children ?? []) walk(child);
  };
  walk(parseMdxTree(source));
  return { title, content, routePath, lang, toc };
}

/** Records of every page of one language under `docsDir`. */
export function pageRecords(docsDir: string, lang: 'en' | 'zh'): PageRecord[] {
  return listPages(docsDir)
    .filter((f) => f.lang === lang)
    .flatMap((f) => pageRecord(f.source, f.key, lang) ?? []);
}
