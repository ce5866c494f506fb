import type { BehaviourFact } from './types';

/**
 * Behaviour facts stated by the guides and reference pages (content audits). Scenarios:
 * tests/unit/facts/behaviour/content.scenarios.ts. Ids: `runtime.` (the federation runtime),
 * `share.` (shared dependencies), `bundler.` (Rspack, webpack, the Rsbuild plugin), `dts.` (type
 * hints) and `bridge.` (the framework bridges).
 */
export const CONTENT_FACTS = {
  'runtime.syncShareError': {
    value: 'Invalid loadShareSync function call from runtime #RUNTIME-006',
    claim: {
      en: 'A non-eager shared package that the initial chunk needs synchronously (no async boundary) fails in `installInitialConsumes` with this error: the bundler runtime calls `loadShareSync` without `from: "build"`, so the code is `RUNTIME-006`, not `RUNTIME-005`.',
      zh: '初始 chunk 同步需要一个非 eager 的共享包（没有异步边界）时，`installInitialConsumes` 会抛出这个错误：构建工具运行时调用 `loadShareSync` 时不带 `from: "build"`，所以错误码是 `RUNTIME-006`，而不是 `RUNTIME-005`。',
    },
    source:
      '@module-federation/webpack-bundler-runtime@2.9.2 dist/installInitialConsumes.js; @module-federation/runtime-core@2.9.2 dist/shared/index.js',
  },
  'runtime.syncShareConsoleHint': {
    value: 'loadShareSync failed!',
    claim: {
      en: 'Before throwing `RUNTIME-006`, the bundler runtime logs a console error that starts with these words and suggests checking the async boundary.',
      zh: '抛出 `RUNTIME-006` 之前，构建工具运行时会先在控制台输出一条以这几个词开头的错误，建议检查异步边界。',
    },
    source: '@module-federation/webpack-bundler-runtime@2.9.2 dist/installInitialConsumes.js',
  },
  'runtime.initAdoptsCreateInstance': {
    value: 'same instance',
    claim: {
      en: '`init({ name })` after `createInstance({ name })` with the same name returns the instance `createInstance` made, and `getInstance()` then returns it too.',
      zh: '先 `createInstance({ name })`、再用同一个名称调用 `init({ name })` 时，`init` 返回的是 `createInstance` 创建的那个实例，之后 `getInstance()` 也返回它。',
    },
    source: '@module-federation/runtime@2.9.2 dist/index.js, dist/utils.js',
  },
  'runtime.initOtherName': {
    value: 'new instance',
    claim: {
      en: 'Without a bundler, a second `init` with another `name` creates a second instance, and `getInstance()` and the exported helpers switch to it.',
      zh: '没有构建工具时，第二次用另一个 `name` 调用 `init` 会创建第二个实例，`getInstance()` 和导出的辅助函数随之改用它。',
    },
    source: '@module-federation/runtime@2.9.2 dist/index.js',
  },
  'runtime.renameError': {
    value:
      'The name option cannot be changed after initialization. If you want to create a new instance with a different name, please use "createInstance" api. #RUNTIME-010',
    claim: {
      en: "In a bundled app (the build's identifier is defined), `init` with a `name` other than the build's finds the build's instance and throws this error.",
      zh: '在构建产物中（定义了构建标识），用与构建不同的 `name` 调用 `init` 会找到构建创建的实例，并抛出这个错误。',
    },
    source:
      '@module-federation/runtime@2.9.2 dist/index.js, dist/utils.js; @module-federation/runtime-core@2.9.2 dist/core.js',
  },
  'runtime.noInstanceError': {
    value: 'Please call createInstance first. #RUNTIME-009',
    claim: {
      en: 'Calling the global `loadRemote` before any instance exists throws this error.',
      zh: '还没有任何实例时调用全局的 `loadRemote` 会抛出这个错误。',
    },
    source: '@module-federation/runtime@2.9.2 dist/index.js',
  },
  'runtime.preloadRejects': {
    value: 'preloadRemote failed to load 1 resource(s).',
    claim: {
      en: '`preloadRemote` against an unreachable producer entry rejects with an `Error` whose message counts the failed resources (here one).',
      zh: '对无法访问的生产者入口调用 `preloadRemote` 时，Promise 会以一个 `Error` reject，消息里写明失败的资源数（这里是一个）。',
    },
    source: '@module-federation/runtime-core@2.9.2 dist/remote/index.js',
  },
  'runtime.preloadErrorFields': {
    value: 'results, failedResults',
    claim: {
      en: 'The `Error` that `preloadRemote` rejects with carries these two extra fields.',
      zh: '`preloadRemote` reject 的 `Error` 带有这两个额外字段。',
    },
    source: '@module-federation/runtime-core@2.9.2 dist/remote/index.js',
  },
  'runtime.preloadUnknownName': {
    value: 'Unable to preload <name> as it is not included in',
    claim: {
      en: '`preloadRemote` with a name that is not a registered producer rejects before fetching anything, with a message that starts like this.',
      zh: '`preloadRemote` 的名称不是已注册的生产者时，会在发出任何请求之前 reject，消息以这段文字开头。',
    },
    source: '@module-federation/runtime-core@2.9.2 dist/utils/preload.js',
  },
  'runtime.pluginRegisteredTwice': {
    value: '1',
    claim: {
      en: 'Registering a plugin with the same `name` twice (`registerPlugins` called twice) runs its hook once per event: the later registration is ignored.',
      zh: '同一个 `name` 的插件注册两次（调用两次 `registerPlugins`）时，每个事件只运行一次它的钩子：后一次注册被忽略。',
    },
    source: '@module-federation/runtime-core@2.9.2 dist/utils/plugin.js',
  },
  'runtime.versionFirstEntryDown': {
    value: 'beforeLoadShare',
    claim: {
      en: "Under `'version-first'`, a producer whose `remoteEntry.js` cannot be loaded is skipped when sharing starts: `loadShare` still resolves, and the failure only reaches `errorLoadRemote` with this `lifecycle`.",
      zh: "在 `'version-first'` 下，`remoteEntry.js` 加载失败的生产者会在共享初始化时被跳过：`loadShare` 照常 resolve，这次失败只以这个 `lifecycle` 传给 `errorLoadRemote`。",
    },
    source: '@module-federation/runtime-core@2.9.2 dist/shared/index.js',
  },
  'runtime.versionFirstManifestDown': {
    value: 'Failed to get manifest. #RUNTIME-003',
    claim: {
      en: "Under `'version-first'`, a producer whose manifest cannot be fetched makes `loadShare` reject with this error, even though no module of that producer was requested.",
      zh: "在 `'version-first'` 下，清单拿不到的生产者会让 `loadShare` 以这个错误 reject，哪怕并没有请求这个生产者的任何模块。",
    },
    source: '@module-federation/runtime-core@2.9.2 dist/plugins/snapshot/SnapshotHandler.js',
  },
  'runtime.manifestInvalid': {
    value: 'The manifest is not a valid Module Federation manifest. #RUNTIME-013',
    claim: {
      en: 'A manifest URL that returns JSON without the manifest fields fails the load with this error.',
      zh: '清单地址返回的 JSON 缺少清单字段时，加载会以这个错误失败。',
    },
    source: '@module-federation/runtime-core@2.9.2 dist/plugins/snapshot/SnapshotHandler.js',
  },
  'runtime.exposeMissing': {
    value: 'Module "./buton" does not exist in container.',
    claim: {
      en: 'Importing a module the producer does not expose (here `producer/buton` from a producer that exposes `./Button`) rejects with this message from the built container (first line), without an error code; `RUNTIME-014` is not raised.',
      zh: '导入生产者没有暴露的模块（这里是从只暴露 `./Button` 的生产者导入 `producer/buton`）时，构建出的容器以这条消息（第一行）拒绝，没有错误码；不会出现 `RUNTIME-014`。',
    },
    source:
      'federation lab scenario `symptom.expose-missing` (@rspack/core 2.3.2 with @module-federation/enhanced 2.9.2, Chromium); the message is thrown by the container entry (@rspack/core dist/moduleFederationDefaultRuntime.js, getContainer)',
  },
  'runtime.entryScriptFailed': {
    value: 'Failed to load script resources. #RUNTIME-008',
    claim: {
      en: "In a browser, a producer's `remoteEntry.js` that cannot be fetched (the `<script>` fires `error`) fails the load with this error.",
      zh: '在浏览器中，生产者的 `remoteEntry.js` 取不到（`<script>` 触发 `error`）时，加载会以这个错误失败。',
    },
    source: '@module-federation/runtime-core@2.9.2 dist/utils/load.js',
  },
  'runtime.entryGlobalMissing': {
    value: 'Failed to get remoteEntry exports. #RUNTIME-001',
    claim: {
      en: "In a browser, a `remoteEntry.js` that loads but does not define the global named after the producer (a `remotes` prefix that differs from the producer's `name`) fails with this error.",
      zh: '在浏览器中，`remoteEntry.js` 加载成功却没有定义以生产者命名的全局变量（`remotes` 里的前缀与生产者的 `name` 不一致）时，会以这个错误失败。',
    },
    source: '@module-federation/runtime-core@2.9.2 dist/utils/load.js',
  },
  'share.noRequiredVersionWarning': {
    value: 'No required version specified and unable to automatically determine one.',
    claim: {
      en: 'When no `package.json` above the importing file lists a shared package and `requiredVersion` is not set, the build warns with a message that starts like this.',
      zh: '导入方上层没有任何 `package.json` 列出某个共享包、又没有设置 `requiredVersion` 时，构建会给出以这句话开头的警告。',
    },
    source:
      '@rspack/core@2.3.2 (binding, consume shared); @module-federation/enhanced@2.9.2 dist/src/lib/sharing/ConsumeSharedPlugin.js',
  },
  'bundler.rspackPublicPathDefault': {
    value: 'auto',
    claim: {
      en: 'Rspack sets `output.publicPath` to `"auto"` when the configuration leaves it unset (web target).',
      zh: '配置里没有设置 `output.publicPath` 时，Rspack 把它设为 `"auto"`（web 目标）。',
    },
    source: '@rspack/core@2.3.2 dist/index.js (applyOutputDefaults)',
  },
  'bundler.webpackPublicPathDefault': {
    value: 'auto',
    claim: {
      en: 'webpack sets `output.publicPath` to `"auto"` when the configuration leaves it unset (web target).',
      zh: '配置里没有设置 `output.publicPath` 时，webpack 把它设为 `"auto"`（web 目标）。',
    },
    source: 'webpack@5.111.1 (the version package.json pins) lib/config/defaults.js',
  },
  'bundler.rsbuildProducerPublicPath': {
    value: '/',
    claim: {
      en: "In an Rsbuild production build, `output.publicPath` of a producer with the Module Federation plugin is Rsbuild's `output.assetPrefix` default, `/`; the plugin fills in `'auto'` only when nothing set a value, which Rsbuild always does.",
      zh: "在 Rsbuild 的生产构建中，装了 Module Federation 插件的生产者的 `output.publicPath` 就是 Rsbuild 的 `output.assetPrefix` 默认值 `/`；插件只在没有任何值时才填入 `'auto'`，而 Rsbuild 总会给出一个值。",
    },
    source: '@module-federation/rsbuild-plugin@2.9.2 dist/cli/index.js; @rsbuild/core@2.3.2',
  },
  'bundler.dualTargetError': {
    value: "'target' option is only supported in Rslib.",
    claim: {
      en: "`pluginModuleFederation(options, { target: 'dual' })` in a plain Rsbuild app (neither Rslib nor Rspress) throws this error when the configuration is resolved.",
      zh: "在普通的 Rsbuild 应用（既不是 Rslib 也不是 Rspress）里使用 `pluginModuleFederation(options, { target: 'dual' })`，解析配置时会抛出这个错误。",
    },
    source: '@module-federation/rsbuild-plugin@2.9.2 dist/cli/index.js',
  },
  'bundler.ssrOptionError': {
    value: "The `ssr` option is deprecated. If you want to enable SSR, please use `target: 'dual'` instead.",
    claim: {
      en: "Passing the deprecated `ssr` option in the Rsbuild plugin's second argument throws this error when the configuration is resolved.",
      zh: '在 Rsbuild 插件的第二个参数中传入已废弃的 `ssr` 选项，解析配置时会抛出这个错误。',
    },
    source: '@module-federation/rsbuild-plugin@2.9.2 dist/cli/index.js',
  },
  'bundler.rsbuildCorsHeader': {
    value: 'Access-Control-Allow-Origin: *',
    claim: {
      en: 'When `exposes` is set and the Rsbuild config sets no allowed origin, the Rsbuild plugin adds this header to `server.headers` (dev and preview servers); a consumer build without `exposes` gets no header.',
      zh: '设置了 `exposes`、而 Rsbuild 配置里没有指定允许的源时，Rsbuild 插件会把这个响应头加进 `server.headers`（开发服务器和预览服务器都生效）；没有 `exposes` 的消费者构建不会加。',
    },
    source: '@module-federation/rsbuild-plugin@2.9.2 dist/cli/index.js',
  },
  'bundler.mfNodeEngines': {
    value: '@module-federation/cli, @module-federation/rsbuild-plugin: >=16.0.0',
    claim: {
      en: 'Of the installed `@module-federation/*` packages, only these two declare a Node.js version (`engines.node`).',
      zh: '已安装的 `@module-federation/*` 包中，只有这两个声明了 Node.js 版本要求（`engines.node`）。',
    },
    source: 'package.json of every installed @module-federation/* package',
  },
  'bundler.rspackNodeEngine': {
    value: '^20.19.0 || >=22.12.0',
    claim: {
      en: 'The Node.js versions that `@rspack/core` declares in `engines.node`.',
      zh: '`@rspack/core` 在 `engines.node` 中声明的 Node.js 版本。',
    },
    source: '@rspack/core@2.3.2 package.json',
  },
  'dts.productionDownloadSwitch': {
    value: 'dts.consumeTypes.typesOnBuild',
    claim: {
      en: 'With `NODE_ENV=production` (what `rspack build` sets), the consumer downloads no types unless this option is `true`; with it, the manifest is requested during the build.',
      zh: '`NODE_ENV=production`（`rspack build` 会这样设置）时，除非这个选项为 `true`，消费者不会下载类型；打开它之后，构建期间会请求清单。',
    },
    source: '@module-federation/dts-plugin@2.9.2 dist/index.js (ConsumeTypesPlugin)',
  },
  'bridge.beforeRenderUsedField': {
    value: 'extraProps',
    claim: {
      en: 'Of the object a `beforeBridgeRender` hook returns, the React bridge uses only this field, merged into the props the producer receives; other fields are ignored.',
      zh: '`beforeBridgeRender` 钩子返回的对象里，React 桥接只使用这个字段，把它合并进生产者收到的 props；其他字段都被忽略。',
    },
    source: '@module-federation/bridge-react@2.8.2 dist/bridge-base-BaKy6CY_.mjs',
  },
  'bridge.reactProducerHooks': {
    value: 'beforeBridgeRender, afterBridgeRender, afterBridgeDestroy',
    claim: {
      en: "With `@module-federation/bridge-react/plugin` registered, the producer side (`createBridgeComponent`) emits these hooks for one render and one destroy; `beforeBridgeDestroy` is emitted only by the consumer side's remote component.",
      zh: '注册了 `@module-federation/bridge-react/plugin` 后，生产者一侧（`createBridgeComponent`）在一次渲染和一次销毁中会触发这些钩子；`beforeBridgeDestroy` 只由消费者一侧的远程组件触发。',
    },
    source: '@module-federation/bridge-react@2.8.2 dist/bridge-base-BaKy6CY_.mjs, dist/plugin.es.js',
  },
  'bridge.reactHooksWithoutPlugin': {
    value: 'none',
    claim: {
      en: 'Without `@module-federation/bridge-react/plugin` in the runtime plugins, the React bridge emits no bridge hook.',
      zh: '运行时插件里没有 `@module-federation/bridge-react/plugin` 时，React 桥接不会触发任何桥接钩子。',
    },
    source: '@module-federation/bridge-react@2.8.2 dist/plugin.es.js',
  },
  'bridge.vue3HooksFired': {
    value: 'none',
    claim: {
      en: 'bridge-vue3 0.18.4 emits no bridge hook: it asks the runtime copy bundled into it for the instance, which is never initialised, so a plugin registered on the 2.9 runtime is never called.',
      zh: 'bridge-vue3 0.18.4 不会触发任何桥接钩子：它向打包在自己里面的那份运行时要实例，而那份运行时从未初始化，所以注册在 2.9 运行时上的插件永远不会被调用。',
    },
    source: '@module-federation/bridge-vue3@0.18.4 dist/index.js (getInstance)',
  },
  'bridge.vue3Version': {
    value: '0.18.4',
    claim: {
      en: 'The version of `@module-federation/bridge-vue3` this site installs, documents and tests.',
      zh: '本站安装、记录并测试的 `@module-federation/bridge-vue3` 版本。',
    },
    source: '@module-federation/bridge-vue3@0.18.4 package.json',
  },
  'bridge.routeSyncEmitters': {
    value: 'none',
    claim: {
      en: '`afterBridgeRouteSync` is declared by the runtime, but no installed bridge emits it.',
      zh: '`afterBridgeRouteSync` 在运行时中有声明，但已安装的桥接都不会触发它。',
    },
    source: '@module-federation/bridge-react@2.8.2 dist, @module-federation/bridge-vue3@0.18.4 dist',
  },
} satisfies Record<string, BehaviourFact>;
