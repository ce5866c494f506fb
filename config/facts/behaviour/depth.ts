import { DEPTH_RUNTIME_FACTS } from './depth-runtime';
import { READER_RUNTIME_FACTS } from './reader-runtime';
import { RELEASE_FACTS } from './releases';
import type { BehaviourFact } from './types';

/**
 * Behaviour facts stated by the troubleshooting, debugging and advanced sections. Scenarios:
 * tests/unit/facts/behaviour/depth.scenarios.ts.
 */
export const DEPTH_FACTS = {
  // Topics 3–10 (issue 27): subpath sharing, share scopes, shared tree shaking, reference values, Rsbuild.
  // Scenarios: tests/unit/facts/behaviour/depth-topics.ts.
  'shared.subpath-exact-key': {
    value: 'react, react-dom',
    claim: {
      en: 'An Rspack build that shares `react` and `react-dom` and imports `react-dom/client` and `react/jsx-runtime` consumes only the share keys `react` and `react-dom`; the two subpaths are bundled as private copies.',
      zh: '共享 `react` 与 `react-dom`、代码导入 `react-dom/client` 和 `react/jsx-runtime` 的 Rspack 构建，只消费 `react` 和 `react-dom` 两个共享键；两个子路径被打包成私有副本。',
    },
    source:
      '@rspack/core 2.3.2 with @module-federation/enhanced 2.9.2 (rspack), consume-shared modules in the build stats',
  },
  'shared.subpath-prefix-key': {
    value: 'react, react-dom, react-dom/client, react/jsx-runtime',
    claim: {
      en: "Adding the keys `'react/'` and `'react-dom/'` makes the same build consume `react-dom/client` and `react/jsx-runtime` as shared modules too.",
      zh: "加上 `'react/'` 和 `'react-dom/'` 两个键之后，同一个构建也把 `react-dom/client` 与 `react/jsx-runtime` 作为共享模块消费。",
    },
    source:
      '@rspack/core 2.3.2 with @module-federation/enhanced 2.9.2 (rspack), consume-shared modules in the build stats',
  },
  'scope.same-scope': {
    value: 'react@19.1.0 from host',
    claim: {
      en: 'When host and producer both use the default share scope, the producer (React 19.0.0 bundled) receives the host’s React 19.1.0.',
      zh: '消费者和生产者都使用默认共享作用域时，生产者（自带 React 19.0.0）拿到的是消费者的 React 19.1.0。',
    },
    source:
      '@module-federation/runtime 2.9.2 createInstance + @module-federation/webpack-bundler-runtime 2.9.2 initContainerEntry',
  },
  'scope.host-other-scope': {
    value: 'react@19.0.0 from producer',
    claim: {
      en: "When the host sets `remotes[x].shareScope: 'legacy'` but shares React only in `default`, the producer falls back to its own React.",
      zh: "消费者设置了 `remotes[x].shareScope: 'legacy'`，却只在 `default` 中共享 React 时，生产者退回使用自己的 React。",
    },
    source: '@module-federation/runtime-core 2.9.2 dist/module/index.cjs (createRemoteEntryInitOptions)',
  },
  'scope.missing-scope-handed-over': {
    value: '[]',
    claim: {
      en: 'A scope the host does not have is created empty before it is handed to the producer: the producer’s `init` receives a scope with no packages.',
      zh: '消费者没有的共享作用域会先被创建为空对象再交给生产者：生产者的 `init` 收到的作用域里没有任何包。',
    },
    source: '@module-federation/runtime-core 2.9.2 dist/module/index.cjs (createRemoteEntryInitOptions)',
  },
  'scope.producer-name-only': {
    value: 'react@19.1.0 from host',
    claim: {
      en: "A producer whose top-level `shareScope` is `'legacy'`, loaded by a host that does not set `remotes[x].shareScope`, still receives the host’s `default` scope and the host’s React: with a single scope, the host’s choice decides.",
      zh: "顶层 `shareScope` 为 `'legacy'` 的生产者，被未设置 `remotes[x].shareScope` 的消费者加载时，仍然拿到消费者的 `default` 作用域和其中的 React：只有一个作用域时，由消费者决定。",
    },
    source: '@module-federation/webpack-bundler-runtime 2.9.2 dist/initContainerEntry.cjs',
  },
  'scope.shared-outside-container-scope': {
    value: 'react@19.0.0 from producer',
    claim: {
      en: "A producer package whose `shared[x].shareScope` (`'ui'`) is not the scope the container was initialised with finds no host copy and uses its own.",
      zh: "生产者某个包的 `shared[x].shareScope`（`'ui'`）不是容器初始化时拿到的作用域时，找不到消费者的副本，只能用自己的。",
    },
    source: '@module-federation/webpack-bundler-runtime 2.9.2 dist/initContainerEntry.cjs',
  },
  'treeshake.inject-default': {
    value: '{"lodash-es":["debounce"]}',
    claim: {
      en: 'With `injectTreeShakingUsedExports` unset, an Rspack build that uses only `debounce` of a tree-shaken `lodash-es` writes its used exports into the bundler runtime.',
      zh: '未设置 `injectTreeShakingUsedExports` 时，只用到 `lodash-es` 中 `debounce` 的 Rspack 构建会把用到的导出写入构建工具运行时。',
    },
    source: '@rspack/core 2.3.2 dist/index.js (SharedUsedExportsOptimizerPlugin: injectTreeShakingUsedExports ?? true)',
  },
  'treeshake.inject-false': {
    value: 'absent',
    claim: {
      en: 'With `injectTreeShakingUsedExports: false` the same build writes no used-exports map.',
      zh: '设置 `injectTreeShakingUsedExports: false` 后，同一个构建不再写入用到的导出列表。',
    },
    source: '@rspack/core 2.3.2 dist/index.js (SharedUsedExportsOptimizerPlugin)',
  },
  'treeshake.fallback-file': {
    value: 'independent-packages/lodash_es/4.18.1/share-entry.js',
    claim: {
      en: 'The build compiles the shared package a second time into `independent-packages/<encoded name>/<version>/`.',
      zh: '构建会把共享包再单独编译一次，输出到 `independent-packages/<编码后的包名>/<版本>/`。',
    },
    source: '@rspack/core 2.3.2 dist/index.js (IndependentSharedPlugin)',
  },
  'treeshake.dir-ignored-by-rspack': {
    value: 'independent-packages',
    claim: {
      en: "With the Rspack plugin, `treeShakingDir: 'shared-fallbacks'` does not move that folder: Rspack reads `treeShakingSharedDir` instead.",
      zh: "使用 Rspack 插件时，`treeShakingDir: 'shared-fallbacks'` 不会改变该目录：Rspack 读取的是 `treeShakingSharedDir`。",
    },
    source: '@rspack/core 2.3.2 dist/index.js (TreeShakingSharedPlugin: mfConfig.treeShakingSharedDir)',
  },
  'treeshake.bytes-baseline': {
    value: '114 KB',
    claim: {
      en: 'A minimal consumer that loads one remote, built by Rspack in production mode without optimisation flags, emits this much minified JavaScript.',
      zh: '一个只加载一个生产者的最小消费者，在 production 模式下用 Rspack 构建、不开任何优化开关时，输出的压缩后 JavaScript 体积。',
    },
    source: '@rspack/core 2.3.2 with @module-federation/enhanced 2.9.2 (rspack)',
  },
  'treeshake.bytes-no-snapshot': {
    value: '58 bytes',
    claim: {
      en: '`experiments.optimization.disableSnapshot: true` (which defines `FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN`) makes that consumer this much smaller.',
      zh: '`experiments.optimization.disableSnapshot: true`（即定义 `FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN`）让该消费者减小的字节数。',
    },
    source:
      '@module-federation/rspack 2.9.2 dist/ModuleFederationPlugin.js (_patchBundlerConfig); runtime-core 2.9.2 dist/core.cjs',
  },
  'treeshake.bytes-target-web': {
    value: '7359 bytes',
    claim: {
      en: "`experiments.optimization.target: 'web'` (which defines `ENV_TARGET`) makes that consumer this much smaller.",
      zh: "`experiments.optimization.target: 'web'`（即定义 `ENV_TARGET`）让该消费者减小的字节数。",
    },
    source:
      '@module-federation/rspack 2.9.2 dist/ModuleFederationPlugin.js (_patchBundlerConfig); sdk 2.9.2 dist/node.cjs',
  },
  'ref.manifest-top-level': {
    value: 'id, name, metaData, shared, remotes, exposes',
    claim: {
      en: 'The top-level fields of `mf-manifest.json` written by a producer build.',
      zh: '生产者构建写出的 `mf-manifest.json` 的顶层字段。',
    },
    source: '@module-federation/manifest 2.9.2 via @module-federation/enhanced 2.9.2 (rspack)',
  },
  'ref.manifest-metadata': {
    value: 'name, type, buildInfo, remoteEntry, types, globalName, pluginVersion, publicPath',
    claim: { en: 'The fields of `metaData` in `mf-manifest.json`.', zh: '`mf-manifest.json` 中 `metaData` 的字段。' },
    source: '@module-federation/manifest 2.9.2',
  },
  'ref.manifest-shared': {
    value: 'id, name, version, singleton, requiredVersion, assets, fallback',
    claim: {
      en: 'The fields of an item of `shared` in `mf-manifest.json`.',
      zh: '`mf-manifest.json` 中 `shared` 每一项的字段。',
    },
    source: '@module-federation/manifest 2.9.2',
  },
  'ref.manifest-exposes': {
    value: 'id, name, assets, path',
    claim: {
      en: 'The fields of an item of `exposes` in `mf-manifest.json`.',
      zh: '`mf-manifest.json` 中 `exposes` 每一项的字段。',
    },
    source: '@module-federation/manifest 2.9.2',
  },
  'ref.manifest-remotes': {
    value: 'federationContainerName, moduleName, alias, entry',
    claim: {
      en: 'The fields of an item of `remotes` in `mf-manifest.json`.',
      zh: '`mf-manifest.json` 中 `remotes` 每一项的字段。',
    },
    source: '@module-federation/manifest 2.9.2',
  },
  'ref.stats-shared': {
    value: 'singleton, requiredVersion, shareScope, name, version, eager, id, assets, usedIn, usedExports, fallback',
    claim: {
      en: 'The fields of an item of `shared` in `mf-stats.json`.',
      zh: '`mf-stats.json` 中 `shared` 每一项的字段。',
    },
    source: '@module-federation/manifest 2.9.2',
  },
  'ref.stats-exposes': {
    value: 'path, id, name, requires, file, assets',
    claim: {
      en: 'The fields of an item of `exposes` in `mf-stats.json`.',
      zh: '`mf-stats.json` 中 `exposes` 每一项的字段。',
    },
    source: '@module-federation/manifest 2.9.2',
  },
  'ref.stats-remotes': {
    value: 'alias, consumingFederationContainerName, federationContainerName, moduleName, usedIn, entry',
    claim: {
      en: 'The fields of an item of `remotes` in `mf-stats.json`.',
      zh: '`mf-stats.json` 中 `remotes` 每一项的字段。',
    },
    source: '@module-federation/manifest 2.9.2',
  },
  'ref.former-suffix-name': {
    value: 'additionalProperty: nodeModulesReconstructedLookup',
    claim: {
      en: 'The webpack plugin’s option check rejects `shared[x].nodeModulesReconstructedLookup` as an unknown property and accepts `allowNodeModulesSuffixMatch`.',
      zh: 'webpack 插件的配置校验把 `shared[x].nodeModulesReconstructedLookup` 当作未知属性拒绝，而接受 `allowNodeModulesSuffixMatch`。',
    },
    source: '@module-federation/enhanced 2.9.2 dist/src/schemas/container/ModuleFederationPlugin.check.js',
  },
  'rsbuild.cors-production': {
    value: '*',
    claim: {
      en: 'In a production build of an Rsbuild app with `exposes` and no CORS settings, the plugin sets `server.headers["Access-Control-Allow-Origin"]` to this value.',
      zh: '带 `exposes`、未配置 CORS 的 Rsbuild 应用在 production 构建中，插件把 `server.headers["Access-Control-Allow-Origin"]` 设为该值。',
    },
    source: '@module-federation/rsbuild-plugin 2.9.2 dist/cli/index.js (modifyRsbuildConfig)',
  },
  'rsbuild.cors-without-exposes': {
    value: 'not set',
    claim: {
      en: 'Without `exposes` the plugin adds no CORS header.',
      zh: '没有 `exposes` 时，插件不添加 CORS 响应头。',
    },
    source: '@module-federation/rsbuild-plugin 2.9.2 dist/cli/index.js (modifyRsbuildConfig)',
  },
  'rsbuild.env-rsbuild-web': {
    value: 'web',
    claim: {
      en: 'In an Rsbuild app with the environments `web`, `client`, `mf` and `node`, the plugin with the default `target` applies to this environment only.',
      zh: '在包含 `web`、`client`、`mf`、`node` 四个环境的 Rsbuild 应用中，使用默认 `target` 的插件只作用于这个环境。',
    },
    source: '@module-federation/rsbuild-plugin 2.9.2 dist/cli/index.js (resolveDefaultEnvironmentName)',
  },
  'rsbuild.env-rsbuild-node': {
    value: 'node',
    claim: {
      en: "With `target: 'node'` the plugin applies to this environment only.",
      zh: "设置 `target: 'node'` 时，插件只作用于这个环境。",
    },
    source: '@module-federation/rsbuild-plugin 2.9.2 dist/cli/index.js (resolveDefaultEnvironmentName)',
  },
  'rsbuild.env-rslib': {
    value: 'mf',
    claim: {
      en: 'Called from Rslib, the plugin applies to the environment named `mf` by default.',
      zh: '由 Rslib 调用时，插件默认作用于名为 `mf` 的环境。',
    },
    source: '@module-federation/rsbuild-plugin 2.9.2 dist/cli/index.js (resolveDefaultEnvironmentName)',
  },
  'rsbuild.env-rspress': {
    value: 'web, node',
    claim: {
      en: 'Called from Rspress, the plugin applies to `web` and also to Rspress’s own `node` build, which renders the static pages.',
      zh: '由 Rspress 调用时，插件作用于 `web`，也作用于 Rspress 用来生成静态页面的 `node` 构建。',
    },
    source: '@module-federation/rsbuild-plugin 2.9.2 dist/cli/index.js (isRspressSSGConfig)',
  },
  'rsbuild.node-target-missing-environment': {
    value: "Can not find environment 'node' when using target: 'node'. Available environments: (none).",
    claim: {
      en: "`target: 'node'` in an app without an environment of that name stops with this error.",
      zh: "应用中没有同名环境时使用 `target: 'node'`，会以该错误终止。",
    },
    source: '@module-federation/rsbuild-plugin 2.9.2 dist/cli/index.js (modifyRsbuildConfig)',
  },
  'rsbuild.ssr-node-output': {
    value: 'async-node, commonjs-module, runtime plugin of @module-federation/node',
    claim: {
      en: 'In the SSR recipe, the `node` environment is compiled with this Rspack `target` and remote-entry `library.type`, and its federation plugin gets the Node.js runtime plugin.',
      zh: '在服务端渲染示例中，`node` 环境以这个 Rspack `target` 和远程入口 `library.type` 编译，其联邦插件还会加上 Node.js 运行时插件。',
    },
    source: '@module-federation/rsbuild-plugin 2.9.2 dist/utils/ssr.js (patchNodeConfig, patchNodeMFConfig)',
  },
  'treeshake.runtime-mode-default': {
    value: 'server-calc',
    claim: {
      en: 'A shared entry registered with `treeShaking` but without `mode` gets this mode from the runtime.',
      zh: '注册共享依赖时设置了 `treeShaking` 但没有设置 `mode`，运行时为它补上的模式。',
    },
    source: '@module-federation/runtime-core 2.9.2 dist/utils/share.cjs (formatShare)',
  },
  'treeshake.fallback-bytes': {
    value: '81.6 KB',
    claim: {
      en: 'The standalone fallback that the build writes for `lodash-es` 4.18.1 is the whole package, although the app uses only `debounce`: the first build does not trim it.',
      zh: '构建为 `lodash-es` 4.18.1 写出的独立兜底产物是完整的包，尽管应用只用到 `debounce`：首次构建不会裁剪它。',
    },
    source: '@rspack/core 2.3.2 dist/index.js (IndependentSharedPlugin, treeShaking: secondary)',
  },
  'ref.library-module-rspack': {
    value: 'get, init',
    claim: {
      en: "With `library: { type: 'module' }` and no `experiments.outputModule`, Rspack emits the remote entry as an ES module that exports these names.",
      zh: "设置 `library: { type: 'module' }` 而不设置 `experiments.outputModule` 时，Rspack 把远程入口输出为导出这些名字的 ES 模块。",
    },
    source: '@rspack/core 2.3.2 with @module-federation/enhanced 2.9.2 (rspack)',
  },
  'ref.library-module-webpack': {
    value: 'remoteEntry.js: get, init',
    claim: {
      en: "The webpack plugin also accepts `library: { type: 'module' }` without `experiments.outputModule`: a producer built with `@module-federation/enhanced/webpack` on the webpack the lab pins gets a `remoteEntry.js` that is an ES module exporting these names.",
      zh: "webpack 插件同样接受不设置 `experiments.outputModule` 的 `library: { type: 'module' }`：在实验室固定的 webpack 版本上用 `@module-federation/enhanced/webpack` 构建的生产者，会得到一个导出这些名字的 ES 模块 `remoteEntry.js`。",
    },
    source:
      'federation lab scenario `build.webpack.library-module`: webpack 5.111.1 (fact `lab.webpack.pinned-version`) with @module-federation/enhanced 2.9.2 (webpack)',
  },
  'ref.remotetype-commonjs2': {
    value: 'Button from shop',
    claim: {
      en: "A Node consumer built with `remoteType: 'commonjs2'` loads an expose from a producer built with `library: { type: 'commonjs-module' }`, given the remote entry's file path.",
      zh: "以 `remoteType: 'commonjs2'` 构建的 Node 消费者，通过远程入口的文件路径，可以加载以 `library: { type: 'commonjs-module' }` 构建的生产者暴露的模块。",
    },
    source: '@rspack/core 2.3.2 with @module-federation/enhanced 2.9.2 (rspack), output run in Node 20',
  },
  'ref.remotetype-node-commonjs': {
    value: 'Button from shop',
    claim: {
      en: "The same consumer built with `remoteType: 'node-commonjs'` loads the expose too.",
      zh: "同一个消费者改用 `remoteType: 'node-commonjs'` 构建，也能加载该模块。",
    },
    source: '@rspack/core 2.3.2 with @module-federation/enhanced 2.9.2 (rspack), output run in Node 20',
  },
  'treeshake.select-runtime-infer': {
    value: 'trimmed copy',
    claim: {
      en: "A package registered with a full and a trimmed copy in `'runtime-infer'` mode is loaded as this copy.",
      zh: "以 `'runtime-infer'` 模式同时注册完整副本和精简副本的包，加载得到的是这份副本。",
    },
    source: '@module-federation/runtime-core 2.9.2 dist/utils/share.cjs (shouldUseTreeShaking)',
  },
  'treeshake.select-server-calc': {
    value: 'full copy',
    claim: {
      en: "The same registration in `'server-calc'` mode, not marked as calculated, is loaded as this copy.",
      zh: "同样的注册改用 `'server-calc'` 模式、且未被标记为“已计算”时，加载得到的是这份副本。",
    },
    source: '@module-federation/runtime-core 2.9.2 dist/utils/share.cjs (shouldUseTreeShaking)',
  },
  'treeshake.select-server-calc-calculated': {
    value: 'trimmed copy',
    claim: {
      en: "In `'server-calc'` mode with the status a deployment service sets (`TreeShakingStatus.CALCULATED`), the package is loaded as this copy.",
      zh: "`'server-calc'` 模式下，带有部署服务设置的状态（`TreeShakingStatus.CALCULATED`）时，加载得到的是这份副本。",
    },
    source: '@module-federation/runtime-core 2.9.2 dist/utils/share.cjs (shouldUseTreeShaking)',
  },
  'treeshake.select-missing-export': {
    value: "host's trimmed copy",
    claim: {
      en: "A producer that declares `usedExports: ['debounce', 'throttle']` still receives the host's `'runtime-infer'` copy trimmed to `debounce`.",
      zh: "声明了 `usedExports: ['debounce', 'throttle']` 的生产者，拿到的仍是消费者以 `'runtime-infer'` 模式注册、只保留 `debounce` 的精简副本。",
    },
    source: '@module-federation/runtime-core 2.9.2 dist/utils/share.cjs (findSingletonVersionOrderByVersion)',
  },
  // End of topics 3–10.
  // Topics 1, 2, 6, 7 (issue 27): error codes, debugging, runtime entry points, plugin recipes, in
  // ./depth-runtime.ts. Scenarios: tests/unit/facts/behaviour/depth-runtime.ts.
  ...DEPTH_RUNTIME_FACTS,
  ...READER_RUNTIME_FACTS,
  // Known problems by release and re-registration on 2.9.2: ./releases.ts.
  ...RELEASE_FACTS,
} satisfies Record<string, BehaviourFact>;
