// @ts-nocheck: a child process of edges.ts, plain CommonJS run by Node, no bundler.
/**
 * Node scenarios of config/facts/behaviour/edges.ts (issue 42, reader questions on shared-dependency edge
 * cases and runtime internals). Every scenario uses the installed @module-federation/runtime 2.9.2 with
 * instances of its own; a "producer" is a second instance whose share scope receives the consumer's
 * entry, as the bundler runtime's container init does when a consumer initialises a producer. Prints
 * `{ [factId]: value }` as JSON. No network: remote entries come from a `loadEntry` hook.
 */
const runtime = require('@module-federation/runtime');
const { failure, report } = require('./child.cjs');

const results = {};
const warnings = [];
const saved = { warn: console.warn, error: console.error };

/** An instance `name` that shares its own copy of `pkg` (the copy says which app and version it is). */
const owner = (name, pkg, version, shareConfig, extra = {}) =>
  runtime.createInstance({
    name,
    remotes: [],
    shared: {
      [pkg]: { version, get: () => () => ({ version, from: name }), shareConfig, ...extra },
    },
  });

/**
 * Each scenario uses a package name of its own, so that no two scenarios meet in a share scope.
 * A consumer with `consumerVersion` and a producer with `producerVersion` of `pkg`, the consumer's entry
 * in the producer's scope; what the producer's `loadShare` returns, and the warnings it logged.
 */
async function negotiate(pkg, consumerVersion, consumerConfig, producerVersion, producerConfig) {
  const consumer = owner('consumer', pkg, consumerVersion, consumerConfig);
  const producer = owner('producer', pkg, producerVersion, producerConfig);
  producer.shareScopeMap.default[pkg][consumerVersion] = consumer.shareScopeMap.default[pkg][consumerVersion];
  warnings.length = 0;
  const factory = await producer.loadShare(pkg);
  const copy = factory ? factory() : undefined;
  const got = copy ? `${copy.version} from ${copy.from}` : 'nothing';
  return { got, warning: warnings[0] ?? 'no warning' };
}

/** The warning text without the logger's prefix, as the page quotes it. */
const bare = (text) => text.replace(/^\[ Federation Runtime \] /, '');

async function main() {
  console.warn = (...args) => warnings.push(args.join(' '));
  console.error = () => {};
  try {
    // Pre-release versions. The consumer provides 1.0.0-beta.3 as a singleton; the producer needs ^1.0.0.
    const beta = await negotiate(
      'design-system',
      '1.0.0-beta.3',
      { singleton: true, requiredVersion: '^1.0.0-beta.1' },
      '0.9.0',
      { singleton: true, requiredVersion: '^1.0.0' },
    );
    results['edges.prerelease-singleton-used'] = beta.got;
    results['edges.prerelease-singleton-warning'] = bare(beta.warning);
    // The same versions without singleton: the producer keeps its own copy.
    const betaOwn = await negotiate('ui-beta-ns', '1.0.0-beta.3', { requiredVersion: '^1.0.0-beta.1' }, '1.0.0', {
      requiredVersion: '^1.0.0',
    });
    results['edges.prerelease-non-singleton'] = betaOwn.got;
    // A range that names a pre-release of the same x.y.z accepts later pre-releases, silently.
    const betaRange = await negotiate(
      'ui-beta-range',
      '1.0.0-beta.3',
      { singleton: true, requiredVersion: '^1.0.0-beta.1' },
      '1.0.0-beta.1',
      { singleton: true, requiredVersion: '^1.0.0-beta.1' },
    );
    results['edges.prerelease-range'] = `${betaRange.got}, ${betaRange.warning}`;
    // A pre-release of a higher minor satisfies a plain caret range in the runtime's semver.
    const rcMinor = await negotiate('ui-rc', '2.3.0-rc.1', { requiredVersion: '^2.3.0-rc.1' }, '2.2.2', {
      requiredVersion: '^2.2.2',
    });
    results['edges.prerelease-higher-minor'] = `${rcMinor.got}, ${rcMinor.warning}`;
    // Postfixed builds (row 130): 2.2.2-release.99 and 2.2.2-release.98 with ^2.2.2, not singletons.
    const postfix = await negotiate(
      'ui-postfix',
      '2.2.2-release.99',
      { requiredVersion: '^2.2.2' },
      '2.2.2-release.98',
      {
        requiredVersion: '^2.2.2',
      },
    );
    results['edges.postfix-non-singleton'] = postfix.got;
    const postfixSingleton = await negotiate(
      'ui-postfix-s',
      '2.2.2-release.99',
      { singleton: true, requiredVersion: '^2.2.2' },
      '2.2.2-release.98',
      { singleton: true, requiredVersion: '^2.2.2' },
    );
    results['edges.postfix-singleton'] =
      `${postfixSingleton.got}, ${postfixSingleton.warning === 'no warning' ? 'no warning' : 'warning'}`;

    // The requiredVersion a build takes from `workspace:^` (Rspack keeps the text): same version on both sides.
    const workspace = await negotiate(
      'shared-utils',
      '1.2.3',
      { singleton: true, requiredVersion: 'workspace:^' },
      '1.2.3',
      { singleton: true, requiredVersion: 'workspace:^' },
    );
    results['edges.workspace-singleton-warning'] = bare(workspace.warning);
    const workspaceOwn = await negotiate('ui-ws-ns', '1.2.4', { requiredVersion: 'workspace:^' }, '1.2.3', {
      requiredVersion: 'workspace:^',
    });
    results['edges.workspace-non-singleton'] = workspaceOwn.got;
    // The empty range webpack's build writes for `workspace:^`: any version, no warning.
    const empty = await negotiate('ui-empty', '3.0.0', { singleton: true, requiredVersion: '' }, '1.0.0', {
      singleton: true,
      requiredVersion: '',
    });
    results['edges.empty-range'] = `${empty.got}, ${empty.warning}`;
    // requiredVersion: false, singleton or not: the highest version, no warning.
    const off = await negotiate('ui-off', '3.0.0', { singleton: true, requiredVersion: false }, '1.0.0', {
      singleton: true,
      requiredVersion: false,
    });
    results['edges.required-false-singleton'] = `${off.got}, ${off.warning}`;
    const offNs = await negotiate('ui-off-ns', '3.0.0', { requiredVersion: false }, '1.0.0', {
      requiredVersion: false,
    });
    results['edges.required-false-non-singleton'] = `${offNs.got}, ${offNs.warning}`;
    // strictVersion on a non-singleton: the producer's own copy, no error.
    const strictNs = await negotiate('ui-strict-ns', '2.0.0', { requiredVersion: '^2.0.0' }, '1.0.0', {
      requiredVersion: '^1.0.0',
      strictVersion: true,
    });
    results['edges.strict-non-singleton'] = `${strictNs.got}, ${strictNs.warning}`;
  } finally {
    Object.assign(console, saved);
  }

  // A package nobody registered, asked for through the runtime API (a runtime-only app with `import: false`
  // semantics: no `get`, no `lib`).
  const lonely = runtime.createInstance({ name: 'lonely_app', remotes: [], shared: {} });
  results['edges.loadshare-unregistered'] = await failure(() => lonely.loadShare('not-provided'));
  results['edges.loadshare-sync-unregistered'] = await failure(() => lonely.loadShareSync('not-provided'));
  // eager together with shared tree shaking is refused when the instance is created.
  results['edges.eager-tree-shaking'] = await failure(() =>
    runtime.createInstance({
      name: 'eager_tree',
      remotes: [],
      shared: {
        'ui-kit': {
          version: '1.0.0',
          get: () => () => ({}),
          shareConfig: { eager: true },
          treeShaking: { mode: 'runtime-infer' },
        },
      },
    }),
  );

  // loadRemote caching: the entry is loaded once per remote; the container's `get` runs on every call (a
  // built container then returns the module from its own module cache).
  let entryLoads = 0;
  let gets = 0;
  const host = runtime.createInstance({
    name: 'cache_host',
    remotes: [{ name: 'catalog', entry: 'http://127.0.0.1:9/catalog/remoteEntry.js' }],
    plugins: [
      {
        name: 'in-memory-catalog',
        async loadEntry({ remoteInfo }) {
          if (remoteInfo.name !== 'catalog') return undefined;
          entryLoads += 1;
          return {
            init() {},
            get: async () => {
              gets += 1;
              return () => ({ default: 'List' });
            },
          };
        },
      },
    ],
  });
  const first = await host.loadRemote('catalog/List');
  const second = await host.loadRemote('catalog/List');
  results['edges.loadremote-cached'] = `entry ${entryLoads}, get ${gets}`;
  void first;
  void second;
  // The globals a page (or a Node process) carries once the runtime has run.
  results['edges.federation-globals'] = Object.keys(globalThis.__FEDERATION__).sort().join(', ');
  results['edges.instance-id'] = host.options.id.replace(/\d+$/, '<Date.now()>');
}

report(main, results);
