// @ts-check
/**
 * Draws one social card with Skia (@napi-rs/canvas) and encodes it as a PNG. The encoder is ours:
 * Skia's own PNG encoder compresses hard and took about 150 ms a card, four times the drawing and
 * this encoder together; zlib at level 6 over unfiltered rows gives a file of the same order (the
 * card is flat colours and text) in a fraction of the time.
 */
import zlib from 'node:zlib';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { CARD_FONT, CARD_HEIGHT, CARD_WIDTH, drawCard } from './cardTemplate.mjs';

/** @type {Buffer | undefined} */
let registered;
/** One canvas for every card of this thread: a new one per card doubled the drawing time. */
/** @type {import('@napi-rs/canvas').Canvas | undefined} */
let canvas;

/**
 * @param {import('./cardTemplate.mjs').CardInput} input
 * @param {Buffer} font a single OpenType/TrueType face with Latin and CJK glyphs (font.mjs)
 * @returns {Buffer}
 */
export function renderCard(input, font) {
  if (registered !== font) {
    if (!GlobalFonts.register(font, CARD_FONT)) throw new Error('The social card font could not be loaded.');
    registered = font;
  }
  canvas ??= createCanvas(CARD_WIDTH, CARD_HEIGHT);
  drawCard(canvas.getContext('2d'), input); // paints every pixel: nothing of the last card is left
  return encodePng(canvas.data(), CARD_WIDTH, CARD_HEIGHT);
}

/**
 * A PNG of 8-bit RGBA pixels (the card is opaque, so Skia's premultiplied pixels are the plain ones).
 * @param {Uint8Array} rgba
 * @param {number} width
 * @param {number} height
 */
function encodePng(rgba, width, height) {
  const row = width * 4;
  const raw = Buffer.alloc((row + 1) * height); // each row: filter type 0, then its pixels
  const pixels = Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength);
  for (let y = 0; y < height; y++) pixels.copy(raw, y * (row + 1) + 1, y * row, (y + 1) * row);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA; compression, filter and interlace stay 0
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** @param {string} type @param {Buffer} data */
function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(zlib.crc32(body), body.length + 4);
  return out;
}
