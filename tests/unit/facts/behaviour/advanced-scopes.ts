// Runs the installed runtime for the share-scope facts of /guide/advanced/multiple-shared-scope (ids
// `adv.scope.` in config/facts/behaviour/advanced.ts). A host and a producer are real runtime instances;
// the producer's container init is the bundler runtime's own initContainerEntry (what a built
// remoteEntry.js runs), so the way it binds the scopes the host hands over is the real one. Only the
// fetch of remoteEntry.js is replaced: a loadEntry hook returns the container object.

import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import bundlerRuntimePackage from '@module-federation/webpack-bundler-runtime';

type Lib = { from: string; version: string };

export interface ScopesCase {
  /** `remotes[x].shareScope` on the host; unset: the runtime's default. */
  host?: string | string[];
  /** The producer's top-level `shareScope` (the key its container initialises). */
  producer?: string | string[];
  /** Runtime plugins of the host. */
  plugins?: ModuleFederationRuntimePlugin[];
  /** Runtime plugins of the producer (the instance that runs the container's init and loadShare). */
  producerPlugins?: ModuleFederationRuntimePlugin[];
}

let run = 0;

/**
 * The host shares `react` 19.1.0 in `default` and `ds` 2.1.0 in `scope1`; the producer bundles
 * `react` 19.0.0 (`default`) and `ds` 2.0.0 (`scope1`), every entry a singleton. Returns which copy
 * the producer's code received for each package and which scopes the producer's instance holds.
 */
export async function scopesCase(c: ScopesCase): Promise<{ react: string; ds: string; scopes: string }> {
  run += 1;
  const producerName = `adv_scope_producer_${run}`;
  const key = c.producer ?? 'default';
  const producer = createInstance({
    name: producerName,
    remotes: [],
    shared: {
      react: {
        version: '19.0.0',
        lib: () => ({ from: 'producer', version: '19.0.0' }),
        scope: 'default',
        shareConfig: { singleton: true, requiredVersion: '^19.0.0' },
      },
      ds: {
        version: '2.0.0',
        lib: () => ({ from: 'producer', version: '2.0.0' }),
        scope: 'scope1',
        shareConfig: { singleton: true, requiredVersion: '^2.0.0' },
      },
    },
    plugins: c.producerPlugins ?? [],
  });
  const { bundlerRuntime } = bundlerRuntimePackage;
  if (!bundlerRuntime) throw new Error('@module-federation/webpack-bundler-runtime exports no bundlerRuntime');
  const init = (name: string | string[], initScope?: unknown) =>
    Promise.all(
      (Array.isArray(name) ? name : [name]).flatMap((n) =>
        producer.initializeSharing(n, { initScope: initScope as never }),
      ),
    );
  const webpackRequire = { S: {}, federation: { instance: producer, initOptions: { name: producerName } }, I: init };
  const container = {
    init: (shareScope: unknown, initScope: unknown, remoteEntryInitOptions: unknown) =>
      bundlerRuntime.initContainerEntry({
        webpackRequire: webpackRequire as never,
        shareScope: shareScope as never,
        initScope: initScope as never,
        remoteEntryInitOptions: remoteEntryInitOptions as never,
        shareScopeKey: key,
      }),
    get: async () => async () => {
      const pick = async (name: string) => {
        const factory = await producer.loadShare<Lib>(name);
        const lib = factory ? factory() : undefined;
        return lib ? `${lib.version} from ${lib.from}` : 'nothing';
      };
      return { react: await pick('react'), ds: await pick('ds') };
    },
  };
  const host = createInstance({
    name: `adv_scope_host_${run}`,
    remotes: [
      {
        name: producerName,
        entry: `http://127.0.0.1:9/${producerName}/remoteEntry.js`,
        ...(c.host !== undefined ? { shareScope: c.host } : {}),
      },
    ],
    shared: {
      react: {
        version: '19.1.0',
        lib: () => ({ from: 'host', version: '19.1.0' }),
        scope: 'default',
        shareConfig: { singleton: true, requiredVersion: '^19.0.0' },
      },
      ds: {
        version: '2.1.0',
        lib: () => ({ from: 'host', version: '2.1.0' }),
        scope: 'scope1',
        shareConfig: { singleton: true, requiredVersion: '^2.0.0' },
      },
    },
    plugins: [{ name: 'entry-from-memory', loadEntry: () => container as never }, ...(c.plugins ?? [])],
  });
  await Promise.all([...host.initializeSharing('default'), ...host.initializeSharing('scope1')]);
  const got = await host.loadRemote<{ react: string; ds: string }>(`${producerName}/Widget`);
  const scopes = Object.keys(producer.shareScopeMap).sort().join(', ');
  return { react: got?.react ?? 'nothing', ds: got?.ds ?? 'nothing', scopes };
}

/** The host's `ds` entries: 2.1.0 in `default` (from "default pool"), 2.0.0 in `scope1` (from "scope1 pool"). */
export async function resolveShareCase(
  plugin: ModuleFederationRuntimePlugin | undefined,
  pools: 'both' | 'default-only',
): Promise<{ got: string; hookCalls: number }> {
  run += 1;
  let hookCalls = 0;
  const counting: ModuleFederationRuntimePlugin = {
    name: 'count-resolve-share',
    resolveShare: (args) => {
      hookCalls += 1;
      return args;
    },
  };
  const entry = (version: string, scope: string) => ({
    version,
    scope,
    lib: () => ({ from: `${scope} pool`, version }),
    shareConfig: { singleton: true, requiredVersion: '^2.0.0' },
  });
  const instance = createInstance({
    name: `adv_resolve_${run}`,
    remotes: [],
    shared: {
      ds: pools === 'both' ? [entry('2.1.0', 'default'), entry('2.0.0', 'scope1')] : [entry('2.1.0', 'default')],
    },
    plugins: [counting, ...(plugin ? [plugin] : [])],
  });
  const factory = await instance.loadShare<Lib>('ds', {
    customShareInfo: { scope: ['scope1'], shareConfig: { singleton: true, requiredVersion: '^2.0.0' } },
  });
  const lib = factory ? factory() : undefined;
  return { got: lib ? `${lib.version} from ${lib.from}` : String(factory), hookCalls };
}

/** Which scopes an entry registered through createInstance({ shared }) lands in, with `scope` or `shareScope`. */
export function registeredScopes(field: 'scope' | 'shareScope'): string {
  run += 1;
  const instance = createInstance({
    name: `adv_field_${run}`,
    remotes: [],
    shared: { ds: { version: '2.0.0', lib: () => ({}), [field]: 'scope1' } as never },
  });
  return Object.keys(instance.shareScopeMap)
    .filter((scope) => instance.shareScopeMap[scope]?.ds)
    .join(', ');
}
