// @ts-check
/**
 * Chinese typography that AutoCorrect does not check: no italics in Chinese; no space between two Chinese
 * characters, nor between Chinese text and the bold text or link next to it when both sides are Chinese,
 * but a space between Chinese text and English bold text or link text (AutoCorrect spaces plain text
 * only); a link to an English-only page carries the marker （英文）; a bold lead-in keeps its punctuation
 * outside the bold, with no space after it (`**保证唯一**。同名的…`); an English error message sits in
 * inline code, not in Chinese quotation marks. Pure: no file system here.
 */
import { toString as textOf } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { parseMdxTree } from './source.mjs';
import { HAN, proseLines } from './zhProse.mjs';

/** @typedef {{ type: string, value?: string, children?: MdNode[], position?: { start: { line: number }, end: { line: number } } }} MdNode */

/** Follows a link from a Chinese page to a page that exists only in English (`[错误目录](/en/…)（英文）`). */
const ENGLISH_MARK = '（英文）';

/** Full-width punctuation that ends a bold lead-in or a clause. */
const FULL_WIDTH_STOP = /[。：；？！，、]/u;

/**
 * Words around a quotation that show it is a message printed by a program: 报错“…”, 提示“…”, “…”错误.
 * A quotation counts when one of them stands within 20 characters before it or right after it, or
 * when it opens a bold lead-in (`- **“No provider for …”。**`). Quoted names and labels (“Consumer”,
 * 增加一个“Module Federation”面板) are left alone.
 */
const MESSAGE_BEFORE = /(报|错|警告|提示|异常|出现)/u;
const MESSAGE_AFTER = /^(错误|报错|提示|警告|异常)/u;
/** An English quotation in Chinese prose: no Han inside, at least one Latin letter. */
const QUOTED_ENGLISH = /“([^”\p{Script=Han}]*[A-Za-z][^”\p{Script=Han}]*)”/gu;

/**
 * Error messages quoted in “…” instead of inline code, line by line outside code blocks.
 * @param {string} source
 * @param {string} rel
 * @returns {string[]}
 */
function checkQuotedMessages(source, rel) {
  /** @type {string[]} */
  const errors = [];
  let fence = '';
  source.split('\n').forEach((text, i) => {
    const open = /^\s*(`{3,}|~{3,})/.exec(text);
    if (open?.[1] && (fence === '' || open[1].startsWith(fence))) {
      fence = fence === '' ? open[1] : '';
      return;
    }
    if (fence !== '') return;
    for (const m of text.matchAll(QUOTED_ENGLISH)) {
      const at = m.index ?? 0;
      const before = text.slice(Math.max(0, at - 20), at);
      const after = text.slice(at + m[0].length);
      if (before.endsWith('**') || MESSAGE_BEFORE.test(before) || MESSAGE_AFTER.test(after)) {
        errors.push(
          `${rel}:${i + 1}: the message ${m[0]} is in quotation marks; quote an error message verbatim in inline code: \`${m[1]}\``,
        );
      }
    }
  });
  return errors;
}

/** A Latin letter or a digit: English words and numbers are spaced from Chinese. */
const LATIN = /[A-Za-z0-9]/;
/** @param {string} s */
const lastChar = (s) => [...s].at(-1) ?? '';
/** @param {string} s */
const firstChar = (s) => [...s][0] ?? '';

/**
 * @param {string} source a Chinese page
 * @param {string} rel the path shown in messages
 * @returns {string[]} `file:line: message` for each problem
 */
export function checkZhStyle(source, rel) {
  /** @type {string[]} */
  const errors = [];
  visit(parseMdxTree(source), (node) => {
    const n = /** @type {MdNode} */ (node);
    if (n.type === 'code' || n.type === 'inlineCode' || n.type === 'mdxjsEsm') return 'skip';
    const line = n.position?.start.line ?? 1;
    if (n.type === 'emphasis' && HAN.test(textOf(n))) {
      errors.push(`${rel}:${line}: italics in Chinese; Chinese has no italic type, write plain text or **bold**`);
      return undefined;
    }
    const children = n.children ?? [];
    children.forEach((child, i) => {
      if (child.type !== 'strong' && child.type !== 'link') return;
      const inner = textOf(child);
      const what = child.type === 'strong' ? 'bold text' : 'a link';
      const before = children[i - 1];
      const after = children[i + 1];
      const at = child.position?.start.line ?? line;
      const url = /** @type {{ url?: string }} */ (child).url ?? '';
      if (
        child.type === 'link' &&
        url.startsWith('/en/') &&
        !(after?.type === 'text' && after.value?.startsWith(ENGLISH_MARK))
      ) {
        errors.push(
          `${rel}:${at}: the link to the English page "${url}" needs the marker ${ENGLISH_MARK} right after it`,
        );
      }
      // One style for a bold lead-in followed by text: the punctuation outside the bold and no space
      // after it. `**保证唯一。** 同名…` renders a space after a full-width 。, which AutoCorrect cannot
      // see through the ** markers.
      if (
        child.type === 'strong' &&
        FULL_WIDTH_STOP.test(lastChar(inner)) &&
        children.slice(i + 1).some((c) => !/^\s*$/.test(textOf(c)))
      ) {
        errors.push(
          `${rel}:${at}: bold text "${inner}" ends in ${lastChar(inner)} and text follows; move the punctuation out and drop the space: **${inner.slice(0, -1)}**${lastChar(inner)}…`,
        );
      }
      if (after?.type === 'text' && /^[。：；？！，、][ \t]+\S/u.test(after.value ?? '')) {
        errors.push(
          `${rel}:${at}: space after the ${firstChar(after.value ?? '')} that follows ${what} "${inner}"; remove it`,
        );
      }
      if (before?.type === 'text' && HAN.test(firstChar(inner)) && /\p{Script=Han}[ \t]+$/u.test(before.value ?? '')) {
        errors.push(`${rel}:${at}: space between Chinese text and ${what} "${inner}"; remove it`);
      }
      if (after?.type === 'text' && HAN.test(lastChar(inner)) && /^[ \t]+\p{Script=Han}/u.test(after.value ?? '')) {
        errors.push(
          `${rel}:${child.position?.end.line ?? at}: space after ${what} "${inner}" before Chinese text; remove it`,
        );
      }
      // AutoCorrect does not look through the ** or [] markers: English bold text or link text keeps its
      // space from Chinese, as plain English words do (引用的 **chunk** 文件名).
      const kids = child.children ?? [];
      const startsLatin = kids[0]?.type === 'inlineCode' || LATIN.test(firstChar(inner));
      const endsLatin = kids.at(-1)?.type === 'inlineCode' || LATIN.test(lastChar(inner));
      if (before?.type === 'text' && startsLatin && /\p{Script=Han}$/u.test(before.value ?? '')) {
        errors.push(`${rel}:${at}: no space between Chinese text and ${what} "${inner}"; add one`);
      }
      if (after?.type === 'text' && endsLatin && /^\p{Script=Han}/u.test(after.value ?? '')) {
        errors.push(
          `${rel}:${child.position?.end.line ?? at}: no space after ${what} "${inner}" before Chinese text; add one`,
        );
      }
    });
    return undefined;
  });
  errors.push(...checkQuotedMessages(source, rel));
  for (const { line, text, frontmatter } of proseLines(source)) {
    const gap = /\p{Script=Han}[ \t]+\p{Script=Han}/u.exec(text);
    if (gap && !frontmatter)
      errors.push(`${rel}:${line}: space between two Chinese characters ("${gap[0]}"); remove it`);
  }
  return errors;
}
