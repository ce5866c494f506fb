// Runs the runtime questions of issue 42 (ids `rows.` in config/facts/behaviour/runtime-rows.ts):
// runtime-rows.node.cjs against the installed runtime and against the older releases the pages name. An
// older release is unpacked with `npm pack` into node_modules/.cache/runtime-rows/releases/<version>/
// node_modules, outside the project's dependencies and the site's build; once unpacked it is read from there.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { unpackFederation } from './releases';

const run = promisify(execFile);
const CHILD = path.join(path.dirname(new URL(import.meta.url).pathname), 'runtime-rows.node.cjs');
const CACHE = path.resolve('node_modules/.cache/runtime-rows/releases');

/** The releases the pages name, with the packages each needs (0.6 had no runtime-core yet). */
const RELEASES = {
  '0.6.0': ['runtime', 'sdk'],
  '0.19.1': ['runtime', 'runtime-core', 'sdk', 'error-codes'],
  '0.20.0': ['runtime', 'runtime-core', 'sdk', 'error-codes'],
} as const;
type Release = keyof typeof RELEASES | 'installed';
type Results = Record<string, string>;

const unpack = (version: keyof typeof RELEASES) => unpackFederation(CACHE, version, RELEASES[version]);

const pending = new Map<string, Promise<Results>>();

/** One case on one release, run once per test process in a Node process of its own. */
function results(release: Release, which: string): Promise<Results> {
  const key = `${release} ${which}`;
  let p = pending.get(key);
  if (!p) {
    p = (async () => {
      const folder = release === 'installed' ? '.' : await unpack(release);
      const { stdout } = await run(process.execPath, [CHILD, folder, which], { maxBuffer: 1 << 22, timeout: 60_000 });
      const out = JSON.parse(stdout) as Results;
      if (out.__error) throw new Error(`runtime-rows.node.cjs ${which}: ${out.__error}`);
      if (release !== 'installed' && out.version !== release) throw new Error(`ran ${out.version}, not ${release}`);
      return out;
    })();
    pending.set(key, p);
  }
  return p;
}

const read = (release: Release, which: string, key: string) => async () =>
  (await results(release, which))[key] ?? `no result for ${key}`;

export const RUNTIME_ROWS_SCENARIOS = {
  'rows.instance-swap.getinstance': read('installed', 'instance-swap', 'instance-swap.after-first'),
  'rows.instance-swap.error': read('installed', 'instance-swap', 'instance-swap.error'),
  'rows.instance-swap.error-0-6': read('0.6.0', 'instance-swap', 'instance-swap.error'),
  'rows.instance-swap.kept': read('installed', 'instance-swap', 'instance-swap.kept'),
  'rows.prefix-names': read('installed', 'prefix-names', 'prefix-names'),
  'rows.prefix-names-0-6': read('0.6.0', 'prefix-names', 'prefix-names'),
  'rows.core-default.affected': read('0.19.1', 'core-default', 'core-default'),
  'rows.core-default.fixed': read('0.20.0', 'core-default', 'core-default'),
  'rows.revalidate.first': read('installed', 'revalidate', 'revalidate.first'),
  'rows.revalidate.second': read('installed', 'revalidate', 'revalidate.second'),
  'rows.revalidate.fresh-instance': read('installed', 'revalidate', 'revalidate.fresh-instance'),
  'rows.revalidate.force-same-url': read('installed', 'revalidate', 'revalidate.force-same-url'),
  'rows.revalidate.new-url': read('installed', 'revalidate', 'revalidate.new-url'),
  'rows.stale-chunk.same-name': read('installed', 'stale-chunk', 'stale-chunk.same-name'),
  'rows.stale-chunk.hashed-kept': read('installed', 'stale-chunk', 'stale-chunk.hashed-kept'),
  'rows.stale-chunk.hashed-removed': read('installed', 'stale-chunk', 'stale-chunk.hashed-removed'),
  'rows.get-public-path-files': read('installed', 'get-public-path-files', 'get-public-path-files'),
  'rows.node-plugin-rspack.broken': read(
    'installed',
    'node-plugin-rspack',
    'node-plugin-rspack.node-federation-plugin',
  ),
  'rows.node-plugin-rspack.fixed': read('installed', 'node-plugin-rspack', 'node-plugin-rspack.enhanced-rspack'),
};
