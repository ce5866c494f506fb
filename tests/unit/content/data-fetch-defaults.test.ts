import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The defaults /practice/performance/prefetch gives for createLazyComponent, prefetch and cache are what
 * the installed @module-federation/bridge-react does: each one is read from its dist files here.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const DIST = path.join(ROOT, 'node_modules/@module-federation/bridge-react/dist');
const dist = fs
  .readdirSync(DIST)
  .filter((f) => f.endsWith('.mjs') || f.endsWith('.es.js'))
  .map((f) => fs.readFileSync(path.join(DIST, f), 'utf8'))
  .join('\n');
const types = (file: string) => fs.readFileSync(path.join(DIST, file), 'utf8');
const version = JSON.parse(fs.readFileSync(path.join(DIST, '../package.json'), 'utf8')).version;
const read = (lang: string) =>
  fs.readFileSync(path.join(ROOT, `docs/${lang}/practice/performance/prefetch.mdx`), 'utf8');

describe('bridge-react data fetch defaults in the installed package', () => {
  it('should be the documented version', () => expect(version).toBe('2.8.2'));
  it('should default injectLink to true and injectScript to false', () => {
    expect(dist).toMatch(/injectLink = true,\s*injectScript = false/);
  });
  it("should render the 'default' export unless told otherwise", () => {
    expect(dist).toContain('options.export) || "default"');
  });
  it('should fall back to an empty loading and a plain error element', () => {
    expect(dist).toContain(
      'const DefaultErrorElement = (_data) => /* @__PURE__ */ React__default.createElement("div", null, "Error")',
    );
  });
  it('should cache for five minutes with no stale period under the tag "default"', () => {
    expect(dist).toMatch(/tag = "default",\s*maxAge = CacheTime\.MINUTE \* 5,\s*revalidate = 0,/);
    expect(dist).toContain('maxSize: CacheSize.GB');
    expect(dist).toContain('if (dataFetchOptions.isDowngrade || !dataFetchOptions._id)');
  });
  it('should evict the least recently used entries', () => {
    expect(dist).toContain('const oldest = this.entries.keys().next();');
    expect(dist).toMatch(
      /refresh\(key, entry\) \{\s*this\.entries\.delete\(key\);\s*this\.entries\.set\(key, entry\);/,
    );
  });
  it('should have no customKey option', () => {
    expect(types('lazy/data-fetch/cache.d.ts')).not.toContain('customKey');
    expect(dist).not.toContain('customKey');
  });
  it('should type the createLazyComponent and prefetch options the page lists', () => {
    const lazy = types('lazy/createLazyComponent.d.ts');
    for (const o of [
      'loader',
      'instance',
      'loading',
      'delayLoading?',
      'fallback',
      'export?',
      'dataFetchParams?',
      'noSSR?',
      'injectScript?',
      'injectLink?',
    ])
      expect(lazy).toContain(`    ${o}:`);
    const prefetch = types('lazy/data-fetch/prefetch.d.ts');
    for (const o of ['id', 'instance', 'dataFetchParams?', 'preloadComponentResource?'])
      expect(prefetch).toContain(`    ${o}:`);
  });
});

describe.each(['en', 'zh'])('/practice/performance/prefetch (%s) defaults', (lang) => {
  const text = read(lang);
  it('should give the defaults read above', () => {
    expect(text).toMatch(/\| `injectScript` \| `boolean` \| `false` \|/);
    expect(text).toMatch(/\| `injectLink` \| `boolean` \| `true` \|/);
    expect(text).toMatch(/\| `export` \| `keyof T` \| `'default'` \|/);
    expect(text).toMatch(/\| `noSSR` \| `boolean` \| `false` \|/);
    expect(text).toMatch(/\| `preloadComponentResource` \| `boolean` \| `false` \|/);
    expect(text).toContain('`CacheTime.MINUTE * 5`');
    expect(text).toMatch(/\| `tag` \| `string \\\| string\[\]` \| `'default'` \|/);
    expect(text).toContain('`CacheSize.GB`');
    expect(text).toContain('`customKey`');
  });
});
