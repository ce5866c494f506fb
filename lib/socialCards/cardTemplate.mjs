// @ts-check
/**
 * The social card layout, drawn with the 2D canvas API (Skia, through @napi-rs/canvas). Pure in its
 * input: the same input and font always give the same pixels, which is what the cache key relies on.
 */

/** Card size in CSS pixels; Open Graph and Twitter's large summary card both expect 1.91:1. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** Bump when the layout changes, so cached cards are redrawn. */
export const TEMPLATE_VERSION = 5;

/** The family name the card font is registered under (renderCard.mjs). */
export const CARD_FONT = 'CardFont';

/**
 * @typedef {object} CardInput
 * @property {string} title the page title, in the page's language
 * @property {string} section the top navigation section the page belongs to, in the page's language
 * @property {string} siteTitle
 * @property {string} host e.g. `module-federation.io`
 */

/** CJK and other full-width characters: they count double, and a line may break before any of them. */
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

/** Longest title drawn in full; longer ones end in an ellipsis (CJK characters count double). */
const MAX_TITLE_UNITS = 84;

/**
 * Visual width of a string in "Latin letter" units: CJK and other full-width characters count 2.
 * @param {string} s
 */
export function textUnits(s) {
  let n = 0;
  for (const ch of s) n += WIDE.test(ch) ? 2 : 1;
  return n;
}

/**
 * Cuts a title to what fits on three lines.
 * @param {string} title
 */
export function fitTitle(title, max = MAX_TITLE_UNITS) {
  const clean = title.replace(/\s+/g, ' ').trim();
  if (textUnits(clean) <= max) return clean;
  let out = '';
  for (const ch of clean) {
    if (textUnits(out + ch) > max - 1) break;
    out += ch;
  }
  return `${out.trimEnd()}…`;
}

/**
 * Font size for the title: large for short titles, smaller so long ones still fit.
 * @param {string} title
 */
export function titleFontSize(title) {
  const units = textUnits(title);
  if (units <= 24) return 84;
  if (units <= 48) return 68;
  return 56;
}

/**
 * Breaks `text` into lines no wider than `maxWidth`: between words, before and after CJK characters,
 * and inside a word only when the word alone is too wide. A last line that still does not fit
 * `maxLines` ends in an ellipsis.
 * @param {string} text
 * @param {number} maxWidth
 * @param {(s: string) => number} measure
 * @param {number} [maxLines]
 * @returns {string[]}
 */
export function wrapLines(text, maxWidth, measure, maxLines = 3) {
  const pieces = text.match(new RegExp(`${WIDE.source}|[^\\s${WIDE.source.slice(1, -1)}]+|\\s+`, 'gu')) ?? [];
  /** @type {string[]} */
  const lines = [];
  let line = '';
  const push = () => {
    lines.push(line.trimEnd());
    line = '';
  };
  for (const piece of pieces) {
    if (measure(line + piece) <= maxWidth || /^\s+$/.test(piece)) {
      line += piece;
      continue;
    }
    if (line.trim()) push();
    if (measure(piece) <= maxWidth) {
      line = piece;
      continue;
    }
    for (const ch of piece) {
      if (line && measure(line + ch) > maxWidth) push();
      line += ch;
    }
  }
  if (line.trim()) push();
  if (lines.length <= maxLines) return lines;
  let last = /** @type {string} */ (lines[maxLines - 1]);
  while (last && measure(`${last}…`) > maxWidth) last = [...last].slice(0, -1).join('');
  return [...lines.slice(0, maxLines - 1), `${last.trimEnd()}…`];
}

const PAD_X = 80;
const PAD_Y = 64;
const LOGO = 64;
const PILL_FONT = 30;
const PILL_HEIGHT = PILL_FONT + 2 * 13;
const LINE_HEIGHT = 1.2;

/**
 * Draws the card onto a canvas of CARD_WIDTH × CARD_HEIGHT whose font `CARD_FONT` is registered.
 * Flat colours only: a gradient would cost drawing and PNG time and make the file larger.
 * @param {import('@napi-rs/canvas').SKRSContext2D} g
 * @param {CardInput} input
 */
export function drawCard(g, { title, section, siteTitle, host }) {
  const font = (/** @type {number} */ px) => `bold ${px}px ${CARD_FONT}`;
  g.fillStyle = '#0f172a';
  g.fillRect(0, 0, CARD_WIDTH, CARD_HEIGHT);
  // The logo's three colours as a bar along the top edge, and as three dots beside the site title.
  const dots = /** @type {const} */ ([
    ['#7c3aed', 32, 17],
    ['#2563eb', 15, 47],
    ['#0ea5e9', 49, 47],
  ]);
  dots.forEach(([c], i) => {
    g.fillStyle = c;
    g.fillRect((i * CARD_WIDTH) / 3, 0, CARD_WIDTH / 3, 12);
  });
  for (const [c, x, y] of dots) {
    g.fillStyle = c;
    g.beginPath();
    g.arc(PAD_X + x, PAD_Y + y, 11, 0, 2 * Math.PI);
    g.fill();
  }
  g.textBaseline = 'middle';
  g.fillStyle = '#e2e8f0';
  g.font = font(36);
  g.fillText(siteTitle, PAD_X + LOGO + 24, PAD_Y + LOGO / 2);

  // The title sits in the middle of the space between the header and the footer row.
  const fitted = fitTitle(title);
  const size = titleFontSize(fitted);
  g.font = font(size);
  const lines = wrapLines(fitted, CARD_WIDTH - 2 * PAD_X, (s) => g.measureText(s).width);
  const lineHeight = size * LINE_HEIGHT;
  const footerTop = CARD_HEIGHT - PAD_Y - PILL_HEIGHT;
  const top = (PAD_Y + LOGO + footerTop - lines.length * lineHeight) / 2;
  g.fillStyle = '#f8fafc';
  lines.forEach((line, i) => {
    g.fillText(line, PAD_X, top + (i + 0.5) * lineHeight);
  });

  // The section as a pill on the left of the footer, the host on the right.
  g.font = font(PILL_FONT);
  const pillWidth = g.measureText(section).width + 2 * 28;
  g.fillStyle = '#7c3aed';
  g.beginPath();
  g.roundRect(PAD_X, footerTop, pillWidth, PILL_HEIGHT, PILL_HEIGHT / 2);
  g.fill();
  g.fillStyle = '#ffffff';
  g.fillText(section, PAD_X + 28, footerTop + PILL_HEIGHT / 2);
  g.font = font(28);
  g.fillStyle = '#94a3b8';
  g.textAlign = 'right';
  g.fillText(host, CARD_WIDTH - PAD_X, footerTop + PILL_HEIGHT / 2);
  g.textAlign = 'left';
}
