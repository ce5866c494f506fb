// @ts-nocheck: a child process of depth.scenarios.ts, plain CommonJS run by Node, no bundler.
/**
 * Node scenarios of config/facts/behaviour/depth.ts that need a fresh runtime module (nothing has called
 * `init` yet) or a simulated bundler. Runs every scenario in one process, in order, and prints
 * `{ [factId]: value }` as JSON. No network: nothing here loads a remote entry.
 */
const runtime = require('@module-federation/runtime');
// The bundler runtime that webpack and Rspack builds embed (`__webpack_require__.federation`).
const bundlerFederation = require('@module-federation/webpack-bundler-runtime').default;
const { consumes } = bundlerFederation.bundlerRuntime;

const { failure, report } = require('./child.cjs');

const results = {};

/** A provider of lodash-es `version` for registerShared: both calls hand over the same copy. */
const lodashProvider = (version, copy) => ({
  'lodash-es': {
    version,
    get: () => () => copy,
    shareConfig: { singleton: false, requiredVersion: '^4.17.0' },
  },
});

/** An instance `name` that shares its own ui-kit `version` as a singleton; the copy says where it is from. */
const uiKitOwner = (name, version, from) =>
  runtime.createInstance({
    name,
    remotes: [],
    shared: {
      'ui-kit': {
        version,
        get: () => () => ({ from }),
        shareConfig: { requiredVersion: '^1.0.0', singleton: true },
      },
    },
  });

async function main() {
  // Build and type errors (BUILD-001, TYPE-001) go through the Node reporter of the error-codes package,
  // which also writes the latest one to a file under the working directory.
  const fs = require('node:fs');
  const os = require('node:os');
  const path = require('node:path');
  const { logAndReport } = require('@module-federation/error-codes/node');
  const { BUILD_001, buildDescMap } = require('@module-federation/error-codes');
  const project = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-diagnostics-'));
  const cwd = process.cwd();
  process.chdir(project);
  try {
    logAndReport(BUILD_001, buildDescMap, { exposeModules: ['./Missing'] }, () => undefined);
    const file = path.join('.mf', 'diagnostics', 'latest.json');
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    results['debug.diagnostics-file'] = report.latestErrorEvent?.code === BUILD_001 ? file : 'no report';
  } finally {
    process.chdir(cwd);
    fs.rmSync(project, { recursive: true, force: true });
  }

  // Debug mode from Node (build tools, SSR): the environment variable is read at each check, any
  // non-empty value counts.
  const { isDebugMode } = require('@module-federation/sdk');
  const debugBefore = isDebugMode();
  process.env.FEDERATION_DEBUG = 'false';
  results['debug.env-var'] = !debugBefore && isDebugMode() ? 'FEDERATION_DEBUG' : 'no effect';
  delete process.env.FEDERATION_DEBUG;

  // Before any init: every module-level function but init/getInstance needs an instance.
  results['entry.get-instance-before-init'] = String(runtime.getInstance());
  results['errors.runtime-009'] = await failure(() => runtime.loadRemote('catalog/Button'));

  // createInstance does not become the instance the module-level functions use.
  const widgets = runtime.createInstance({ name: 'widget_loader', remotes: [] });
  results['entry.create-instance-not-global'] = await failure(() => runtime.registerRemotes([]));

  // registerGlobalPlugins: plugins reach instances created afterwards, not those that already exist.
  const seen = [];
  runtime.registerGlobalPlugins([
    {
      name: 'global-audit',
      beforeRequest(args) {
        seen.push(args.origin.name);
        return args;
      },
    },
  ]);
  const later = runtime.createInstance({ name: 'later_app', remotes: [] });
  await failure(() => widgets.loadRemote('nobody/Button'));
  await failure(() => later.loadRemote('nobody/Button'));
  results['entry.global-plugins-reach'] = seen.join(', ');
  const warnings = [];
  const warn = console.warn;
  console.warn = (...args) => warnings.push(args.join(' '));
  runtime.registerGlobalPlugins([{ name: 'global-audit' }]);
  console.warn = warn;
  const sameName = globalThis.__FEDERATION__.__GLOBAL_PLUGIN__.filter((plugin) => plugin.name === 'global-audit');
  results['entry.global-plugins-dedupe'] = `${sameName.length} (${warnings.length} warning)`;

  // RUNTIME-004: an id that matches no registered remote.
  results['errors.runtime-004'] = await failure(() => later.loadRemote('nobody/Button'));

  // A bundled app: the bundler runtime calls init with the build's id before user code runs.
  globalThis.FEDERATION_BUILD_IDENTIFIER = 'shell:1.0.0';
  const bundled = runtime.init({ name: 'shell', id: 'shell:1.0.0', remotes: [] });
  results['entry.init-same-name'] = String(runtime.init({ name: 'shell', remotes: [] }) === bundled);
  results['errors.runtime-010'] = await failure(() => runtime.init({ name: 'other_app', remotes: [] }));
  results['entry.get-instance-bundled'] = String(runtime.getInstance() === bundled);
  // getInstance(finder) searches every registered instance, those of createInstance included (widgets, above).
  results['entry.get-instance-finder'] = String(
    runtime.getInstance((instance) => instance.name === 'widget_loader') === widgets,
  );
  results['entry.get-instance-finder-none'] = String(runtime.getInstance((instance) => instance.name === 'nobody'));

  // registerShared puts a provider into the instance's share scope: producers that this instance
  // initialises receive it. It is not added to the instance's own `shared` options, so loadShare on the
  // same instance does not find it.
  const lodashCopy = { name: 'host lodash' };
  runtime.registerShared(lodashProvider('4.17.21', lodashCopy));
  let receivedScope;
  bundled.registerPlugins([
    {
      name: 'in-memory-catalog',
      async loadEntry({ remoteInfo }) {
        if (remoteInfo.name !== 'catalog') return undefined;
        return {
          init(shareScope) {
            receivedScope = shareScope;
          },
          get: async () => () => ({ default: 'ProductList' }),
        };
      },
    },
  ]);
  runtime.registerRemotes([{ name: 'catalog', entry: 'http://127.0.0.1:9/catalog/remoteEntry.js' }]);
  await runtime.loadRemote('catalog/ProductList');
  const received = receivedScope?.['lodash-es']?.['4.17.21'];
  results['entry.register-shared'] = received ? `${received.from} ${received.version}` : 'not received';
  runtime.registerShared(lodashProvider('4.18.0', lodashCopy));
  results['entry.register-shared-existing'] = Object.keys(bundled.shareScopeMap.default['lodash-es']).join(', ');
  results['entry.register-shared-own-load'] = await failure(() => runtime.loadShare('lodash-es'));
  const record = globalThis.__FEDERATION__.__SHARE__[bundled.options.id]?.default?.['lodash-es']?.['4.17.21'];
  results['debug.share'] = record ? '__FEDERATION__.__SHARE__[instanceId][scope][pkgName][version]' : 'not found';

  // RUNTIME-006 and RUNTIME-005: loadShareSync for a dependency this instance provides only
  // asynchronously (a `get` that returns a promise), called from code and from the bundler runtime.
  const lazyShared = runtime.createInstance({
    name: 'lazy_shared',
    remotes: [],
    shared: {
      dayjs: { version: '1.11.0', get: () => Promise.resolve(() => ({})), shareConfig: { requiredVersion: '^1.11.0' } },
      'date-fns': {
        version: '3.6.0',
        get: () => Promise.resolve(() => ({})),
        shareConfig: { requiredVersion: '^3.6.0' },
      },
    },
  });
  results['errors.runtime-006'] = await failure(() => lazyShared.loadShareSync('dayjs'));
  results['errors.runtime-005'] = await failure(() => lazyShared.loadShareSync('date-fns', { from: 'build' }));

  // RUNTIME-012: the bundler runtime consumes a shared module that nobody provides, with no local
  // fallback (shared: { pkg: { import: false } } compiles to a consume without a getter).
  const installedModules = {};
  const promises = [];
  const webpackRequire = {
    o: (object, key) => Object.hasOwn(object, key),
    m: {},
    c: {},
    federation: { instance: bundled },
  };
  consumes({
    chunkId: 'main',
    promises,
    installedModules,
    webpackRequire,
    chunkMapping: { main: ['consume-shared/left-pad'] },
    moduleToHandlerMapping: {
      'consume-shared/left-pad': {
        shareKey: 'left-pad',
        getter: undefined,
        shareInfo: { shareConfig: { requiredVersion: '^1.3.0', singleton: false }, scope: ['default'] },
      },
    },
  });
  await Promise.all(promises);
  results['errors.runtime-012'] = await failure(() => webpackRequire.m['consume-shared/left-pad']({}));

  // resolveShare: by default the highest version wins; a plugin's resolver can pick the host's copy.
  const host = uiKitOwner('host_app', '1.2.0', 'host');
  const remote = uiKitOwner('remote_app', '1.5.0', 'remote');
  // The producer's copy joins the host's scope, as a producer's container init does on a page.
  host.shareScopeMap.default['ui-kit']['1.5.0'] = remote.shareScopeMap.default['ui-kit']['1.5.0'];
  const byDefault = await host.loadShare('ui-kit');
  results['plugin.resolve-share-default'] = byDefault ? byDefault().from : 'false';
  host.registerPlugins([
    {
      name: 'prefer-host-copy',
      resolveShare(args) {
        const { shareScopeMap, scope, pkgName } = args;
        const versions = shareScopeMap[scope]?.[pkgName] ?? {};
        const own = Object.values(versions).find((shared) => shared.from === 'host_app');
        if (own) args.resolver = () => ({ shared: own, useTreesShaking: false });
        return args;
      },
    },
  ]);
  const preferred = await host.loadShare('ui-kit');
  results['plugin.resolve-share-host'] = preferred ? preferred().from : 'false';

  // A singleton whose versions do not fit (troubleshooting #singleton-version-warning): two instances in one
  // scope, as a consumer and a producer it initialised are on a page. With `strictVersion` on the app that
  // needs ^1.0.0, the warning is thrown; when the consumer's 1.0.0 is loaded first, the producer gets it.
  const libX = (name, version, shareConfig = {}, strategy) =>
    runtime.createInstance({
      name,
      remotes: [],
      shared: {
        'lib-x': {
          version,
          get: () => () => ({ version, from: name.split('_')[0] }),
          shareConfig: { singleton: true, requiredVersion: `^${version.split('.')[0]}.0.0`, ...shareConfig },
          ...(strategy ? { strategy } : {}),
        },
      },
    });
  const quiet = console.warn;
  console.warn = () => {};
  try {
    const strict = libX('consumer', '1.0.0', { strictVersion: true });
    const newer = libX('producer', '2.0.0');
    strict.shareScopeMap.default['lib-x']['2.0.0'] = newer.shareScopeMap.default['lib-x']['2.0.0'];
    results['share.strict-version-error'] = await failure(() => strict.loadShare('lib-x'));
    const first = libX('consumer_first', '1.0.0');
    (await first.loadShare('lib-x'))?.();
    const late = libX('producer_late', '2.0.0', {}, 'loaded-first');
    late.shareScopeMap.default['lib-x']['1.0.0'] = first.shareScopeMap.default['lib-x']['1.0.0'];
    const kept = (await late.loadShare('lib-x'))?.();
    results['share.loaded-copy-stays'] = kept ? `${kept.version} from ${kept.from}` : 'nothing';
  } finally {
    console.warn = quiet;
  }
}

report(main, results);
