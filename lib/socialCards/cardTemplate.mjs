// @ts-check
/**
 * The social card layout as a satori element tree (no JSX, so the worker runs without a compiler).
 * Pure: the same input always gives the same tree, which is what the cache key relies on.
 */

/** Card size in CSS pixels; Open Graph and Twitter's large summary card both expect 1.91:1. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** Bump when the layout changes, so cached cards are redrawn. */
export const TEMPLATE_VERSION = 4;

/**
 * @typedef {object} CardInput
 * @property {string} title the page title, in the page's language
 * @property {string} section the top navigation section the page belongs to, in the page's language
 * @property {string} siteTitle
 * @property {string} host e.g. `module-federation.io`
 * @property {string} [logoDataUri] `data:image/svg+xml;base64,…`
 */

/** @typedef {{ type: string, props: Record<string, unknown> & { style?: Record<string, unknown>, children?: unknown } }} El */

/**
 * @param {string} type
 * @param {Record<string, unknown>} style
 * @param {unknown} [children]
 * @param {Record<string, unknown>} [props]
 * @returns {El}
 */
const h = (type, style, children, props = {}) => ({ type, props: { ...props, style, children } });

/** Longest title drawn in full; longer ones end in an ellipsis (CJK characters count double). */
const MAX_TITLE_UNITS = 84;

/**
 * Visual width of a string in "Latin letter" units: CJK and other full-width characters count 2.
 * @param {string} s
 */
export function textUnits(s) {
  let n = 0;
  for (const ch of s)
    n += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(ch)
      ? 2
      : 1;
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
 * The logo's three circles drawn with boxes, the default mark: an embedded SVG logo is parsed by
 * satori and drawn again by resvg for every card.
 * @returns {El}
 */
function logoMark() {
  const dot = (/** @type {string} */ color, /** @type {number} */ left, /** @type {number} */ top) =>
    h('div', { position: 'absolute', left, top, width: 22, height: 22, borderRadius: 11, backgroundColor: color });
  return h('div', { position: 'relative', display: 'flex', width: 64, height: 64, marginRight: 24 }, [
    dot('#7c3aed', 21, 6),
    dot('#2563eb', 4, 36),
    dot('#0ea5e9', 38, 36),
  ]);
}

/**
 * @param {CardInput} input
 * @returns {El}
 */
export function cardElement({ title, section, siteTitle, host, logoDataUri }) {
  const fitted = fitTitle(title);
  return h(
    'div',
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      // Satori sizes boxes content-box by default: the padding must fit inside the canvas.
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 80px',
      color: '#f8fafc',
      // Flat colours only: a gradient triples drawing and PNG-encoding time and quadruples the file.
      backgroundColor: '#0f172a',
      fontFamily: 'CardFont',
    },
    [
      // The logo's three colours as a bar along the top edge.
      h('div', { position: 'absolute', top: 0, left: 0, width: CARD_WIDTH, height: 12, display: 'flex' }, [
        h('div', { flexGrow: 1, backgroundColor: '#7c3aed' }),
        h('div', { flexGrow: 1, backgroundColor: '#2563eb' }),
        h('div', { flexGrow: 1, backgroundColor: '#0ea5e9' }),
      ]),
      h('div', { display: 'flex', alignItems: 'center' }, [
        logoDataUri
          ? h('img', { width: 64, height: 64, marginRight: 24 }, undefined, { src: logoDataUri, width: 64, height: 64 })
          : logoMark(),
        h('div', { fontSize: 36, color: '#e2e8f0' }, siteTitle),
      ]),
      h(
        'div',
        {
          display: 'flex',
          fontSize: titleFontSize(fitted),
          lineHeight: 1.2,
          maxWidth: CARD_WIDTH - 160,
          wordBreak: 'break-word',
        },
        fitted,
      ),
      h('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between' }, [
        h(
          'div',
          {
            display: 'flex',
            fontSize: 30,
            padding: '10px 28px',
            borderRadius: 999,
            backgroundColor: '#7c3aed',
            color: '#ffffff',
          },
          section,
        ),
        h('div', { display: 'flex', fontSize: 28, color: '#94a3b8' }, host),
      ]),
    ],
  );
}
