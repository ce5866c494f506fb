import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What /guide/troubleshooting/build#rsbuild-library-module says about Rsbuild's built-in federation option with
 * `library: { type: 'module' }` is what tests/lab/stacks/rsbuild-library-module/build.mjs recorded in
 * results.json (the script runs in `npm run test:full`; this test reads its committed output).
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const results = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'tests/lab/stacks/rsbuild-library-module/results.json'), 'utf8'),
);

describe.each(['en', 'zh'])('/guide/troubleshooting/build#rsbuild-library-module (%s)', (lang) => {
  const text = fs.readFileSync(path.join(ROOT, `docs/${lang}/guide/troubleshooting/build.mdx`), 'utf8');
  const entry = text.slice(text.indexOf('{#rsbuild-library-module}'), text.indexOf('{#two-containers-one-runtime}'));

  it('should quote the parse error of Rsbuild 0.6.15 and 1.0.1', () => {
    for (const id of ['rsbuild-0.6.15', 'rsbuild-1.0.1']) {
      expect(results[id].thrown).toBe('Rspack build failed!');
      expect(entry).toContain(results[id].parseError);
      expect(entry).toContain(`Rsbuild ${results[id].rsbuild}`);
    }
  });

  it('should say that ES module output in tools.rspack makes both build', () => {
    for (const id of ['rsbuild-0.6.15-esm', 'rsbuild-1.0.1-esm']) {
      expect(results[id]).toMatchObject({ esmOutput: true, thrown: '', remoteEntry: true });
    }
    for (const setting of ['experiments: { outputModule: true }', "chunkFormat: 'module'", "chunkLoading: 'import'"])
      expect(entry).toContain(setting);
  });
});
