// Runs the Node scenarios of the reader questions of issue 31 (ids `node.` and `retry.` in
// config/facts/behaviour/reader-runtime.ts): reader.node.cjs builds two producers with Rspack once, then
// runs each group of scenarios in a fresh Node process, as a reader's server starts. Nothing leaves the
// machine (127.0.0.1 and closed ports).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const CHILD = path.join(path.dirname(new URL(import.meta.url).pathname), 'reader.node.cjs');

type Results = Record<string, string>;

async function child(dir: string, group: string): Promise<Results> {
  // The build took 5 s on an idle machine and up to a minute at load 25; a group takes a second or two.
  const timeout = group === 'build' ? 240_000 : 60_000;
  const { stdout } = await run(process.execPath, [CHILD, dir, group], { maxBuffer: 1 << 24, timeout });
  const results = JSON.parse(stdout) as Results;
  if (results.__error) throw new Error(`reader.node.cjs ${group}: ${results.__error}`);
  return results;
}

const GROUPS = [
  'entry-failure',
  'failover',
  'retry-entry',
  'retry-chunk',
  'create-instance',
  'unlisted',
  'web-build',
  'esm-host',
  'retry-fallback',
  'mirror-manifest',
  'browser-retry-fallback',
  'browser-mirror-manifest',
  'vite-load-share',
];

let pending: Promise<Results> | undefined;

/**
 * Every group's results, built and run once per test process. behaviour.test.ts starts it in its
 * `beforeAll`, beside the lab, so the build does not count against the first fact's timeout.
 */
export function readerRuntimeResults(): Promise<Results> {
  pending ??= (async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mf-reader-'));
    try {
      await child(dir, 'build');
      // Three processes at a time: each is short, and the machine's two cores are shared with the other steps.
      const results: Results = {};
      const queue = [...GROUPS];
      const worker = async () => {
        for (let group = queue.shift(); group; group = queue.shift()) Object.assign(results, await child(dir, group));
      };
      await Promise.all([worker(), worker(), worker()]);
      return results;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  })();
  return pending;
}

const read = (id: string) => async () => (await readerRuntimeResults())[id] ?? `no result for ${id}`;

export const READER_RUNTIME_SCENARIOS = {
  'node.entry-failure-message': read('node.entry-failure-message'),
  'node.entry-failure-hooks': read('node.entry-failure-hooks'),
  'node.entry-failover': read('node.entry-failover'),
  'node.retry-after-entry-failure': read('node.retry-after-entry-failure'),
  'node.chunk-404-message': read('node.chunk-404-message'),
  'node.retry-after-chunk-failure': read('node.retry-after-chunk-failure'),
  'node.create-instance-loads': read('node.create-instance-loads'),
  'node.chunk-without-instance': read('node.chunk-without-instance'),
  'node.browser-build-message': read('node.browser-build-message'),
  'node.esm-host-loads': read('node.esm-host-loads'),
  'retry.fallback-entry-url': read('retry.fallback-entry-url'),
  'retry.fallback-result': read('retry.fallback-result'),
  'retry.mirror-manifest-entry-url': read('retry.mirror-manifest-entry-url'),
  'retry.mirror-manifest-result': read('retry.mirror-manifest-result'),
  'retry.browser-fallback-scripts': read('retry.browser-fallback-scripts'),
  'retry.browser-mirror-manifest-scripts': read('retry.browser-mirror-manifest-scripts'),
  'vite.load-share-unregistered': read('vite.load-share-unregistered'),
  'vite.load-share-outside-range': read('vite.load-share-outside-range'),
};
