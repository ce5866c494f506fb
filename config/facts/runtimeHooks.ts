/**
 * The runtime hooks a plugin can listen to (`ModuleFederationRuntimePlugin`), as runtime-core 2.9.2 declares
 * them: name, the group (hook system) that declares it, its kind and its arguments (the property names
 * of the argument object, or the positional types). Checked against the installed declarations by
 * tests/unit/facts/runtimeHooks.test.ts.
 */

/** The hook classes of runtime-core (`utils/hooks`). */
type HookKind = 'SyncHook' | 'AsyncHook' | 'SyncWaterfallHook' | 'AsyncWaterfallHook';

/** The hook systems of an instance: `hooks` of the instance and of its remote, shared and snapshot handlers, `loaderHook`, `bridgeHook`. */
export type HookGroup = 'core' | 'loader' | 'bridge' | 'remote' | 'shared' | 'snapshot';

export interface RuntimeHookFact {
  name: string;
  group: HookGroup;
  kind: HookKind;
  args: readonly string[];
}

/** The package file that declares each group's hooks, so a hook's file is `DECLARED_IN[hook.group]` (tests/harness/dtsFacts.mjs reads the same files). */
export const DECLARED_IN: Readonly<Record<HookGroup, string>> = {
  core: '@module-federation/runtime-core/dist/core.d.ts',
  loader: '@module-federation/runtime-core/dist/core.d.ts',
  bridge: '@module-federation/runtime-core/dist/core.d.ts',
  remote: '@module-federation/runtime-core/dist/remote/index.d.ts',
  shared: '@module-federation/runtime-core/dist/shared/index.d.ts',
  snapshot: '@module-federation/runtime-core/dist/plugins/snapshot/SnapshotHandler.d.ts',
};

/** The hooks of one group, each written as `[name, kind, args]`, in declaration order. */
const hooksOf = (group: HookGroup, hooks: [name: string, kind: HookKind, args: string[]][]): RuntimeHookFact[] =>
  hooks.map(([name, kind, args]) => ({ name, group, kind, args }));

export const RUNTIME_HOOKS: readonly RuntimeHookFact[] = [
  ...hooksOf('core', [
    ['beforeInit', 'SyncWaterfallHook', ['userOptions', 'options', 'origin', 'shareInfo']],
    ['init', 'SyncHook', ['options', 'origin']],
    [
      'beforeInitContainer',
      'AsyncWaterfallHook',
      ['shareScope', 'initScope', 'remoteEntryInitOptions', 'remoteInfo', 'origin'],
    ],
    [
      'initContainer',
      'AsyncWaterfallHook',
      [
        'shareScope',
        'initScope',
        'remoteEntryInitOptions',
        'remoteInfo',
        'remoteEntryExports',
        'origin',
        'id',
        'remoteSnapshot',
      ],
    ],
  ]),
  ...hooksOf('loader', [
    ['getModuleInfo', 'SyncHook', ['target', 'key']],
    ['createScript', 'SyncHook', ['url', 'attrs', 'remoteInfo', 'resourceContext']],
    ['createLink', 'SyncHook', ['url', 'attrs', 'remoteInfo', 'resourceContext']],
    [
      'fetch',
      'AsyncHook',
      ['string', 'RequestInit', '(RemoteInfo | undefined)?', '(ResourceLoadContext | undefined)?'],
    ],
    [
      'loadEntryError',
      'AsyncHook',
      ['getRemoteEntry', 'origin', 'remoteInfo', 'remoteEntryExports', 'globalLoading', 'uniqueKey'],
    ],
    [
      'afterLoadEntry',
      'AsyncHook',
      ['origin', 'remoteInfo', 'remoteEntryExports', 'resourceContext', 'cached', 'error', 'recovered'],
    ],
    ['beforeInitRemote', 'AsyncHook', ['id', 'remoteInfo', 'remoteSnapshot', 'origin']],
    [
      'afterInitRemote',
      'AsyncHook',
      ['id', 'remoteInfo', 'remoteSnapshot', 'remoteEntryExports', 'error', 'cached', 'origin'],
    ],
    ['beforeGetExpose', 'AsyncHook', ['id', 'expose', 'moduleInfo', 'remoteEntryExports', 'origin']],
    [
      'afterGetExpose',
      'AsyncHook',
      ['id', 'expose', 'moduleInfo', 'remoteEntryExports', 'moduleFactory', 'error', 'origin'],
    ],
    ['beforeExecuteFactory', 'AsyncHook', ['id', 'expose', 'moduleInfo', 'loadFactory', 'origin']],
    [
      'afterExecuteFactory',
      'AsyncHook',
      ['id', 'expose', 'moduleInfo', 'loadFactory', 'exposeModule', 'error', 'origin'],
    ],
    ['getModuleFactory', 'AsyncHook', ['remoteEntryExports', 'expose', 'moduleInfo']],
  ]),
  ...hooksOf('bridge', [
    ['beforeBridgeRender', 'SyncHook', ['Record<string, any>', '(object | undefined)?']],
    ['afterBridgeRender', 'SyncHook', ['Record<string, any>', '(BridgeHookResult | undefined)?']],
    ['beforeBridgeDestroy', 'SyncHook', ['Record<string, any>', '(object | undefined)?']],
    ['afterBridgeDestroy', 'SyncHook', ['Record<string, any>', '(BridgeHookResult | undefined)?']],
    ['afterBridgeRouteSync', 'SyncHook', ['BridgeHookResult']],
  ]),
  ...hooksOf('remote', [
    ['beforeRegisterRemote', 'SyncWaterfallHook', ['remote', 'origin']],
    ['registerRemote', 'SyncWaterfallHook', ['remote', 'origin']],
    ['beforeRequest', 'AsyncWaterfallHook', ['id', 'options', 'origin']],
    ['afterMatchRemote', 'AsyncHook', ['id', 'options', 'remote', 'expose', 'remoteInfo', 'error', 'origin']],
    [
      'onLoad',
      'AsyncHook',
      [
        'id',
        'expose',
        'pkgNameOrAlias',
        'remote',
        'options',
        'origin',
        'exposeModule',
        'exposeModuleFactory',
        'moduleInstance',
      ],
    ],
    ['afterLoadRemote', 'AsyncHook', ['id', 'expose', 'remote', 'options', 'error', 'recovered', 'origin']],
    ['handlePreloadModule', 'SyncHook', ['id', 'name', 'remote', 'remoteSnapshot', 'preloadConfig', 'origin']],
    ['errorLoadRemote', 'AsyncHook', ['id', 'error', 'options', 'from', 'lifecycle', 'remote', 'expose', 'origin']],
    ['beforePreloadRemote', 'AsyncHook', ['preloadOps', 'options', 'origin']],
    [
      'generatePreloadAssets',
      'AsyncHook',
      ['origin', 'preloadOptions', 'remote', 'remoteInfo', 'remoteSnapshot', 'globalSnapshot'],
    ],
    ['afterPreloadRemote', 'AsyncHook', ['preloadOps', 'options', 'origin', 'results', 'error']],
    ['loadEntry', 'AsyncHook', ['origin', 'loaderHook', 'remoteInfo', 'remoteEntryExports', 'resourceContext']],
  ]),
  ...hooksOf('shared', [
    ['beforeRegisterShare', 'SyncWaterfallHook', ['pkgName', 'shared', 'origin']],
    [
      'afterRegisterShare',
      'SyncHook',
      ['pkgName', 'scope', 'shared', 'previousShared', 'registeredShared', 'shareScopeMap', 'trigger', 'origin'],
    ],
    ['afterResolve', 'AsyncWaterfallHook', ['LoadRemoteMatch']],
    ['beforeLoadShare', 'AsyncWaterfallHook', ['pkgName', 'shareInfo', 'shared', 'origin', 'loadContext']],
    ['loadShare', 'AsyncHook', ['ModuleFederation', 'string', 'ShareInfos']],
    [
      'afterLoadShare',
      'SyncHook',
      ['pkgName', 'shareInfo', 'selectedShared', 'shared', 'shareScopeMap', 'lifecycle', 'loadContext', 'origin'],
    ],
    [
      'errorLoadShare',
      'SyncHook',
      ['pkgName', 'shareInfo', 'shared', 'shareScopeMap', 'lifecycle', 'origin', 'error', 'recovered', 'loadContext'],
    ],
    [
      'resolveShare',
      'SyncWaterfallHook',
      ['shareScopeMap', 'scope', 'pkgName', 'version', 'shareInfo', 'GlobalFederation', 'resolver', 'loadContext'],
    ],
    [
      'initContainerShareScopeMap',
      'SyncWaterfallHook',
      ['shareScope', 'options', 'origin', 'scopeName', 'hostShareScopeMap'],
    ],
  ]),
  ...hooksOf('snapshot', [
    ['beforeLoadRemoteSnapshot', 'AsyncHook', ['options', 'moduleInfo', 'origin']],
    [
      'loadSnapshot',
      'AsyncWaterfallHook',
      ['options', 'moduleInfo', 'hostGlobalSnapshot', 'globalSnapshot', 'remoteSnapshot'],
    ],
    [
      'loadRemoteSnapshot',
      'AsyncWaterfallHook',
      ['options', 'moduleInfo', 'manifestJson', 'manifestUrl', 'remoteSnapshot', 'from'],
    ],
    ['afterLoadSnapshot', 'AsyncWaterfallHook', ['id', 'host', 'options', 'moduleInfo', 'remoteSnapshot']],
    ['beforeLoadManifest', 'AsyncHook', ['manifestUrl', 'moduleInfo', 'resourceOptions', 'origin']],
    [
      'afterLoadManifest',
      'AsyncHook',
      [
        'manifestUrl',
        'moduleInfo',
        'resourceOptions',
        'manifestJson',
        'response',
        'error',
        'cached',
        'recovered',
        'origin',
      ],
    ],
  ]),
];
