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

/**
 * The text of a paragraph, heading or table cell without its code: the brackets a reader sees in prose.
 * @param {MdNode} node
 * @returns {string}
 */
const proseOf = (node) =>
  node.type === 'inlineCode' || node.type === 'code'
    ? ''
    : node.type === 'text'
      ? (node.value ?? '')
      : (node.children ?? []).map(proseOf).join('');

/**
 * Nested full-width brackets, 「（构建、服务端渲染（SSR））」 or 「（见[…](…)（英文））」: Chinese typesetting
 * does not nest （）; rephrase with a comma or 、 or move the inner part out.
 * @param {string} source
 * @param {string} rel
 * @returns {string[]}
 */
function checkNestedBrackets(source, rel) {
  /** @type {string[]} */
  const errors = [];
  visit(parseMdxTree(source), (node) => {
    const n = /** @type {MdNode} */ (node);
    if (n.type !== 'paragraph' && n.type !== 'heading' && n.type !== 'tableCell') return undefined;
    let depth = 0;
    for (const ch of proseOf(n)) {
      if (ch === '（') depth += 1;
      else if (ch === '）') depth = Math.max(0, depth - 1);
      if (depth === 2) {
        errors.push(
          `${rel}:${n.position?.start.line ?? 1}: nested full-width brackets （…（…）…）; rephrase so that one pair of brackets is enough`,
        );
        break;
      }
    }
    return 'skip';
  });
  return errors;
}

/** Languages whose comments start with `//` or are `/* … *\/`, and those whose comments start with `#`. */
const SLASH_COMMENTS = /^(?:js|jsx|ts|tsx|mjs|cjs|mts|javascript|typescript|json5|jsonc|vue|css|scss|less|diff)$/;
const HASH_COMMENTS = /^(?:bash|sh|shell|zsh|yaml|yml|toml|python|py|dockerfile|nginx|conf|ini)$/;
/** Tool directives and markers, not prose. */
const DIRECTIVE = /^\s*(?:@ts-|eslint|biome-ignore|prettier-ignore|webpack[A-Z]|#region|#endregion|\/\/\/)/;

/**
 * The comments of a code block, with their line inside the block.
 * @param {string} lang
 * @param {string} code
 * @returns {{ line: number, text: string }[]}
 */
function commentsOf(lang, code) {
  /** @type {{ line: number, text: string }[]} */
  const out = [];
  code.split('\n').forEach((raw, i) => {
    const text = lang === 'diff' ? raw.slice(1) : raw;
    if (SLASH_COMMENTS.test(lang) || /^(?:html|xml|vue)$/.test(lang)) {
      const slash = /(?:^|[^:'"`\w\\/])\/\/(.*)$/.exec(text);
      if (slash?.[1] !== undefined) out.push({ line: i, text: slash[1] });
      for (const m of text.matchAll(/\/\*+(.*?)(?:\*\/|$)/g)) out.push({ line: i, text: m[1] ?? '' });
      for (const m of text.matchAll(/<!--(.*?)(?:-->|$)/g)) out.push({ line: i, text: m[1] ?? '' });
    } else if (HASH_COMMENTS.test(lang)) {
      const hash = /(?:^|\s)#(?!!)(.*)$/.exec(text);
      if (hash?.[1] !== undefined) out.push({ line: i, text: hash[1] });
    }
  });
  return out;
}

/**
 * A comment with an English word and no Chinese (`// keep the wildcard last`, `// app.routes.ts (excerpt)`,
 * `// e.g. https://…`): comments are prose and are translated on Chinese pages; the code is not. File
 * paths, URLs, identifiers, literals (`// true`) and tool directives do not count as words.
 * @param {string} comment
 */
function isEnglishComment(comment) {
  if (HAN.test(comment) || DIRECTIVE.test(comment)) return false;
  const words = comment
    .split(/\s+/)
    .filter((t) => /^(?:e\.g\.|i\.e\.)$/.test(t) || !/[/@=<>{}[\]`$]|\.\w/.test(t))
    .filter((t) => /^(?:e\.g\.|i\.e\.)$/.test(t) || /^[("']?[A-Za-z][a-z]+(?:['’][a-z]+)?[)"',.;:!?]*$/.test(t));
  return words.filter((t) => !/^(?:true|false|null|undefined)[,.;]?$/.test(t)).length > 0;
}

/**
 * English-only comments in the code blocks of a Chinese page.
 * @param {string} source
 * @param {string} rel
 * @returns {string[]}
 */
function checkCodeComments(source, rel) {
  /** @type {string[]} */
  const errors = [];
  visit(parseMdxTree(source), (node) => {
    const n = /** @type {MdNode & { lang?: string | null }} */ (node);
    if (n.type !== 'code') return undefined;
    const start = (n.position?.start.line ?? 0) + 1;
    for (const c of commentsOf((n.lang ?? '').toLowerCase(), n.value ?? '')) {
      if (isEnglishComment(c.text))
        errors.push(
          `${rel}:${start + c.line}: the code comment "${c.text.trim()}" is in English; comments are prose on a Chinese page, translate it`,
        );
    }
    return 'skip';
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
  errors.push(
    ...checkQuotedMessages(source, rel),
    ...checkNestedBrackets(source, rel),
    ...checkCodeComments(source, rel),
  );
  for (const { line, text, frontmatter } of proseLines(source)) {
    const gap = /\p{Script=Han}[ \t]+\p{Script=Han}/u.exec(text);
    if (gap && !frontmatter)
      errors.push(`${rel}:${line}: space between two Chinese characters ("${gap[0]}"); remove it`);
  }
  return errors;
}

/** Two English words in a row, or a number and a word (`same instance`, `host's trimmed copy`, `1 (1 warning)`). */
const ENGLISH_PHRASE = /(?:^|[\s(])(?:[A-Za-z]{2,}(?:['’]s)?|\d+) [a-z]{2,}\b/;
/** A single English word used as a value in prose (`none`, `absent`), not as an identifier. */
const ENGLISH_WORD = /^(?:none|absent|present|missing|unset|yes|no)$/;
/** A message with an error code is printed by a package and stays verbatim. */
const MESSAGE_CODE = /#(?:RUNTIME|TYPE|BUILD)-\d{3}/;

/**
 * Whether a fact's value is an English phrase that a Chinese page must not show as it is.
 * @param {string} value
 */
function isEnglishPhrase(value) {
  return !MESSAGE_CODE.test(value) && (ENGLISH_PHRASE.test(value) || ENGLISH_WORD.test(value));
}

/**
 * Facts in the reader's language: every `<Fact id>` on a Chinese page whose value is an English phrase
 * needs a Chinese rendering (config/facts/zh.ts), unless the value is a message kept verbatim; and the
 * inline code of a rendering must appear in the value (so that a changed value cannot leave it stale).
 * @param {string} source a Chinese page
 * @param {string} rel the path shown in messages
 * @param {Record<string, { value: string }>} facts
 * @param {Record<string, string | undefined>} zhFacts
 * @param {ReadonlySet<string>} keptInEnglish
 * @returns {string[]}
 */
export function checkZhFacts(source, rel, facts, zhFacts, keptInEnglish) {
  /** @type {string[]} */
  const errors = [];
  source.split('\n').forEach((text, i) => {
    for (const m of text.matchAll(/<Fact\s+id="([^"]+)"/g)) {
      const id = m[1] ?? '';
      const value = facts[id]?.value;
      if (value === undefined || zhFacts[id] !== undefined || keptInEnglish.has(id)) continue;
      if (isEnglishPhrase(value))
        errors.push(
          `${rel}:${i + 1}: <Fact id="${id}" /> shows the English phrase \`${value}\` on a Chinese page; add its Chinese rendering to config/facts/zh.ts`,
        );
    }
  });
  return errors;
}

/**
 * The renderings themselves: Chinese text, and each inline code span a part of the English value.
 * @param {Record<string, { value: string }>} facts
 * @param {Record<string, string | undefined>} zhFacts
 * @returns {string[]}
 */
export function checkZhFactRenderings(facts, zhFacts) {
  /** @type {string[]} */
  const errors = [];
  for (const [id, zh] of Object.entries(zhFacts)) {
    const value = facts[id]?.value;
    if (value === undefined || zh === undefined) {
      errors.push(`config/facts/zh.ts: "${id}" is no behaviour fact`);
      continue;
    }
    if (!HAN.test(zh)) errors.push(`config/facts/zh.ts: "${id}": the rendering "${zh}" has no Chinese`);
    for (const [, code] of zh.matchAll(/`([^`]+)`/g))
      if (!value.includes(code ?? ''))
        errors.push(`config/facts/zh.ts: "${id}": \`${code}\` is not in the value \`${value}\`; update the rendering`);
  }
  return errors;
}

/** The lead-ins of a Chinese error entry (COMMON D1), in order. */
const ZH_ERROR_LEAD_INS = ['报错信息', '原因', '如何确认', '解决方法'];

/**
 * Every error code has a full Chinese entry: `## CODE {#code}` on docs/zh/guide/troubleshooting/<kind>.mdx
 * (kind: runtime, build, type), with the message from `<Fact id="errors.<code>" />` and the four lead-ins,
 * each followed by Chinese text.
 * @param {string[]} codes every code of @module-federation/error-codes
 * @param {(kind: string) => string | undefined} pageOf the source of the Chinese page of a kind
 * @returns {string[]}
 */
export function checkZhErrorEntries(codes, pageOf) {
  /** @type {string[]} */
  const errors = [];
  for (const code of codes) {
    const id = code.toLowerCase();
    const kind = id.split('-')[0] ?? '';
    const rel = `docs/zh/guide/troubleshooting/${kind}.mdx`;
    const page = pageOf(kind);
    if (page === undefined) {
      errors.push(`${rel}: missing; it holds the Chinese entries of the ${kind.toUpperCase()} codes (${code})`);
      continue;
    }
    const start = page.search(new RegExp(`^## ${code} \\{#${id}\\}\\s*$`, 'm'));
    if (start < 0) {
      errors.push(`${rel}: no Chinese entry "## ${code} {#${id}}" for ${code}`);
      continue;
    }
    const rest = page.slice(page.indexOf('\n', start) + 1);
    const end = rest.search(/^#{1,2} /m);
    const text = end < 0 ? rest : rest.slice(0, end);
    if (!text.includes(`<Fact id="errors.${id}" />`))
      errors.push(`${rel}: ${code}: the message must come from <Fact id="errors.${id}" />`);
    for (const label of ZH_ERROR_LEAD_INS) {
      const at = text.indexOf(`**${label}**。`);
      if (at < 0) {
        errors.push(`${rel}: ${code}: no lead-in **${label}**。`);
        continue;
      }
      const body = text.slice(at + label.length + 5).split(/\*\*(?:报错信息|原因|如何确认|解决方法)\*\*。/)[0] ?? '';
      if (label !== '报错信息' && (body.match(/\p{Script=Han}/gu)?.length ?? 0) < 10)
        errors.push(`${rel}: ${code}: **${label}**。 needs an explanation in Chinese`);
    }
  }
  return errors;
}
