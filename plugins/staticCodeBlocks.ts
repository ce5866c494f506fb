import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { SKIP, visit } from 'unist-util-visit';

/** The `pre` property that carries a highlighted block's inner HTML (`data-mf-html` on the element). */
const STATIC_HTML_PROPERTY = 'dataMfHtml';

/** Whether a `pre` is Shiki's: its class list (`class`, as Shiki writes it, or hast's `className`) holds `shiki`. */
const isHighlighted = (node: Element): boolean => {
  const classes = node.properties.className ?? node.properties.class;
  const list = Array.isArray(classes) ? classes : String(classes ?? '').split(/\s+/);
  return list.includes('shiki');
};

/**
 * Rehype plugin, after Rspress's Shiki step: the highlighted contents of each code block (a `<code>`
 * with a span per line and per token) become one HTML string on the `pre`, which the theme's `pre`
 * renders with `dangerouslySetInnerHTML` (theme/components/MdxComponents/StaticCodePre.tsx).
 *
 * Why: a long page's code blocks were thousands of React elements that hydration walked one by one on
 * the reader's first visit (most of the blocking time Lighthouse measured on the runtime API page), and
 * that the page's JavaScript spelled out as nested `jsx()` calls. React neither diffs nor hydrates the
 * inside of a `dangerouslySetInnerHTML` element. The page looks the same, but its HTML does not stay
 * byte for byte the same: tokens carry classes instead of inline colours ({@link tokenClasses}).
 * Copying, wrapping and line numbers read the DOM, which keeps its lines and text.
 */
export function rehypeStaticCodeBlocks() {
  return (tree: Root) => {
    visit(tree, 'element', (node) => {
      if (node.tagName !== 'pre' || !isHighlighted(node) || node.children.length === 0) return undefined;
      tokenClasses(node);
      node.properties[STATIC_HTML_PROPERTY] = toHtml(node.children, { preferUnquoted: true });
      node.children = [];
      return SKIP;
    });
  };
}

/** Shiki's css-variables theme colours a token with `style="color:var(--shiki-token-<kind>)"`. */
export const TOKEN_CLASS: Record<string, string> = {
  comment: 'tm',
  constant: 'tc',
  deleted: 'td',
  function: 'tf',
  inserted: 'ti',
  keyword: 'tk',
  link: 'tl',
  parameter: 'ta',
  punctuation: 'tp',
  string: 'tt',
  'string-expression': 'ts',
};
const TOKEN_STYLE = /^color:\s*var\(--shiki-token-([a-z-]+)\);?$/;
const FOREGROUND_STYLE = /^color:\s*var\(--shiki-foreground\);?$/;

/**
 * Inside a highlighted block, a token's inline colour becomes a two-letter class (`tk` for keywords,
 * `TOKEN_CLASS`; `tokenCss` colours them with the same variables), a token in the default
 * colour loses its span (the line already has that colour), and attributes go unquoted. The page looks
 * the same; on the zh runtime API page the route chunk is about 50 KB lighter raw and 1.6 KB gzip.
 */
function tokenClasses(pre: Element): void {
  visit(pre, 'element', (node, index, parent) => {
    if (node.tagName !== 'span' || typeof node.properties.style !== 'string') return undefined;
    const style = node.properties.style.trim();
    const kind = TOKEN_STYLE.exec(style)?.[1];
    const className = kind ? TOKEN_CLASS[kind] : undefined;
    if (className) {
      delete node.properties.style;
      node.properties.className = [className];
      return undefined;
    }
    if (
      FOREGROUND_STYLE.test(style) &&
      parent &&
      index !== undefined &&
      node.children.every((c) => c.type === 'text')
    ) {
      parent.children.splice(index, 1, ...node.children);
      return index;
    }
    return undefined;
  });
}

/** The token classes' stylesheet: each class in the colour of its kind's Shiki variable. */
export const tokenCss = (): string =>
  Object.entries(TOKEN_CLASS)
    .map(([kind, name]) => `.shiki .${name} { color: var(--shiki-token-${kind}); }\n`)
    .join('');

/** Writes {@link tokenCss} where `globalStyles` can name it (renamed into place: `node_modules` may be hard-linked). */
function tokenCssFile(): string {
  const file = path.resolve(import.meta.dirname, '../node_modules/.mf-static-code-blocks/tokens.css');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(`${file}.${process.pid}`, tokenCss());
  fs.renameSync(`${file}.${process.pid}`, file);
  return file;
}

/** Adds {@link rehypeStaticCodeBlocks} to the MDX pipeline, and the token classes' colours to the styles. */
export function staticCodeBlocks(): RspressPlugin {
  return {
    name: 'mf-static-code-blocks',
    globalStyles: tokenCssFile(),
    markdown: { rehypePlugins: [rehypeStaticCodeBlocks] },
  };
}
