// @ts-check
/** Draws one social card: satori lays it out as SVG, resvg turns that into a PNG. */

import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { CARD_HEIGHT, CARD_WIDTH, cardElement } from './cardTemplate.mjs';

/**
 * @param {import('./cardTemplate.mjs').CardInput} input
 * @param {Buffer} font a single OpenType/TrueType face with Latin and CJK glyphs
 * @returns {Promise<Buffer>}
 */
export async function renderCard(input, font) {
  const svg = await satori(/** @type {any} */ (cardElement(input)), {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: [{ name: 'CardFont', data: font, weight: 700, style: 'normal' }],
  });
  // Text is already turned into paths by satori; not scanning system fonts saves ~40 ms per card.
  return new Resvg(svg, { font: { loadSystemFonts: false }, fitTo: { mode: 'width', value: CARD_WIDTH } })
    .render()
    .asPng();
}
