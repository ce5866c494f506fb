import type { BehaviourFact } from './types';

/**
 * Facts of the guide/advanced pages (manifest and stats fields, multiple share scopes, runtime size,
 * shared tree shaking). Each is produced by a Node scenario in tests/unit/facts/behaviour/advanced.scenarios.ts:
 * Rspack builds with the real plugin (advanced-builds.ts), real runtime instances with the bundler
 * runtime's container init (advanced-scopes.ts), and the bundler runtime's startup with a snapshot
 * (advanced-servercalc.ts).
 */
function fact(value: string, en: string, zh: string, source: string): BehaviourFact {
  return { value, claim: { en, zh }, source };
}

const BUILD =
  '@rspack/core 2.3.2 with @module-federation/enhanced 2.9.2 (rspack), production build; @module-federation/manifest 2.9.2';
const SCOPES =
  '@module-federation/runtime 2.9.2 createInstance, @module-federation/webpack-bundler-runtime 2.9.2 dist/initContainerEntry.cjs';
const RESOLVE = '@module-federation/runtime-core 2.9.2 dist/utils/share.cjs (getRegisteredShare)';
const SIZE =
  '@rspack/core 2.3.2 with @module-federation/enhanced 2.9.2, production build, gzip by Node zlib (default level)';
const SOLO =
  '@rspack/core 2.3.2 bundling @module-federation/runtime 2.9.2 without the plugin, target node, gzip by Node zlib';
const SERVER_CALC = '@module-federation/webpack-bundler-runtime 2.9.2 dist/init.cjs (tree-shake-plugin, beforeInit)';

const scopeCase = (value: string, en: string, zh: string) => fact(value, en, zh, SCOPES);

export const ADVANCED_FACTS = {
  'adv.manifest.build-info': fact(
    '{"name":"shop","globalName":"shop","buildInfo":{"buildVersion":"3.4.5","buildName":"shop-app"},"publicPath":"auto","remoteEntry":{"name":"remoteEntry.js","path":"","type":"global"},"types":{"path":"","name":"","zip":"","api":""},"pluginVersion":"2.9.2"}',
    'The `metaData` of `mf-manifest.json` of the producer `shop` (package.json `shop-app` 3.4.5, types off).',
    '生产者 `shop`（package.json 为 `shop-app` 3.4.5，关闭类型）的 `mf-manifest.json` 中的 `metaData`。',
    BUILD,
  ),
  'adv.stats.build-info': fact(
    '{"buildVersion":"3.4.5","buildName":"shop-app","target":[],"plugins":[]}',
    '`metaData.buildInfo` of `mf-stats.json` of the same build, which tree-shakes one shared package: `target` and `plugins` are added, and the manifest drops them.',
    '同一构建（对一个共享依赖做了 tree shaking）的 `mf-stats.json` 中的 `metaData.buildInfo`：多出 `target` 和 `plugins`，manifest 中会删掉它们。',
    BUILD,
  ),
  'adv.manifest.required-version': fact(
    'null',
    "`requiredVersion` of `react` when the project's package.json does not list it and the option sets none (typed `string`).",
    '项目的 package.json 未列出 `react`、配置也没有指定时，`react` 的 `requiredVersion`（类型声明为 `string`）。',
    BUILD,
  ),
  'adv.manifest.hash': fact(
    'absent from both files',
    'Whether any item of `shared` or `exposes` has `hash` in `mf-manifest.json` or `mf-stats.json` (the types declare it).',
    '`mf-manifest.json` 或 `mf-stats.json` 中 `shared`、`exposes` 的各项是否带有 `hash`（类型中声明了它）。',
    BUILD,
  ),
  'adv.manifest.fallback': fact(
    'fallback "independent-packages/lodash_es/4.18.1/share-entry.js", fallbackName "shop_f_lodash_es_4181", fallbackType absent',
    'The fallback fields of the tree-shaken `lodash-es` in `mf-manifest.json` (`manifest: true`).',
    '`mf-manifest.json`（`manifest: true`）中做了 tree shaking 的 `lodash-es` 的回退字段。',
    BUILD,
  ),
  'adv.stats.deps': fact(
    'absent',
    '`deps` of a `shared` item in `mf-stats.json` (the types declare it as required).',
    '`mf-stats.json` 中 `shared` 一项的 `deps`（类型中声明为必填）。',
    BUILD,
  ),
  'adv.manifest.version-remote': fact(
    'mf-manifest.json: entry "1.2.0", version absent; mf-stats.json: entry "1.2.0", version absent',
    'A remote written as `legacy@1.2.0` (a version, not a URL) in `remotes`: how both files record it.',
    '在 `remotes` 中写成 `legacy@1.2.0`（版本号而非 URL）的生产者，两个文件如何记录它。',
    BUILD,
  ),
  'adv.manifest.ssr-remote-entry': fact(
    'absent',
    '`metaData.ssrRemoteEntry` in the manifest of a browser build with the Rspack plugin.',
    'Rspack 插件的浏览器构建所生成的 manifest 中的 `metaData.ssrRemoteEntry`。',
    BUILD,
  ),
  'adv.manifest.ssr-dual': fact(
    'ssrRemoteEntry {"name":"catalog.js","path":"","type":"commonjs-module"}, ssrPublicPath "/ssr/"',
    "A producer built with the Rsbuild plugin's `target: 'dual'` as Rslib runs it (one `mf` environment): what the browser manifest records of the Node build.",
    "以 Rsbuild 插件的 `target: 'dual'` 构建的生产者（按 Rslib 的方式运行，一个 `mf` 环境）：浏览器端 manifest 中记录的 Node 构建信息。",
    '@rsbuild/core 2.3.2 (callerName rslib) with @module-federation/rsbuild-plugin 2.9.2 dist/cli/index.js, dist/utils/manifest.js',
  ),
  'adv.manifest.ssr-dual-rsbuild': fact(
    "'target' option is only supported in Rslib.",
    'The same option in a plain Rsbuild build: the build stops with this error.',
    '在普通的 Rsbuild 构建中使用同一配置：构建以这个错误终止。',
    '@rsbuild/core 2.3.2 with @module-federation/rsbuild-plugin 2.9.2 dist/cli/index.js',
  ),
  'adv.manifest.light': fact(
    '2 shared (react version "", js {"sync":[],"async":[]}), 1 expose, remote moduleName "catalog"',
    'The same producer with `manifest: { disableAssetsAnalyze: true }`: `shared` and `exposes` stay, without versions and files; a remote names its alias as the module.',
    '同一生产者配置 `manifest: { disableAssetsAnalyze: true }` 时：`shared` 和 `exposes` 仍在，但没有版本和文件；生产者条目以别名作为模块名。',
    BUILD,
  ),
  'adv.scope.string-string': scopeCase(
    'react 19.1.0 from host, ds 2.0.0 from producer',
    'Consumer `remotes[x].shareScope` unset, producer `shareScope` unset: only `default` is handed over; `ds` (in `scope1` on both sides) is not shared.',
    '消费者不设 `remotes[x].shareScope`，生产者不设 `shareScope`：只交出 `default`；`ds`（两边都在 `scope1`）没有共享。',
  ),
  'adv.scope.host-array': scopeCase(
    'react 19.1.0 from host, ds 2.1.0 from host',
    "Consumer `['default', 'scope1']`, producer a string: the producer's container initialises every scope of the consumer's list.",
    "消费者为 `['default', 'scope1']`、生产者为字符串：生产者的容器按消费者的列表初始化每个作用域。",
  ),
  'adv.scope.producer-array': scopeCase(
    'react 19.1.0 from host, ds 2.1.0 from host',
    "Consumer a string, producer `['default', 'scope1']`: the producer takes each of its scopes from the consumer's whole scope map, also those the consumer did not list.",
    "消费者为字符串、生产者为 `['default', 'scope1']`：生产者从消费者完整的作用域表中取自己的每个作用域，包括消费者没有列出的。",
  ),
  'adv.scope.both-arrays': scopeCase(
    'react 19.1.0 from host, ds 2.1.0 from host',
    "Both `['default', 'scope1']`: both packages come from the consumer.",
    "两边都是 `['default', 'scope1']`：两个包都来自消费者。",
  ),
  'adv.scope.disjoint': scopeCase(
    'react 19.0.0 from producer, ds 2.1.0 from host',
    "Consumer `['scope1', 'default']`, producer `['scope1', 'scope2']`: the producer does not initialise `default`, so it keeps its own React.",
    "消费者为 `['scope1', 'default']`、生产者为 `['scope1', 'scope2']`：生产者不初始化 `default`，因此使用自己的 React。",
  ),
  'adv.scope.host-default-array': scopeCase(
    'react 19.1.0 from host, ds 2.0.0 from producer',
    "Consumer `['default']`, producer a string: the same result as the string `'default'`.",
    "消费者为 `['default']`、生产者为字符串：与字符串 `'default'` 结果相同。",
  ),
  'adv.scope.producer-default-array': scopeCase(
    'react 19.1.0 from host, ds 2.0.0 from producer',
    "Consumer a string, producer `['default']`: the same result as the string.",
    "消费者为字符串、生产者为 `['default']`：与字符串结果相同。",
  ),
  'adv.scope.host-empty': scopeCase(
    'react 19.1.0 from host, ds 2.0.0 from producer',
    "Consumer `[]`: the runtime replaces the empty list by `['default']`.",
    "消费者为 `[]`：运行时把空列表换成 `['default']`。",
  ),
  'adv.scope.producer-empty': scopeCase(
    'react 19.0.0 from producer, ds 2.0.0 from producer',
    'Producer `[]`: its container initialises no scope, so nothing is shared; no warning or error.',
    '生产者为 `[]`：它的容器不初始化任何作用域，什么都不共享；没有警告也没有错误。',
  ),
  'adv.scope.before-init-string': scopeCase(
    'react 19.0.0 from producer, ds 2.0.0 from producer',
    "The `beforeInitContainer` recipe that sets `shareScopeKeys: ['legacy']`, producer a string: the producer gets only the empty `legacy` scope and keeps its own copies.",
    "把 `shareScopeKeys` 设为 `['legacy']` 的 `beforeInitContainer` 写法，生产者为字符串：生产者只拿到空的 `legacy` 作用域，使用自己的副本。",
  ),
  'adv.scope.before-init-array': scopeCase(
    'react 19.1.0 from host, ds 2.1.0 from host',
    "The same recipe with a producer built with `['default', 'scope1']`: no effect, the producer reads its scopes from the consumer's map.",
    "同样的写法遇到以 `['default', 'scope1']` 构建的生产者：不起作用，生产者从消费者的作用域表读取自己的作用域。",
  ),
  'adv.scope.alias-recipe': scopeCase(
    'react 19.1.0 from host, ds 2.1.0 from host',
    "The `initContainerShareScopeMap` alias recipe (`scope1` to `default`) as a runtime plugin of the producer: no effect, `ds` still comes from the consumer's `scope1`.",
    '作为生产者运行时插件的 `initContainerShareScopeMap` 别名写法（`scope1` 指向 `default`）：不起作用，`ds` 仍来自消费者的 `scope1`。',
  ),
  'adv.scope.alias-consumer': scopeCase(
    'react 19.1.0 from host, ds 2.0.0 from producer',
    "A consumer plugin whose `beforeInitContainer` assigns `origin.shareScopeMap.scope1 = origin.shareScopeMap.default`, producer `['default', 'scope1']`: the producer's `scope1` is the consumer's `default` pool, which has no `ds`.",
    "消费者插件在 `beforeInitContainer` 中执行 `origin.shareScopeMap.scope1 = origin.shareScopeMap.default`，生产者为 `['default', 'scope1']`：生产者的 `scope1` 就是消费者的 `default` 池，其中没有 `ds`。",
  ),
  'adv.scope.resolve-none': fact(
    '2.0.0 from scope1 pool (resolveShare called 1 time)',
    "`loadShare('ds')` asking for `scope1`, with `ds` 2.1.0 in `default` and 2.0.0 in `scope1`, no plugin.",
    "`ds` 2.1.0 在 `default`、2.0.0 在 `scope1`，不加插件时按 `scope1` 调用 `loadShare('ds')`。",
    RESOLVE,
  ),
  'adv.scope.resolve-scope-only': fact(
    '2.0.0 from scope1 pool (resolveShare called 1 time)',
    "A `resolveShare` hook that returns `{ ...args, scope: 'default' }`: no effect.",
    "`resolveShare` 钩子返回 `{ ...args, scope: 'default' }`：不起作用。",
    RESOLVE,
  ),
  'adv.scope.resolve-replace': fact(
    '2.1.0 from default pool (resolveShare called 1 time)',
    "A `resolveShare` hook that replaces `args.resolver` with one that returns the `default` scope's entry.",
    '`resolveShare` 钩子把 `args.resolver` 换成返回 `default` 作用域条目的函数。',
    RESOLVE,
  ),
  'adv.scope.resolve-missing': fact(
    'false (resolveShare called 0 times)',
    '`ds` registered only in `default`, asked for in `scope1`, with the fallback recipe: the hook is never called (the runtime emits it only for a scope that has the package) and `loadShare` returns `false`.',
    '`ds` 只注册在 `default`、按 `scope1` 请求，并使用回退写法：钩子从未被调用（运行时只在作用域中有这个包时才触发它），`loadShare` 返回 `false`。',
    RESOLVE,
  ),
  'adv.scope.field-scope': fact(
    'scope1',
    "The scope an entry of `createInstance({ shared })` lands in with `scope: 'scope1'`.",
    "`createInstance({ shared })` 中写 `scope: 'scope1'` 的条目所在的作用域。",
    '@module-federation/runtime-core 2.9.2 dist/shared/index.cjs (setShared)',
  ),
  'adv.scope.field-sharescope': fact(
    'default',
    "The same entry written with `shareScope: 'scope1'` (the build plugin's name): the field is ignored.",
    "同一条目写成 `shareScope: 'scope1'`（构建插件的字段名）：该字段被忽略。",
    '@module-federation/runtime-core 2.9.2 dist/shared/index.cjs (setShared)',
  ),
  'adv.size.consumer-base': fact(
    '32.7 KB',
    'Gzip size of the JavaScript of a consumer that loads one remote and shares nothing, without switches.',
    '加载一个生产者、不共享任何依赖的消费者，不加开关时 JavaScript 的 gzip 大小。',
    SIZE,
  ),
  'adv.size.consumer-web': fact(
    '2.0 KB',
    "What `target: 'web'` saves on that consumer (gzip).",
    "`target: 'web'` 为该消费者节省的 gzip 大小。",
    SIZE,
  ),
  'adv.size.consumer-snapshot': fact(
    'under 0.1 KB',
    'What `disableSnapshot: true` saves on it (gzip).',
    '`disableSnapshot: true` 为它节省的 gzip 大小。',
    SIZE,
  ),
  'adv.size.consumer-shared': fact(
    '0.4 KB',
    'What `disableShared: true` saves on it (gzip).',
    '`disableShared: true` 为它节省的 gzip 大小。',
    SIZE,
  ),
  'adv.size.consumer-all': fact(
    '2.4 KB',
    "What `target: 'web'`, `disableShared` and `disableSnapshot` together save on it (gzip).",
    "`target: 'web'`、`disableShared` 与 `disableSnapshot` 合起来为它节省的 gzip 大小。",
    SIZE,
  ),
  'adv.size.producer-base': fact(
    '32.2 KB',
    'Gzip size of `remoteEntry.js` of a producer that exposes one module and loads no remote, without switches.',
    '暴露一个模块、不加载其他生产者的生产者，不加开关时 `remoteEntry.js` 的 gzip 大小。',
    SIZE,
  ),
  'adv.size.producer-remote': fact(
    'under 0.1 KB',
    'What `disableRemote: true` saves on that `remoteEntry.js` (gzip).',
    '`disableRemote: true` 为该 `remoteEntry.js` 节省的 gzip 大小。',
    SIZE,
  ),
  'adv.size.producer-shared': fact(
    '0.4 KB',
    'What `disableShared: true` saves on it (gzip).',
    '`disableShared: true` 为它节省的 gzip 大小。',
    SIZE,
  ),
  'adv.size.producer-all': fact(
    '2.4 KB',
    "What all four switches (`target: 'web'`, `disableRemote`, `disableShared`, `disableSnapshot`) save on it (gzip).",
    "四个开关（`target: 'web'`、`disableRemote`、`disableShared`、`disableSnapshot`）一起为它节省的 gzip 大小。",
    SIZE,
  ),
  'adv.size.producer-external': fact(
    '14.7 KB',
    'Gzip size of the same `remoteEntry.js` built with `experiments.externalRuntime: true`.',
    '同一 `remoteEntry.js` 以 `experiments.externalRuntime: true` 构建时的 gzip 大小。',
    SIZE,
  ),
  'adv.size.solo-base': fact(
    '20.0 KB',
    'Gzip size of a project that bundles `@module-federation/runtime` itself (no plugin) and calls `createInstance`, no constants defined.',
    '自行打包 `@module-federation/runtime`（不用插件）并调用 `createInstance` 的项目，不定义常量时的 gzip 大小。',
    SOLO,
  ),
  'adv.size.solo-remote': fact(
    '11.0 KB',
    'What defining `FEDERATION_OPTIMIZE_NO_REMOTE` as `true` saves there (gzip).',
    '在其中把 `FEDERATION_OPTIMIZE_NO_REMOTE` 定义为 `true` 节省的 gzip 大小。',
    SOLO,
  ),
  'adv.size.solo-shared': fact(
    '2.5 KB',
    'What `FEDERATION_OPTIMIZE_NO_SHARED` as `true` saves (gzip).',
    '把 `FEDERATION_OPTIMIZE_NO_SHARED` 定义为 `true` 节省的 gzip 大小。',
    SOLO,
  ),
  'adv.size.solo-snapshot': fact(
    '1.5 KB',
    'What `FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN` as `true` saves (gzip).',
    '把 `FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN` 定义为 `true` 节省的 gzip 大小。',
    SOLO,
  ),
  'adv.size.solo-all': fact(
    '4.0 KB',
    'Gzip size of that project with the three constants `true` and `FEDERATION_HAS_EXPOSES` `false`.',
    '三个常量为 `true`、`FEDERATION_HAS_EXPOSES` 为 `false` 时该项目的 gzip 大小。',
    SOLO,
  ),
  'adv.size.solo-disabled-error': fact(
    'Remote loading is disabled by experiments.optimization.disableRemote.',
    'What `loadRemote` rejects with in that build (run in Node).',
    '该构建中 `loadRemote` 被拒绝时的消息（在 Node 中运行）。',
    SOLO,
  ),
  'adv.ts.server-calc-none': fact(
    '{"copy":"full copy bundled by the app","requested":"none"}',
    'An app built with `server-calc` starts with no snapshot on the page: it uses its own copy and requests nothing.',
    '以 `server-calc` 构建的应用在页面上没有快照时启动：使用自己的副本，不发起请求。',
    SERVER_CALC,
  ),
  'adv.ts.server-calc-calculated': fact(
    '{"copy":"trimmed copy from the deployment service","requested":"https://cdn.example.com/lodash-es/4.18.1/calc-1a2b.js"}',
    "The page's snapshot marks the package `CALCULATED` and names `secondarySharedTreeShakingEntry` and `secondarySharedTreeShakingName`: the runtime loads that entry and uses its copy.",
    '页面上的快照把该包标为 `CALCULATED`，并给出 `secondarySharedTreeShakingEntry` 和 `secondarySharedTreeShakingName`：运行时加载该入口并使用其中的副本。',
    SERVER_CALC,
  ),
  'adv.ts.server-calc-no-entry': fact(
    '{"copy":"full copy bundled by the app","requested":"none"}',
    '`CALCULATED` without the two `secondarySharedTreeShaking…` fields: the app keeps its own copy.',
    '只有 `CALCULATED`、没有两个 `secondarySharedTreeShaking…` 字段：应用仍使用自己的副本。',
    SERVER_CALC,
  ),
  'adv.ts.server-calc-unknown': fact(
    '{"copy":"full copy bundled by the app","requested":"none"}',
    'The two fields with the status `UNKNOWN`: the app keeps its own copy.',
    '有两个字段但状态为 `UNKNOWN`：应用仍使用自己的副本。',
    SERVER_CALC,
  ),
  'adv.ts.inject-server-calc': fact(
    '{"lodash-es":["debounce"],"react-is":[]}',
    'The used-exports map a `server-calc` build writes into its bundler runtime with `injectTreeShakingUsedExports` unset.',
    '`injectTreeShakingUsedExports` 未设置时，`server-calc` 构建写入构建工具运行时的已用导出表。',
    BUILD,
  ),
  'adv.ts.inject-false-stats': fact(
    'injected absent, mf-stats.json usedExports {"react-is":[],"lodash-es":["debounce"]}',
    'With `injectTreeShakingUsedExports: false`: no map in the JavaScript, the used exports still in `mf-stats.json`.',
    '设置 `injectTreeShakingUsedExports: false` 时：JavaScript 中没有该表，`mf-stats.json` 仍记录已用导出。',
    BUILD,
  ),
  'adv.ts.inject-false-saved': fact(
    'under 0.1 KB',
    'What `injectTreeShakingUsedExports: false` saves on that build with two packages (gzip).',
    '`injectTreeShakingUsedExports: false` 为这个含两个包的构建节省的 gzip 大小。',
    BUILD,
  ),
  'adv.ts.cjs-used-exports': fact(
    '[]',
    '`usedExports` recorded for `react-is` 17.0.2, a CommonJS package, although the app imports `isValidElementType` from it.',
    '为 CommonJS 包 `react-is` 17.0.2 记录的 `usedExports`，尽管应用从中导入了 `isValidElementType`。',
    BUILD,
  ),
  'adv.ts.plugin-runs': fact(
    'independent-packages/lodash_es',
    'The output folders of the compilers a plugin listed in `treeShakingSharedPlugins` (a CommonJS class, given by path) was applied to: only the standalone build of the package, not the application build.',
    '`treeShakingSharedPlugins` 中列出的插件（按路径给出的 CommonJS 类）被应用到的编译的输出目录：只有该包的独立构建，不包括应用构建。',
    BUILD,
  ),
  'adv.ts.plugin-stats': fact(
    'the list as configured',
    "What `metaData.buildInfo.plugins` of `mf-stats.json` holds in that build: the option's list, for a deployment service to read.",
    '该构建的 `mf-stats.json` 中 `metaData.buildInfo.plugins` 的内容：与配置的列表相同，供部署服务读取。',
    BUILD,
  ),
  'adv.ts.plugin-versioned': fact(
    "Cannot find module 'my-build-plugin@0.0.2'",
    "A local build with `treeShakingSharedPlugins: ['my-build-plugin@0.0.2']` fails with this error (first line): the plugin calls `require()` on each item as written.",
    "本地构建配置 `treeShakingSharedPlugins: ['my-build-plugin@0.0.2']` 时以这个错误（第一行）失败：插件对每一项按原样调用 `require()`。",
    '@rspack/core 2.3.2 dist/index.js (TreeShakingSharedPlugin: `new (require(p))()`) with @module-federation/enhanced 2.9.2',
  ),
  'adv.ts.eager-files': fact(
    'independent-packages/lodash_es/4.18.1/share-entry.js, main.js',
    'The JavaScript files of a build whose entry imports `lodash-es` shared with `eager: true` and `treeShaking`: the package sits in `main.js`, with no chunk of its own.',
    '入口导入以 `eager: true` 加 `treeShaking` 共享的 `lodash-es` 时构建产出的 JavaScript 文件：该包位于 `main.js` 中，没有单独的 chunk。',
    BUILD,
  ),
} satisfies Record<string, BehaviourFact>;
