// @ts-check
/**
 * The card font cut down to the characters the cards show. Noto Sans CJK is 17 MB; satori parses a
 * font in full in every worker before its first card (about 2–10 s each), while a subset of a few
 * hundred glyphs parses in milliseconds and draws the same paths (the SVG is byte-identical).
 */
import subsetFont from 'subset-font';

/** Characters a card draws besides the texts it is given (fitTitle's ellipsis). */
const TEMPLATE_CHARACTERS = '…';

/**
 * Every character of the given card inputs, sorted, so equal inputs give an equal subset.
 * @param {Iterable<import('./cardTemplate.mjs').CardInput>} inputs
 * @returns {string}
 */
export function cardCharacters(inputs) {
  const chars = new Set(TEMPLATE_CHARACTERS);
  for (const i of inputs) for (const ch of `${i.title}${i.section}${i.siteTitle}${i.host}`) chars.add(ch);
  return [...chars].sort().join('');
}

/**
 * Whether every character of `input` is in `characters`.
 * @param {import('./cardTemplate.mjs').CardInput} input
 * @param {Set<string>} characters
 */
export function covers(input, characters) {
  for (const ch of `${input.title}${input.section}${input.siteTitle}${input.host}`)
    if (!characters.has(ch)) return false;
  return true;
}

/**
 * @param {Buffer} font a single OpenType/TrueType face
 * @param {string} characters
 * @returns {Promise<Buffer>}
 */
export function subsetCardFont(font, characters) {
  return subsetFont(font, characters, { targetFormat: 'sfnt' });
}
