// @ts-check
/**
 * Finds a font that covers both English and Chinese for the social cards, and takes the Simplified Chinese
 * face out of a font collection (`.ttc`, as Debian's `fonts-noto-cjk` ships): loaded whole, a collection
 * gives its first face, the Japanese one, whose forms of many Chinese characters differ.
 */
import fs from 'node:fs';

/** Where distributions put Noto Sans CJK Bold; `SOCIAL_CARD_FONT` overrides them. */
const FONT_CANDIDATES = [
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc', // Debian, Ubuntu: fonts-noto-cjk
  '/usr/share/fonts/noto-cjk/NotoSansCJK-Bold.ttc', // Arch: noto-fonts-cjk
  '/usr/share/fonts/google-noto-cjk/NotoSansCJK-Bold.ttc', // Fedora
  '/opt/homebrew/share/fonts/NotoSansCJK-Bold.ttc',
];

/**
 * The font file to draw cards with, or an error that says how to get one.
 * @param {{ env?: Record<string, string | undefined>, exists?: (p: string) => boolean }} [deps]
 * @returns {string}
 */
export function findCardFont({ env = process.env, exists = fs.existsSync } = {}) {
  const fromEnv = env.SOCIAL_CARD_FONT;
  if (fromEnv) {
    if (!exists(fromEnv)) {
      throw new Error(
        `SOCIAL_CARD_FONT is "${fromEnv}", but no file is there. Point it at a TTF, OTF or TTC font with Chinese glyphs.`,
      );
    }
    return fromEnv;
  }
  const found = FONT_CANDIDATES.find((p) => exists(p));
  if (!found) {
    throw new Error(
      `Social cards need a font with Chinese glyphs and none was found (looked at ${FONT_CANDIDATES.join(', ')}). ` +
        'Install Noto Sans CJK (Debian: `apt-get install -y fonts-noto-cjk`) or set SOCIAL_CARD_FONT to a TTF/OTF/TTC file.',
    );
  }
  return found;
}

/**
 * Names of the faces in a font collection, read from each face's `name` table (family, id 1).
 * @param {Buffer} buf
 * @returns {string[]}
 */
export function collectionFaceNames(buf) {
  if (buf.toString('latin1', 0, 4) !== 'ttcf') return [];
  const count = buf.readUInt32BE(8);
  const names = [];
  for (let i = 0; i < count; i++) {
    const face = buf.readUInt32BE(12 + 4 * i);
    const name = findTable(buf, face, 'name');
    names.push(name ? readFamilyName(buf, name.offset) : '');
  }
  return names;
}

/**
 * One face of a collection as a standalone OpenType font. Tables are shared between faces in a
 * collection, so each is copied and the table directory rewritten with new offsets.
 * @param {Buffer} buf the `.ttc` file
 * @param {number} index which face
 * @returns {Buffer}
 */
export function extractFace(buf, index) {
  if (buf.toString('latin1', 0, 4) !== 'ttcf') return buf;
  const count = buf.readUInt32BE(8);
  if (index < 0 || index >= count) throw new Error(`Font collection has ${count} faces; face ${index} does not exist.`);
  const face = buf.readUInt32BE(12 + 4 * index);
  const numTables = buf.readUInt16BE(face + 4);
  const tables = [];
  for (let t = 0; t < numTables; t++) {
    const r = face + 12 + 16 * t;
    tables.push({
      tag: buf.readUInt32BE(r),
      sum: buf.readUInt32BE(r + 4),
      offset: buf.readUInt32BE(r + 8),
      length: buf.readUInt32BE(r + 12),
    });
  }
  let size = 12 + 16 * numTables;
  const at = tables.map((t) => {
    const here = size;
    size += (t.length + 3) & ~3; // tables are 4-byte aligned
    return here;
  });
  const out = Buffer.alloc(size);
  buf.copy(out, 0, face, face + 12);
  tables.forEach((t, i) => {
    const r = 12 + 16 * i;
    out.writeUInt32BE(t.tag, r);
    out.writeUInt32BE(t.sum, r + 4);
    out.writeUInt32BE(/** @type {number} */ (at[i]), r + 8);
    out.writeUInt32BE(t.length, r + 12);
    buf.copy(out, /** @type {number} */ (at[i]), t.offset, t.offset + t.length);
  });
  return out;
}

/**
 * Reads a font file and returns one face, preferring Simplified Chinese (`SC`) in a CJK collection.
 * @param {string} file
 * @returns {Buffer}
 */
export function loadCardFont(file) {
  const buf = fs.readFileSync(file);
  const names = collectionFaceNames(buf);
  if (names.length === 0) return buf;
  const sc = names.findIndex((n) => /\bSC\b/.test(n) && !/Mono/.test(n));
  return extractFace(buf, Math.max(sc, 0));
}

/** @param {Buffer} buf @param {number} face @param {string} tag */
function findTable(buf, face, tag) {
  const numTables = buf.readUInt16BE(face + 4);
  for (let t = 0; t < numTables; t++) {
    const r = face + 12 + 16 * t;
    if (buf.toString('latin1', r, r + 4) === tag)
      return { offset: buf.readUInt32BE(r + 8), length: buf.readUInt32BE(r + 12) };
  }
  return null;
}

/** @param {Buffer} buf @param {number} table */
function readFamilyName(buf, table) {
  const count = buf.readUInt16BE(table + 2);
  const strings = table + buf.readUInt16BE(table + 4);
  for (let i = 0; i < count; i++) {
    const r = table + 6 + 12 * i;
    const platform = buf.readUInt16BE(r);
    const nameId = buf.readUInt16BE(r + 6);
    if (nameId !== 1) continue;
    const len = buf.readUInt16BE(r + 8);
    const off = strings + buf.readUInt16BE(r + 10);
    if (platform === 3 || platform === 0) {
      // UTF-16BE
      let s = '';
      for (let j = 0; j < len; j += 2) s += String.fromCharCode(buf.readUInt16BE(off + j));
      return s;
    }
    return buf.toString('latin1', off, off + len);
  }
  return '';
}
