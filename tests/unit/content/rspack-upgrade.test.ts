import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What /guide/troubleshooting/build says about the manifest file-name collision is what
 * tests/lab/stacks/rspack-upgrade/build.mjs recorded in results.json (the script runs in
 * `npm run test:full`; this test reads its committed output).
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const results = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/lab/stacks/rspack-upgrade/results.json'), 'utf8'));

describe.each(['en', 'zh'])('/guide/troubleshooting/build#manifest-filename-collision (%s)', (lang) => {
  const text = fs.readFileSync(path.join(ROOT, `docs/${lang}/guide/troubleshooting/build.mdx`), 'utf8');

  it('should say every plugin version built on Rspack 1.6.0 without the collision', () => {
    expect(results.rspack).toBe('1.6.0');
    expect(results.old.plugin).toBe('0.20.0');
    expect(results.fixed.plugin).toBe('0.21.0');
    expect(results.rsbuild.rsbuild).toBe('1.6.0');
    expect(results.rsbuild.plugin).toBe('0.20.0');
    for (const build of [results.old, results.fixed, results.rsbuild]) {
      expect(build.errors).toEqual([]);
      expect(build.files).toEqual(['mf-manifest.json', 'mf-stats.json']);
    }
    for (const v of [
      'Rspack 1.6.0',
      '`@module-federation/enhanced` 0.20.0',
      '0.21.0',
      'Rsbuild 1.6.0',
      '`@module-federation/rsbuild-plugin` 0.20.0',
    ])
      expect(text).toContain(v);
  });
});
