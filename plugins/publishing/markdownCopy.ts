/**
 * The Markdown copy of one page (`/guide/x.md` beside `/guide/x`), made from its MDX source: the text the
 * author wrote, as written, with what only the site can render put in Markdown. The frontmatter and the
 * `import` lines go; each component becomes the Markdown of what it shows (a fact's value, an option's Type
 * and Default lines, install commands, a source or video link); `file="…"` code blocks get the file's text;
 * links and images become absolute URLs, and links to pages point at their Markdown copies. A component
 * with no Markdown form here fails the build, naming the file and line.
 *
 * Made in the worker thread that runs ahead of the build (markdownCopies.ts), from the source, not from
 * Rspress's third compilation of every page (decision record 0009).
 */
import fs from 'node:fs';
import path from 'node:path';
import { BEHAVIOUR_FACTS } from '../../config/facts/behaviour';
import { type OptionName, optionFact, type SubOptionName, subOptionFact } from '../../config/facts/options';
import { FACTS_ZH } from '../../config/facts/zh';
import { DEFAULT_LANG, LANGUAGES } from '../../config/siteFacts.mjs';
import { readFrontmatter } from '../../lib/content/frontmatter.mjs';
import { headingReader } from '../../lib/content/headings.mjs';
import { escapeHeadingIds, sharedMdxTree } from '../../lib/content/source.mjs';
import { commandLines } from '../../theme/logic/installCommand';
import { pureRoute, routeIn } from './pages';

type CopyLang = 'en' | 'zh';

/** One page to copy. */
export interface CopySource {
  /** The MDX source. */
  source: string;
  /** The file, for messages and for `file="./…"` code blocks. */
  file: string;
  lang: CopyLang;
  /** The route the site serves (`/zh/guide/start/`). */
  routePath: string;
}

/** The copy, and what llms.txt lists for it. */
export interface MarkdownCopy {
  routePath: string;
  lang: CopyLang;
  title: string;
  description?: string;
  markdown: string;
}

/** Site facts a copy needs. */
export interface CopySite {
  /** `https://module-federation.io`, without a trailing slash. */
  origin: string;
  /** The project root, for `file="<root>/…"` code blocks; `CopySource.file` is relative to it. */
  root: string;
  /** The docs folder, for `file="/…"` code blocks. */
  docsDir: string;
}

/** The file a `file="…"` code block of `pageFile` includes, resolved as Rspress does. */
export const codeFilePath = (file: string, pageFile: string, site: Omit<CopySite, 'origin'>): string =>
  file.startsWith('<root>/')
    ? path.join(site.root, file.slice('<root>/'.length))
    : file.startsWith('/')
      ? path.join(site.docsDir, file)
      : path.resolve(site.root, path.dirname(pageFile), file);

/** The words components show, in each language (the site's own are in theme/i18n; a unit test compares). */
export const COPY_TEXT = {
  en: {
    type: 'Type:',
    default: 'Default:',
    source: 'Source',
    video: 'Video: ',
    features: 'Features',
    hint: (page: string, index: string, full: string) =>
      `> The Markdown copy of ${page}. Every page is listed in ${index}, and all of them are in one file, ${full}.`,
  },
  zh: {
    type: '类型',
    default: '默认值',
    source: '源码',
    video: '视频：',
    features: '特性',
    hint: (page: string, index: string, full: string) =>
      `> 这是 ${page} 的 Markdown 版本。全部页面的目录见 ${index}，所有页面合成的单个文件见 ${full}。`,
  },
} as const;

/** The Markdown file of a route: `/a/` → `a/index.md`, `/a/b` → `a/b.md`. */
export const mdFileOf = (routePath: string): string =>
  (routePath.endsWith('/') ? `${routePath}index.md` : `${routePath}.md`).replace(/^\/+/, '');

// biome-ignore lint/suspicious/noExplicitAny: mdast and MDX nodes of every kind.
type Node = any;

interface Edit {
  start: number;
  end: number;
  text: string;
}

class CopyError extends Error {}

/** A page's Markdown copy; throws `file:line: …` on what it cannot render. */
export function markdownCopy(page: CopySource, site: CopySite): MarkdownCopy {
  // parseMdxTree escapes `{#id}` after headings (one backslash each); offsets are into `src`.
  const src = escapeHeadingIds(page.source);
  // Read only: the search index reads the same tree (plugins/pagesAhead.ts).
  const tree = sharedMdxTree(page.source);
  let frontmatter: Record<string, unknown> = {};
  try {
    frontmatter = readFrontmatter(page.source);
  } catch {
    // The content check reports malformed frontmatter; the copy goes without it.
  }
  const text = COPY_TEXT[page.lang];
  const at = (node: Node) => `${page.file}:${node.position?.start.line ?? '?'}`;
  const url = (href: string) => absoluteUrl(href, page, site.origin);
  const edits: Edit[] = [];
  const replace = (node: Node, text: string) =>
    edits.push({ start: node.position.start.offset, end: node.position.end.offset, text });
  const readHeading = headingReader();
  let title = typeof frontmatter.title === 'string' ? frontmatter.title : '';
  let hasH1 = false;

  const attr = (node: Node, name: string): string | undefined => {
    const value = node.attributes?.find((a: Node) => a.type === 'mdxJsxAttribute' && a.name === name)?.value;
    return typeof value === 'string' ? value : undefined;
  };
  /** A boolean attribute: `<X dlx />` or `dlx="true"`. */
  const flag = (node: Node, name: string): boolean =>
    node.attributes?.some(
      (a: Node) => a.type === 'mdxJsxAttribute' && a.name === name && (a.value == null || a.value === 'true'),
    ) ?? false;
  const required = (node: Node, name: string): string => {
    const value = attr(node, name);
    if (value === undefined) throw new CopyError(`${at(node)}: <${node.name}> needs a ${name}="…" attribute`);
    return value;
  };

  /**
   * The Markdown of a component: a string that replaces it, or, for a wrapper whose children stand for
   * it, `{ before }`, the text its opening tag becomes (its closing tag goes).
   */
  const component = (node: Node): string | { before: string } => {
    switch (node.name) {
      case 'Fact': {
        const id = required(node, 'id');
        const fact = BEHAVIOUR_FACTS[id];
        if (!fact) throw new CopyError(`${at(node)}: <Fact id="${id}" /> names no fact of config/facts/behaviour`);
        const zh = page.lang === 'zh' ? FACTS_ZH[id as keyof typeof FACTS_ZH] : undefined;
        return zh ?? inlineCode(fact.value);
      }
      case 'OptionFacts': {
        const fact = optionFact(required(node, 'name') as OptionName);
        const note = fact.defaultNote?.[page.lang];
        const colon = page.lang === 'zh' ? '：' : ' ';
        const comma = page.lang === 'zh' ? '，' : ', ';
        const shown =
          fact.default === null ? (note ?? '') : `${inlineCode(fact.default)}${note ? `${comma}${note}` : ''}`;
        return `- **${text.type}**${colon}${inlineCode(fact.shownType ?? fact.type)}\n- **${text.default}**${colon}${shown}`;
      }
      case 'OptionDefault': {
        const fact = subOptionFact(required(node, 'name') as SubOptionName);
        const label = fact.default === null ? (fact.defaultNote?.[page.lang] ?? '') : inlineCode(fact.default);
        return `[${label}](${url(fact.page)})`;
      }
      case 'SourceCode':
        return `[${text.source}](${required(node, 'href')})`;
      case 'Video':
        return `${text.video}[${attr(node, 'title') ?? required(node, 'src')}](${url(required(node, 'src'))})`;
      case 'PackageManagerTabs': {
        // The lines the site's tabs show (theme/components/PackageManagerTabs), one block each.
        const mode = flag(node, 'dlx') ? 'dlx' : flag(node, 'exec') ? 'exec' : 'manager';
        return Object.entries(commandLines(required(node, 'command'), mode))
          .map(([tool, line]) => `\`\`\`sh [${tool}]\n${line}\n\`\`\``)
          .join('\n\n');
      }
      case 'Badge':
        return attr(node, 'text') ?? (node.children?.length ? { before: '' } : '');
      case 'Steps':
      case 'Tabs':
        return { before: '' };
      case 'Tab':
        return { before: attr(node, 'label') ? `**${attr(node, 'label')}**\n\n` : '' };
      default:
        throw new CopyError(
          `${at(node)}: <${node.name}> has no Markdown form; add one to plugins/publishing/markdownCopy.ts`,
        );
    }
  };

  const walk = (node: Node): void => {
    switch (node.type) {
      case 'yaml':
      case 'mdxjsEsm':
        replace(node, '');
        return;
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        if (!/^\s*\/\*[\s\S]*\*\/\s*$/.test(node.value))
          throw new CopyError(`${at(node)}: the expression {${node.value}} has no Markdown form`);
        replace(node, '');
        return;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        // HTML elements (`<br />`, `<kbd>`) are Markdown already.
        if (!node.name || !/^[A-Z]/.test(node.name)) return;
        const markdown = component(node);
        if (typeof markdown === 'string') {
          replace(node, markdown);
          return;
        }
        // A wrapper: its tags go, its children stay.
        const children = node.children ?? [];
        const start = node.position.start.offset;
        const end = node.position.end.offset;
        if (children.length === 0) edits.push({ start, end, text: markdown.before });
        else {
          edits.push({ start, end: children[0].position.start.offset, text: markdown.before });
          edits.push({ start: children.at(-1).position.end.offset, end, text: '' });
        }
        break;
      }
      case 'heading': {
        if (node.depth === 1) {
          hasH1 = true;
          title ||= readHeading(node).text;
        }
        // `{#id}` as written (the parser's escape goes).
        const start = node.position.start.offset;
        const slash = src.slice(start, node.position.end.offset).lastIndexOf('\\{#');
        if (slash !== -1) edits.push({ start: start + slash, end: start + slash + 1, text: '' });
        break;
      }
      case 'code': {
        const file = /(?:^|\s)file=["'`]?([^"'`\s]+)["'`]?/.exec(node.meta ?? '')?.[1];
        if (file) replace(node, fence(node.lang, node.meta.replace(/\s*file=\S+/, ''), readCodeFile(file, node)));
        return;
      }
      case 'link':
      case 'image':
      case 'definition': {
        const range = urlRange(src, node);
        if (range) edits.push({ ...range, text: url(node.url) });
        break;
      }
    }
    for (const child of node.children ?? []) walk(child);
  };

  const readCodeFile = (file: string, node: Node): string => {
    const resolved = codeFilePath(file, page.file, site);
    try {
      return fs.readFileSync(resolved, 'utf8');
    } catch {
      throw new CopyError(`${at(node)}: the code block's file ${file} does not exist (${resolved})`);
    }
  };

  walk(tree);
  let body = applyEdits(src, edits).replace(/^\s+/, '');
  if (frontmatter.pageType === 'home') body = `${homeMarkdown(frontmatter, text, url)}\n\n${body}`;
  else if (!hasH1 && title) body = `# ${title}\n\n${body}`;
  const inLang = (pure: string) => `${site.origin}${routeIn(pure, page.lang, DEFAULT_LANG)}`;
  const hint = text.hint(`${site.origin}${page.routePath}`, inLang('/llms.txt'), inLang('/llms-full.txt'));
  const description = typeof frontmatter.description === 'string' ? frontmatter.description : undefined;
  return {
    routePath: page.routePath,
    lang: page.lang,
    title: title || String((frontmatter.hero as Node)?.name ?? ''),
    ...(description ? { description } : {}),
    markdown: `${hint}\n\n${body.replace(/\n{3,}/g, '\n\n').trimEnd()}\n`,
  };
}

/** Inline code around `value`, with a fence longer than any run of backticks inside. */
function inlineCode(value: string): string {
  const longest = Math.max(0, ...(value.match(/`+/g) ?? []).map((run) => run.length));
  const ticks = '`'.repeat(longest + 1);
  return longest ? `${ticks} ${value} ${ticks}` : `${ticks}${value}${ticks}`;
}

/** A fenced code block, with a fence longer than any inside. */
function fence(lang: string | null, meta: string, code: string): string {
  const longest = Math.max(2, ...(code.match(/^`{3,}/gm) ?? []).map((run) => run.length));
  const ticks = '`'.repeat(longest + 1);
  return `${ticks}${lang ?? ''}${meta.trim() ? ` ${meta.trim()}` : ''}\n${code.replace(/\n$/, '')}\n${ticks}`;
}

/** The edits applied to `src`; they never overlap (the walk does not enter what it replaces). */
function applyEdits(src: string, edits: Edit[]): string {
  let out = '';
  let last = 0;
  for (const edit of [...edits].sort((a, b) => a.start - b.start)) {
    out += src.slice(last, edit.start) + edit.text;
    last = edit.end;
  }
  return out + src.slice(last);
}

/**
 * Where the destination of a link, image or definition is written in `src`, or null when it is not
 * written as the node's URL (an autolink, a reference, an escaped URL): those stay as they are.
 */
function urlRange(src: string, node: Node): { start: number; end: number } | null {
  const start = node.position.start.offset;
  const slice = src.slice(start, node.position.end.offset);
  const opener = node.type === 'definition' ? ']:' : '](';
  const at = slice.lastIndexOf(opener, node.type === 'definition' ? undefined : slice.length - 1);
  if (at === -1) return null;
  const rest = slice.slice(at + 2);
  const lead = rest.length - rest.trimStart().length;
  const angle = rest.trimStart().startsWith('<') ? 1 : 0;
  const from = start + at + 2 + lead + angle;
  return src.startsWith(node.url, from) && node.url ? { start: from, end: from + node.url.length } : null;
}

/** An absolute URL for `href` as a page wrote it; a page's URL becomes its Markdown copy's. */
export function absoluteUrl(href: string, page: Pick<CopySource, 'lang' | 'routePath'>, origin: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//') || href.startsWith('#')) return href;
  const hashAt = href.search(/[?#]/);
  const rawPath = hashAt === -1 ? href : href.slice(0, hashAt);
  const rest = hashAt === -1 ? '' : href.slice(hashAt);
  let pathname = new URL(rawPath || '.', `http://site${page.routePath}`).pathname;
  const ext = /\.([a-z0-9]+)$/i.exec(pathname)?.[1]?.toLowerCase();
  if (ext && !['md', 'mdx', 'html'].includes(ext)) return `${origin}${pathname}${rest}`;
  pathname = pathname.replace(/\.(md|mdx|html)$/i, '');
  // Pages write links without their language prefix; one that has it keeps it. A Chinese page reaches an
  // English-only page as `/en/<route>`, which the site serves at `/<route>` (the HTML build drops `/en`).
  if (rawPath.startsWith('/')) {
    const written = LANGUAGES.find((l) => pathname.startsWith(`/${l.lang}/`));
    pathname = written
      ? routeIn(pathname.slice(written.lang.length + 1), written.lang, DEFAULT_LANG)
      : routeIn(pureRoute(pathname, page.lang, DEFAULT_LANG), page.lang, DEFAULT_LANG);
  }
  return `${origin}/${mdFileOf(pathname)}${rest}`;
}

/** The home page's hero and features, which its frontmatter holds. */
function homeMarkdown(
  frontmatter: Record<string, unknown>,
  text: (typeof COPY_TEXT)[CopyLang],
  url: (href: string) => string,
): string {
  const hero = (frontmatter.hero ?? {}) as Node;
  const lines: string[] = [];
  if (hero.name) lines.push(`# ${hero.name}`, '');
  if (hero.text) lines.push(hero.text, '');
  if (hero.tagline) lines.push(`> ${hero.tagline}`, '');
  for (const action of hero.actions ?? []) lines.push(`- [${action.text}](${url(action.link)})`);
  const features = (frontmatter.features ?? []) as Node[];
  if (features.length) lines.push('', `## ${text.features}`, '');
  for (const f of features)
    lines.push(
      `- ${f.link ? `[**${f.title}**](${url(f.link)})` : `**${f.title}**`}${f.details ? `: ${f.details}` : ''}`,
    );
  return lines.join('\n').trim();
}
