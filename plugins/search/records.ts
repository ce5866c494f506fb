/**
 * The pages the index is built from, read from the MDX sources (no site build needed): the H1 is the title,
 * headings 2–4 go to `toc` at their offset in `content`; ESM, JSX, `import` lines and the home page do not.
 */
import { toString as textOf } from 'mdast-util-to-string';
import { BEHAVIOUR_FACTS } from '../../config/facts/behaviour';
import { FACTS_ZH } from '../../config/facts/zh';
import { readFrontmatter } from '../../lib/content/frontmatter.mjs';
import { headingReader } from '../../lib/content/headings.mjs';
import { listPages } from '../../lib/content/pages.mjs';
import { sharedMdxTree } from '../../lib/content/source.mjs';
import type { PageRecord, TocEntry } from '../../theme/logic/search/types';
import { remarkInlineFacts } from '../authorComponents';
import { withKeywords } from './keywords';

/** An `import … from '…'` line of a code block, with its line break. */
const IMPORT_LINES = /^[ \t]*import[ \t].+[ \t]from[ \t]+['"][^'"\n]+['"];?[ \t]*(?:\n|$)/gm;
const SKIPPED = new Set(['yaml', 'mdxjsEsm', 'mdxJsxFlowElement', 'mdxFlowExpression']);

/**
 * The page's tree as the site shows it: each `<Fact id>` replaced by its value (on Chinese pages, its
 * Chinese rendering where it has one), so that the messages the error pages quote from facts, and the
 * inline code and code blocks around them, are searchable: a reader pastes a console line.
 */
function pageTree(source: string, lang: string) {
  // A copy: the parsed tree is shared with the Markdown copies (plugins/pagesAhead.ts).
  const tree = structuredClone(sharedMdxTree(source));
  // biome-ignore lint/suspicious/noExplicitAny: the remark plugin takes the MDX tree as it is.
  remarkInlineFacts(BEHAVIOUR_FACTS, FACTS_ZH)()(tree as any, { path: `docs/${lang}/page.mdx` });
  return tree;
}

/** The first line an error code's message starts with: `<description> #RUNTIME-001`. */
const CODED_MESSAGE = /#((?:RUNTIME|BUILD|TYPE)-\d{3})$/;

/**
 * The console message an error entry quotes (`## RUNTIME-001 {#runtime-001}`, then the message in inline
 * code) as headings of that entry for the index, with and without its `#CODE`: a reader pastes the line
 * the console printed, and a heading named as the query is the first hit, ahead of the page's title.
 */
// biome-ignore lint/suspicious/noExplicitAny: mdast and MDX nodes of every kind.
function consoleMessageOf(paragraph: any, heading: TocEntry | undefined): Omit<TocEntry, 'charIndex'>[] {
  // biome-ignore lint/suspicious/noExplicitAny: see above.
  const code = (paragraph.children ?? []).find((c: any) => c.type === 'inlineCode' && CODED_MESSAGE.test(c.value));
  const match = code && CODED_MESSAGE.exec(code.value);
  if (!heading || !match || match[1]?.toLowerCase() !== heading.id) return [];
  const depth = heading.depth + 1;
  return [code.value, code.value.slice(0, match.index).trim()].map((text) => ({ text, id: heading.id, depth }));
}

/** The message pages (generated from config/messages/): their code blocks list the messages of each entry. */
const MESSAGE_PAGE = /^(?:\/zh)?\/guide\/troubleshooting\/messages-/;

/**
 * The lines of a message page's code blocks, each a message an entry lists, without the coded ones (their code's
 * own entry is keyed by its heading): the engine keys them without their `${…}` parts, and a pasted line
 * without its URLs and quoted values, so the page holding the entry ranks first.
 */
const messageLines = (value: string): string[] =>
  value
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length >= 8 && line.length <= 200 && !/#(?:RUNTIME|BUILD|TYPE)-\d{3}/.test(line));

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
  const quoted: string[] = [];
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
    } else if (node.type === 'code') {
      if (MESSAGE_PAGE.test(routePath) && node.lang === 'text') quoted.push(...messageLines(String(node.value)));
      push(String(node.value).replace(IMPORT_LINES, ''));
    } else if (node.type === 'paragraph' || node.type === 'tableCell') {
      const charIndex = content ? content.length + 2 : 0;
      for (const message of consoleMessageOf(node, toc.at(-1))) toc.push({ ...message, charIndex });
      push(textOf(node, { includeHtml: false }));
    } else for (const child of node.children ?? []) walk(child);
  };
  walk(pageTree(source, lang));
  return { title, content, routePath, lang, toc, ...(quoted.length ? { quoted } : {}) };
}

/** Records of every page of one language under `docsDir`. */
export function pageRecords(docsDir: string, lang: 'en' | 'zh'): PageRecord[] {
  return listPages(docsDir)
    .filter((f) => f.lang === lang)
    .flatMap((f) => pageRecord(f.source, f.key, lang) ?? [])
    .map(withKeywords);
}
