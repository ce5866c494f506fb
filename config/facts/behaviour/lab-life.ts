import type { BehaviourFact } from './types';

const RSPACK = '@rspack/core 2.3.2 with @module-federation/enhanced 2.9.2 (rspack), loaded in Chromium';
function seen(value: string, en: string, zh: string, scenario: string): BehaviourFact {
  return { value, claim: { en, zh }, source: `federation lab scenario \`${scenario}\` (${RSPACK})` };
}
const REDEPLOY = 'life.rspack.redeploy';

/**
 * The life of a remote after it loads (issue 42), read from the federation lab: a redeploy at the same
 * URL and re-registration, unloading, instance visibility, a store the host exposes, a singleton with
 * internal state. Values of the redeploy scenario are `<what Button returned> (requests: <the producer's
 * files the browser requested for that load>)`. Readers: tests/unit/facts/behaviour/lab-life.scenarios.ts.
 */
export const LIFE_LAB_FACTS = {
  'life.redeploy.first': seen(
    'Button v1 (requests: remoteEntry.js, __federation_expose_Button.js)',
    "The first `loadRemote('producer/Button')` of a consumer built with the Rspack plugin: the remote entry and the exposed module's chunk.",
    "用 Rspack 插件构建的消费者第一次 `loadRemote('producer/Button')`：请求远程入口和暴露模块的 chunk。",
    REDEPLOY,
  ),
  'life.redeploy.after-redeploy': seen(
    'Button v1 (requests: none)',
    'After the producer is redeployed at the same URL, the same `loadRemote` returns the cached module and requests nothing.',
    '生产者在同一地址重新部署之后，同样的 `loadRemote` 返回缓存的模块，不发任何请求。',
    REDEPLOY,
  ),
  'life.redeploy.no-force': seen(
    'Button v1 (requests: none)',
    '`registerRemotes` with the same name and no `force`, then `loadRemote`: nothing changes.',
    '以相同名称调用 `registerRemotes` 且不带 `force`，再 `loadRemote`：什么都没变。',
    REDEPLOY,
  ),
  'life.redeploy.force': seen(
    'Button v1 (requests: remoteEntry.js)',
    "With `force: true` the runtime downloads the remote entry again, but not the exposed module's chunk, and the old code comes back.",
    '带上 `force: true` 之后，运行时会重新下载远程入口，却不会重新下载暴露模块的 chunk，返回的仍是旧代码。',
    REDEPLOY,
  ),
  'life.redeploy.chunk-global': seen(
    '1 chunk(s)',
    "Why: after the forced re-registration the producer's chunk-loading global (`self.rspackChunklab_producer`, `rspackChunk` + `output.uniqueName`) still holds the chunk loaded before; the new entry's runtime takes its modules from there and marks it as loaded.",
    '原因：强制重新注册之后，生产者的 chunk 加载全局变量（`self.rspackChunklab_producer`，即 `rspackChunk` 加上 `output.uniqueName`）里仍留着之前加载的 chunk；新入口的运行时从这里取出其中的模块，并把它记为已加载。',
    REDEPLOY,
  ),
  'life.redeploy.force-query': seen(
    'Button v1 (requests: remoteEntry.js?v=2)',
    'A new entry URL (`remoteEntry.js?v=2`) with `force: true` does not help either: the new entry is downloaded, the chunk is not.',
    '换一个入口地址（`remoteEntry.js?v=2`）并带上 `force: true` 也没用：新入口会下载，chunk 不会。',
    REDEPLOY,
  ),
  'life.redeploy.held': seen(
    'Button v1',
    'A function obtained from the module before the redeploy keeps running the old code.',
    '重新部署之前从模块拿到的函数，仍然运行旧代码。',
    REDEPLOY,
  ),
  'life.redeploy.cleared': seen(
    'Button v2 (requests: remoteEntry.js, __federation_expose_Button.js)',
    "With the producer's chunk-loading global deleted before `registerRemotes(…, { force: true })`, the chunk is downloaded again and the new code runs.",
    '在 `registerRemotes(…, { force: true })` 之前删除生产者的 chunk 加载全局变量，chunk 就会重新下载，运行的是新代码。',
    REDEPLOY,
  ),
  'life.unload.api': seen(
    'none on the instance',
    'The instance has no public method to unload a remote (`removeRemote`, `unregisterRemotes`, `unloadRemote`: none of them); the method that exists is the internal `remoteHandler.removeRemote`, which `force` calls.',
    '实例上没有卸载生产者的公开方法（`removeRemote`、`unregisterRemotes`、`unloadRemote` 都没有）；存在的只有内部方法 `remoteHandler.removeRemote`，`force` 调用的就是它。',
    REDEPLOY,
  ),
  'life.unload.left': seen(
    'remotes: none; module cache: false; entry global: undefined; chunk global: 1 chunk(s); scripts: __federation_expose_Button.js; moduleInfo: none',
    "After `remoteHandler.removeRemote(remote)`: the registration, the runtime's module cache entry, the entry's global and the snapshot are gone, the chunk-loading global still holds the chunk (its module code), and the chunk's `<script>` element stays in the page.",
    '调用 `remoteHandler.removeRemote(remote)` 之后：注册信息、运行时的模块缓存、入口的全局变量和快照都没了，chunk 加载全局变量里仍留着那个 chunk（其中的模块代码），chunk 的 `<script>` 元素也还在页面里。',
    REDEPLOY,
  ),
  'life.unload.after': seen(
    '[ Federation Runtime ]: Failed to locate remote. #RUNTIME-004',
    'A `loadRemote` of the removed producer then fails with RUNTIME-004.',
    '之后再 `loadRemote` 这个已移除的生产者，会以 RUNTIME-004 失败。',
    REDEPLOY,
  ),
  'life.instances.bundled': seen(
    'producer, third',
    'The bundled instance (`getInstance()`) sees the remote of its build and the one the module-level `registerRemotes` added (`third`), not the one registered on a `createInstance` instance.',
    '构建创建的实例（`getInstance()`）能看到构建里声明的生产者和模块级 `registerRemotes` 添加的那个（`third`），看不到注册在 `createInstance` 实例上的那个。',
    REDEPLOY,
  ),
  'life.instances.widget': seen(
    'other',
    'An instance from `createInstance` sees only the remotes registered on it.',
    '`createInstance` 创建的实例只能看到注册在它自己身上的生产者。',
    REDEPLOY,
  ),
  'life.instances.shared-container': seen(
    'Button v1 (requests: none)',
    'When that instance registers the same producer (same name and entry) after the bundled instance loaded it, its `loadRemote` reuses the container already on the page and requests nothing.',
    '当这个实例在构建实例加载过同一生产者（名称和入口都相同）之后再注册它，它的 `loadRemote` 会复用页面上已有的容器，不发任何请求。',
    REDEPLOY,
  ),
  'life.host-store.twice': seen(
    'two stores (module ran 2×)',
    "A host that exposes `./store` and imports `./store.js` itself, and a producer's module that imports `consumer/store`: the store module runs twice, the producer's store is another object than the host's.",
    '宿主暴露 `./store` 并自己导入 `./store.js`，生产者的模块导入 `consumer/store`：store 模块执行了两次，生产者拿到的 store 与宿主的不是同一个对象。',
    'life.rspack.host-store',
  ),
  'life.singleton-state.split': seen(
    'default (state module ran 2×)',
    "Both apps share `ui-lib` as a singleton, the host sets the library's theme to `dark`, the producer's module imports the subpath `ui-lib/Button.js`: it reads `default`, from a second copy of the library's state module.",
    '两个应用都把 `ui-lib` 作为单例共享，宿主把库的主题设为 `dark`，生产者的模块导入子路径 `ui-lib/Button.js`：它读到的是 `default`，来自库状态模块的第二份副本。',
    'life.rspack.singleton-state',
  ),
  'life.singleton-state.entry': seen(
    'dark (state module ran 1×)',
    "When the producer imports `Button` from `ui-lib` (the shared key), it reads the host's `dark`: one copy.",
    '生产者改为从 `ui-lib`（共享的键）导入 `Button` 时，读到宿主设置的 `dark`：只有一份。',
    'life.rspack.singleton-state',
  ),
  'life.singleton-state.prefix': seen(
    'default (state module ran 2×)',
    'Sharing `ui-lib/` as well on both sides does not join the subpath import: the host never imports `ui-lib/Button.js`, so the producer falls back to its own copy, whose relative `./state.js` is its own.',
    '两边再额外共享 `ui-lib/` 也不能让子路径导入合并：宿主从未导入 `ui-lib/Button.js`，生产者只能回退到自己的副本，而它相对导入的 `./state.js` 也是自己的。',
    'life.rspack.singleton-state',
  ),
} satisfies Record<string, BehaviourFact>;
