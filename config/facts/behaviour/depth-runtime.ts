import type { BehaviourFact } from './types';

const RUNTIME = '@module-federation/runtime 2.9.2 (runtime-core 2.9.2)';

/** An error-code fact: the first line the installed packages print, and where it comes from. */
function code(value: string, en: string, zh: string, source: string): BehaviourFact {
  return { value, claim: { en, zh }, source };
}

/**
 * Behaviour facts of the error catalog, the debugging toolkit, the runtime entry points and the
 * runtime-plugin recipes (issue 27, topics 1, 2, 6 and 7). Scenarios:
 * tests/unit/facts/behaviour/depth-runtime.ts.
 */
export const DEPTH_RUNTIME_FACTS = {
  'errors.runtime-001': code(
    'Failed to get remoteEntry exports. #RUNTIME-001',
    'A remote entry script that loads but assigns no container to the global the runtime reads.',
    '远程入口脚本加载成功，却没有把容器赋给运行时读取的全局变量。',
    `${RUNTIME} dist/utils/load.cjs (handleRemoteEntryLoaded)`,
  ),
  'errors.runtime-002': code(
    'The remote entry interface does not contain "init" #RUNTIME-002',
    'A remote entry whose container has `get` but no `init`.',
    '远程入口的容器有 `get`，却没有 `init`。',
    `${RUNTIME} dist/module/index.cjs (Module.init)`,
  ),
  'errors.runtime-003': code(
    'Failed to get manifest. #RUNTIME-003',
    'A manifest URL on a closed port: the request fails and no `errorLoadRemote` hook returns a manifest.',
    'manifest 地址指向一个关闭的端口：请求失败，且没有 `errorLoadRemote` 钩子返回替代的 manifest。',
    `${RUNTIME} dist/plugins/snapshot/SnapshotHandler.cjs (getManifestJson)`,
  ),
  'errors.runtime-004': code(
    'Failed to locate remote. #RUNTIME-004',
    '`loadRemote` with an id whose first segment is neither the name nor the alias of a registered remote.',
    '`loadRemote` 的 id 第一段既不是已注册生产者的名称，也不是其别名。',
    `${RUNTIME} dist/remote/index.cjs (getRemoteModuleAndOptions)`,
  ),
  'errors.runtime-005': code(
    'Invalid loadShareSync function call from bundler runtime #RUNTIME-005',
    "`loadShareSync` called by the bundler runtime (`from: 'build'`) for a shared package whose provider is a `get` that returns a promise.",
    "构建运行时（`from: 'build'`）对一个只能异步获取（`get` 返回 promise）的共享依赖调用了 `loadShareSync`。",
    `${RUNTIME} dist/shared/index.cjs (loadShareSync)`,
  ),
  'errors.runtime-006': code(
    'Invalid loadShareSync function call from runtime #RUNTIME-006',
    'The same call made from application code.',
    '应用代码发起同样的调用。',
    `${RUNTIME} dist/shared/index.cjs (loadShareSync)`,
  ),
  'errors.runtime-007': code(
    'Failed to get remote snapshot. #RUNTIME-007',
    'A remote registered with `version` instead of `entry`, with no snapshot of that version on the page.',
    '生产者以 `version` 而不是 `entry` 注册，页面上又没有该版本的快照。',
    `${RUNTIME} dist/plugins/snapshot/SnapshotHandler.cjs (loadRemoteSnapshotInfo)`,
  ),
  'errors.runtime-008': code(
    'Failed to load script resources. #RUNTIME-008',
    'A remote entry URL on a closed port: the `<script>` fires `error`.',
    '远程入口地址指向关闭的端口：`<script>` 触发 `error` 事件。',
    `${RUNTIME} dist/utils/load.cjs (loadEntryScript)`,
  ),
  'errors.runtime-008-original': code(
    'ScriptNetworkError',
    'The error named on the `Original Error Message:` line of RUNTIME-008 when the script could not be downloaded.',
    '脚本无法下载时，RUNTIME-008 的 `Original Error Message:` 一行给出的错误名。',
    '@module-federation/sdk 2.9.2 dist/dom.cjs (createScript), runtime-core 2.9.2 dist/utils/load.cjs',
  ),
  'errors.runtime-009': code(
    'Please call createInstance first. #RUNTIME-009',
    'A module-level function (`loadRemote`) called before any `init`.',
    '在调用任何 `init` 之前调用了模块级函数（`loadRemote`）。',
    '@module-federation/runtime 2.9.2 dist/index.cjs',
  ),
  'errors.runtime-010': code(
    'The name option cannot be changed after initialization. If you want to create a new instance with a different name, please use "createInstance" api. #RUNTIME-010',
    "`init` with another `name` in a bundled app, where the build's instance is found by its build id.",
    '在打包应用中以另一个 `name` 调用 `init`：运行时会按构建 id 找到构建创建的实例。',
    '@module-federation/runtime 2.9.2 dist/utils.cjs, runtime-core 2.9.2 dist/core.cjs (initOptions)',
  ),
  'errors.runtime-011': code(
    'The remoteEntry URL is missing from the remote snapshot. #RUNTIME-011',
    'A manifest whose `metaData.remoteEntry.name` is empty.',
    'manifest 中的 `metaData.remoteEntry.name` 为空。',
    `${RUNTIME} dist/plugins/snapshot/index.cjs (assignRemoteInfo)`,
  ),
  'errors.runtime-012': code(
    'The getter for the shared module is not a function. This may be caused by setting "shared.import: false" without the host providing the corresponding lib. #RUNTIME-012',
    'The bundler runtime consumes a shared package that no one in the share scope provides and that has no local fallback (`import: false`).',
    '构建运行时消费一个共享作用域中无人提供、本地也没有兜底（`import: false`）的共享依赖。',
    '@module-federation/webpack-bundler-runtime 2.9.2 dist/consumes.cjs',
  ),
  'errors.runtime-013': code(
    'The manifest is not a valid Module Federation manifest. #RUNTIME-013',
    'A manifest response without `metaData`, `exposes` and `shared`.',
    'manifest 响应缺少 `metaData`、`exposes` 和 `shared`。',
    `${RUNTIME} dist/plugins/snapshot/SnapshotHandler.cjs (getManifestJson)`,
  ),
  'errors.runtime-014': code(
    'The remote does not expose the requested module. #RUNTIME-014',
    'A container whose `get(expose)` returns nothing for the requested expose (a hand-written container). Containers built by the Rspack and webpack plugins never do: they reject with their own message instead (fact `lab.expose-missing.seen`), so a mistyped expose in a built producer does not give this code.',
    '容器的 `get(expose)` 对所请求的模块什么也没返回（手写的容器）。Rspack 和 webpack 插件构建出的容器不会这样：它们会以自己的消息拒绝（事实 `lab.expose-missing.seen`），所以在构建出的生产者里写错暴露名不会得到这个错误码。',
    `${RUNTIME} dist/module/index.cjs (Module.get)`,
  ),
  'errors.runtime-015': code(
    'Remote container initialization failed. #RUNTIME-015',
    'A container whose `init` throws.',
    '容器的 `init` 抛出异常。',
    `${RUNTIME} dist/module/index.cjs (Module.init)`,
  ),
  'errors.type-001': code(
    'Failed to generate type declaration. Execute the below cmd to reproduce and fix the error. #TYPE-001',
    'The first line the type generator prints when the compiler fails on an exposed module, in a real Rspack build with `dts` on (after the logger prefix `[ Module Federation DTS ] Error: `; fact `errors.type-001-raised` has the whole line).',
    '暴露的模块编译失败时类型生成器输出的第一行，来自一次开启 `dts` 的真实 Rspack 构建（去掉日志前缀 `[ Module Federation DTS ] Error: ` 之后；完整的一行见事实 `errors.type-001-raised`）。',
    'federation lab scenario `build.rspack.type-error`: @module-federation/dts-plugin 2.9.2 dist/expose-rpc-*.js (compileTs), text from @module-federation/error-codes 2.9.2 (typeDescMap)',
  ),
  'errors.build-001': code(
    'Failed to find expose module. #BUILD-001',
    'The first line printed when an exposed module cannot be resolved, rendered by the package formatter.',
    '暴露的模块无法解析时输出的第一行，由该包自己的格式化函数生成。',
    '@module-federation/error-codes 2.9.2 (buildDescMap); raised in enhanced 2.9.2 dist/src/lib/container/ContainerEntryModule.js',
  ),
  'errors.build-002': code(
    'PublicPath is required in prod mode. #BUILD-002',
    'The text the package defines for BUILD-002, rendered by its formatter.',
    '该包为 BUILD-002 定义的文本，由其格式化函数生成。',
    '@module-federation/error-codes 2.9.2 (buildDescMap)',
  ),
  'errors.build-001-raised-by': code(
    'enhanced',
    'The installed package whose dist code raises BUILD-001.',
    '已安装的包中，在 dist 代码里抛出 BUILD-001 的包。',
    'dist files of node_modules/@module-federation/* (2.9.2)',
  ),
  'errors.build-002-raised-by': code(
    'none',
    'No installed `@module-federation/*` package raises BUILD-002: the code is defined but unused.',
    '已安装的 `@module-federation/*` 包都不会抛出 BUILD-002：这个错误码有定义，却没有被使用。',
    'dist files of node_modules/@module-federation/* (2.9.2)',
  ),

  'errors.cors-warning': code(
    'Detect that CORS options are not set, mf Rsbuild plugin will add default cors header: server.headers["Access-Control-Allow-Headers"] = "*". It is recommended to specify an allowlist of trusted origins in "server.cors" instead.',
    'The first line of the warning the Rsbuild plugin logs for an app with `exposes` and no CORS settings, in a production build too.',
    'Rsbuild 插件为带 `exposes`、未配置 CORS 的应用输出的警告的第一行，production 构建中也会输出。',
    '@module-federation/rsbuild-plugin 2.9.2 dist/cli/index.js (modifyRsbuildConfig), with @rsbuild/core initConfigs',
  ),

  'debug.storage-key': code(
    'FEDERATION_DEBUG',
    "The localStorage key that turns on debug mode in the browser; any non-empty value works, even `'false'`, and the runtime then records `__FEDERATION__.__DEBUG_CONSTRUCTOR_VERSION__`.",
    "在浏览器中开启调试模式的 localStorage 键；任何非空值都会生效，连 `'false'` 也一样，此时运行时会记录 `__FEDERATION__.__DEBUG_CONSTRUCTOR_VERSION__`。",
    '@module-federation/sdk 2.9.2 dist/env.cjs (isDebugMode), runtime-core 2.9.2 dist/global.cjs',
  ),
  'debug.env-var': code(
    'FEDERATION_DEBUG',
    "The environment variable that turns on debug mode in Node (builds, type generation, SSR); it is read at each check and any non-empty value works, even `'false'`.",
    "在 Node 中（构建、类型生成、SSR）开启调试模式的环境变量；每次检查时读取，任何非空值都会生效，连 `'false'` 也一样。",
    '@module-federation/sdk 2.9.2 dist/env.cjs (isDebugMode)',
  ),
  'debug.instances': code(
    '__FEDERATION__.__INSTANCES__',
    'Where an instance made by `createInstance` is listed.',
    '`createInstance` 创建的实例登记的位置。',
    `${RUNTIME} dist/global.cjs (setGlobalFederationInstance)`,
  ),
  'debug.share': code(
    '__FEDERATION__.__SHARE__[instanceId][scope][pkgName][version]',
    'Where a registered shared package is recorded, keyed by the instance id (the build id in a bundled app).',
    '已注册的共享依赖所在的位置，以实例 id（打包应用中即构建 id）为键。',
    `${RUNTIME} dist/shared/index.cjs (setShared)`,
  ),
  'debug.preloaded-map': code(
    'catalog/Button',
    "The key `__PRELOADED_MAP__` holds after `preloadRemote([{ nameOrAlias: 'catalog', exposes: ['Button'] }])`.",
    "执行 `preloadRemote([{ nameOrAlias: 'catalog', exposes: ['Button'] }])` 之后 `__PRELOADED_MAP__` 中的键。",
    `${RUNTIME} dist/plugins/generate-preload-assets.cjs`,
  ),
  'debug.manifest-loading': code(
    '__FEDERATION__.__MANIFEST_LOADING__[manifestUrl]',
    'Where the promise of a manifest request is kept, keyed by the manifest URL.',
    'manifest 请求的 promise 存放的位置，以 manifest 地址为键。',
    `${RUNTIME} dist/plugins/snapshot/SnapshotHandler.cjs (loadManifestSnapshot)`,
  ),
  'debug.diagnostics-file': code(
    '.mf/diagnostics/latest.json',
    'The file, relative to the working directory, where the Node reporter of build and type errors writes the latest one.',
    '构建错误和类型错误的 Node 端报告器写入最近一次错误的文件（相对于工作目录）。',
    '@module-federation/error-codes 2.9.2 dist/node.cjs (reportDiagnostic)',
  ),

  'entry.get-instance-before-init': code(
    'null',
    '`getInstance()` before anything called `init`.',
    '尚未调用 `init` 时 `getInstance()` 的返回值。',
    '@module-federation/runtime 2.9.2 dist/index.cjs',
  ),
  'entry.create-instance-not-global': code(
    'RUNTIME-009',
    'After `createInstance` alone, the module-level `registerRemotes` still throws this code.',
    '只调用过 `createInstance` 时，模块级的 `registerRemotes` 仍然抛出这个错误码。',
    '@module-federation/runtime 2.9.2 dist/index.cjs',
  ),
  'entry.global-plugins-reach': code(
    'later_app',
    '`registerGlobalPlugins` reaches only the instances created after it (`later_app`), not one that already existed (`widget_loader`).',
    '`registerGlobalPlugins` 只作用于之后创建的实例（`later_app`），不作用于之前已存在的实例（`widget_loader`）。',
    `${RUNTIME} dist/global.cjs (registerGlobalPlugins), dist/core.cjs`,
  ),
  'entry.global-plugins-dedupe': code(
    '1 (1 warning)',
    'Registering a global plugin whose `name` is already registered keeps one entry and logs a warning.',
    '再次注册同名的全局插件时只保留一条，并输出一条警告。',
    `${RUNTIME} dist/global.cjs (registerGlobalPlugins)`,
  ),
  'entry.init-same-name': code(
    'true',
    "`init` with the build's `name` returns the instance the bundler runtime created.",
    '以构建的 `name` 调用 `init`，返回的是构建运行时创建的那个实例。',
    '@module-federation/runtime 2.9.2 dist/index.cjs, dist/utils.cjs',
  ),
  'entry.init-other-name-bundled': code(
    'RUNTIME-010',
    '`init` with another `name` in a bundled app throws this code.',
    '在打包应用中以另一个 `name` 调用 `init` 会抛出这个错误码。',
    '@module-federation/runtime-core 2.9.2 dist/core.cjs (initOptions)',
  ),
  'entry.get-instance-bundled': code(
    'true',
    "In a bundled app, `getInstance()` returns the build's instance.",
    '在打包应用中，`getInstance()` 返回构建创建的实例。',
    '@module-federation/runtime 2.9.2 dist/index.cjs',
  ),
  'entry.get-instance-finder': code(
    'true',
    "`getInstance((instance) => instance.name === 'widget_loader')` returns the very instance `createInstance({ name: 'widget_loader' })` created: with a finder, `getInstance` searches every instance in `__FEDERATION__.__INSTANCES__`.",
    "`getInstance((instance) => instance.name === 'widget_loader')` 返回的正是 `createInstance({ name: 'widget_loader' })` 创建的实例：传入查找函数时，`getInstance` 会在 `__FEDERATION__.__INSTANCES__` 的所有实例中查找。",
    '@module-federation/runtime 2.9.2 dist/index.cjs (getInstance)',
  ),
  'entry.get-instance-finder-none': code(
    'null',
    'With a finder that matches no instance, `getInstance` returns `null`.',
    '查找函数没有匹配到任何实例时，`getInstance` 返回 `null`。',
    '@module-federation/runtime 2.9.2 dist/index.cjs (getInstance)',
  ),
  'entry.register-shared': code(
    'shell 4.17.21',
    '`registerShared` on the `shell` instance: a producer that instance initialises receives the copy (its `from` and `version`).',
    '在 `shell` 实例上调用 `registerShared` 后，该实例初始化的生产者会收到这份副本（显示其 `from` 与 `version`）。',
    `${RUNTIME} dist/shared/index.cjs (registerShared), dist/module/index.cjs`,
  ),
  'entry.register-shared-existing': code(
    '4.17.21',
    'The versions of `lodash-es` in the scope after a second `registerShared` call provides 4.18.0: a package already in the scope is left as it is.',
    '第二次 `registerShared` 提供 4.18.0 之后，作用域中 `lodash-es` 的版本：作用域里已有的包保持不变。',
    `${RUNTIME} dist/shared/index.cjs (registerShared)`,
  ),
  'entry.register-shared-own-load': code(
    'targetShared.get is not a function',
    "`loadShare` of that package on the same instance fails, because `registerShared` does not add it to the instance's own `shared` options.",
    '同一实例随后对该包调用 `loadShare` 会失败，因为 `registerShared` 不会把它加入实例自己的 `shared` 选项。',
    `${RUNTIME} dist/shared/index.cjs (loadShare)`,
  ),

  'plugin.script-timeout-default': code(
    '20000',
    'The timeout, in milliseconds, the runtime starts for a remote entry `<script>`.',
    '运行时为远程入口 `<script>` 设置的超时时间（毫秒）。',
    '@module-federation/sdk 2.9.2 dist/dom.cjs (createScript)',
  ),
  'plugin.link-timeout-default': code(
    '20000',
    'The timeout, in milliseconds, the runtime starts for a preload `<link>`.',
    '运行时为预加载 `<link>` 设置的超时时间（毫秒）。',
    '@module-federation/sdk 2.9.2 dist/dom.cjs (createLink)',
  ),
  'plugin.script-timeout-hook': code(
    '5000',
    'The timeout once a `createScript` hook returns `{ timeout: 5000 }`.',
    '`createScript` 钩子返回 `{ timeout: 5000 }` 之后的超时时间。',
    '@module-federation/sdk 2.9.2 dist/dom.cjs (createScript)',
  ),
  'plugin.fetch-init': code(
    '{}',
    'The `init` argument the runtime passes to the `fetch` hook and to `fetch` for a manifest: no `credentials`, so the browser default applies.',
    '运行时为 manifest 请求传给 `fetch` 钩子和 `fetch` 的 `init` 参数：没有 `credentials`，因此使用浏览器默认值。',
    `${RUNTIME} dist/plugins/snapshot/SnapshotHandler.cjs (getManifestJson)`,
  ),
  'plugin.preload-link-attrs': code(
    '{"rel":"preload","as":"script"}',
    'The attributes the runtime gives a `<link>` that preloads a JavaScript chunk: no `crossorigin`.',
    '运行时为预加载 JavaScript chunk 的 `<link>` 设置的属性：没有 `crossorigin`。',
    `${RUNTIME} dist/utils/preload.cjs (preloadAssets)`,
  ),
  'plugin.initiator': code(
    'preloadRemote, loadRemote',
    'The `resourceContext.initiator` values the loader hooks see during `preloadRemote` and then `loadRemote`.',
    '在 `preloadRemote` 和随后的 `loadRemote` 过程中，加载器钩子看到的 `resourceContext.initiator` 值。',
    `${RUNTIME} dist/utils/preload.cjs, dist/utils/load.cjs`,
  ),
  'plugin.after-resolve-entry': code(
    '/mirror/remoteEntry.js',
    'The entry `loadRemote` loads after an `afterResolve` hook replaced `/moved/` with `/mirror/` in `args.remoteInfo.entry`.',
    '`afterResolve` 钩子把 `args.remoteInfo.entry` 中的 `/moved/` 换成 `/mirror/` 之后，`loadRemote` 实际加载的入口。',
    `${RUNTIME} dist/remote/index.cjs, dist/plugins/snapshot/index.cjs`,
  ),
  'plugin.after-resolve-preloaded': code(
    '/moved/__federation_expose_Button.js, /moved/remoteEntry.js',
    'What the automatic preload after the manifest load fetched first: still the manifest’s URLs.',
    'manifest 加载后的自动预加载先请求的资源：仍是 manifest 中的地址。',
    `${RUNTIME} dist/plugins/snapshot/index.cjs (afterResolve of the built-in snapshot plugin)`,
  ),
  'plugin.resolve-share-default': code(
    'remote',
    'With a host copy (1.2.0) and a producer copy (1.5.0) of a singleton in the scope, `loadShare` returns the producer’s: the higher version wins.',
    '共享作用域中同时有消费者的副本（1.2.0）和生产者的副本（1.5.0）时，`loadShare` 返回生产者的：版本高者胜出。',
    `${RUNTIME} dist/shared/index.cjs, dist/utils/share.cjs`,
  ),
  'plugin.resolve-share-host': code(
    'host',
    "A `resolveShare` hook that replaces `resolver` with one returning the host's entry makes `loadShare` return the host's copy.",
    '`resolveShare` 钩子把 `resolver` 换成返回消费者条目的函数后，`loadShare` 返回消费者的副本。',
    `${RUNTIME} dist/utils/share.cjs (getRegisteredShare)`,
  ),
  'share.strict-version-error': code(
    'Version 2.0.0 from producer of shared singleton module lib-x does not satisfy the requirement of consumer which needs ^1.0.0)',
    'Two instances in one share scope, the consumer with singleton `lib-x` 1.0.0, `requiredVersion: ^1.0.0` and `strictVersion: true`, the producer with 2.0.0: the consumer’s `loadShare` throws the singleton warning’s text as an error (first line, after the runtime’s prefix).',
    '同一共享作用域中的两个实例：消费者以单例共享 `lib-x` 1.0.0，设置 `requiredVersion: ^1.0.0` 和 `strictVersion: true`，生产者提供 2.0.0：消费者的 `loadShare` 把单例警告的文字作为错误抛出（第一行，去掉运行时的前缀）。',
    `${RUNTIME} dist/utils/share.cjs (getRegisteredShare)`,
  ),
  'share.loaded-copy-stays': code(
    '1.0.0 from consumer',
    'The consumer loads its singleton `lib-x` 1.0.0 first; a producer with 2.0.0 (`^2.0.0`, `loaded-first`) added to that scope afterwards gets the loaded 1.0.0, with the warning.',
    '消费者先加载了自己的单例 `lib-x` 1.0.0；之后加入该作用域的生产者（2.0.0，`^2.0.0`，`loaded-first`）拿到的是已加载的 1.0.0，并输出警告。',
    `${RUNTIME} dist/utils/share.cjs (getRegisteredShare)`,
  ),
} satisfies Record<string, BehaviourFact>;
