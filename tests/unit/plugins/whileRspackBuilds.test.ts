import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { whileRspackBuilds } from '../../../plugins/whileRspackBuilds';
import { notingPlugin } from './whileRspackBuilds.fixture';

/**
 * Builds with the fixture plugin wrapped, its cache probe answering `cached`, in a scratch folder where
 * each thread that runs its afterBuild notes the output folder it was given, then runs `check` on it.
 */
async function buildWith(cached: boolean, check: (dir: string) => void): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ahead-'));
  process.env.WHILE_RSPACK_BUILDS_TEST = dir;
  try {
    const plugin = whileRspackBuilds(notingPlugin(), {
      module: path.join(import.meta.dirname, 'whileRspackBuilds.fixture.ts'),
      factory: 'notingPlugin',
      // A function, which the worker must not be sent.
      cached: () => cached,
    });
    await plugin.beforeBuild?.({}, true);
    await plugin.afterBuild?.({ outDir: path.join(dir, 'out') }, true);
    check(dir);
  } finally {
    delete process.env.WHILE_RSPACK_BUILDS_TEST;
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('given a plugin whose afterBuild fills a cache', () => {
  it('should run it ahead in a worker, into a scratch folder it deletes, then as usual at the end', async () => {
    await buildWith(false, (dir) => {
      expect(fs.readFileSync(path.join(dir, `thread-${threadId}`), 'utf8')).toBe(path.join(dir, 'out'));
      const other = fs.readdirSync(dir).filter((f) => f.startsWith('thread-') && f !== `thread-${threadId}`);
      expect(other).toHaveLength(1);
      const scratch = fs.readFileSync(path.join(dir, other[0] ?? ''), 'utf8');
      expect(scratch).not.toBe(path.join(dir, 'out'));
      expect(fs.existsSync(scratch)).toBe(false);
    });
  }, 60_000);

  it('should start no worker when the cache already holds the work (a warm build)', async () => {
    await buildWith(true, (dir) => {
      expect(fs.readdirSync(dir).filter((f) => f.startsWith('thread-'))).toEqual([`thread-${threadId}`]);
    });
  }, 60_000);
});
