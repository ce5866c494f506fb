import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import type { ADVANCED_FACTS } from '../../../../config/facts/behaviour/advanced';
import type { Scenarios } from '../../../../config/facts/behaviour/types';
import { kb, manifestBuild, sizeBuilds, ssrBuilds, treeShakingBuilds } from './advanced-builds';
import { registeredScopes, resolveShareCase, type ScopesCase, scopesCase } from './advanced-scopes';
import { STATUS, serverCalcCase } from './advanced-servercalc';

type Json = Record<string, unknown>;
const item = (list: unknown, name: string) =>
  ((list ?? []) as Json[]).find((x) => x.name === name || x.alias === name) ?? {};
const field = (o: Json, key: string) => (key in o ? JSON.stringify(o[key]) : 'absent');

const scopes = async (c: ScopesCase) => {
  const r = await scopesCase(c);
  return `react ${r.react}, ds ${r.ds}`;
};

// The recipes of the official page, as a reader would paste them.
const forceLegacy: ModuleFederationRuntimePlugin = {
  name: 'multi-scope-policy',
  async beforeInitContainer(args) {
    const map = args.origin.shareScopeMap;
    if (!map.legacy) map.legacy = {};
    args.remoteEntryInitOptions.shareScopeKeys = ['legacy'];
    return { ...args, shareScope: map.legacy };
  },
};
const aliasScope: ModuleFederationRuntimePlugin = {
  name: 'scope-alias',
  initContainerShareScopeMap(args) {
    if (args.scopeName !== 'scope1' || !args.hostShareScopeMap?.default) return args;
    args.hostShareScopeMap.scope1 = args.hostShareScopeMap.default;
    return { ...args, shareScope: args.hostShareScopeMap.default };
  },
};
const aliasOnConsumer: ModuleFederationRuntimePlugin = {
  name: 'alias-on-consumer',
  async beforeInitContainer(args) {
    args.origin.shareScopeMap.scope1 = args.origin.shareScopeMap.default ?? {};
    return args;
  },
};
const scopeOnly: ModuleFederationRuntimePlugin = {
  name: 'scope-only',
  resolveShare: (args) => ({ ...args, scope: 'default' }),
};
const replaceResolver: ModuleFederationRuntimePlugin = {
  name: 'prefer-default-scope',
  resolveShare(args) {
    const versions = args.shareScopeMap.default?.[args.pkgName];
    const first = versions ? Object.values(versions)[0] : undefined;
    if (first) args.resolver = () => ({ shared: first, useTreesShaking: false });
    return args;
  },
};
const fallbackWhenMissing: ModuleFederationRuntimePlugin = {
  name: 'scope-fallback',
  resolveShare(args) {
    if (args.shareScopeMap[args.scope]?.[args.pkgName]?.[args.version]) return args;
    args.resolver = () => {
      const versions = args.shareScopeMap.default?.[args.pkgName];
      const shared = versions ? (versions[args.version] ?? Object.values(versions)[0]) : undefined;
      return shared ? { shared, useTreesShaking: false } : undefined;
    };
    return args;
  },
};

const resolved = async (plugin: ModuleFederationRuntimePlugin | undefined, pools: 'both' | 'default-only') => {
  const r = await resolveShareCase(plugin, pools);
  return `${r.got} (resolveShare called ${r.hookCalls} time${r.hookCalls === 1 ? '' : 's'})`;
};

const saved = (a: { gzip: number }, b: { gzip: number }) => kb(a.gzip - b.gzip);

/** One scenario per fact of config/facts/behaviour/advanced.ts. */
export const ADVANCED_SCENARIOS: Scenarios<keyof typeof ADVANCED_FACTS> = {
  'adv.manifest.build-info': async () => JSON.stringify((await manifestBuild()).manifest.metaData),
  'adv.stats.build-info': async () => JSON.stringify(((await manifestBuild()).stats.metaData as Json).buildInfo),
  'adv.manifest.required-version': async () =>
    field(item((await manifestBuild()).manifest.shared, 'react'), 'requiredVersion'),
  'adv.manifest.hash': async () => {
    const { manifest, stats } = await manifestBuild();
    const all = [
      ...(manifest.shared as Json[]),
      ...(manifest.exposes as Json[]),
      ...(stats.shared as Json[]),
      ...(stats.exposes as Json[]),
    ];
    return all.some((x) => 'hash' in x) ? 'written' : 'absent from both files';
  },
  'adv.manifest.fallback': async () => {
    const lodash = item((await manifestBuild()).manifest.shared, 'lodash-es');
    return ['fallback', 'fallbackName', 'fallbackType'].map((k) => `${k} ${field(lodash, k)}`).join(', ');
  },
  'adv.stats.deps': async () => field(item((await manifestBuild()).stats.shared, 'react'), 'deps'),
  'adv.manifest.version-remote': async () => {
    const { manifest, stats } = await manifestBuild();
    const m = item(manifest.remotes, 'legacy');
    const s = item(stats.remotes, 'legacy');
    return `mf-manifest.json: entry ${field(m, 'entry')}, version ${field(m, 'version')}; mf-stats.json: entry ${field(s, 'entry')}, version ${field(s, 'version')}`;
  },
  'adv.manifest.ssr-remote-entry': async () =>
    field((await manifestBuild()).manifest.metaData as Json, 'ssrRemoteEntry'),
  'adv.manifest.ssr-dual': async () => {
    const { metaData, error } = (await ssrBuilds()).rslib;
    if (!metaData) return `no build: ${error}`;
    return `ssrRemoteEntry ${field(metaData, 'ssrRemoteEntry')}, ssrPublicPath ${field(metaData, 'ssrPublicPath')}`;
  },
  'adv.manifest.ssr-dual-rsbuild': async () => (await ssrBuilds()).rsbuild.error ?? 'built',
  'adv.manifest.light': async () => {
    const { light } = await manifestBuild();
    const react = item(light.shared, 'react');
    const files = JSON.stringify((react.assets as Json | undefined)?.js);
    const remote = item(light.remotes, 'catalog');
    return `${(light.shared as Json[]).length} shared (react version ${field(react, 'version')}, js ${files}), ${(light.exposes as Json[]).length} expose, remote moduleName ${field(remote, 'moduleName')}`;
  },
  'adv.scope.string-string': () => scopes({}),
  'adv.scope.host-array': () => scopes({ host: ['default', 'scope1'] }),
  'adv.scope.producer-array': () => scopes({ producer: ['default', 'scope1'] }),
  'adv.scope.both-arrays': () => scopes({ host: ['default', 'scope1'], producer: ['default', 'scope1'] }),
  'adv.scope.disjoint': () => scopes({ host: ['scope1', 'default'], producer: ['scope1', 'scope2'] }),
  'adv.scope.host-default-array': () => scopes({ host: ['default'] }),
  'adv.scope.producer-default-array': () => scopes({ producer: ['default'] }),
  'adv.scope.host-empty': () => scopes({ host: [] }),
  'adv.scope.producer-empty': () => scopes({ producer: [] }),
  'adv.scope.before-init-string': () => scopes({ plugins: [forceLegacy] }),
  'adv.scope.before-init-array': () => scopes({ producer: ['default', 'scope1'], plugins: [forceLegacy] }),
  'adv.scope.alias-recipe': () => scopes({ producer: ['default', 'scope1'], producerPlugins: [aliasScope] }),
  'adv.scope.alias-consumer': () => scopes({ producer: ['default', 'scope1'], plugins: [aliasOnConsumer] }),
  'adv.scope.resolve-none': () => resolved(undefined, 'both'),
  'adv.scope.resolve-scope-only': () => resolved(scopeOnly, 'both'),
  'adv.scope.resolve-replace': () => resolved(replaceResolver, 'both'),
  'adv.scope.resolve-missing': () => resolved(fallbackWhenMissing, 'default-only'),
  'adv.scope.field-scope': async () => registeredScopes('scope'),
  'adv.scope.field-sharescope': async () => registeredScopes('shareScope'),
  'adv.size.consumer-base': async () => kb((await sizeBuilds()).consumer.none.gzip),
  'adv.size.consumer-web': async () => saved((await sizeBuilds()).consumer.none, (await sizeBuilds()).consumer.web),
  'adv.size.consumer-snapshot': async () =>
    saved((await sizeBuilds()).consumer.none, (await sizeBuilds()).consumer.snapshot),
  'adv.size.consumer-shared': async () =>
    saved((await sizeBuilds()).consumer.none, (await sizeBuilds()).consumer.shared),
  'adv.size.consumer-all': async () => saved((await sizeBuilds()).consumer.none, (await sizeBuilds()).consumer.all),
  'adv.size.producer-base': async () => kb((await sizeBuilds()).producer.none.gzip),
  'adv.size.producer-remote': async () =>
    saved((await sizeBuilds()).producer.none, (await sizeBuilds()).producer.remote),
  'adv.size.producer-shared': async () =>
    saved((await sizeBuilds()).producer.none, (await sizeBuilds()).producer.shared),
  'adv.size.producer-all': async () => saved((await sizeBuilds()).producer.none, (await sizeBuilds()).producer.all),
  'adv.size.producer-external': async () => kb((await sizeBuilds()).producer.external.gzip),
  'adv.size.solo-base': async () => kb((await sizeBuilds()).solo.none.gzip),
  'adv.size.solo-remote': async () => saved((await sizeBuilds()).solo.none, (await sizeBuilds()).solo.remote),
  'adv.size.solo-shared': async () => saved((await sizeBuilds()).solo.none, (await sizeBuilds()).solo.shared),
  'adv.size.solo-snapshot': async () => saved((await sizeBuilds()).solo.none, (await sizeBuilds()).solo.snapshot),
  'adv.size.solo-all': async () => kb((await sizeBuilds()).solo.all.gzip),
  'adv.size.solo-disabled-error': async () => (await sizeBuilds()).solo.all.printed,
  'adv.ts.server-calc-none': async () => JSON.stringify(await serverCalcCase(undefined)),
  'adv.ts.server-calc-calculated': async () =>
    JSON.stringify(await serverCalcCase({ status: STATUS.CALCULATED, entry: true })),
  'adv.ts.server-calc-no-entry': async () => JSON.stringify(await serverCalcCase({ status: STATUS.CALCULATED })),
  'adv.ts.server-calc-unknown': async () =>
    JSON.stringify(await serverCalcCase({ status: STATUS.UNKNOWN, entry: true })),
  'adv.ts.inject-server-calc': async () => (await treeShakingBuilds()).serverCalc.injected,
  'adv.ts.inject-false-stats': async () => {
    const b = (await treeShakingBuilds()).noInject;
    return `injected ${b.injected}, mf-stats.json usedExports ${JSON.stringify(b.used)}`;
  },
  'adv.ts.inject-false-saved': async () => {
    const b = await treeShakingBuilds();
    return kb(b.serverCalc.gzip - b.noInject.gzip);
  },
  'adv.ts.cjs-used-exports': async () => JSON.stringify((await treeShakingBuilds()).serverCalc.used['react-is']),
  'adv.ts.plugin-runs': async () => (await treeShakingBuilds()).plugin.runs.join(', '),
  'adv.ts.plugin-stats': async () => {
    const { buildInfo, pluginPath } = (await treeShakingBuilds()).plugin;
    return JSON.stringify(buildInfo) === JSON.stringify([pluginPath])
      ? 'the list as configured'
      : JSON.stringify(buildInfo);
  },
  'adv.ts.plugin-versioned': async () => (await treeShakingBuilds()).plugin.versioned,
  'adv.ts.eager-files': async () => (await treeShakingBuilds()).eager.files.join(', '),
};
