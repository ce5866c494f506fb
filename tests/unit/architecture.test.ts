// @vitest-environment node
import fs from 'node:fs';
import { loadConfig } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { beforeAll, describe, expect, it } from 'vitest';

type Hook = keyof RspressPlugin;

/** The plugins of rspress.config.ts as Rspress loads them (its loader: Vitest's cannot load plugin-preview). */
let plugins: RspressPlugin[] = [];
beforeAll(async () => {
  const off = process.env.RSPRESS_PATCHES_OFF;
  delete process.env.RSPRESS_PATCHES_OFF;
  try {
    const { content } = await loadConfig({ path: 'rspress.config.ts' });
    plugins = (content as { plugins?: RspressPlugin[] }).plugins ?? [];
  } finally {
    if (off !== undefined) process.env.RSPRESS_PATCHES_OFF = off;
  }
}, 120_000);

/** The plugins that have `hook`, in the order Rspress calls them; `remark`/`rehype` for the two halves of `markdown`. */
function withHook(hook: string): string[] {
  const has = (p: RspressPlugin) => {
    if (hook === 'markdown (remark)') return Boolean(p.markdown?.remarkPlugins?.length);
    if (hook === 'markdown (rehype)') return Boolean(p.markdown?.rehypePlugins?.length);
    return p[hook as Hook] !== undefined;
  };
  return plugins.filter(has).map((p) => p.name);
}

/** The rows of the hook table in docs-dev/architecture.md: hook, then plugin names in order. */
function documentedOrder(): [string, string[]][] {
  const doc = fs.readFileSync('docs-dev/architecture.md', 'utf8');
  const section = doc.split('### Plugins in the order Rspress calls them')[1]?.split('\n### ')[0] ?? '';
  return [...section.matchAll(/^\| `([^`]+)`((?: \([a-z]+\))?) \| (`.+`) \|$/gm)].map(([, hook, half, list]) => [
    `${hook}${half}`,
    [...(list ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? ''),
  ]);
}

const runsBefore = (list: string[], a: string, b: string) => {
  expect(list, `${a} in the list`).toContain(a);
  expect(list, `${b} in the list`).toContain(b);
  expect(list.indexOf(a), `${a} before ${b}`).toBeLessThan(list.indexOf(b));
};

describe('given the plugins of rspress.config.ts and docs-dev/architecture.md', () => {
  it('should call each hook on the plugins the document lists, in its order', () => {
    const rows = documentedOrder();
    expect(rows.map(([hook]) => hook)).toEqual([
      'config',
      'routeGenerated',
      'beforeBuild',
      'modifySearchIndexData',
      'extendPageData',
      'addRuntimeModules',
      'globalUIComponents',
      'globalStyles',
      'markdown (remark)',
      'markdown (rehype)',
      'builderConfig',
      'afterBuild',
    ]);
    for (const [hook, names] of rows) expect(withHook(hook), `the ${hook} row`).toEqual(names);
  });

  it('should list no hook the document leaves out', () => {
    const documented = new Set(documentedOrder().map(([hook]) => hook.replace(/ \(.*\)$/, '')));
    const used = new Set(plugins.flatMap((p) => Object.keys(p).filter((k) => k !== 'name')));
    expect([...used].filter((hook) => !documented.has(hook))).toEqual([]);
  });

  it('should run the order constraints the document states', () => {
    // config: clientStubs reads the llmsUI publishing sets.
    runsBefore(withHook('config'), 'mf-publishing-llms', 'mf-client-stubs');
    // extendPageData: the full record is read, then trimmed and shipped in the route shards.
    const extend = withHook('extendPageData');
    runsBefore(extend, 'mf-publishing-page-records', 'mf-lazy-routes');
    runsBefore(extend, 'mf-publishing-social-cards', 'mf-lazy-routes');
    // afterBuild: the hosting files come last of publishing (they wait for the other writers).
    const after = withHook('afterBuild').filter(
      (name) => name.startsWith('mf-publishing') || name === 'mf-markdown-copies',
    );
    expect(after.at(-1)).toBe('mf-publishing-hosting');
    // remark: the facts are inlined before any other plugin reads the page.
    expect(withHook('markdown (remark)')[0]).toBe('mf-author-components');
  });
});
