import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en, type UiKey } from '../../../theme/i18n/en';
import { i18nSource, RSPRESS_KEYS } from '../../../theme/i18n/i18nSource';
import { zh } from '../../../theme/i18n/zh';

/** Every source file under `dir` (or `dir` itself), relative to the project. */
const sourcesUnder = (dir: string, ending: RegExp): string[] =>
  fs.statSync(dir).isFile()
    ? [dir]
    : fs
        .readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((f) => ending.test(f))
        .map((f) => path.join(dir, f));

const I18N_DIR = path.join('theme', 'i18n');
/** Our code that may read a text: everything but the i18n module's own files. */
const ourCode = ['theme', 'components', 'config', 'plugins', 'demos/consumer', 'rspress.config.ts']
  .flatMap((dir) => sourcesUnder(dir, /\.(ts|tsx|mjs)$/))
  .filter((f) => !f.startsWith(I18N_DIR))
  .map((f) => fs.readFileSync(f, 'utf8'))
  .join('\n');
/** Rspress's default theme, which reads the `RSPRESS_KEYS` texts with `t('key')`. */
const upstreamTheme = sourcesUnder('node_modules/@rspress/core/dist/theme', /\.js$/)
  .map((f) => fs.readFileSync(f, 'utf8'))
  .join('\n');

const keys = Object.keys(en) as UiKey[];
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('given the interface texts', () => {
  it('should have every key in both languages, translated, with the same placeholders', () => {
    expect(Object.keys(zh).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      expect(zh[key].trim(), key).not.toBe('');
      expect(placeholders(zh[key]), key).toEqual(placeholders(en[key]));
    }
  });

  // That a missing or unknown Chinese key is a type error is a type test: tests/types/i18n.ts.

  // A literal in JSX beside a key still used elsewhere passes this test: Biome's `style/noJsxLiterals`
  // (biome.jsonc, theme/ and components/) fails `npm run lint` on it.
  it('should use every key: in our code, or read by Rspress through i18nSource', () => {
    const quoted = (key: string) => ["'", '"', '`'].some((q) => ourCode.includes(`${q}${key}${q}`));
    const unused = keys.filter((key) => !quoted(key) && !(RSPRESS_KEYS as readonly string[]).includes(key));
    expect(unused).toEqual([]);
  });

  it('should hand Rspress only keys its default theme reads, in both languages', () => {
    const readByRspress = (key: string) => upstreamTheme.includes(`t('${key}'`) || upstreamTheme.includes(`t("${key}"`);
    expect(RSPRESS_KEYS.filter((key) => !readByRspress(key))).toEqual([]);
    expect(i18nSource.outlineTitle).toEqual({ en: 'ON THIS PAGE', zh: '本页目录' });
    expect(Object.keys(i18nSource).sort()).toEqual([...RSPRESS_KEYS].sort());
  });
});
