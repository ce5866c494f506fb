import type { BehaviourFact } from './types';

const fact = (value: string, en: string, zh: string, source: string): BehaviourFact => ({
  value,
  claim: { en, zh },
  source,
});
const RELEASE = (version: string) =>
  `@module-federation/runtime ${version} (with runtime-core, sdk and error-codes ${version}), unpacked outside the project's dependencies`;

/**
 * Problems of earlier releases of the runtime, reproduced on the last affected release and shown fixed
 * on the release that fixes them (the known-problems page), and the re-registration facts of the
 * life-of-a-remote page that the same cases show on the installed 2.9.2. The producers are containers the
 * scenario makes and hands to the runtime through a `loadEntry` hook, their manifests come from a `fetch`
 * hook. Scenarios: tests/unit/facts/behaviour/releases.ts (releases.node.cjs).
 */
export const RELEASE_FACTS = {
  'release.force-manifest.affected': fact(
    'Button v1, then Button v1 (manifest fetched 1×)',
    'On 2.5.1, after the manifest at the same URL names a new entry, `registerRemotes(…, { force: true })` and a second `loadRemote` still load the old entry: the manifest is not fetched again.',
    '在 2.5.1 上，同一地址的 manifest 指向新入口之后，`registerRemotes(…, { force: true })` 再 `loadRemote`，加载的仍是旧入口：manifest 没有被重新请求。',
    `${RELEASE('2.5.1')}, dist SnapshotHandler (manifestCache kept on removeRemote)`,
  ),
  'release.force-manifest.fixed': fact(
    'Button v1, then Button v2 (manifest fetched 2×)',
    'On 2.6.0 the same steps fetch the manifest again and load the new entry.',
    '在 2.6.0 上，同样的步骤会重新请求 manifest，并加载新入口。',
    `${RELEASE('2.6.0')}, core PR #4841 (7cfd71b)`,
  ),
  'release.concurrent-init.affected': fact(
    'container init called 2×',
    "On 0.24.0, two `loadRemote` calls for the same producer started together call its container's `init` twice.",
    '在 0.24.0 上，同时发起的两次对同一生产者的 `loadRemote`，会调用两次容器的 `init`。',
    `${RELEASE('0.24.0')}, dist/index.cjs.cjs (Module.init)`,
  ),
  'release.concurrent-init.fixed': fact(
    'container init called 1×',
    'On 0.24.1 the same two calls initialise the container once.',
    '在 0.24.1 上，同样的两次调用只初始化一次容器。',
    `${RELEASE('0.24.1')}, commit 6590738`,
  ),
  'release.manifest-prefix.affected': fact(
    '[ Federation Runtime ]: [ Federation Runtime ]: [ Federation Runtime ]: Failed to get manifest. #RUNTIME-003',
    'On 0.17.0 a manifest that cannot be fetched rejects `loadRemote` with the logger prefix three times over.',
    '在 0.17.0 上，manifest 请求失败时，`loadRemote` 拒绝的消息里日志前缀重复了三次。',
    `${RELEASE('0.17.0')}, dist/index.cjs.cjs (error)`,
  ),
  'release.manifest-prefix.fixed': fact(
    '[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003',
    'On 0.17.1 the prefix appears once.',
    '在 0.17.1 上，前缀只出现一次。',
    `${RELEASE('0.17.1')}, commit cc44d97`,
  ),
  'life.reregister-without-force': fact(
    'no warning; entry https://cdn.example/shop/remoteEntry.js',
    'On 2.9.2, `registerRemotes` with a name that is already registered and no `force` prints nothing and keeps the first entry.',
    '在 2.9.2 上，用已注册的名称调用 `registerRemotes` 且不带 `force` 时，不输出任何内容，保留原来的入口。',
    '@module-federation/runtime-core 2.9.2 dist/remote/index.js (registerRemote)',
  ),
  'life.reregister-force-warning': fact(
    '[ Federation Runtime ]: The remote "shop" is already registered. Please note that overriding it may cause unexpected errors.; entry https://cdn.example/shop/v2/remoteEntry.js',
    'With `force: true` it prints this warning and the new entry replaces the old one.',
    '带上 `force: true` 时输出这条警告，新入口替换旧入口。',
    '@module-federation/runtime-core 2.9.2 dist/remote/index.js (registerRemote, removeRemote)',
  ),
  'life.force-manifest': fact(
    'Button v1, then Button v2 (manifest fetched 2×)',
    'On 2.9.2 a forced re-registration of a manifest remote fetches the manifest again and loads the entry it names now.',
    '在 2.9.2 上，强制重新注册一个 manifest 生产者时，会重新请求 manifest，并加载它现在指向的入口。',
    '@module-federation/runtime-core 2.9.2 dist/remote/index.js (removeRemote clears manifestCache)',
  ),
} satisfies Record<string, BehaviourFact>;
