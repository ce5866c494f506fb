import type { BehaviourFactId } from './behaviour';

/**
 * Chinese renderings of behaviour facts whose value is an English phrase (`same instance`, `full copy`,
 * `none`), by fact id. On a Chinese page `<Fact id="…" />` shows this text instead of the value; text in
 * backticks is inline code and must appear in the fact's value as written (the content check compares
 * them, so a value the lab changes cannot leave a stale rendering). The scenario in tests/unit/facts still
 * checks the English value: the rendering is what the page says, not what the package produces.
 *
 * Codes, numbers, identifiers, paths and messages a package prints stay as they are and have no entry.
 */
export const FACTS_ZH: Partial<Record<BehaviourFactId, string>> = {
  'runtime.initAdoptsCreateInstance': '同一个实例',
  'runtime.initOtherName': '新实例',
  'bridge.reactHooksWithoutPlugin': '不触发任何钩子',
  'bridge.vue3HooksFired': '不触发任何钩子',
  'bridge.routeSyncEmitters': '没有任何桥接包触发它',
  'errors.build-002-raised-by': '没有一个',
  'scope.same-scope': '消费者的 `react@19.1.0`',
  'scope.host-other-scope': '生产者自带的 `react@19.0.0`',
  'scope.producer-name-only': '消费者的 `react@19.1.0`',
  'scope.shared-outside-container-scope': '生产者自带的 `react@19.0.0`',
  'treeshake.inject-false': '不存在',
  'treeshake.bytes-no-snapshot': '`58` 字节',
  'treeshake.bytes-target-web': '`7359` 字节',
  'treeshake.select-runtime-infer': '精简副本',
  'treeshake.select-server-calc': '完整副本',
  'treeshake.select-server-calc-calculated': '精简副本',
  'treeshake.select-missing-export': '消费者的精简副本',
  'rsbuild.cors-without-exposes': '不会设置',
  'rsbuild.ssr-node-output': '`async-node`、`commonjs-module` 和 `@module-federation/node` 的运行时插件',
  'entry.global-plugins-dedupe': '1 份，并输出 1 条警告',
  'lab.shared-loaded-twice.seen': '两份副本',
  'lab.shared-loaded-twice.fixed': '同一份副本',
  'lab.singleton-version-warning.fixed': '没有警告',
  'lab.getinstance-null.created':
    '`getInstance()` 仍为 `null`，在创建的实例上调用 `loadRemote` 得到 `Button from producer`',
  'lab.public-path-async.origin': '消费者的源，响应为 `404`',
  'lab.static-import.version-first': '两边运行的都是生产者的 1.3.0',
  'lab.static-import.loaded-first': '两边运行的都是消费者的 1.2.0',
  'lab.persistent-cache.from-cache': '正常启动',
  'lab.preload-credentials.fixed': '没有警告',
  'lab.persistent-cache.shared-added': '正常启动',
  'lab.runtime-host-shared.producer-copy': '消费者的 1.0.0',
  'share.loaded-copy-stays': '消费者的 1.0.0',
  'lab.types-missing.seen': '没有 `@mf-types.zip`',
  'lab.cors-warning.fixed': '不再输出这条警告',
  'lab.global-plugins.bundled-existing': '不会被调用',
  'lab.global-plugins.after-register-plugins': '会被调用',
  'lab.prefer-host.host-first': '两边运行的都是消费者的 1.2.0',
  'lab.prefer-host.producer-first': '消费者运行自己的 1.2.0，生产者运行自己的 1.5.0，单例出现了两份',
  'lab.stats-treeshake.unset': '`mf-stats.json` 中带有 `treeShaking {"mode":"runtime-infer"}`，`fallback ""`',
  'lab.stats-treeshake.manifest':
    '`mf-manifest-stats.json` 中没有 treeShaking，`fallback "independent-packages/lodash_es/4.18.1/share-entry.js"`',
  // The life of a remote and the known problems by release (issue 42).
  'life.reregister-without-force': '没有警告；入口仍为 `https://cdn.example/shop/remoteEntry.js`',
  'life.reregister-force-warning':
    '输出 `[ Federation Runtime ]: The remote "shop" is already registered. Please note that overriding it may cause unexpected errors.`，入口变为 `https://cdn.example/shop/v2/remoteEntry.js`',
  'life.force-manifest': '先是 `Button v1`，然后是 `Button v2`（manifest 请求了 `2` 次）',
  'life.redeploy.chunk-global': '`1` 个 chunk',
  'life.unload.api': '实例上没有这样的方法',
  'life.unload.left':
    '注册信息：无；模块缓存：`false`；入口全局变量：`undefined`；chunk 加载全局变量：`1` 个 chunk；脚本：`__federation_expose_Button.js`；moduleInfo：无',
  'life.host-store.twice': '两个 store（模块执行了 `2` 次）',
  'life.singleton-state.split': '`default`（状态模块执行了 `2` 次）',
  'life.singleton-state.entry': '`dark`（状态模块执行了 `1` 次）',
  'life.singleton-state.prefix': '`default`（状态模块执行了 `2` 次）',
  'release.force-manifest.affected': '先是 `Button v1`，然后仍是 `Button v1`（manifest 只请求了 `1` 次）',
  'release.force-manifest.fixed': '先是 `Button v1`，然后是 `Button v2`（manifest 请求了 `2` 次）',
  'release.concurrent-init.affected': '容器的 `init` 被调用了 `2` 次',
  'release.concurrent-init.fixed': '容器的 `init` 被调用了 `1` 次',
  'dev.consumer-own-update': '显示 `consumer v2`（热更新，页面没有刷新）',
  'dev.producer-edit': '显示 `producer v2`（热更新，页面没有刷新）',
  'dev.consumer-own-update-keeps-remote': '仍显示 `producer v1`',
  'dev.errors': '无',
  // The guide/advanced pages (issue 43).
  'adv.manifest.fallback':
    'fallback 为 `"independent-packages/lodash_es/4.18.1/share-entry.js"`，fallbackName 为 `"shop_f_lodash_es_4181"`，没有 fallbackType',
  'adv.manifest.hash': '两个文件中都没有',
  'adv.manifest.light':
    '`2` 个 shared 条目（react 的 version 为 `""`，js 为 `{"sync":[],"async":[]}`），`1` 个 expose，生产者条目的 moduleName 为 `"catalog"`',
  'adv.manifest.ssr-remote-entry': '不存在',
  'adv.manifest.version-remote':
    '`mf-manifest.json` 中 entry 为 `"1.2.0"`、没有 version；`mf-stats.json` 中 entry 为 `"1.2.0"`、没有 version',
  'adv.stats.deps': '不存在',
  'adv.scope.string-string': 'react 用消费者的 `19.1.0`，ds 用生产者自己的 `2.0.0`',
  'adv.scope.host-array': 'react 用消费者的 `19.1.0`，ds 用消费者的 `2.1.0`',
  'adv.scope.producer-array': 'react 用消费者的 `19.1.0`，ds 用消费者的 `2.1.0`',
  'adv.scope.both-arrays': 'react 用消费者的 `19.1.0`，ds 用消费者的 `2.1.0`',
  'adv.scope.disjoint': 'react 用生产者自己的 `19.0.0`，ds 用消费者的 `2.1.0`',
  'adv.scope.host-default-array': 'react 用消费者的 `19.1.0`，ds 用生产者自己的 `2.0.0`',
  'adv.scope.producer-default-array': 'react 用消费者的 `19.1.0`，ds 用生产者自己的 `2.0.0`',
  'adv.scope.host-empty': 'react 用消费者的 `19.1.0`，ds 用生产者自己的 `2.0.0`',
  'adv.scope.producer-empty': 'react 用生产者自己的 `19.0.0`，ds 用生产者自己的 `2.0.0`',
  'adv.scope.before-init-string': 'react 用生产者自己的 `19.0.0`，ds 用生产者自己的 `2.0.0`',
  'adv.scope.before-init-array': 'react 用消费者的 `19.1.0`，ds 用消费者的 `2.1.0`',
  'adv.scope.alias-recipe': 'react 用消费者的 `19.1.0`，ds 用消费者的 `2.1.0`',
  'adv.scope.alias-consumer': 'react 用消费者的 `19.1.0`，ds 用生产者自己的 `2.0.0`',
  'adv.scope.resolve-none': '`scope1` 池中的 `2.0.0`（`resolveShare` 调用了 `1` 次）',
  'adv.scope.resolve-scope-only': '`scope1` 池中的 `2.0.0`（`resolveShare` 调用了 `1` 次）',
  'adv.scope.resolve-replace': '`default` 池中的 `2.1.0`（`resolveShare` 调用了 `1` 次）',
  'adv.scope.resolve-missing': '`false`（`resolveShare` 调用了 `0` 次）',
  'adv.size.consumer-snapshot': '不到 0.1 KB',
  'adv.size.producer-remote': '不到 0.1 KB',
  'adv.ts.inject-false-saved': '不到 0.1 KB',
  'adv.ts.inject-false-stats':
    'JavaScript 中没有注入；`mf-stats.json` 中的 usedExports 为 `{"react-is":[],"lodash-es":["debounce"]}`',
  'adv.ts.server-calc-none': '应用自己打包的完整副本，没有发起请求',
  'adv.ts.server-calc-calculated':
    '部署服务提供的裁剪副本，请求了 `https://cdn.example.com/lodash-es/4.18.1/calc-1a2b.js`',
  'adv.ts.server-calc-no-entry': '应用自己打包的完整副本，没有发起请求',
  'adv.ts.server-calc-unknown': '应用自己打包的完整副本，没有发起请求',
  'adv.ts.plugin-stats': '与配置的列表相同',
};

/**
 * Facts whose value is English text that a package or a scenario's program prints: a message stays
 * verbatim on Chinese pages, so that a reader can paste it into search. (A value with an error code,
 * `#RUNTIME-006`, is a message without being listed.) Read by scripts/check-content.mjs through jiti.
 * @public
 */
export const FACTS_KEPT_IN_ENGLISH: readonly BehaviourFactId[] = [
  'runtime.syncShareConsoleHint',
  'runtime.preloadRejects',
  'runtime.preloadUnknownName',
  'share.noRequiredVersionWarning',
  'bundler.dualTargetError',
  'bundler.ssrOptionError',
  'rsbuild.node-target-missing-environment',
  'entry.register-shared-own-load',
  'errors.cors-warning',
  'ref.remotetype-commonjs2',
  'ref.remotetype-node-commonjs',
  'lab.expose-missing.seen',
  'lab.default-export.seen',
  'lab.singleton-version-warning.seen',
  'lab.chunks-404.seen',
  'lab.manifest-cors.console',
  'lab.webpack-upgrade.seen',
  'lab.public-path-async.seen',
  'lab.preload-credentials.seen',
  'lab.chunk-global-clash.seen',
  'lab.chunk-global-clash.fixed',
  'lab.manifest-html.original',
  'share.strict-version-error',
  'lab.cors-warning.seen',
  // What the lab's exposed module returns, the text the consumer shows: it stays as the program prints it.
  'lab.expose-missing.fixed',
  'lab.default-export.fixed',
  'lab.chunks-404.fixed',
  'lab.manifest-cors.fixed',
  'lab.remote-entry-404.fixed',
  'lab.webpack-upgrade.fixed',
  'lab.public-path-async.fixed',
  'lab.manifest-html.fixed',
  'lab.global-name-taken.fixed',
  'lab.stats-as-manifest.loads',
  // Node scenarios of the reader questions (reader-runtime.ts): messages, and what the exposed module returns.
  'node.entry-failure-message',
  'node.chunk-404-message',
  'node.chunk-without-instance',
  'node.browser-build-message',
  'retry.fallback-result',
  'node.entry-failover',
  'node.retry-after-entry-failure',
  'node.retry-after-chunk-failure',
  'node.create-instance-loads',
  'node.esm-host-loads',
  'retry.mirror-manifest-result',
  // The guide/advanced pages (issue 43): messages the packages print.
  'adv.size.solo-disabled-error',
  'adv.ts.plugin-versioned',
  'adv.manifest.ssr-dual-rsbuild',
];
