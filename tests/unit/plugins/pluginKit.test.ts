import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { UserConfig } from '@rspress/core';
import { afterEach, describe, expect, it } from 'vitest';
import { filesUnder, hashFiles, placeFiles, pruneCache } from '../../../lib/cacheFiles.mjs';
import { afterProductionBuild, outDirOf, withThemeConfig } from '../../../plugins/pluginKit';
import { llmsPlugin } from '../../../plugins/publishing/llms';
import { safeLinksPlugin } from '../../../plugins/publishing/safeLinksPlugin';
import { tempTree } from '../support/tempTree';

const trees: string[] = [];
afterEach(() => {
  for (const tree of trees.splice(0)) fs.rmSync(tree, { recursive: true, force: true });
});

describe('given a plugin that writes into the output folder', () => {
  const calls: [string, UserConfig][] = [];
  const plugin = afterProductionBuild('test-output', (outDir, config) => {
    calls.push([outDir, config]);
  });

  it('should write nothing after a dev build and into the absolute outDir after a production build', async () => {
    await plugin.afterBuild?.({ outDir: 'out' }, false);
    expect(calls).toEqual([]);
    const config = { outDir: 'out' };
    await plugin.afterBuild?.(config, true);
    expect(calls).toEqual([[path.resolve('out'), config]]);
    expect(outDirOf({})).toBe(path.resolve('doc_build'));
  });
});

describe('given a config hook that changes the theme config', () => {
  it('should keep the other fields and start from an empty theme config when there is none', () => {
    const config: UserConfig = { title: 'T', themeConfig: { footer: { message: 'm' } } };
    expect(withThemeConfig(config, (t) => ({ ...t, hideNavbar: 'auto' }))).toEqual({
      title: 'T',
      themeConfig: { footer: { message: 'm' }, hideNavbar: 'auto' },
    });
    expect(withThemeConfig({ title: 'T' }, (t) => t)).toEqual({ title: 'T', themeConfig: {} });
  });

  it('should add rel to external links of every language and default the llms control to the title', () => {
    const external = { text: 'X', link: 'https://example.org' };
    const safe = safeLinksPlugin().config?.(
      { themeConfig: { nav: [external], locales: [{ lang: 'zh', label: 'zh', nav: [external] }] } },
      // The config hooks of these plugins read only the config.
      {} as never,
      false,
    ) as UserConfig;
    expect(safe.themeConfig?.nav).toEqual([{ ...external, rel: 'noopener noreferrer' }]);
    expect(safe.themeConfig?.locales?.[0]?.nav).toEqual([{ ...external, rel: 'noopener noreferrer' }]);

    const llms = llmsPlugin().config?.({ llms: false }, {} as never, false) as UserConfig;
    expect(llms.themeConfig?.llmsUI).toEqual({ viewOptions: false, placement: 'title' });
    expect(llms.llms).toBe(false);
  });
});

describe('given a cache folder with an entry per content state', () => {
  it('should keep the newest entries, files and folders alike, and delete the rest', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prune-'));
    try {
      for (const [i, name] of ['a', 'b', 'c', 'd'].entries()) {
        const file = path.join(dir, name);
        if (name === 'b') fs.mkdirSync(path.join(file, 'inner'), { recursive: true });
        else fs.writeFileSync(file, name);
        fs.utimesSync(file, 1000 + i, 1000 + i);
      }
      pruneCache(dir, 2);
      expect(fs.readdirSync(dir).sort()).toEqual(['c', 'd']);
      pruneCache(path.join(dir, 'missing'));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('given a cache folder whose files a build puts into its output', () => {
  it('should place every file at the same relative path, as a file of the same content', () => {
    const dir = tempTree('place', {
      'cache/index.json': '{}',
      'cache/search/a.json': '[1]',
      'out/index.json': 'an older build',
    });
    trees.push(dir);
    const [from, to] = [path.join(dir, 'cache'), path.join(dir, 'out')];
    placeFiles(from, to);
    expect(filesUnder(to).map((f) => path.relative(to, f))).toEqual(['index.json', path.join('search', 'a.json')]);
    expect(fs.readFileSync(path.join(to, 'index.json'), 'utf8')).toBe('{}');
    // The next build empties the output by unlinking: the cache keeps its files.
    fs.rmSync(to, { recursive: true });
    expect(fs.readFileSync(path.join(from, 'search', 'a.json'), 'utf8')).toBe('[1]');
  });
});

describe('given files hashed twice in one process', () => {
  it('should give the same hash, and another one once a file changed', () => {
    const dir = tempTree('hash', { 'page.mdx': '# One' });
    trees.push(dir);
    const file = path.join(dir, 'page.mdx');
    const first = hashFiles([file], dir);
    expect(hashFiles([file], dir)).toBe(first);
    // Same size, later time: read again.
    fs.writeFileSync(file, '# Two');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(hashFiles([file], dir)).not.toBe(first);
  });
});
