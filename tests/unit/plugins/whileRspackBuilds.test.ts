import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { whileRspackBuilds } from '../../../plugins/whileRspackBuilds';
import { notingPlugins } from './whileRspackBuilds.fixture';

/**
 * Builds with the fixture's two plugins wrapped, their cache probe answering `cached`, in a scratch folder
 * where each thread that runs an afterBuild notes the output folder it was given, then runs `check` on it.
 */
async function buildWith(cached: boolean, check: (dir: string) => void): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ahead-'));
  process.env.WHILE_RSPACK_BUILDS_TEST = dir;
  let probes = 0;
  try {
    const plugins = whileRspackBuilds(notingPlugins(), {
      module: path.join(import.meta.dirname, 'whileRspackBuilds.fixture.ts'),
      factory: 'notingPlugins',
      // A function, which the worker must not be sent; asked once per build, whatever the plugin count.
      cached: () => {
        probes += 1;
        return cached;
      },
    });
    // Rspress runs each hook of all plugins at once.
    await Promise.all(plugins.map((plugin) => plugin.beforeBuild?.({}, true)));
    await Promise.all(plugins.map((plugin) => plugin.afterBuild?.({ outDir: path.join(dir, 'out') }, true)));
    check(dir);
    expect(probes).toBe(1);
  } finally {
    delete process.env.WHILE_RSPACK_BUILDS_TEST;
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('given plugins whose afterBuild fills a cache', () => {
  it('should run both ahead in one worker, into a scratch folder it deletes, then as usual at the end', async () => {
    await buildWith(false, (dir) => {
      for (const name of ['a', 'b'])
        expect(fs.readFileSync(path.join(dir, `thread-${threadId}-${name}`), 'utf8')).toBe(path.join(dir, 'out'));
      const other = fs.readdirSync(dir).filter((f) => f.startsWith('thread-') && !f.startsWith(`thread-${threadId}-`));
      expect(other.map((f) => f.replace(/^thread-\d+-/, ''))).toEqual(['a', 'b']);
      expect(new Set(other.map((f) => f.replace(/-[ab]$/, ''))).size).toBe(1);
      const scratch = fs.readFileSync(path.join(dir, other[0] ?? ''), 'utf8');
      expect(scratch).not.toBe(path.join(dir, 'out'));
      expect(fs.existsSync(scratch)).toBe(false);
    });
  }, 60_000);

  it('should start no worker when the cache already holds the work (a warm build)', async () => {
    await buildWith(true, (dir) => {
      expect(fs.readdirSync(dir).filter((f) => f.startsWith('thread-'))).toEqual([
        `thread-${threadId}-a`,
        `thread-${threadId}-b`,
      ]);
    });
  }, 60_000);
});
