// @ts-check
/**
 * Heading ids as Rspress gives them (`parseToc`, node/mdx/remarkPlugins/toc.js in @rspress/core 2.0.22):
 * a custom `{#id}` wins; otherwise github-slugger's slug of the heading's text with its inline Markdown
 * (`**`, `*`, `~~`, backticks) kept, counted per page so that a repeated heading gets `-1`, `-2`.
 * tests/unit/content/headings.test.ts compares the result with Rspress's own function.
 */
import { extractTextAndId } from '@rspress/shared/node-utils';
import GithubSlugger from 'github-slugger';

/**
 * @typedef {{ type: string, value?: string, children?: InlineNode[] }} InlineNode
 * @typedef {{ depth: number, children: InlineNode[] }} HeadingNode
 */

/**
 * The text of one inline node as Rspress reads it; with `markdown`, emphasis and code keep their marks.
 * @param {InlineNode} node
 * @param {boolean} markdown
 * @returns {string}
 */
function inlineText(node, markdown) {
  const inner = () => (node.children ?? []).map((child) => inlineText(child, markdown)).join('');
  switch (node.type) {
    case 'text':
      return node.value ?? '';
    case 'inlineCode':
      return markdown ? `\`${node.value}\`` : (node.value ?? '');
    case 'link':
      return inner();
    case 'strong':
      return markdown ? `**${inner()}**` : inner();
    case 'emphasis':
      return markdown ? `*${inner()}*` : inner();
    case 'delete':
      return markdown ? `~~${inner()}~~` : inner();
    default:
      return '';
  }
}

/**
 * A reader of one page's headings, in document order: returns each heading's plain text (what the
 * page shows, without `{#id}`) and its id.
 * @returns {(heading: HeadingNode) => { text: string, id: string }}
 */
export function headingReader() {
  const slugger = new GithubSlugger();
  return (heading) => {
    let customId = '';
    const read = (/** @type {boolean} */ markdown) =>
      heading.children
        .map((child) => {
          if (child.type !== 'text') return inlineText(child, markdown);
          const [text, id] = extractTextAndId(child.value);
          // As upstream: the last text node decides the custom id.
          if (markdown) customId = id;
          return text;
        })
        .join('')
        .trim();
    const slugSource = read(true);
    return { text: read(false), id: customId || slugger.slug(slugSource) };
  };
}
