import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fitTitle, textUnits, titleFontSize, wrapLines } from '../../../lib/socialCards/cardTemplate.mjs';
import { collectionFaceNames, extractFace, findCardFont, loadCardFont } from '../../../lib/socialCards/font.mjs';
import { renderCard } from '../../../lib/socialCards/renderCard.mjs';
import { CardRenderer, cardKey } from '../../../plugins/publishing/socialCards/index';

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('given card titles', () => {
  it('should count Chinese characters as two units', () => {
    expect(textUnits('ab')).toBe(2);
    expect(textUnits('快速')).toBe(4);
  });

  it('should cut a title that would not fit, with an ellipsis', () => {
    const long = '拆分'.repeat(60);
    const fitted = fitTitle(long);
    expect(fitted.endsWith('…')).toBe(true);
    expect(textUnits(fitted)).toBeLessThanOrEqual(84);
    expect(fitTitle('Quick start')).toBe('Quick start');
  });

  it('should draw long titles smaller', () => {
    expect(titleFontSize('Quick start')).toBeGreaterThan(
      titleFontSize('Splitting an app into micro-frontends, part 1'),
    );
  });

  // One unit of width per character, so the expected lines can be read off.
  const measure = (s: string) => [...s].length;

  it('should break lines between words, never inside one that fits', () => {
    expect(wrapLines('Module Federation runtime hooks', 18, measure)).toEqual(['Module Federation', 'runtime hooks']);
  });

  it('should break Chinese text between any two characters, and a Latin word beside it as a whole', () => {
    expect(wrapLines('运行时插件 loadRemote 钩子', 10, measure)).toEqual(['运行时插件', 'loadRemote', '钩子']);
    expect(wrapLines('快速上手指南', 4, measure)).toEqual(['快速上手', '指南']);
  });

  it('should cut a word wider than the line, and end the last line in an ellipsis', () => {
    expect(wrapLines('abcdefghij', 4, measure)).toEqual(['abcd', 'efgh', 'ij']);
    expect(wrapLines('one two three four five', 5, measure, 2)).toEqual(['one', 'two…']);
  });
});

describe('given the cache', () => {
  const input = { title: 'A', section: 'Guide', siteTitle: 'S', host: 'h' };
  it('should key a card by what it shows and the font', () => {
    expect(cardKey(input, 'f')).toBe(cardKey({ ...input }, 'f'));
    expect(cardKey(input, 'f')).not.toBe(cardKey({ ...input, section: '指南' }, 'f'));
    expect(cardKey(input, 'f')).not.toBe(cardKey(input, 'g'));
  });
});

describe('given a missing font', () => {
  it('should say how to install one', () => {
    expect(() => findCardFont({ env: {}, exists: () => false })).toThrow(/apt-get install -y fonts-noto-cjk/);
    expect(() => findCardFont({ env: { SOCIAL_CARD_FONT: '/nope.ttf' }, exists: () => false })).toThrow(
      /SOCIAL_CARD_FONT is "\/nope.ttf"/,
    );
  });
});

// The build draws every card with this font and fails without it, so these tests require it too
// (findCardFont's error says how to install it) rather than skipping.
describe('given Noto Sans CJK on this machine', () => {
  it('should read the faces of the collection and pick the Simplified Chinese one as a standalone font', {
    timeout: 30_000,
  }, () => {
    const buf = fs.readFileSync(findCardFont());
    const names = collectionFaceNames(buf);
    expect(names).toContain('Noto Sans CJK SC');
    const face = extractFace(buf, names.indexOf('Noto Sans CJK SC'));
    expect(collectionFaceNames(face)).toEqual([]);
    expect(face.toString('latin1', 0, 4)).toBe('OTTO');
    // loadCardFont picks that same face.
    expect(loadCardFont(findCardFont()).equals(face)).toBe(true);
  });

  it('should draw a 1200×630 PNG with Chinese and English text', async () => {
    const font = loadCardFont(findCardFont());
    const png = renderCard(
      { title: '快速上手 Quick start', section: '指南', siteTitle: 'Module federation', host: 'example.org' },
      font,
    );
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    // A blank card of the same background compresses to a few KB; glyphs make it larger.
    expect(png.length).toBeGreaterThan(15_000);
  }, 20_000);
});

describe('given pages whose cards look the same', () => {
  it('should draw the card once and give every page that file', async () => {
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cards-'));
    const renderer = new CardRenderer({ cacheDir, fontPath: findCardFont() });
    try {
      const input = { title: 'Quick start', section: 'Guide', siteTitle: 'Module federation', host: 'example.org' };
      const files = await Promise.all([renderer.card(input), renderer.card({ ...input }), renderer.card(input)]);
      expect(new Set(files).size).toBe(1);
      expect({ drawn: renderer.drawn, shared: renderer.shared }).toEqual({ drawn: 1, shared: 2 });
      expect(fs.readdirSync(cacheDir)).toEqual([path.basename(files[0] ?? '')]);
    } finally {
      await renderer.close();
      fs.rmSync(cacheDir, { recursive: true, force: true });
    }
  }, 30_000);
});
