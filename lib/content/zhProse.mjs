// @ts-check
/**
 * The prose of a Chinese page as the term, quotation-mark and style checks see it: the text nodes of the
 * MDX tree with their source lines. Code blocks, inline code, imports, JSX expressions and link URLs are
 * not text nodes, so they are never checked. Pure: no file system here.
 */
import { visit } from 'unist-util-visit';
import { parseMdxTree } from './source.mjs';

/** A Han character (the checks below care about Chinese, not Japanese or Korean). */
export const HAN = /\p{Script=Han}/u;

/**
 * @typedef {{ line: number, text: string, frontmatter?: boolean }} ProseLine
 * One line of prose: a text node split at its line breaks, or one line of the frontmatter.
 */

/**
 * The prose lines of a page, in source order.
 * @param {string} source
 * @returns {ProseLine[]}
 */
export function proseLines(source) {
  /** @type {ProseLine[]} */
  const out = [];
  visit(parseMdxTree(source), (node) => {
    const start = node.position?.start.line ?? 1;
    if (node.type === 'yaml') {
      const value = /** @type {{ value: string }} */ (node).value;
      // +1: the value starts on the line after the opening `---`
      value.split('\n').forEach((text, i) => {
        out.push({ line: start + 1 + i, text, frontmatter: true });
      });
      return 'skip';
    }
    if (node.type === 'code' || node.type === 'inlineCode' || node.type === 'mdxjsEsm') return 'skip';
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') return 'skip';
    if (node.type === 'text') {
      // A heading's `{#id}` is an anchor, not prose.
      const value = /** @type {{ value: string }} */ (node).value.replace(/\{#[^}]*\}/g, (id) => ' '.repeat(id.length));
      value.split('\n').forEach((text, i) => {
        out.push({ line: start + i, text });
      });
    }
    return undefined;
  });
  return out;
}

/**
 * Blanks out quoted text that holds no Chinese (an English error message or UI string quoted in a
 * Chinese sentence), so that a term inside it is not reported. Keeps the length, so columns still match.
 * @param {string} text
 */
export function maskQuotedEnglish(text) {
  return text.replace(/“[^”]*”|「[^」]*」|"[^"]*"/g, (q) => (HAN.test(q) ? q : ' '.repeat(q.length)));
}
