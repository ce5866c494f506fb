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
 * inside of a `dangerouslySetInnerHTML` element; the prerendered HTML is byte for byte the same, and
 * copying, wrapping and line numbers read the DOM, which is unchanged.
 */
export function rehypeStaticCodeBlocks() {
  return (tree: Root) => {
    visit(tree, 'element', (node) => {
      if (node.tagName !== 'pre' || !isHighlighted(node) || node.children.length === 0) return undefined;
      node.properties[STATIC_HTML_PROPERTY] = toHtml(node.children);
      node.children = [];
      return SKIP;
    });
  };
}

/** Adds {@link rehypeStaticCodeBlocks} to the MDX pipeline. */
export function staticCodeBlocks(): RspressPlugin {
  return { name: 'mf-static-code-blocks', markdown: { rehypePlugins: [rehypeStaticCodeBlocks] } };
}
