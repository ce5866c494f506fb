import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The Vite pages' claims about `module is not defined` for a shared singleton React in vite dev are what
 * tests/lab/stacks/vite/old-dev-singleton.mjs recorded in results-old-dev-singleton.json.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const runs: {
  plugin: string;
  vite: string;
  react: string;
  optimizeDepsIncludeReact: boolean;
  rawReactEntryServed: boolean;
  reactFromDeps: boolean;
}[] = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/lab/stacks/vite/results-old-dev-singleton.json'), 'utf8'));
const read = (lang: string, route: string) => fs.readFileSync(path.join(ROOT, `docs/${lang}${route}.mdx`), 'utf8');

describe('module is not defined in vite dev (old-dev-singleton.mjs)', () => {
  const affected = runs.find((r) => r.plugin === '1.16.16' && !r.optimizeDepsIncludeReact);
  const workaround = runs.find((r) => r.plugin === '1.16.16' && r.optimizeDepsIncludeReact);
  const fixed = runs.find((r) => r.plugin === '1.17.1');

  it('1.16.16 serves raw react/index.js; the workaround and 1.17.1 serve the pre-bundled file', () => {
    expect(affected).toMatchObject({ rawReactEntryServed: true, reactFromDeps: false });
    expect(workaround).toMatchObject({ rawReactEntryServed: false, reactFromDeps: true });
    expect(fixed).toMatchObject({ rawReactEntryServed: false, reactFromDeps: true });
  });

  it.each(['en', 'zh'])('%s pages name the versions the run used', (lang) => {
    const [first] = runs;
    if (!first) throw new Error('results-old-dev-singleton.json has no runs');
    for (const route of ['/guide/troubleshooting/vite', '/guide/troubleshooting/known-problems']) {
      const text = read(lang, route);
      for (const r of runs) expect(text).toContain(r.plugin);
      expect(text).toContain(`Vite ${first.vite}`);
      expect(text).toContain(`React ${first.react}`);
      expect(text).toContain("optimizeDeps: { include: ['react'] }");
      expect(text).toContain('module is not defined');
    }
  });
});
