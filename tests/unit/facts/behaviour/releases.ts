// Runs the cases of the known-problems page (ids `release.` in config/facts/behaviour/releases.ts):
// releases.node.cjs against the installed runtime and against the older releases the page names. An
// older release is unpacked with `npm pack` (its four packages: runtime, runtime-core, sdk, error-codes)
// into node_modules/.cache/mf-releases/<version>/node_modules, outside the project's dependencies and the
// site's build; once unpacked it is read from there.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const CHILD = path.join(path.dirname(new URL(import.meta.url).pathname), 'releases.node.cjs');
const CACHE = path.resolve('node_modules/.cache/mf-releases');
const PACKAGES = ['runtime', 'runtime-core', 'sdk', 'error-codes'];

/** The releases the page reproduces a problem on: the last affected one and the one that fixes it. */
const RELEASES = ['0.17.0', '0.17.1', '0.24.0', '0.24.1', '2.5.1', '2.6.0'] as const;
type Release = (typeof RELEASES)[number] | 'installed';

type Results = Record<string, string>;

/**
 * Unpacks `packages` of `@module-federation` at `version` into `<cache>/<version>/node_modules` (one `npm pack`,
 * tarballs named module-federation-<package>-<version>.tgz), once: later runs read the folder. Also used by
 * ./runtime-rows.ts.
 */
export async function unpackFederation(cache: string, version: string, packages: readonly string[]): Promise<string> {
  const folder = path.join(cache, version);
  const scope = path.join(folder, 'node_modules/@module-federation');
  if (packages.every((p) => existsSync(path.join(scope, p, 'package.json')))) return folder;
  const tmp = path.join(cache, `${version}.${process.pid}.tmp`);
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  const specs = packages.map((p) => `@module-federation/${p}@${version}`);
  await run('npm', ['pack', ...specs, '--silent', '--pack-destination', tmp], { timeout: 180_000 });
  for (const p of packages) {
    const tarball = path.join(tmp, `module-federation-${p}-${version}.tgz`);
    if (!existsSync(tarball)) throw new Error(`npm pack left no ${tarball}`);
    const dest = path.join(tmp, 'node_modules/@module-federation', p);
    mkdirSync(dest, { recursive: true });
    await run('tar', ['xzf', tarball, '-C', dest, '--strip-components=1']);
    rmSync(tarball);
  }
  rmSync(folder, { recursive: true, force: true });
  renameSync(tmp, folder);
  return folder;
}

const unpack = (version: string) => unpackFederation(CACHE, version, PACKAGES);

async function child(folder: string): Promise<Results> {
  const { stdout } = await run(process.execPath, [CHILD, folder], { maxBuffer: 1 << 22, timeout: 60_000 });
  return JSON.parse(stdout) as Results;
}

let pending: Promise<Record<Release, Results>> | undefined;

/** Every release's results, unpacked and run once per test process. */
function releaseResults(): Promise<Record<Release, Results>> {
  pending ??= (async () => {
    // The releases are unpacked side by side (network-bound), then each runs in a process of its own.
    const folders = await Promise.all(RELEASES.map((version) => unpack(version)));
    const out = { installed: await child('.') } as Record<Release, Results>;
    for (const [i, version] of RELEASES.entries()) out[version] = await child(folders[i] ?? '');
    return out;
  })();
  return pending;
}

const read = (release: Release, key: string) => async () => {
  const results = (await releaseResults())[release];
  if (release !== 'installed' && results.version !== release) return `ran ${results.version}, not ${release}`;
  return results[key] ?? `no result for ${key}`;
};

export const RELEASE_SCENARIOS = {
  'release.force-manifest.affected': read('2.5.1', 'force-manifest'),
  'release.force-manifest.fixed': read('2.6.0', 'force-manifest'),
  'release.concurrent-init.affected': read('0.24.0', 'concurrent-init'),
  'release.concurrent-init.fixed': read('0.24.1', 'concurrent-init'),
  'release.manifest-prefix.affected': read('0.17.0', 'failed-manifest'),
  'release.manifest-prefix.fixed': read('0.17.1', 'failed-manifest'),
  'life.reregister-without-force': read('installed', 'reregister-without-force'),
  'life.reregister-force-warning': read('installed', 'reregister-force'),
  'life.force-manifest': read('installed', 'force-manifest'),
};
