import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The Vite pages' claims about `loadRemote()` and `RUNTIME-004` in vite dev (module-federation/vite#999) are what
 * tests/lab/stacks/vite/old-dev-loadremote.mjs recorded in results-old-dev-loadremote.json.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const runs: {
  plugin: string;
  vite: string;
  import: string;
  loadRemote: string;
  remotes: { name: string; alias: string; entryGlobalName: string }[];
}[] = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/lab/stacks/vite/results-old-dev-loadremote.json'), 'utf8'));
const read = (lang: string, route: string) => fs.readFileSync(path.join(ROOT, `docs/${lang}${route}.mdx`), 'utf8');

describe('loadRemote in vite dev (old-dev-loadremote.mjs)', () => {
  const affected = runs.find((r) => r.plugin === '1.20.1');
  const fixed = runs.find((r) => r.plugin === '1.23.8');

  it('1.20.1 fails loadRemote with RUNTIME-004 and registers the internal alias; 1.23.8 loads both ways', () => {
    expect(affected?.import).toBe('hello from remote');
    expect(affected?.loadRemote).toContain('Failed to locate remote. #RUNTIME-004');
    expect(affected?.remotes[0]?.alias).toBe('__mfe_internal__host__mf_owner__<n>__remote');
    expect(fixed?.loadRemote).toBe('hello from remote');
    expect(fixed?.remotes[0]?.alias).toBe('remote');
  });

  it.each(['en', 'zh'])('%s pages quote the message and the names as recorded', (lang) => {
    const page = read(lang, '/guide/troubleshooting/vite');
    const section = page.slice(page.indexOf('{#dev-loadremote-004}'), page.indexOf('{#loaded-first-startup}'));
    const message = affected?.loadRemote.replace(/^error: /, '') ?? '';
    const block = section.match(/```text\n([\s\S]*?)```/)?.[1] ?? '';
    expect(message).toContain(
      block
        .trim()
        .replace(/^Error: /, '')
        .split('\n')[0] ?? 'none',
    );
    expect(block).toContain('"requestId":"remote/util"');
    expect(section).toContain('`__mfe_internal__host__mf_owner__<n>__remote`');
    expect(section).toContain(`Vite ${affected?.vite}`);
    expect(read(lang, '/guide/troubleshooting/known-problems')).toContain('old-dev-loadremote.mjs');
  });
});
