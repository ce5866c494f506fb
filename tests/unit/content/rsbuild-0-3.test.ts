import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What /guide/troubleshooting/known-problems#rsbuild-0-3-remote-resolve says is what
 * tests/lab/stacks/rsbuild-0-3/build.mjs recorded in results.json (the script runs in `npm run test:full`;
 * this test reads its committed output).
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const results = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/lab/stacks/rsbuild-0-3/results.json'), 'utf8'));

describe.each(['en', 'zh'])('/guide/troubleshooting/known-problems#rsbuild-0-3-remote-resolve (%s)', (lang) => {
  const text = fs.readFileSync(path.join(ROOT, `docs/${lang}/guide/troubleshooting/known-problems.mdx`), 'utf8');
  const entry = text.slice(text.indexOf('{#rsbuild-0-3-remote-resolve}'));

  it('should quote the resolve error of Rsbuild 0.3.11 on both Rspack releases', () => {
    for (const build of [results.broken, results.rspackUpgraded]) {
      expect(build.rsbuild).toBe('0.3.11');
      expect(build.thrown).toBe('Rspack build failed!');
      expect(entry).toContain(build.resolveError.replace('<host>', '<project>'));
    }
    expect([results.broken.rspack, results.rspackUpgraded.rspack]).toEqual(['0.5.3', '0.5.4']);
    for (const v of ['0.3.11', 'Rspack 0.5.3', 'Rspack 0.5.4']) expect(entry).toContain(v);
  });

  it('should say that Rsbuild 0.4.1 builds it on Rspack 0.5.4', () => {
    expect([results.fixed.rsbuild, results.fixed.rspack, results.fixed.thrown]).toEqual(['0.4.1', '0.5.4', '']);
    expect(entry).toContain('0.4.1');
  });
});
