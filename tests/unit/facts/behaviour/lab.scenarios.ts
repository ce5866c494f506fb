import type { LAB_FACTS } from '../../../../config/facts/behaviour/lab';
import type { Scenarios } from '../../../../config/facts/behaviour/types';
import { BUILD_LAB_SCENARIOS } from './lab-build.scenarios';
import { LIFE_LAB_SCENARIOS } from './lab-life.scenarios';
import { built, firstLine, lab, page, pageError } from './lab-results';
import { SHARED_LAB_SCENARIOS } from './lab-shared.scenarios';

/** One reader per fact of config/facts/behaviour/lab.ts: what the lab recorded (tests/lab/README.md). */
export const LAB_SCENARIOS: Scenarios<keyof typeof LAB_FACTS> = {
  'lab.expose-missing.seen': () => pageError('symptom.expose-missing', 'broken'),
  'lab.expose-missing.fixed': async () => String((await page('symptom.expose-missing', 'fixed')).result.loaded),
  'lab.webpack.pinned-version': async () =>
    String((await built('symptom.webpack-upgrade', 'fixed', 'producer')).bundlerVersion),
  'lab.webpack-upgrade.broken-version': async () =>
    String((await built('symptom.webpack-upgrade', 'broken', 'producer')).bundlerVersion),
  'lab.webpack-upgrade.seen': async () => {
    const broken = await built('symptom.webpack-upgrade', 'broken', 'producer');
    return firstLine(broken.thrown ?? `it built: ${broken.files.join(', ')}`);
  },
  'lab.webpack-upgrade.fixed': async () => String((await page('symptom.webpack-upgrade', 'fixed')).result.loaded),
  'lab.shared-loaded-twice.seen': () => copies('broken'),
  'lab.shared-loaded-twice.fixed': () => copies('fixed'),
  'lab.singleton-version-warning.seen': () => singletonWarning('broken'),
  'lab.singleton-version-warning.fixed': () => singletonWarning('fixed'),
  'lab.styles-missing.seen': () => reported('symptom.styles-missing', 'broken', 'color'),
  'lab.styles-missing.fixed': () => reported('symptom.styles-missing', 'fixed', 'color'),
  'lab.chunks-404.seen': () => pageError('symptom.chunks-404', 'broken'),
  'lab.chunks-404.fixed': () => reported('symptom.chunks-404', 'fixed', 'loaded'),
  'lab.shell-nested-route.seen': () => reported('symptom.shell-nested-route', 'broken', 'uncaught'),
  'lab.shell-nested-route.fixed': () => reported('symptom.shell-nested-route', 'fixed', 'loaded'),
  'lab.startup-sync-share.seen': () => pageError('symptom.startup-sync-share', 'broken'),
  'lab.startup-sync-share.fixed': async () => {
    const { result } = await page('symptom.startup-sync-share', 'fixed');
    return result.started ? 'started' : `did not start: ${JSON.stringify(result)}`;
  },
  'lab.manifest-cors.seen': () => pageError('symptom.manifest-cors', 'broken'),
  'lab.manifest-cors.console': async () => {
    const lines = (await page('symptom.manifest-cors', 'broken')).console.map((c) => c.text);
    const blocked = lines.find((l) => l.includes('has been blocked by CORS policy: '));
    return blocked?.split('has been blocked by CORS policy: ')[1] ?? `no CORS line in ${JSON.stringify(lines)}`;
  },
  'lab.manifest-cors.fixed': () => reported('symptom.manifest-cors', 'fixed', 'loaded'),
  'lab.remote-entry-404.seen': () => pageError('symptom.remote-entry-404', 'broken'),
  'lab.remote-entry-404.fixed': () => reported('symptom.remote-entry-404', 'fixed', 'loaded'),
  'lab.default-export.seen': () => pageError('symptom.default-export', 'broken'),
  'lab.default-export.fixed': () => reported('symptom.default-export', 'fixed', 'text'),
  'errors.type-001-raised': async () => {
    const output = (await lab('build.rspack.type-error')).buildOutput;
    return output.find((l) => l.includes('#TYPE-001')) ?? `no TYPE-001 in ${JSON.stringify(output.slice(0, 5))}`;
  },
  'errors.type-001-build-continues': async () => {
    const broken = await built('build.rspack.type-error', 'broken', 'producer');
    const fixed = await built('build.rspack.type-error', 'fixed', 'producer');
    if (!fixed.files.includes('@mf-types.zip'))
      return `no archive without the type error either: ${fixed.files.join(', ')}`;
    const entry = broken.ok && broken.files.includes('remoteEntry.js') ? 'remote entry emitted' : 'no remote entry';
    return `${entry}, ${broken.files.includes('@mf-types.zip') ? 'with' : 'no'} @mf-types.zip`;
  },
  'lab.manifest-html.seen': () => pageError('symptom.manifest-html', 'broken'),
  'lab.manifest-html.original': async () => {
    const error = String((await page('symptom.manifest-html', 'broken')).result.error);
    return error.match(/Original Error Message:\n\s*(.*)/)?.[1] ?? `no original error in ${error}`;
  },
  'lab.manifest-html.fixed': () => reported('symptom.manifest-html', 'fixed', 'loaded'),
  'lab.global-name-taken.seen': () => pageError('symptom.global-name-taken', 'broken'),
  'lab.global-name-taken.fixed': () => reported('symptom.global-name-taken', 'fixed', 'loaded'),
  'lab.types-missing.seen': () => typeFiles('broken'),
  'lab.types-missing.fixed': () => typeFiles('fixed'),
  'lab.cors-warning.seen': () => corsWarning('broken'),
  'lab.cors-warning.fixed': () => corsWarning('fixed'),
  'lab.stats-as-manifest.loads': () => reported('audit.rspack.stats-as-manifest', 'stats', 'loaded'),
  'lab.stats-treeshake.unset': async () => {
    const { stats } = await built('audit.rspack.stats-treeshake', 'unset', 'app');
    const item = (stats?.shared as Record<string, unknown>[] | undefined)?.[0];
    return `mf-stats.json: treeShaking ${JSON.stringify(item?.treeShaking)}, fallback ${JSON.stringify(item?.fallback)}`;
  },
  'lab.stats-treeshake.manifest': async () => {
    const app = await built('audit.rspack.stats-treeshake', 'manifest', 'app');
    const [name, stats] = Object.entries(app.otherMfJson)[0] ?? ['none', undefined];
    const item = (stats?.shared as Record<string, unknown>[] | undefined)?.[0] ?? {};
    const tree = 'treeShaking' in item ? `treeShaking ${JSON.stringify(item.treeShaking)}` : 'no treeShaking';
    return `${name}: ${tree}, fallback ${JSON.stringify(item.fallback)}`;
  },
  'lab.global-plugins.bundled-existing': async () => {
    const { result } = await page('audit.rspack.global-plugins', 'run');
    return Array.isArray(result.beforeRegisterPlugins) && result.beforeRegisterPlugins.length === 0
      ? 'not called'
      : JSON.stringify(result);
  },
  'lab.global-plugins.after-register-plugins': async () => {
    const { result } = await page('audit.rspack.global-plugins', 'run');
    return Array.isArray(result.afterRegisterPlugins) && result.afterRegisterPlugins.length > 0
      ? 'called'
      : JSON.stringify(result);
  },
  'lab.getinstance-null.seen': async () => {
    const { result } = await page('symptom.getinstance-null', 'broken');
    return `getInstance() ${result.instance}, __FEDERATION__.__INSTANCES__ ${JSON.stringify(result.instances)}`;
  },
  'lab.getinstance-null.fixed': async () => {
    const { result } = await page('symptom.getinstance-null', 'fixed');
    return result.loaded ? `getInstance() ${result.instance}` : JSON.stringify(result);
  },
  'lab.getinstance-null.created': async () => {
    const { result } = await page('symptom.getinstance-null', 'created');
    return `getInstance() ${result.instance}, loadRemote on the created instance: ${result.loaded ?? JSON.stringify(result)}`;
  },
  'lab.public-path-async.seen': () => pageError('symptom.public-path-async', 'broken'),
  'lab.public-path-async.origin': async () => {
    const failed = (await page('symptom.public-path-async', 'broken')).failedRequests.find((r) => r.status);
    if (!failed) return 'no failed request';
    return `${failed.url.startsWith('host:') ? "the consumer's origin" : "the producer's origin"}, ${failed.status}`;
  },
  'lab.public-path-async.fixed': () => reported('symptom.public-path-async', 'fixed', 'loaded'),
  'lab.static-import.version-first': () => staticImport('version-first'),
  'lab.static-import.loaded-first': () => staticImport('loaded-first'),
  'lab.persistent-cache.from-cache': () => fromCache('same'),
  'lab.persistent-cache.shared-added': () => fromCache('shared-added'),
  'lab.runtime-host-shared.producer-copy': async () => {
    const { result } = await page('evidence.rspack.runtime-host-shared', 'singleton');
    if (typeof result.same !== 'boolean') return JSON.stringify(result);
    return result.same && result.producer === 'consumer 1.0.0' ? "the host's 1.0.0" : `its own: ${result.producer}`;
  },
  'lab.preload-credentials.seen': () => preloadWarning('broken'),
  'lab.preload-credentials.fixed': () => preloadWarning('fixed'),
  'lab.shared-include-ignored.seen': () => sharedSubpaths('broken'),
  'lab.shared-include-ignored.fixed': () => sharedSubpaths('fixed'),
  'lab.chunk-global-clash.seen': () => pageError('symptom.chunk-global-clash', 'broken'),
  'lab.chunk-global-clash.fixed': () => reported('symptom.chunk-global-clash', 'fixed', 'loaded'),
  'lab.prefer-host.host-first': () => preferHost('host-first'),
  'lab.prefer-host.producer-first': () => preferHost('producer-first'),
  // The life of a remote after it loads (issue 42): ./lab-life.scenarios.ts.
  ...LIFE_LAB_SCENARIOS,
  ...SHARED_LAB_SCENARIOS,
  ...BUILD_LAB_SCENARIOS,
};

async function typeFiles(variant: string): Promise<string> {
  const files = (await built('symptom.types-missing', variant, 'producer')).files.filter((f) =>
    f.startsWith('@mf-types'),
  );
  return files.length ? files.join(', ') : 'no @mf-types.zip';
}

async function corsWarning(variant: string): Promise<string> {
  const { log } = await built('symptom.cors-warning', variant, 'producer');
  return log.find((l) => l.includes('CORS options')) ?? 'no warning';
}

/** `host 1.2.0 (consumer), producer 1.5.0 (producer)`: each side's ui-kit version and whose copy it is. */
async function preferHost(variant: string): Promise<string> {
  const { result } = await page('audit.rspack.prefer-host', variant);
  const side = (v: unknown) => {
    const [owner, version] = String(v).split(' ');
    return `${version} (${owner})`;
  };
  if (!result.host) return JSON.stringify(result);
  return `host ${side(result.host)}, producer ${side(result.producer)}`;
}

/** Each side's `lib-x` as `host 1.2.0 (consumer)`, when both run one copy. */
async function staticImport(variant: string): Promise<string> {
  const { result } = await page('evidence.rspack.static-import-singleton', variant);
  const side = (v: unknown) => {
    const [owner, version] = String(v).split(' ');
    return `${version} (${owner})`;
  };
  if (result.same !== true) return JSON.stringify(result);
  return `host ${side(result.consumer)}, producer ${side(result.producer)}`;
}

/** `starts` when the second build read a non-empty persistent cache and its app loaded the producer. */
async function fromCache(variant: string): Promise<string> {
  const consumer = await built('evidence.rspack.persistent-cache', variant, 'consumer');
  const { result } = await page('evidence.rspack.persistent-cache', variant);
  if (!(Number(consumer.cacheFilesBefore) > 0)) return `no cache before the second build: ${consumer.cacheFilesBefore}`;
  return result.loaded ? 'starts' : JSON.stringify(result);
}

/** Chromium's unused-preload warning, with the chunk's URL replaced by `<url>`, once the module loaded. */
async function preloadWarning(variant: string): Promise<string> {
  const { result, console: lines } = await page('symptom.preload-credentials', variant);
  if (!result.loaded) return JSON.stringify(result);
  const warning = lines.find((l) => l.text.startsWith('A preload for '))?.text;
  return warning?.replace(/'[^']*'/, "'<url>'") ?? 'no warning';
}

/** The consumer's shared subpaths of `lib-y`, when its share scope and its manifest list the same. */
async function sharedSubpaths(variant: string): Promise<string> {
  const { result } = await page('symptom.shared-include-ignored', variant);
  const { manifest, warnings } = await built('symptom.shared-include-ignored', variant, 'consumer');
  const listed = ((manifest?.shared ?? []) as { name: string }[]).map((s) => s.name).sort();
  const scope = result.shared as string[];
  if (JSON.stringify(listed) !== JSON.stringify(scope)) return `scope ${scope}, manifest ${listed}`;
  if (warnings.length) return `warnings: ${warnings.join(' | ')}`;
  return scope.join(', ');
}

/** A value the page's app reported (`labDone({ [key]: … })`). */
async function reported(id: string, variant: string, key: string): Promise<string> {
  const { result } = await page(id, variant);
  return key in result ? String(result[key]) : `no ${key}: ${JSON.stringify(result)}`;
}

async function copies(variant: string): Promise<string> {
  const { result } = await page('symptom.shared-loaded-twice', variant);
  if (typeof result.same !== 'boolean') return JSON.stringify(result);
  return result.same ? 'one copy' : 'two copies';
}

async function singletonWarning(variant: string): Promise<string> {
  const { console: lines } = await page('symptom.singleton-version-warning', variant);
  return lines.find((l) => l.text.includes('of shared singleton module'))?.text ?? 'no warning';
}
