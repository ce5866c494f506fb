import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findIndexFiles, indexFileNames, indexInputsHash } from '../../../plugins/search';

const dirs: string[] = [];
/** A docs folder with these files. */
function docs(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-search-inputs-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('given the names of the prebuilt search index files', () => {
  it('should be search_index.<lang>.<8 hex>.json for each language, one name per language', () => {
    const names = indexFileNames(indexInputsHash(docs({ 'en/a.mdx': '# A' })));
    expect(Object.keys(names)).toEqual(['en', 'zh']);
    expect(names.en).toMatch(/^search_index\.en\.[0-9a-f]{8}\.json$/);
    expect(names.zh).toMatch(/^search_index\.zh\.[0-9a-f]{8}\.json$/);
  });

  it('should change when a page changes, and not when a non-page file does', () => {
    const before = indexInputsHash(docs({ 'en/a.mdx': '# A', 'public/logo.svg': '<svg/>' }));
    expect(indexInputsHash(docs({ 'en/a.mdx': '# A', 'public/logo.svg': '<svg></svg>' }))).toBe(before);
    expect(indexInputsHash(docs({ 'en/a.mdx': '# A\n\nMore text.', 'public/logo.svg': '<svg/>' }))).not.toBe(before);
    expect(indexInputsHash(docs({ 'en/b.mdx': '# A', 'public/logo.svg': '<svg/>' }))).not.toBe(before);
  });
});

describe("given a built site that also holds Rspress's own titles-only index", () => {
  it('should find only our manifests, whatever the names sort to', () => {
    const site = docs({
      'static/search_index.en.00000000.json': '[{"title":"A","routePath":"/a"}]',
      'static/search_index.en.ffffffff.json': '{"format":6}',
      'static/search_index.zh.ffffffff.json': '{"format":6}',
    });
    expect(findIndexFiles(site).map((f) => [f.lang, path.basename(f.file)])).toEqual([
      ['en', 'search_index.en.ffffffff.json'],
      ['zh', 'search_index.zh.ffffffff.json'],
    ]);
  });
});
