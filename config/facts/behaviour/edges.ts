import type { BehaviourFact } from './types';

const RUNTIME = '@module-federation/runtime 2.9.2 (runtime-core 2.9.2)';
const DTS = '@module-federation/dts-plugin 2.9.2 (core consumeTypes)';
const SHARE = `${RUNTIME} dist/utils/share.cjs (getRegisteredShare), dist/utils/semver/`;
const fact = (value: string, en: string, zh: string, source: string): BehaviourFact => ({
  value,
  claim: { en, zh },
  source,
});

/**
 * Shared-dependency edge cases, type generation with path aliases and runtime internals: reader questions
 * of issue 42 (docs-dev/reader-questions.md rows 130, 109, 188 and others). "consumer" and "producer" are
 * two runtime instances, the consumer's copy in the producer's share scope, as on a page where the consumer
 * initialised the producer. Scenarios: tests/unit/facts/behaviour/edges.ts (edges.node.cjs and two builds).
 */
export const EDGE_FACTS = {
  'edges.prerelease-singleton-used': fact(
    '1.0.0-beta.3 from consumer',
    'A singleton: the consumer provides 1.0.0-beta.3, the producer provides 0.9.0 and needs `^1.0.0`; the producer gets the pre-release anyway.',
    '单例：消费者提供 1.0.0-beta.3，生产者提供 0.9.0 并要求 `^1.0.0`；生产者照样拿到这个预发布版本。',
    SHARE,
  ),
  'edges.prerelease-singleton-warning': fact(
    'Version 1.0.0-beta.3 from consumer of shared singleton module design-system does not satisfy the requirement of producer which needs ^1.0.0)',
    'The warning of that case: for the runtime, `1.0.0-beta.3` is below `1.0.0`, so `^1.0.0` excludes it.',
    '这种情况下的警告：运行时认为 `1.0.0-beta.3` 低于 `1.0.0`，所以 `^1.0.0` 不包含它。',
    SHARE,
  ),
  'edges.prerelease-non-singleton': fact(
    '1.0.0 from producer',
    'The same versions without `singleton` (the producer provides 1.0.0): the producer keeps its own copy, with no warning, and two copies run.',
    '同样的版本但不设 `singleton`（生产者提供 1.0.0）：生产者保留自己的副本，没有警告，页面上运行两份。',
    SHARE,
  ),
  'edges.prerelease-range': fact(
    '1.0.0-beta.3 from consumer, no warning',
    'A singleton whose `requiredVersion` names a pre-release (`^1.0.0-beta.1`) accepts a later pre-release of the same version, 1.0.0-beta.3, silently.',
    '`requiredVersion` 本身写的是预发布版本（`^1.0.0-beta.1`）的单例，会静默接受同一版本之后的预发布 1.0.0-beta.3。',
    SHARE,
  ),
  'edges.prerelease-higher-minor': fact(
    '2.3.0-rc.1 from consumer, no warning',
    'A producer that needs `^2.2.2` accepts the consumer’s 2.3.0-rc.1 (not a singleton): the runtime’s semver lets a pre-release of a higher version satisfy a plain caret range, where the npm `semver` package does not.',
    '要求 `^2.2.2` 的生产者会接受消费者的 2.3.0-rc.1（非单例）：运行时的 semver 允许更高版本的预发布满足普通的插入符范围，而 npm 的 `semver` 包不允许。',
    SHARE,
  ),
  'edges.postfix-non-singleton': fact(
    '2.2.2-release.98 from producer',
    'Builds with a postfix, 2.2.2-release.99 in the consumer and 2.2.2-release.98 in the producer, both needing `^2.2.2`, not singletons: neither version satisfies the range, so the producer keeps its own copy.',
    '带后缀的版本：消费者是 2.2.2-release.99，生产者是 2.2.2-release.98，两者都要求 `^2.2.2`，且都不是单例：两个版本都不满足该范围，生产者保留自己的副本。',
    SHARE,
  ),
  'edges.postfix-singleton': fact(
    '2.2.2-release.99 from consumer, warning',
    'The same two builds as singletons: one copy (the higher postfix), with the singleton warning.',
    '同样两个版本设为单例：只用一份（后缀更高的那个），并输出单例警告。',
    SHARE,
  ),
  'edges.workspace-build-rspack': fact(
    'requiredVersion: "workspace:^"',
    'An Rspack build whose `package.json` lists the shared package as `workspace:^` and whose `shared` entry sets no `requiredVersion`: the bundle carries the text unchanged.',
    '`package.json` 里把共享包写成 `workspace:^`、`shared` 条目又没有设置 `requiredVersion` 的 Rspack 构建：构建产物原样带着这段文字。',
    '@rspack/core 2.3.2 with @module-federation/enhanced 2.9.2 (rspack), the consumes data of the built main.js',
  ),
  'edges.workspace-build-webpack': fact(
    'requiredVersion: ""',
    'The same project built by webpack: the plugin’s `normalizeVersion` turns `workspace:^` into an empty range.',
    '同一个项目用 webpack 构建：插件的 `normalizeVersion` 把 `workspace:^` 变成空范围。',
    'webpack 5.111.1 with @module-federation/enhanced 2.9.2 (webpack) dist/src/lib/sharing/utils.js (normalizeVersion)',
  ),
  'edges.workspace-singleton-warning': fact(
    'Version 1.2.3 from producer of shared singleton module shared-utils does not satisfy the requirement of producer which needs workspace:^)',
    'At run time `workspace:^` is satisfied by no version: a singleton warns even about its own copy.',
    '运行时没有任何版本能满足 `workspace:^`：单例连自己的副本都会被警告。',
    SHARE,
  ),
  'edges.workspace-non-singleton': fact(
    '1.2.3 from producer',
    'Not a singleton, `workspace:^` on both sides, the consumer on 1.2.4: the producer ignores the consumer’s copy and keeps its own 1.2.3, silently.',
    '非单例，两边都是 `workspace:^`，消费者是 1.2.4：生产者忽略消费者的副本，静默地保留自己的 1.2.3。',
    SHARE,
  ),
  'edges.empty-range': fact(
    '3.0.0 from consumer, no warning',
    'An empty `requiredVersion` (what webpack writes for `workspace:^`) accepts any version: the highest one wins, with no warning.',
    '空的 `requiredVersion`（webpack 为 `workspace:^` 写入的值）接受任何版本：最高的版本胜出，没有警告。',
    SHARE,
  ),
  'edges.required-false-singleton': fact(
    '3.0.0 from consumer, no warning',
    '`requiredVersion: false` on a singleton (consumer 3.0.0, producer 1.0.0): the highest version for everybody, no check and no warning.',
    '单例设置 `requiredVersion: false`（消费者 3.0.0，生产者 1.0.0）：所有人都用最高版本，不检查也不警告。',
    SHARE,
  ),
  'edges.required-false-non-singleton': fact(
    '3.0.0 from consumer, no warning',
    'The same without `singleton`: still the highest version, even a major above the producer’s own.',
    '不设 `singleton` 时同样如此：仍然用最高版本，哪怕比生产者自己的高一个主版本。',
    SHARE,
  ),
  'edges.strict-non-singleton': fact(
    '1.0.0 from producer, no warning',
    '`strictVersion: true` on a producer that is not a singleton and needs `^1.0.0`, with the consumer’s 2.0.0 in the scope: no error; the producer uses its own copy.',
    '非单例的生产者设置 `strictVersion: true` 并要求 `^1.0.0`，作用域中有消费者的 2.0.0：不报错，生产者使用自己的副本。',
    SHARE,
  ),
  'edges.loadshare-unregistered': fact(
    'targetShared.get is not a function',
    '`loadShare` on an instance for a package that no app registered (no `get`, no `lib`): a bare `TypeError`, without an error code.',
    '对一个没有任何应用注册过的包（没有 `get`，也没有 `lib`）调用实例的 `loadShare`：抛出不带错误码的 `TypeError`。',
    `${RUNTIME} dist/shared/index.cjs (loadShare)`,
  ),
  'edges.loadshare-sync-unregistered': fact(
    'Invalid loadShareSync function call from runtime #RUNTIME-006',
    '`loadShareSync` for the same package: RUNTIME-006.',
    '对同一个包调用 `loadShareSync`：RUNTIME-006。',
    `${RUNTIME} dist/shared/index.cjs (loadShareSync)`,
  ),
  'edges.eager-tree-shaking': fact(
    'Invalid shared config for "ui-kit" from "eager_tree": cannot use both "eager: true" and "treeShaking.mode" simultaneously. Choose one strategy.',
    'A shared entry with `eager: true` and a `treeShaking.mode`: `createInstance` throws this (after the runtime’s prefix).',
    '同时设置 `eager: true` 和 `treeShaking.mode` 的共享条目：`createInstance` 抛出这个错误（去掉运行时前缀后）。',
    `${RUNTIME} dist/utils/share.cjs (formatShare)`,
  ),
  'edges.loadremote-cached': fact(
    'entry 1, get 2',
    'Two `loadRemote` calls for the same module: the remote entry is loaded once; the container’s `get` runs on each call (a built container then serves the module from its own module cache).',
    '对同一个模块调用两次 `loadRemote`：远程入口只加载一次；容器的 `get` 每次都会执行（构建出的容器再从自己的模块缓存中返回模块）。',
    `${RUNTIME} dist/module/index.cjs (Module.get), dist/remote/index.cjs`,
  ),
  'edges.federation-globals': fact(
    '__GLOBAL_PLUGIN__, __INSTANCES__, __MANIFEST_LOADING__, __PRELOADED_ASSETS__, __PRELOADED_MAP__, __SHARE__, moduleInfo',
    'The keys of `globalThis.__FEDERATION__` once an instance has loaded a remote (in Node; a page has the same object on `window`).',
    '实例加载过生产者后 `globalThis.__FEDERATION__` 的键（在 Node 中；页面上是 `window` 上的同一个对象）。',
    `${RUNTIME} dist/global.cjs`,
  ),
  'edges.instance-id': fact(
    'cache_host@<Date.now()>',
    'The `id` of an instance made by `createInstance({ name })` without `version`: the name, `@` and the time of creation, so two instances of one name have different ids.',
    '不带 `version` 的 `createInstance({ name })` 创建的实例 `id`：名称、`@` 加创建时间，所以同名的两个实例 id 不同。',
    '@module-federation/runtime 2.9.2 dist/index.cjs (createInstance)',
  ),
  'edges.dts-alias-kept': fact(
    "import type { Item } from '@/lib/types';",
    'Types generated by `generateTypes` of `@module-federation/dts-plugin` 2.9.2 for an exposed file that imports `@/lib/types` through `compilerOptions.paths`: the declaration keeps the alias.',
    '`@module-federation/dts-plugin` 2.9.2 的 `generateTypes` 为一个通过 `compilerOptions.paths` 导入 `@/lib/types` 的暴露文件生成类型：声明文件里保留了别名。',
    '@module-federation/dts-plugin 2.9.2 (core generateTypes) with typescript, dist/@mf-types/compiled-types/Button.d.ts',
  ),
  'edges.dts-no-check': fact(
    'resolved; export default function Button(): number;',
    '`generateTypes` with `abortOnError: true` for an exposed file with a type error, its `tsconfig.json` setting `compilerOptions.noCheck: true`: the generation succeeds and the declaration is written.',
    '暴露文件有类型错误、`tsconfig.json` 设置了 `compilerOptions.noCheck: true` 时，带 `abortOnError: true` 的 `generateTypes`：生成成功，声明文件照常写出。',
    '@module-federation/dts-plugin 2.9.2 (core generateTypes) with typescript 5.9.3',
  ),
  'edges.abort-on-error-rsbuild': fact(
    'build resolved; remoteEntry.js emitted; no @mf-types.zip; TYPE-001 not printed',
    'An Rsbuild 2.3.2 production build with `@module-federation/rsbuild-plugin` 2.9.2 of a producer whose exposed file has a type error, with `dts.generateTypes.abortOnError: true`: the build succeeds without types, and the TYPE-001 line that `abortOnError: false` prints is not printed.',
    'Rsbuild 2.3.2 配合 `@module-federation/rsbuild-plugin` 2.9.2 对一个暴露文件有类型错误的生产者做生产构建，设置 `dts.generateTypes.abortOnError: true`：构建成功但没有类型，而且 `abortOnError: false` 时会打印的 TYPE-001 那一行也不打印了。',
    '@module-federation/dts-plugin 2.9.2 dist/index.js (GenerateTypesPlugin: the error is caught in emitTypesFiles)',
  ),
  'edges.types-self-signed': fact(
    'Failed to download types archive from "https://127.0.0.1:<port>/@mf-types.zip". Set FEDERATION_DEBUG=true for details.',
    '`consumeTypes` for a producer served over HTTPS with a self-signed certificate that Node does not trust: the line the consumer’s console shows (the zip sits next to the remote entry).',
    '生产者通过 HTTPS 提供、证书是 Node 不信任的自签名证书时，`consumeTypes` 在消费者控制台输出的这一行（zip 与远程入口在同一目录）。',
    `${DTS} dist/expose-rpc-jaGpsAVL.js (downloadTypesArchive, nativeFetch: Node's fetch)`,
  ),
  'edges.types-self-signed-result': fact(
    'no @mf-types/catalog; then: Federated types extraction completed',
    'What follows in that case: no types folder for the producer, no error thrown, and a last line that reads as success.',
    '接下来的结果：没有该生产者的类型目录，也没有抛出错误，最后一行看起来还像成功。',
    `${DTS} dist/expose-rpc-jaGpsAVL.js (DTSManager.consumeTypes)`,
  ),
  'edges.types-extra-ca': fact(
    'Button.d.ts, compiled-types',
    'The same download with `NODE_EXTRA_CA_CERTS` set to the certificate when Node starts: the types arrive.',
    '启动 Node 时把 `NODE_EXTRA_CA_CERTS` 指向该证书，同样的下载成功，类型到达。',
    `${DTS}, Node 20.20.2`,
  ),
  'edges.types-tls-reject-off': fact(
    'Button.d.ts, compiled-types',
    'With `NODE_TLS_REJECT_UNAUTHORIZED=0` instead: the types arrive too, because certificate checks are off for the whole process.',
    '改用 `NODE_TLS_REJECT_UNAUTHORIZED=0`：类型也能到达，因为整个进程都关闭了证书校验。',
    `${DTS}, Node 20.20.2`,
  ),
  'edges.types-https-proxy': fact(
    '0 proxy connections; Button.d.ts, compiled-types',
    'With `HTTPS_PROXY` naming a local CONNECT proxy: the plugin downloads directly, and the proxy sees no request (Node’s own `fetch` does not read the variable).',
    '把 `HTTPS_PROXY` 指向一个本地 CONNECT 代理：插件直接下载，代理收不到任何请求（Node 自带的 `fetch` 不读取这个变量）。',
    `${DTS} dist/expose-rpc-jaGpsAVL.js (nativeFetch), Node 20.20.2`,
  ),
} satisfies Record<string, BehaviourFact>;
