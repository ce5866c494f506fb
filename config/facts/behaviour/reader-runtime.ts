import type { BehaviourFact } from './types';

const NODE_PRODUCER =
  'a producer built by @rspack/core 2.3.2 with @module-federation/enhanced 2.9.2 (target `async-node`, library `commonjs-module`, `@module-federation/node` 2.7.52 runtime plugin), served over HTTP';
const fact = (value: string, en: string, zh: string, source: string): BehaviourFact => ({
  value,
  claim: { en, zh },
  source,
});

/**
 * Behaviour of a consumer that runs in Node, and of the retry plugin's manifest fallback: the runtime
 * questions of docs-dev/reader-questions.md (issue 31, rows 16, 24, 28, 32, 53, 55). In values,
 * `cdn.example` is the origin that fails (a closed port) and `mirror.example` the one that answers.
 * Scenarios: tests/unit/facts/behaviour/reader-runtime.ts (reader.node.cjs).
 */
export const READER_RUNTIME_FACTS = {
  'node.entry-failure-message': fact(
    'Failed to load Node.js entry for remote "shop" from "https://cdn.example/node/remoteEntry.js". fetch failed',
    'The first line a Node consumer gets when the remote entry cannot be downloaded: no error code, not RUNTIME-008.',
    'Node 消费者下载不到远程入口时得到的第一行：没有错误码，也不是 RUNTIME-008。',
    `@module-federation/runtime-core 2.9.2 dist/utils/load.cjs (loadEntryNode), ${NODE_PRODUCER}`,
  ),
  'node.entry-failure-hooks': fact(
    'errorLoadRemote (onLoad)',
    'The hooks that run for that failure: only `errorLoadRemote`, with the lifecycle `onLoad`; `loadEntryError` does not run, because it only runs for errors that carry RUNTIME-008.',
    '这次失败会触发的钩子：只有 `errorLoadRemote`，生命周期为 `onLoad`；`loadEntryError` 不会运行，因为它只处理带 RUNTIME-008 的错误。',
    '@module-federation/runtime-core 2.9.2 dist/utils/load.cjs (getRemoteEntry), dist/remote/index.cjs',
  ),
  'node.entry-failover': fact(
    'Button from shop',
    'What `loadRemote` returns in Node when an `errorLoadRemote` hook at `onLoad` registers the producer at a second origin (`registerRemotes(…, { force: true })`) and calls `loadRemote` again.',
    '在 Node 中，`errorLoadRemote` 钩子在 `onLoad` 阶段把生产者重新注册到第二个源（`registerRemotes(…, { force: true })`）并再次调用 `loadRemote` 时，`loadRemote` 的结果。',
    `@module-federation/runtime 2.9.2, ${NODE_PRODUCER}`,
  ),
  'node.retry-after-entry-failure': fact(
    'Button from shop',
    'In Node, a second `loadRemote` on the same instance after the entry failed, once the producer answers again: the runtime requests the entry again and loads the module.',
    '在 Node 中，入口加载失败后、生产者恢复响应时，在同一实例上再次调用 `loadRemote`：运行时会重新请求入口并加载模块。',
    `@module-federation/runtime-core 2.9.2 dist/utils/load.cjs (a failed load is removed from globalLoading), ${NODE_PRODUCER}`,
  ),
  'node.chunk-404-message': fact(
    "Unexpected identifier 'Found'",
    'The message in Node when the exposed module’s chunk answers 404 with the body `Not Found`: the Node chunk loader runs the body as code.',
    '在 Node 中，暴露模块的 chunk 返回 404、正文为 `Not Found` 时得到的消息：Node 的 chunk 加载器把这段正文当作代码执行。',
    '@module-federation/node 2.7.52 dist/src/runtimePlugin.js (fetchAndRun)',
  ),
  'node.retry-after-chunk-failure': fact(
    'Button from shop',
    'A second `loadRemote` after that chunk failure, once the chunk is served: the failed chunk is forgotten and loaded again.',
    '该 chunk 失败之后、chunk 恢复可用时再次调用 `loadRemote`：失败的 chunk 记录已被清除，会重新加载。',
    '@module-federation/node 2.7.52 dist/src/runtimePlugin.js (deleteChunk)',
  ),
  'node.create-instance-loads': fact(
    'Button from shop',
    'A Node consumer created with `createInstance` (no `init`) loads an exposed module of a Node producer.',
    '用 `createInstance`（不调用 `init`）创建的 Node 消费者，可以加载 Node 生产者暴露的模块。',
    `@module-federation/runtime 2.9.2 dist/index.cjs (createInstance lists the instance), ${NODE_PRODUCER}`,
  ),
  'node.chunk-without-instance': fact(
    '__webpack_modules__[e] is not a function',
    'The same load when the instance is missing from `__FEDERATION__.__INSTANCES__`: the Node producer’s chunk loader (publicPath `auto`) looks the entry URL up there, finds none, installs an empty chunk, and the exposed module has no factory (the message of Rspack’s output).',
    '同样的加载，但实例不在 `__FEDERATION__.__INSTANCES__` 中：Node 生产者的 chunk 加载器（publicPath 为 `auto`）要在这里查找入口地址，找不到就装入一个空 chunk，暴露的模块于是没有工厂函数（这是 Rspack 产物给出的消息）。',
    '@module-federation/node 2.7.52 dist/src/runtimePlugin.js (resolveUrl, returnFromCache, loadChunk)',
  ),
  'node.browser-build-message': fact(
    'Failed to load Node.js entry for remote "shop" from "https://mirror.example/web/remoteEntry.js". Automatic publicPath is not supported in this browser',
    'A Node consumer that loads the browser build (target `web`) of a producer.',
    'Node 消费者加载生产者的浏览器构建（target 为 `web`）时得到的消息。',
    '@module-federation/runtime-core 2.9.2 dist/utils/load.cjs (loadEntryNode), Rspack 2.3.2 web output with publicPath `auto`',
  ),
  'node.esm-host-loads': fact(
    'Button from shop',
    'A pure ES-module Node host (an `.mjs` file whose `import` resolves the runtime’s ES build) loads the Node producer with `createInstance` and `loadRemote`.',
    '纯 ES 模块的 Node 消费者（一个 `.mjs` 文件，`import` 解析到运行时的 ES 构建）用 `createInstance` 和 `loadRemote` 加载 Node 生产者。',
    `@module-federation/runtime 2.9.2 dist/index.js, @module-federation/sdk 2.9.2 dist/node.js (createScriptNode uses createRequire), ${NODE_PRODUCER}`,
  ),
  'retry.fallback-entry-url': fact(
    'https://cdn.example/node/remoteEntry.js',
    'The entry URL the runtime loads after the retry plugin’s `fetch.fallback` fetched the manifest from the mirror: the manifest’s `publicPath` is `auto`, which the runtime resolves against the URL the producer was registered with, so the entry still comes from the failing origin.',
    '重试插件的 `fetch.fallback` 从镜像取到 manifest 之后，运行时加载的入口地址：manifest 的 `publicPath` 为 `auto`，运行时按注册生产者时的地址解析它，所以入口仍然来自失败的源。',
    '@module-federation/retry-plugin 0.17.1 (fetchWithRetry), @module-federation/sdk 2.9.2 dist/generateSnapshotFromManifest.cjs (inferAutoPublicPath of the registered URL), runtime-core 2.9.2 SnapshotHandler',
  ),
  'retry.fallback-result': fact(
    'Failed to load Node.js entry for remote "shop" from "https://cdn.example/node/remoteEntry.js". fetch failed',
    'So the load still fails, at the entry on the failing origin.',
    '所以加载仍然失败，失败在失败源上的入口。',
    '@module-federation/retry-plugin 0.17.1 with @module-federation/runtime 2.9.2',
  ),
  'retry.mirror-manifest-entry-url': fact(
    'https://mirror.example/node/remoteEntry.js',
    'The entry URL when an `errorLoadRemote` hook at `afterResolve` returns the mirror’s manifest with `metaData.publicPath` set to the mirror’s absolute folder URL.',
    '`errorLoadRemote` 钩子在 `afterResolve` 阶段返回镜像的 manifest，并把 `metaData.publicPath` 设为镜像目录的绝对地址时，运行时加载的入口地址。',
    '@module-federation/runtime-core 2.9.2 SnapshotHandler (getManifestJson), sdk 2.9.2 generateSnapshotFromManifest',
  ),
  'retry.mirror-manifest-result': fact(
    'Button from shop',
    'With that hook the module loads: the entry and its chunks come from the mirror.',
    '有了这个钩子，模块就能加载：入口和它的 chunk 都来自镜像。',
    `@module-federation/runtime 2.9.2, ${NODE_PRODUCER}`,
  ),
  'retry.browser-fallback-scripts': fact(
    'https://cdn.example/web/__federation_expose_Button.js, https://cdn.example/web/remoteEntry.js',
    'In a browser (a jsdom window), the `<script>` URLs the runtime inserts after the retry plugin’s `fetch.fallback` fetched the browser build’s manifest from the mirror: the entry and the exposed chunk it preloads, both on the failing origin.',
    '在浏览器中（jsdom 窗口），重试插件的 `fetch.fallback` 从镜像取到浏览器构建的 manifest 之后，运行时插入的 `<script>` 地址：入口和它预加载的暴露模块 chunk，都在失败的源上。',
    '@module-federation/retry-plugin 0.17.1, @module-federation/runtime 2.9.2 browser path (createScript hook), sdk 2.9.2 generateSnapshotFromManifest',
  ),
  'retry.browser-mirror-manifest-scripts': fact(
    'https://mirror.example/web/__federation_expose_Button.js, https://mirror.example/web/remoteEntry.js',
    'The same in a browser with the `errorLoadRemote` hook at `afterResolve` that returns the mirror’s manifest with an absolute `publicPath`: both scripts come from the mirror.',
    '同样在浏览器中，改用在 `afterResolve` 阶段返回带绝对 `publicPath` 的镜像 manifest 的 `errorLoadRemote` 钩子：两个脚本都来自镜像。',
    '@module-federation/runtime 2.9.2 browser path (createScript hook), SnapshotHandler (getManifestJson)',
  ),
} satisfies Record<string, BehaviourFact>;
