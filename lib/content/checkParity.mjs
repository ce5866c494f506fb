// @ts-check
/**
 * Every English page has its Chinese mirror and the reverse, except the differences SPEC §2 lists;
 * mirrored pages have the same number of level-2 and level-3 headings.
 */
import { EN_ONLY, ZH_ONLY } from '../../config/siteFacts.mjs';

/**
 * @param {import('./pages.mjs').PageFile[]} files
 * @param {Map<string, import('./source.mjs').Page>} parsed
 * @param {(file: import('./pages.mjs').PageFile) => boolean} [only]
 */
export function checkParity(files, parsed, only = () => true) {
  /** @type {string[]} */
  const errors = [];
  const en = new Map(files.filter((f) => f.lang === 'en').map((f) => [f.route, f]));
  const zh = new Map(files.filter((f) => f.lang === 'zh').map((f) => [f.route, f]));
  let pairs = 0;
  for (const [route, file] of en) {
    if (!only(file)) continue;
    const mirror = zh.get(route);
    if (EN_ONLY.includes(route)) {
      if (mirror) errors.push(`${mirror.rel}:1: ${route} is English-only in SPEC §2; remove the Chinese page`);
      continue;
    }
    if (!mirror) {
      errors.push(
        `${file.rel}:1: no Chinese mirror (expected docs/zh${route.endsWith('/') ? `${route}index` : route}.mdx)`,
      );
      continue;
    }
    pairs += 1;
    const a = parsed.get(file.key);
    const b = parsed.get(mirror.key);
    if (!a || !b) continue;
    for (const depth of [2, 3]) {
      const ha = a.headings.filter((h) => h.depth === depth);
      const hb = b.headings.filter((h) => h.depth === depth);
      if (ha.length !== hb.length) {
        errors.push(
          `${mirror.rel}:1: ${hb.length} level-${depth} headings, but ${file.rel} has ${ha.length} (${ha.map((h) => h.text).join(' | ')})`,
        );
      }
    }
  }
  for (const [route, file] of zh) {
    if (!only(file) || en.has(route) || ZH_ONLY.includes(route)) continue;
    errors.push(`${file.rel}:1: no English page for ${route}`);
  }
  return { errors, pairs };
}
