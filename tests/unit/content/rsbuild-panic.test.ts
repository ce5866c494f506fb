import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What /guide/troubleshooting/build#panic-two-exposes-one-file and the known-problems entry say about the
 * Rspack 1.7.1 panic is what tests/lab/stacks/rsbuild-panic/build.mjs recorded in results.json (the script
 * runs in `npm run test:full`; this test reads its committed output).
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const results = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/lab/stacks/rsbuild-panic/results.json'), 'utf8'));

describe.each(['en', 'zh'])('the Rspack 1.7.1 panic with two exposes of one file (%s)', (lang) => {
  const build = fs.readFileSync(path.join(ROOT, `docs/${lang}/guide/troubleshooting/build.mdx`), 'utf8');
  const known = fs.readFileSync(path.join(ROOT, `docs/${lang}/guide/troubleshooting/known-problems.mdx`), 'utf8');

  it('should quote the panic that Rsbuild 1.7.2 on Rspack 1.7.1 printed', () => {
    expect([results.broken.rsbuild, results.broken.rspack, results.plugin]).toEqual(['1.7.2', '1.7.1', '0.21.6']);
    expect(results.broken.panic).toBe(true);
    expect(results.broken.signal).toBe('SIGABRT');
    const [where, what] = results.broken.panicMessage as [string, string];
    for (const text of [build, known]) {
      expect(text).toContain(where);
      // The page quotes the line as the reader sees it, with the chunk's number (`Ukey(4)`).
      expect(text.replace(/Ukey\(\d+\)/g, 'Ukey(…)')).toContain(what);
    }
  });

  it('should say which builds succeed: the upgrade and the re-exporting file', () => {
    expect([results.upgraded.rsbuild, results.upgraded.rspack]).toEqual(['1.7.6', '1.7.12']);
    for (const variant of [results.upgraded, results.workaround]) {
      expect(variant.panic).toBe(false);
      expect(variant.exitCode).toBe(0);
      expect(variant.files).toContain('mf-manifest.json');
    }
    expect(results.workaround.rspack).toBe('1.7.1');
    for (const v of ['Rsbuild 1.7.2', 'Rspack 1.7.1', 'Rsbuild 1.7.6', 'Rspack 1.7.12', "export * from './entry';"])
      expect(build + known).toContain(v);
    expect(known).toContain('`@module-federation/rsbuild-plugin` 0.21.6');
  });
});
