// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cachedRender } from '../../../rspress-patches/prerenderCache/cachedRender';
import { bundleKey, prerenderCache, swapServerEntry } from '../../../rspress-patches/prerenderCache/plugin';
import { CACHE_KEY, type PrerenderCache } from '../../../rspress-patches/prerenderCache/shared';
import { tempTree } from '../support/tempTree';

/** Rspress's render as the server bundle has it: fills the head, returns the page's HTML. */
const upstream = vi.fn(async (routePath: string, head: { push(...args: unknown[]): unknown }) => {
  head.push({ title: `Page ${routePath}` });
  head.push({ meta: [{ name: 'description', content: 'About it.' }] }, { tagPriority: 'high' });
  return { appHtml: `<main>${routePath} 页面</main>` };
});
const render = cachedRender(upstream);

const UPSTREAM_ENTRY = '/x/node_modules/@rspress/core/dist/runtime/ssrServerEntry.js';
const globals = globalThis as { [CACHE_KEY]?: PrerenderCache };

const headOf = () => {
  const pushed: unknown[][] = [];
  return { pushed, push: (...args: unknown[]) => pushed.push(args) };
};

const trees: string[] = [];
beforeEach(() => {
  upstream.mockClear();
});
afterEach(() => {
  delete globals[CACHE_KEY];
  for (const tree of trees.splice(0)) fs.rmSync(tree, { recursive: true, force: true });
});

describe("given the node build's entries", () => {
  it("should put our entry in place of Rspress's server entry, in any form Rsbuild writes", () => {
    expect(swapServerEntry({ index: UPSTREAM_ENTRY })).toEqual({ index: expect.stringMatching(/ssrEntry\.ts$/) });
    expect(swapServerEntry({ index: ['pre.js', UPSTREAM_ENTRY] }).index).toEqual([
      'pre.js',
      expect.stringMatching(/prerenderCache[\\/]ssrEntry\.ts$/),
    ]);
    expect(swapServerEntry({ index: { import: [UPSTREAM_ENTRY], html: false } })).toEqual({
      index: { import: [expect.stringMatching(/ssrEntry\.ts$/)], html: false },
    });
  });

  it('should fail the build naming the patch when the entry is not there', () => {
    expect(() => swapServerEntry({ index: '/x/other-entry.js' })).toThrow(/RSPRESS_PATCHES_OFF=prerenderCache/);
  });
});

describe('given a server bundle', () => {
  it('should key it by the build hash and file names, in any order', () => {
    const key = bundleKey('abc', ['__ssg__/a.cjs', '__ssg__/b.cjs']);
    expect(bundleKey('abc', ['__ssg__/b.cjs', '__ssg__/a.cjs'])).toBe(key);
    expect(bundleKey('abd', ['__ssg__/a.cjs', '__ssg__/b.cjs'])).not.toBe(key);
    expect(bundleKey('abc', ['__ssg__/a.cjs'])).not.toBe(key);
  });
});

describe("given our server entry's render", () => {
  it("should render through Rspress's render and record the head, then answer a cached page with the same head", async () => {
    const stored = new Map<string, Parameters<PrerenderCache['set']>[1]>();
    globals[CACHE_KEY] = { get: (route) => stored.get(route), set: (route, page) => stored.set(route, page) };
    const first = headOf();
    expect(await render('/guide/a', first as never)).toEqual({ appHtml: '<main>/guide/a 页面</main>' });
    expect(upstream).toHaveBeenCalledTimes(1);
    const second = headOf();
    expect(await render('/guide/a', second as never)).toEqual({ appHtml: '<main>/guide/a 页面</main>' });
    expect(upstream).toHaveBeenCalledTimes(1);
    expect(second.pushed).toEqual(first.pushed);
    expect(second.pushed).toHaveLength(2);
  });

  it('should not cache a page whose head input cannot be cloned', async () => {
    const stored = new Map<string, unknown>();
    globals[CACHE_KEY] = { get: () => undefined, set: (route, page) => stored.set(route, page) };
    upstream.mockImplementationOnce(async (_route, head) => {
      head.push({ script: [{ innerHTML: () => 'x' }] });
      return { appHtml: '<main></main>' };
    });
    await render('/guide/b', headOf() as never);
    expect(stored.size).toBe(0);
  });

  it('should render every page when the build put no cache out (the patch off on the build side)', async () => {
    await render('/guide/c', headOf() as never);
    await render('/guide/c', headOf() as never);
    expect(upstream).toHaveBeenCalledTimes(2);
  });
});

describe('given two production builds of the same server bundle', () => {
  /** The plugin's steps as Rspress and Rsbuild run them, around renders by our entry. */
  async function build(cacheDir: string, routes: string[], hash = 'h1') {
    const plugin = prerenderCache({ cacheDir });
    await plugin.beforeBuild?.({ ssg: true }, true);
    let step: ((context: unknown) => void) | undefined;
    const api = { processAssets: (_options: unknown, handler: (context: unknown) => void) => (step = handler) };
    const [rsbuildPlugin] = (plugin.builderConfig?.plugins ?? []) as RsbuildPlugin[];
    await rsbuildPlugin?.setup(api as never);
    step?.({ assets: { '__ssg__/rspress-ssg-entry.cjs': {}, 'index.html': {} }, compilation: { hash } });
    const heads = [];
    const html = [];
    for (const route of routes) {
      const head = headOf();
      html.push((await render(route, head as never)).appHtml);
      heads.push(head.pushed);
    }
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await plugin.afterBuild?.({}, true);
    const line = String(log.mock.calls[0]?.[0]);
    log.mockRestore();
    return { line, heads, html };
  }

  it('should render each page once, and give the second build the same pages and heads from the cache', async () => {
    const root = tempTree('prerender', {});
    trees.push(root);
    const cacheDir = path.join(root, 'cache');
    const cold = await build(cacheDir, ['/', '/guide/a']);
    expect(cold.line).toContain('0 pages from the cache, 2 rendered');
    const warm = await build(cacheDir, ['/', '/guide/a']);
    expect(warm.line).toContain('2 pages from the cache, 0 rendered');
    expect(warm.heads).toEqual(cold.heads);
    expect(warm.html).toEqual(['<main>/ 页面</main>', '<main>/guide/a 页面</main>']);
    expect(upstream).toHaveBeenCalledTimes(2);
    expect(globals[CACHE_KEY]).toBeUndefined();
    const changed = await build(cacheDir, ['/'], 'h2');
    expect(changed.line).toContain('0 pages from the cache, 1 rendered');
  });

  it('should fail the build when Rspress rendered no page through our entry', async () => {
    const root = tempTree('prerender', {});
    trees.push(root);
    await expect(build(path.join(root, 'cache'), [])).rejects.toThrow(/rendered no page through our server entry/);
  });

  it('should refuse the worker-thread prerender, which does not see the cache', async () => {
    const plugin = prerenderCache({ cacheDir: '/tmp/unused' });
    await expect(async () => plugin.beforeBuild?.({ ssg: { experimentalWorker: true } }, true)).rejects.toThrow(
      /experimentalWorker/,
    );
  });
});
