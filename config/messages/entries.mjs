// biome-ignore-all lint/suspicious/noTemplateCurlyInString: messages are quoted with their variable parts written ${name}, as the console text shows them.
/**
 * The hand-written part of the message pages (docs/{en,zh}/guide/troubleshooting/messages*.mdx): for
 * each group of messages that share one cause, what they mean, how to confirm the cause and the fix, in
 * English and Chinese. Which messages an entry covers: `match` (a piece of the console line, prefix
 * included) or `select` (every message of a package of one kind). The messages themselves, their
 * packages, files and releases come from config/messages/installed.json and history.json
 * (scripts/extract-messages.mjs writes both and the pages). tests/unit/messages/ fails when an installed
 * message has no entry.
 */

/** @param {string} en @param {string} zh */
const t = (en, zh) => ({ en, zh });

/** The pages of entries, by the slug under guide/troubleshooting/. */
export const MESSAGE_PAGES = [
  {
    slug: 'messages-runtime',
    title: t('Runtime messages', '运行时消息'),
    description: t(
      'Every message the federation runtime, the sdk, the bundler runtime and the retry plugin print or throw, quoted with its prefix, with its meaning, how to confirm the cause and the fix, and the older wordings with the releases that print them.',
      '联邦运行时、sdk、构建工具运行时和重试插件打印或抛出的全部消息：带前缀原样照录，并给出含义、如何确认原因、解决方法，以及旧版本的措辞和打印它们的版本。',
    ),
    intro: t(
      'This page quotes every message that `@module-federation/runtime-core`, `runtime`, `sdk`, `webpack-bundler-runtime`, `retry-plugin`, `node` and `data-prefetch` print in the browser or in Node.js, as the console shows it: with its prefix (`[ Federation Runtime ]: ` for what the runtime throws, `[ Federation Runtime ] ` for what its logger prints). Parts in `${…}` are filled in at run time with a remote name, a URL or a package name. Under each message, the releases that print an older wording of it: one release of each minor line was read, so a range such as `runtime-core 0.9.1 to 0.24.1` means every line from 0.9 to 0.24. Paste the line your console printed into the search box, with your own names in it, to land on its entry. The coded messages (`#RUNTIME-0xx`) have their full entries in [Runtime error codes](/guide/troubleshooting/runtime); [the index by package](/guide/troubleshooting/messages) lists every entry.',
      '本页原样照录 `@module-federation/runtime-core`、`runtime`、`sdk`、`webpack-bundler-runtime`、`retry-plugin`、`node` 和 `data-prefetch` 在浏览器或 Node.js 中打印的每一条消息，形式与控制台一致，带着前缀：运行时抛出的错误以 `[ Federation Runtime ]: ` 开头，运行时日志打印的消息以 `[ Federation Runtime ] ` 开头。`${…}` 部分在运行时被替换为生产者名称、地址或包名。每条消息下面列出打印旧措辞的版本：每个次版本线读取了一个版本，所以 `runtime-core 0.9.1 至 0.24.1` 这样的范围表示 0.9 到 0.24 的每一条版本线。把控制台打印的那一行（带着你自己的名称）粘贴到搜索框，就能找到对应条目。带错误码的消息（`#RUNTIME-0xx`）的完整条目在[运行时错误码](/guide/troubleshooting/runtime)；[按包索引](/guide/troubleshooting/messages)列出了全部条目。',
    ),
  },
  {
    slug: 'messages-build',
    title: t('Build and type messages', '构建与类型消息'),
    description: t(
      'Every message the federation build plugins (enhanced, rspack, rsbuild-plugin, manifest, managers, node), the type generator (dts-plugin) and the CLI print or throw, quoted with its prefix, with its meaning, how to confirm the cause and the fix.',
      '联邦构建插件（enhanced、rspack、rsbuild-plugin、manifest、managers、node）、类型生成器（dts-plugin）和 CLI 打印或抛出的全部消息：带前缀原样照录，并给出含义、如何确认原因和解决方法。',
    ),
    intro: t(
      "This page quotes every message the build side of Module Federation prints while Rspack, webpack, Rsbuild or the `mf` CLI run: the plugin options it rejects, the manifest it cannot write, the types it cannot generate or download. Lines printed through a plugin logger start with the plugin's prefix (`[ Module Federation Rsbuild Plugin ]`, `[ Module Federation Manifest Plugin ]`, …); the bundler may add its own decoration in front. Parts in `${…}` are filled in with your names. The coded messages (`#BUILD-001`, `#TYPE-001`) have their full entries in [Build error codes](/guide/troubleshooting/build) and [Type error codes](/guide/troubleshooting/type).",
      '本页原样照录 Module Federation 构建侧在 Rspack、webpack、Rsbuild 或 `mf` CLI 运行时打印的每一条消息：被拒绝的插件配置、写不出来的 manifest、生成或下载失败的类型。经插件日志打印的行以插件前缀开头（`[ Module Federation Rsbuild Plugin ]`、`[ Module Federation Manifest Plugin ]` 等），构建工具可能还会在前面加上自己的标记。`${…}` 部分会被替换为你的名称。带错误码的消息（`#BUILD-001`、`#TYPE-001`）的完整条目在[构建错误码](/guide/troubleshooting/build)和[类型错误码](/guide/troubleshooting/type)。',
    ),
  },
  {
    slug: 'messages-bridge',
    title: t('Bridge messages', 'Bridge 消息'),
    description: t(
      'Every message @module-federation/bridge-react and bridge-vue3 print or throw (rendering a producer app, data fetching, the runtime copy bridge-vue3 bundles), with its meaning, how to confirm the cause and the fix.',
      '@module-federation/bridge-react 和 bridge-vue3 打印或抛出的全部消息（渲染生产者应用、数据获取、bridge-vue3 自带的运行时副本），并给出含义、如何确认原因和解决方法。',
    ),
    intro: t(
      "This page quotes every message of the two bridges: `@module-federation/bridge-react` (rendering a producer's app in a host, lazy components with data fetching) and `@module-federation/bridge-vue3`, which bundles its own copy of the runtime and so prints runtime messages in the wording of the release it bundles. Lines printed through the bridge logger start with `[ Module Federation React ]` or `[ Module Federation Bridge Vue3 ]`. See the [React bridge](/practice/bridge/react-bridge) and the [Vue bridge](/practice/bridge/vue-bridge) for how the bridges are set up.",
      '本页原样照录两个 Bridge 的每一条消息：`@module-federation/bridge-react`（在宿主中渲染生产者应用、带数据获取的懒加载组件）和 `@module-federation/bridge-vue3`。后者打包了一份自己的运行时，所以运行时消息的措辞与它打包的那个版本一致。经 Bridge 日志打印的行以 `[ Module Federation React ]` 或 `[ Module Federation Bridge Vue3 ]` 开头。Bridge 的接入方法见 [React Bridge](/practice/bridge/react-bridge) 和 [Vue Bridge](/practice/bridge/vue-bridge)。',
    ),
  },
];

/** The index page (guide/troubleshooting/messages). */
export const MESSAGE_INDEX = {
  title: t('Console messages by package', '控制台消息索引（按包）'),
  description: t(
    'Where to find the entry of any message a Module Federation package prints or throws: each installed package, the number of messages it can print, and the entries that explain them.',
    '查找任一 Module Federation 包打印或抛出的消息对应的条目：列出每个已安装的包、它能打印的消息数量，以及解释这些消息的条目。',
  ),
  intro: t(
    'Every message below was read from the installed packages themselves, by a script that parses their published JavaScript, so a message that a package can print is on one of these pages, quoted with its prefix. Start from the package the stack trace or the prefix names; the fastest route is still to paste the whole console line into the search box. Problems that print no message of their own (missing styles, hot updates that never arrive) are in [Troubleshooting by symptom](/guide/troubleshooting/).',
    '下面的每条消息都是脚本解析已安装包发布的 JavaScript 后读出来的，所以包能打印的每一条消息都在这些页面上，并带着前缀原样照录。从调用栈或前缀指向的包开始找；最快的办法仍然是把控制台的整行粘贴到搜索框。没有自己消息的问题（样式丢失、热更新不生效等）见[按现象排查](/guide/troubleshooting/)。',
  ),
};

/** @param {string} code @param {string} anchorPage */
const SEE_CODE = (code, anchorPage) =>
  t(
    `The full entry, with the causes and the fix, is [${code}](/guide/troubleshooting/${anchorPage}#${code.toLowerCase()}).`,
    `完整条目（原因和解决方法）见 [${code}](/guide/troubleshooting/${anchorPage}#${code.toLowerCase()})。`,
  );

/**
 * A coded message: the line with its prefix on the message page, the explanation on the code's entry.
 * @param {string} code @param {string} en @param {string} zh @param {string[]} [extra] older wordings
 */
function coded(code, en, zh, extra = []) {
  const page = (code.split('-')[0] ?? '').toLowerCase();
  return {
    id: code.toLowerCase(),
    page: page === 'runtime' ? 'messages-runtime' : 'messages-build',
    match: [`#${code}`, ...extra],
    title: t(`${code} as printed, and its older wordings`, `${code} 的原样输出与旧措辞`),
    means: t(en, zh),
    confirm: t(
      'The line after it, `args:`, names the remote, URL or package concerned; check that one first.',
      '紧跟其后的 `args:` 一行给出了相关的生产者、地址或包名，先检查它。',
    ),
    fix: SEE_CODE(code, page),
  };
}

/** @type {import('../../lib/messages/pages.mjs').Entry[]} */
const RUNTIME_ENTRIES = [
  // ---------------------------------------------------------------- coded runtime messages
  coded(
    'RUNTIME-001',
    'The remote entry script ran, but the global it should have assigned holds no container. Older releases threw this as `Unable to use the …` and `remoteEntryExports is undefined`.',
    '远程入口脚本执行了，但它应当赋值的全局变量里没有容器。旧版本抛出的是 `Unable to use the …` 和 `remoteEntryExports is undefined`。',
    ['to get remoteEntry exports', 'remoteEntryExports is undefined'],
  ),
  coded(
    'RUNTIME-002',
    "The global the runtime reads holds an object without `init`: something else owns the producer's global name.",
    '运行时读取的全局变量是一个没有 `init` 的对象：生产者的全局名称被别的东西占用了。',
    ['The remote entry interface does not contain "init"'],
  ),
  coded(
    'RUNTIME-003',
    'The manifest could not be fetched or parsed: a wrong URL, a server that is down, a 跨域 (CORS) refusal, or an HTML page where JSON was expected. Releases up to 0.6 printed `Failed to get manifestJson for …`.',
    'manifest 无法获取或解析：地址错误、服务未启动、跨域（CORS）被拒，或者返回了 HTML 页面而不是 JSON。0.6 及更早的版本打印的是 `Failed to get manifestJson for …`。',
    ['Failed to get manifestJson for'],
  ),
  coded(
    'RUNTIME-004',
    'No registered remote has the name or alias the requested id starts with. Releases up to 0.6 threw the long form `Unable to locate … in …` with five possible reasons.',
    '请求的 id 开头的名称或别名不属于任何已注册的生产者。0.6 及更早的版本抛出的是长格式的 `Unable to locate … in …`，后面列出五种可能原因。',
    ['Unable to locate ${idRes} in'],
  ),
  coded(
    'RUNTIME-005',
    'A synchronous shared-module load from the bundler runtime found a module that is only available asynchronously.',
    '构建工具运行时同步加载共享模块时，发现该模块只能异步获取。',
  ),
  coded(
    'RUNTIME-006',
    'A synchronous `loadShareSync` found a shared package that is not loaded yet, usually an entry without an async boundary. Releases up to 0.6 threw `The loadShareSync function was unable to load …`.',
    '同步的 `loadShareSync` 遇到一个还没加载的共享包，通常是入口缺少异步边界。0.6 及更早的版本抛出的是 `The loadShareSync function was unable to load …`。',
    ['The loadShareSync function was unable to load'],
  ),
  coded(
    'RUNTIME-007',
    'A remote registered by `version` has no snapshot on the page. Releases up to 0.6 threw `Cannot get remoteSnapshot with the name …`.',
    '以 `version` 注册的生产者在页面上没有快照。0.6 及更早的版本抛出的是 `Cannot get remoteSnapshot with the name …`。',
    ['Cannot get remoteSnapshot with the name'],
  ),
  coded(
    'RUNTIME-008',
    'The remote entry script failed to load: a 404, a server that is down, a blocked request, or an error thrown while the script ran.',
    '远程入口脚本加载失败：404、服务未启动、请求被拦截，或者脚本执行时抛错。',
  ),
  coded(
    'RUNTIME-009',
    'A runtime function was called before any instance existed. Releases 0.1 to 0.8 threw `Please call init first`.',
    '在任何实例创建之前就调用了运行时函数。0.1 至 0.8 版本抛出的是 `Please call init first`。',
    ['Please call init first', 'Federation runtime accessed before instantiation or installation'],
  ),
  coded('RUNTIME-010', '`init` was called again with another `name`.', '再次调用 `init` 时传入了不同的 `name`。'),
  coded(
    'RUNTIME-011',
    "The remote's snapshot or manifest names no remote entry. Releases up to 2.1 threw `The attribute remoteEntry of … must not be undefined.`",
    '生产者的快照或 manifest 中没有远程入口。2.1 及更早的版本抛出的是 `The attribute remoteEntry of … must not be undefined.`',
    ['The attribute remoteEntry of'],
  ),
  coded(
    'RUNTIME-012',
    'A shared package with `import: false` has no provider: the host does not share it.',
    '设置了 `import: false` 的共享包没有提供方：宿主没有共享它。',
  ),
  coded(
    'RUNTIME-013',
    'The manifest URL returned JSON that is not a federation manifest. Releases up to 2.1 threw `… is not a federation manifest`; 2.2 to 2.4 named the missing fields.',
    'manifest 地址返回的 JSON 不是联邦 manifest。2.1 及更早的版本抛出的是 `… is not a federation manifest`；2.2 至 2.4 版本会列出缺少的字段。',
    ['is not a federation manifest', 'is not a valid federation manifest for remote'],
  ),
  coded(
    'RUNTIME-014',
    "The producer has no expose of that name. Releases up to 2.4 threw `… remote don't export ….`",
    "生产者没有这个名称的暴露模块。2.4 及更早的版本抛出的是 `… remote don't export ….`",
    ["remote don't export"],
  ),
  coded('RUNTIME-015', "The producer's container `init` threw.", '生产者容器的 `init` 抛出了错误。'),
  coded(
    'BUILD-001',
    "A path in `exposes` could not be resolved from the producer's context.",
    '`exposes` 中的某个路径无法从生产者的上下文解析。',
  ),
  coded(
    'BUILD-002',
    'A production build has no public path the manifest can use.',
    '生产构建没有 manifest 可用的公共路径。',
  ),
  coded(
    'TYPE-001',
    "The TypeScript compiler failed while generating the producer's types.",
    '生成生产者类型时 TypeScript 编译器失败。',
  ),

  // ---------------------------------------------------------------- runtime, registration
  {
    id: 'remote-already-registered',
    page: 'messages-runtime',
    match: [
      'is already registered. Please note',
      'is already registered. If you want to merge',
      'is already registered. Hope you have known',
    ],
    title: t('The remote "…" is already registered', '生产者已注册（is already registered）'),
    means: t(
      '`registerRemotes` (or `init` with `remotes`) received a remote whose `name` is already registered on this instance. In 2.9.2 the warning is printed only with `{ force: true }`: the old remote is removed (with the modules the instance cached for it) and the new entry replaces it. Without `force`, the second registration is skipped silently and the old entry stays. Releases up to 0.5 also warned without `force`, with the wording `If you want to merge the remote, you can set "force: true".`',
      '`registerRemotes`（或带 `remotes` 的 `init`）收到一个 `name` 已在本实例上注册过的生产者。在 2.9.2 中，只有传了 `{ force: true }` 才会打印这条警告：旧的生产者（以及实例为它缓存的模块）被移除，新的入口取而代之。不传 `force` 时，第二次注册被静默跳过，旧入口保持不变。0.5 及更早的版本不传 `force` 也会警告，措辞是 `If you want to merge the remote, you can set "force: true".`',
    ),
    confirm: t(
      'In the console, `__FEDERATION__.__INSTANCES__[0].options.remotes` lists each remote once; its `entry` shows which registration won.',
      '在控制台查看 `__FEDERATION__.__INSTANCES__[0].options.remotes`，每个生产者只出现一次，它的 `entry` 表明哪一次注册生效了。',
    ),
    fix: t(
      'When you replace a remote on purpose (a new URL after a redeploy), the warning is expected: keep `force: true`. When you did not mean to, register each remote once, for example in the module that creates the instance rather than in a component that renders again after a 热更新. See [`registerRemotes`](/guide/basic/runtime#registerremotes).',
      '如果是有意替换生产者（重新部署后换了地址），这条警告是正常的，保留 `force: true` 即可。如果不是有意的，请让每个生产者只注册一次，例如放在创建实例的模块里，而不是放在热更新后会重新渲染的组件里。见 [`registerRemotes`](/guide/basic/runtime#registerremotes)。',
    ),
  },
  {
    id: 'alias-prefix',
    page: 'messages-runtime',
    match: ['is not allowed to be the prefix of'],
    title: t('The alias of a remote is the prefix of another name', '生产者的别名是另一个名称的前缀'),
    means: t(
      'Two remotes of one instance could be confused: the `alias` of one is the beginning of the `name` or `alias` of another (`shop` and `shop/cart`), so an id such as `shop/cart/Button` would match both.',
      '同一实例中的两个生产者会被混淆：一个的 `alias` 是另一个的 `name` 或 `alias` 的开头（如 `shop` 和 `shop/cart`），于是 `shop/cart/Button` 这样的 id 会同时匹配两者。',
    ),
    confirm: t(
      'The message names the alias and both remotes; compare them with the `remotes` you register.',
      '消息中给出了别名和两个生产者，与你注册的 `remotes` 对照即可。',
    ),
    fix: t(
      "Rename one alias so that no alias is a prefix of another remote's name or alias.",
      '修改其中一个别名，使任何别名都不是另一个生产者名称或别名的前缀。',
    ),
  },
  {
    id: 'before-request-hook',
    page: 'messages-runtime',
    match: ["The 'beforeRequest' hook was executed"],
    title: t(
      "The 'beforeRequest' hook did not return remote and expose",
      'beforeRequest 钩子没有返回 remote 和 expose',
    ),
    means: t(
      "A runtime plugin's `beforeRequest` hook returned an id that matches no registered remote, or returned nothing, so the runtime could not tell which remote and expose to load.",
      '某个运行时插件的 `beforeRequest` 钩子返回的 id 不匹配任何已注册的生产者，或者什么都没返回，运行时因此无法确定要加载哪个生产者和哪个暴露模块。',
    ),
    confirm: t(
      'Log the `args` your `beforeRequest` hooks return; the message ends with the id that was being loaded.',
      '打印你的 `beforeRequest` 钩子返回的 `args`；消息末尾给出了正在加载的 id。',
    ),
    fix: t(
      'Return the `args` object (with `id` rewritten if needed) from every `beforeRequest` hook, and make the rewritten id start with a registered name or alias. See [the plugin hooks](/plugin/dev/#remote-hooks).',
      '每个 `beforeRequest` 钩子都要返回 `args` 对象（需要时改写其中的 `id`），并让改写后的 id 以已注册的名称或别名开头。见[插件钩子](/plugin/dev/#remote-hooks)。',
    ),
  },
  {
    id: 'remove-remote-failed',
    page: 'messages-runtime',
    match: ['removeRemote failed:', 'removeRemote fail:'],
    title: t('removeRemote failed', 'removeRemote 失败'),
    means: t(
      "Removing a remote (a forced re-registration does this first) threw while the runtime cleared the remote's cached modules and its global; the error is logged and registration goes on.",
      '移除生产者时（强制重新注册会先执行这一步），运行时在清理该生产者缓存的模块和全局变量时抛错；错误被记录下来，注册继续进行。',
    ),
    confirm: t(
      'The text after `removeRemote failed:` is the original error. It usually names a property of a global that a sandbox or a frozen `window` does not let the runtime delete.',
      '`removeRemote failed:` 后面是原始错误，通常指向某个全局变量的属性：沙箱或被冻结的 `window` 不允许运行时删除它。',
    ),
    fix: t(
      "Let the runtime delete the producer's global (do not freeze `window` or define the global as non-configurable). The new registration still takes effect; the old modules may stay in memory (内存) until the page reloads.",
      '允许运行时删除生产者的全局变量（不要冻结 `window`，也不要把该全局变量定义为不可配置）。新的注册仍然生效；旧模块可能一直占用内存，直到页面刷新。',
    ),
  },
  {
    id: 'plugin-invalid',
    page: 'messages-runtime',
    match: [
      'Plugin configuration is invalid.',
      'A name must be provided by the plugin.',
      'A name is required.',
      'is not registered.',
      'has been registered.',
      'has a conflict and cannot be inherited.',
      'hook should be an object.',
      'hook must be an object.',
    ],
    title: t('Runtime plugin errors', '运行时插件错误'),
    means: t(
      'A runtime plugin is not a plain object with a `name`, is registered twice under one name (the warning: the second copy is ignored), is removed although it was never registered, or one of its waterfall hooks (`beforeRequest`, `afterResolve`, `beforeInit`, …) returned something that is not the `args` object. Releases up to 0.16 also refused two plugins that define the same hook differently (`has a conflict and cannot be inherited`).',
      '某个运行时插件不是带 `name` 的普通对象，或者以同一个名称注册了两次（这是警告：第二份被忽略），或者移除了一个从未注册的插件，或者它的某个瀑布式钩子（`beforeRequest`、`afterResolve`、`beforeInit` 等）返回的不是 `args` 对象。0.16 及更早的版本还会拒绝两个以不同方式定义同一钩子的插件（`has a conflict and cannot be inherited`）。',
    ),
    confirm: t(
      "The message names the plugin or the hook. For the hook messages, log what each plugin's hook returns.",
      '消息中给出了插件名或钩子名。对于钩子类消息，打印每个插件的钩子返回值即可。',
    ),
    fix: t(
      'Give each plugin a unique `name`, return a plugin object from the factory you pass to `runtimePlugins`, and return the (modified) `args` from every waterfall hook. See [writing a plugin](/plugin/dev/#writing-a-plugin).',
      '给每个插件唯一的 `name`，让传给 `runtimePlugins` 的工厂函数返回插件对象，并在每个瀑布式钩子中返回（修改后的）`args`。见[编写插件](/plugin/dev/#writing-a-plugin)。',
    ),
  },
  {
    id: 'disabled-by-experiments',
    page: 'messages-runtime',
    match: ['is disabled by experiments.optimization.disable'],
    title: t(
      'Remote or shared loading is disabled by experiments.optimization',
      'experiments.optimization 禁用了远程或共享加载',
    ),
    means: t(
      "The build was made with `experiments.optimization.disableRemote` or `disableShared`, which replace the runtime's remote or shared loader with a stub that throws, yet the code calls `loadRemote` or `loadShare`.",
      '构建时设置了 `experiments.optimization.disableRemote` 或 `disableShared`，运行时的远程或共享加载器被替换为一个会抛错的空实现，而代码仍然调用了 `loadRemote` 或 `loadShare`。',
    ),
    confirm: t(
      'Search the build configuration for `disableRemote` and `disableShared`.',
      '在构建配置中搜索 `disableRemote` 和 `disableShared`。',
    ),
    fix: t(
      'Turn the option off for an app that loads remotes or shares packages; it is meant for a producer that does neither. See [`experiments.optimization`](/configure/experiments#optimization).',
      '对需要加载生产者或共享依赖的应用关闭该选项；它只适用于两者都不做的生产者。见 [`experiments.optimization`](/en/configure/experiments#optimization)（英文）。',
    ),
  },
  {
    id: 'get-info-key',
    page: 'messages-runtime',
    match: ['getInfoWithoutType: "key" must be a string', 'key must be string'],
    title: t('getInfoWithoutType: "key" must be a string', 'getInfoWithoutType：key 必须是字符串'),
    means: t(
      "The runtime looked up a remote's snapshot with a key that is not a string, which happens when a remote is registered without a `name` or with a `name` that is not a string.",
      '运行时用非字符串的键查找生产者快照；当生产者注册时没有 `name`，或 `name` 不是字符串时会这样。',
    ),
    confirm: t(
      'The message shows the type and value of the key; check the `name` of each remote you register.',
      '消息给出了键的类型和值；检查你注册的每个生产者的 `name`。',
    ),
    fix: t('Give every remote a string `name`.', '给每个生产者一个字符串类型的 `name`。'),
  },

  // ---------------------------------------------------------------- runtime, loading entries
  {
    id: 'entry-load-failed',
    page: 'messages-runtime',
    match: [
      'Failed to load ESM entry from',
      'Failed to load SystemJS entry from',
      'Failed to load Node.js entry for remote',
      'Failed to load remoteEntry "',
      'time-outed.',
      'Script execution error:',
      'ScriptExecutionError:',
      'ScriptNetworkError:',
      'LinkNetworkError:',
    ],
    title: t(
      'Failed to load the remote entry (ESM, SystemJS, Node.js, preload)',
      '远程入口加载失败（ESM、SystemJS、Node.js、预加载）',
    ),
    means: t(
      'The remote entry could not be loaded in the form its `type` asks for: an ES-module entry whose `import()` failed, a SystemJS entry without `System`, a Node.js entry that could not be fetched or evaluated, a preloaded entry whose script failed, or a script that loaded but threw while it ran (`ScriptExecutionError`). The text after the URL is the original error. In a browser a classic script failure is reported as [RUNTIME-008](/guide/troubleshooting/runtime#runtime-008) instead.',
      '远程入口无法按其 `type` 要求的形式加载：ES 模块入口的 `import()` 失败、SystemJS 入口找不到 `System`、Node.js 入口无法下载或执行、预加载的入口脚本失败，或者脚本加载成功但执行时抛错（`ScriptExecutionError`）。地址后面的文字是原始错误。在浏览器中，普通脚本加载失败报的是 [RUNTIME-008](/guide/troubleshooting/runtime#runtime-008)。',
    ),
    confirm: t(
      "Open the URL of the message: it must return JavaScript of the right format. In the Network panel, look at the request's status; in Node.js, fetch the URL with `curl`.",
      '打开消息中的地址：它必须返回格式正确的 JavaScript。在网络面板查看请求状态；在 Node.js 中用 `curl` 请求该地址。',
    ),
    fix: t(
      'Register the remote with the `type` its entry has (`module` for an ES-module entry), serve the entry from the URL the consumer uses, and fix the error the original message names. For a Node.js host see [a Node.js host gets remoteEntryExports is undefined](/guide/troubleshooting/#node-remote-entry) and [a failed remote entry in Node.js](/guide/troubleshooting/#node-entry-failure).',
      '按入口的实际格式设置生产者的 `type`（ES 模块入口用 `module`），让入口在消费者使用的地址上可访问，并修复原始错误指出的问题。Node.js 宿主见 [Node.js 宿主报 remoteEntryExports is undefined](/guide/troubleshooting/#node-remote-entry) 和 [Node.js 中远程入口加载失败](/guide/troubleshooting/#node-entry-failure)。',
    ),
  },
  {
    id: 'preload-not-included',
    page: 'messages-runtime',
    match: ['Unable to preload', 'preloadRemote failed to load'],
    title: t('Unable to preload: the remote is not registered', '无法预加载：生产者未注册'),
    means: t(
      '`preloadRemote` was given a `nameOrAlias` that no registered remote has, or some of the resources it preloaded failed (the count is in the message).',
      '传给 `preloadRemote` 的 `nameOrAlias` 不属于任何已注册的生产者，或者预加载的部分资源失败了（消息中给出了数量）。',
    ),
    confirm: t(
      "Compare the name with `__FEDERATION__.__INSTANCES__[0].options.remotes`; for failed resources, filter the Network panel on the producer's origin.",
      '把名称与 `__FEDERATION__.__INSTANCES__[0].options.remotes` 对照；对于失败的资源，在网络面板按生产者的源过滤。',
    ),
    fix: t(
      'Register the remote before preloading it and use its `name` or `alias`. See [`preloadRemote`](/guide/basic/runtime#preloadremote).',
      '先注册生产者再预加载，并使用它的 `name` 或 `alias`。见 [`preloadRemote`](/guide/basic/runtime#preloadremote)。',
    ),
  },
  {
    id: 'resource-url',
    page: 'messages-runtime',
    match: ['Cannot get resource URL. If in debug mode, please ignore.'],
    title: t('Cannot get resource URL', '无法得到资源地址（Cannot get resource URL）'),
    means: t(
      "A remote's snapshot has neither `publicPath` nor `getPublicPath`, so the runtime cannot build the URL of the remote's assets and uses an empty string. It happens with hand-written snapshots and with the development snapshots the DevTools panel injects.",
      '生产者的快照中既没有 `publicPath` 也没有 `getPublicPath`，运行时无法拼出生产者资源的地址，只好使用空字符串。手写快照或 DevTools 面板注入的开发快照会出现这种情况。',
    ),
    confirm: t(
      'Look at the snapshot in `__FEDERATION__.__GLOBAL_SNAPSHOT__`: its `metaData.publicPath` is missing.',
      '查看 `__FEDERATION__.__GLOBAL_SNAPSHOT__` 中的快照：其中缺少 `metaData.publicPath`。',
    ),
    fix: t(
      "Let the producer's build write its manifest (`publicPath` or [`getPublicPath`](/configure/getpublicpath) set) instead of a hand-made snapshot. In a debugging session with the DevTools panel the line can be ignored, as it says.",
      '让生产者构建生成 manifest（设置 `publicPath` 或 [`getPublicPath`](/configure/getpublicpath)），而不是手写快照。用 DevTools 面板调试时，如消息所说，可以忽略这一行。',
    ),
  },
  {
    id: 'csp-unsafe-eval',
    page: 'messages-runtime',
    quotes: [
      "EvalError: Refused to evaluate a string as JavaScript because 'unsafe-eval' is not an allowed source of script in the following Content Security Policy directive",
    ],
    title: t(
      "EvalError: 'unsafe-eval' is not an allowed source of script",
      "EvalError：'unsafe-eval' 不是允许的脚本来源",
    ),
    means: t(
      "The browser's Content Security Policy forbids `new Function`, and the federation code called it. Not a message of the federation packages: the browser throws it. In 2.9.2 two places call `new Function` in the browser: reading a producer's `getPublicPath` from its manifest (`@module-federation/sdk`, `getResourceUrl`), and loading an ES-module entry when the build defines `FEDERATION_ALLOW_NEW_FUNCTION` (runtime-core, `loadEsmEntry`).",
      '浏览器的内容安全策略（CSP）禁止 `new Function`，而联邦代码调用了它。这不是联邦包打印的消息，而是浏览器抛出的。在 2.9.2 中，浏览器里有两处会调用 `new Function`：从生产者的 manifest 中读取 `getPublicPath`（`@module-federation/sdk` 的 `getResourceUrl`），以及构建定义了 `FEDERATION_ALLOW_NEW_FUNCTION` 时加载 ES 模块入口（runtime-core 的 `loadEsmEntry`）。',
    ),
    confirm: t(
      "The stack trace points at `getResourceUrl` or at the ESM loader. Look for `getPublicPath` in the producer's `mf-manifest.json`, and for `FEDERATION_ALLOW_NEW_FUNCTION` in the consumer's `DefinePlugin` settings.",
      '调用栈指向 `getResourceUrl` 或 ESM 加载器。在生产者的 `mf-manifest.json` 中查找 `getPublicPath`，在消费者的 `DefinePlugin` 配置中查找 `FEDERATION_ALLOW_NEW_FUNCTION`。',
    ),
    fix: t(
      "Under a strict CSP, give the producer a fixed `publicPath` (or `publicPath: 'auto'`) instead of [`getPublicPath`](/configure/getpublicpath), and do not define `FEDERATION_ALLOW_NEW_FUNCTION`. Allowing `'unsafe-eval'` in `script-src` also works, at the cost of the protection it removes.",
      "在严格的 CSP 下，给生产者设置固定的 `publicPath`（或 `publicPath: 'auto'`），而不是 [`getPublicPath`](/configure/getpublicpath)，并且不要定义 `FEDERATION_ALLOW_NEW_FUNCTION`。在 `script-src` 中允许 `'unsafe-eval'` 也能解决，但代价是失去它提供的保护。",
    ),
  },
  {
    id: 'require-utils',
    page: 'messages-runtime',
    quotes: ['TypeError: require_utils is not a function'],
    title: t('TypeError: require_utils is not a function', 'TypeError: require_utils is not a function'),
    means: t(
      'Not a message of the federation packages: a dev server pre-bundled the CommonJS build of a federation package (its files end in `.cjs` and call helpers named `require_…`) and broke the calls between its files. It was reported with the Vite dev server and `@module-federation/enhanced/runtime` 2.3.3 in module-federation/core#4680.',
      '这不是联邦包打印的消息：开发服务器预打包了某个联邦包的 CommonJS 构建（文件以 `.cjs` 结尾，调用名为 `require_…` 的辅助函数），破坏了文件之间的调用。module-federation/core#4680 报告了 Vite 开发服务器搭配 `@module-federation/enhanced/runtime` 2.3.3 时的这个问题。',
    ),
    confirm: t(
      'The stack trace runs through a pre-bundled copy (for Vite, a file under `node_modules/.vite/deps/`) of a federation `.cjs` file.',
      '调用栈经过某个联邦 `.cjs` 文件的预打包副本（Vite 中是 `node_modules/.vite/deps/` 下的文件）。',
    ),
    fix: t(
      'Make the dev server use the ES-module build: import from `@module-federation/runtime` (whose `import` condition points at `.js` ES modules) and keep the federation packages out of the pre-bundling step (for Vite, `optimizeDeps.exclude`). In a Vite app, the federation plugin for Vite sets this up; see [Vite](/guide/basic/vite).',
      '让开发服务器使用 ES 模块构建：从 `@module-federation/runtime` 导入（它的 `import` 条件指向 `.js` ES 模块），并把联邦包排除在预打包之外（Vite 中用 `optimizeDeps.exclude`）。在 Vite 应用中，Vite 的联邦插件会处理这些；见 [Vite](/guide/basic/vite)。',
    ),
  },

  // ---------------------------------------------------------------- runtime, shared
  {
    id: 'singleton-version',
    page: 'messages-runtime',
    match: ['of shared singleton module'],
    title: t(
      'Version … of shared singleton module … does not satisfy the requirement',
      '共享单例模块的版本不满足要求（does not satisfy the requirement）',
    ),
    means: t(
      'A package shared with `singleton: true` is used in one version for the whole page, and that version is outside the `requiredVersion` of the app named after `requirement of`. It is a warning; with `strictVersion: true` the same text is thrown instead. Up to 0.23 the runtime printed it with the colon prefix, from 0.24 its logger prints it.',
      '以 `singleton: true` 共享的包在整个页面只使用一个版本，而这个版本不在 `requirement of` 后面那个应用的 `requiredVersion` 范围内。这是一条警告；设置 `strictVersion: true` 时，同样的文字改为抛出。0.23 及更早的版本带冒号前缀打印，从 0.24 起由运行时日志打印。',
    ),
    confirm: t(
      'The message names the version used, who provided it (`from`), the package and the range required. `__FEDERATION__.__SHARE__` lists every version registered for the package.',
      '消息给出了实际使用的版本、提供者（`from`）、包名和要求的范围。`__FEDERATION__.__SHARE__` 列出了该包注册的所有版本。',
    ),
    fix: t(
      'Align the versions, or widen `requiredVersion` on the app that complains. See [the singleton version warning](/guide/troubleshooting/#singleton-version-warning) and [`shared.singleton`](/configure/shared#singleton).',
      '统一版本，或放宽报警应用的 `requiredVersion`。见[共享单例版本警告](/guide/troubleshooting/#singleton-version-warning)和 [`shared.singleton`](/configure/shared#singleton)。',
    ),
  },
  {
    id: 'shared-not-found',
    page: 'messages-runtime',
    match: [
      'Cannot find shared "',
      'Share in the',
      "Can not get shared '",
      'neither "get" nor "lib" is provided',
      'Federation instance not found!',
    ],
    title: t('Cannot find shared "…" in host', '在宿主中找不到共享依赖（Cannot find shared）'),
    means: t(
      "`loadShare` or `loadShareSync` asked for a package that the instance has no `shared` entry for, or whose entry has neither `get` nor `lib`, or the bundler runtime found no federation instance to ask (`Federation instance not found!`: the federation runtime of the build did not start). Releases up to 2.1 threw `Cannot find … Share in the …` and `Can not get shared '…'!`.",
      "`loadShare` 或 `loadShareSync` 请求的包在实例的 `shared` 中没有条目，或者条目既没有 `get` 也没有 `lib`；或者构建工具运行时找不到可以询问的联邦实例（`Federation instance not found!`：构建中的联邦运行时没有启动）。2.1 及更早的版本抛出的是 `Cannot find … Share in the …` 和 `Can not get shared '…'!`。",
    ),
    confirm: t(
      'Look at `__FEDERATION__.__INSTANCES__[0].options.shared`: the package must be there, with `get` or `lib`.',
      '查看 `__FEDERATION__.__INSTANCES__[0].options.shared`：其中必须有这个包，并且带 `get` 或 `lib`。',
    ),
    fix: t(
      'Declare the package in `shared` of the build plugin (or pass it to `init`/`registerShared` with `lib` or `get`) before loading it, and load it only after `init`. See [`loadShare`](/guide/basic/runtime#loadshare).',
      '在构建插件的 `shared` 中声明这个包（或者通过 `init`/`registerShared` 传入，带 `lib` 或 `get`），并在 `init` 之后再加载。见 [`loadShare`](/guide/basic/runtime#loadshare)。',
    ),
  },
  {
    id: 'eager-tree-shaking',
    page: 'messages-runtime',
    match: [
      'cannot use both "eager: true" and "treeShaking.mode"',
      'Can not set "eager:true" and "treeShaking" at the same time!',
    ],
    title: t('Invalid shared config: eager and treeShaking together', '共享配置无效：eager 与 treeShaking 同时使用'),
    means: t(
      'A shared package sets both `eager: true` and `treeShaking.mode`. An eager package is bundled whole into the entry, so it cannot also be tree-shaken per consumer.',
      '某个共享包同时设置了 `eager: true` 和 `treeShaking.mode`。eager 的包会被完整打进入口，无法再按消费者做摇树。',
    ),
    confirm: t('The message names the package and the app that declares it.', '消息中给出了包名和声明它的应用。'),
    fix: t(
      'Remove one of the two options. See [`shared.treeShaking`](/configure/shared#treeshaking) and [`shared.eager`](/configure/shared#eager).',
      '去掉两个选项中的一个。见 [`shared.treeShaking`](/configure/shared#treeshaking) 和 [`shared.eager`](/configure/shared#eager)。',
    ),
  },
  {
    id: 'shared-strategy-deprecated',
    page: 'messages-runtime',
    match: ['shared.strategy is deprecated'],
    title: t('shared.strategy is deprecated', 'shared.strategy 已废弃'),
    means: t(
      'Releases up to 0.10 warned when a shared entry set `strategy`; the choice between `version-first` and `loaded-first` belongs to the instance.',
      '0.10 及更早的版本在共享条目设置了 `strategy` 时发出警告；`version-first` 和 `loaded-first` 的选择属于实例级配置。',
    ),
    confirm: t('Search the `shared` configuration for `strategy`.', '在 `shared` 配置中搜索 `strategy`。'),
    fix: t(
      'Set [`shareStrategy`](/configure/shareStrategy) on the plugin or in `init` instead.',
      '改为在插件或 `init` 中设置 [`shareStrategy`](/configure/shareStrategy)。',
    ),
  },
  {
    id: 'load-share-sync-failed',
    page: 'messages-runtime',
    match: [
      'loadShareSync failed!',
      'The original error message is as follows:',
      'Shared module is not available for eager consumption',
    ],
    title: t('loadShareSync failed! (no async boundary)', 'loadShareSync failed!（缺少异步边界）'),
    means: t(
      'The bundler runtime installed the shared modules of the initial chunk synchronously and one of them was not ready: the entry imports a shared package (typically `react`) without an async boundary, or an eager module needs one that is not eager. It prints this hint, then the original error ([RUNTIME-006](/guide/troubleshooting/runtime#runtime-006) in 2.9.2), and the page stays blank (白屏).',
      '构建工具运行时同步安装初始 chunk 的共享模块时，其中一个还没有就绪：入口在没有异步边界的情况下导入了共享包（通常是 `react`），或者某个 eager 模块依赖一个非 eager 的模块。它先打印这条提示，再打印原始错误（2.9.2 中是 [RUNTIME-006](/guide/troubleshooting/runtime#runtime-006)），页面随之白屏。',
    ),
    confirm: t(
      "The entry file imports the app directly instead of `import('./bootstrap')`, and `experiments.asyncStartup` is off.",
      "入口文件直接导入了应用，而不是 `import('./bootstrap')`，并且没有开启 `experiments.asyncStartup`。",
    ),
    fix: t(
      'Add an async boundary or turn on `experiments.asyncStartup`, as [the consumer fails at start-up](/guide/troubleshooting/#startup-sync-share) shows.',
      '按[消费者启动失败](/guide/troubleshooting/#startup-sync-share)中的做法添加异步边界，或开启 `experiments.asyncStartup`。',
    ),
  },
  {
    id: 'shared-fallback',
    page: 'messages-runtime',
    match: ['No fallback item found for shareKey', 'Failed to load fallback entry for shareKey'],
    title: t('No fallback item found for shareKey', '找不到共享依赖的回退产物（No fallback item found）'),
    means: t(
      'A tree-shaken shared package needed its full build (the fallback the producer builds for `treeShaking`), and the build has no fallback for that version, or loading it failed.',
      '一个经过摇树的共享包需要它的完整构建（生产者为 `treeShaking` 构建的回退产物），但构建中没有该版本的回退产物，或者加载失败。',
    ),
    confirm: t(
      "The message names the share key and version; look for the fallback files in the producer's output and in the Network panel.",
      '消息中给出了共享键和版本；在生产者的产物和网络面板中查找回退文件。',
    ),
    fix: t(
      'Build and deploy the fallback resources with the producer, or turn tree shaking off for that package. See [shared tree shaking](/configure/shared#tree-shaking).',
      '随生产者一起构建并部署回退产物，或对该包关闭摇树。见[共享依赖摇树](/configure/shared#tree-shaking)。',
    ),
  },
  {
    id: 'sharing-external',
    page: 'messages-runtime',
    match: ['Initialization of sharing external failed', 'Container missing', 'initOptions is required!'],
    title: t(
      'Initialization of sharing external failed',
      '共享初始化失败（Initialization of sharing external failed）',
    ),
    means: t(
      "While the share scope was being filled, a remote's container could not be loaded or initialised (`Container missing` when the script produced none). The failure is a warning: the other remotes still share. `initOptions is required!` means the bundler runtime started without the options the build plugin writes, which happens when the federation runtime chunk was not built by a federation plugin.",
      '填充共享作用域时，某个生产者的容器无法加载或初始化（脚本没有产生容器时报 `Container missing`）。这个失败只是警告，其他生产者仍会参与共享。`initOptions is required!` 表示构建工具运行时启动时没有构建插件写入的选项，通常是因为联邦运行时 chunk 不是由联邦插件构建的。',
    ),
    confirm: t(
      'The text after the colon is the original error; the Network panel shows which remote entry failed.',
      '冒号后面是原始错误；网络面板能看出哪个远程入口失败了。',
    ),
    fix: t(
      'Fix the failing remote as for [RUNTIME-008](/guide/troubleshooting/runtime#runtime-008). For `initOptions is required!`, build the app with the federation plugin and do not move its runtime into a shared chunk.',
      '按 [RUNTIME-008](/guide/troubleshooting/runtime#runtime-008) 的方法修复失败的生产者。对于 `initOptions is required!`，请用联邦插件构建应用，不要把它的运行时移到公共 chunk 中。',
    ),
  },
  {
    id: 'semver-range',
    page: 'messages-runtime',
    match: ['[semver] Error processing range part'],
    title: t('[semver] Error processing range part', '[semver] 处理版本范围出错'),
    means: t(
      "A `requiredVersion` or a shared `version` could not be parsed by the runtime's semver implementation; that part of the range is treated as not satisfied.",
      '运行时的 semver 实现无法解析某个 `requiredVersion` 或共享的 `version`；这部分范围被视为不满足。',
    ),
    confirm: t(
      'The message quotes the part of the range; look for it in the `shared` configuration or in a `package.json` it was read from.',
      '消息引用了出错的那部分范围；在 `shared` 配置或其读取的 `package.json` 中查找它。',
    ),
    fix: t(
      'Use a plain semver range (`^18.2.0`, `>=1.0.0 <2.0.0`). For `workspace:` or `catalog:` versions, set `requiredVersion` by hand. See [`requiredVersion`](/configure/shared#requiredversion).',
      '使用标准的 semver 范围（`^18.2.0`、`>=1.0.0 <2.0.0`）。对于 `workspace:` 或 `catalog:` 版本，请手动设置 `requiredVersion`。见 [`requiredVersion`](/configure/shared#requiredversion)。',
    ),
  },

  // ---------------------------------------------------------------- sdk, Node.js loaders
  {
    id: 'node-loader',
    page: 'messages-runtime',
    match: [
      'import specifier is required',
      'Error importing module',
      'Error constructing URL:',
      'Invalid URL:',
      'is disabled in non-Node.js environment',
      'vm.SyntheticModule is required',
      'should not request child modules.',
      'Unsupported ESM module',
      'Request failed with status ${response.status}',
      'Error loading remote: status:',
    ],
    title: t('Loading a remote entry in Node.js failed (sdk)', '在 Node.js 中加载远程入口失败（sdk）'),
    means: t(
      "The sdk's Node.js loader could not fetch or evaluate a remote entry: the URL is invalid or answered with an error status, the entry is an ES module that imports something other than an `http(s)` URL or a Node.js built-in, Node.js lacks `vm.SyntheticModule` (it needs `--experimental-vm-modules`), or a Node.js loader ran in a browser build.",
      'sdk 的 Node.js 加载器无法下载或执行远程入口：地址无效或返回了错误状态码；入口是 ES 模块，却导入了 `http(s)` 地址和 Node.js 内置模块以外的东西；Node.js 缺少 `vm.SyntheticModule`（需要 `--experimental-vm-modules`）；或者在浏览器构建中运行了 Node.js 加载器。',
    ),
    confirm: t(
      "The message gives the URL or specifier. Fetch the URL with `curl` from the server, and check that the server build targets Node.js (`target: 'async-node'`).",
      "消息中给出了地址或模块标识。在服务器上用 `curl` 请求该地址，并确认服务端构建的目标是 Node.js（`target: 'async-node'`）。",
    ),
    fix: t(
      "Point the server at the producer's server build (a CommonJS entry built for `async-node`), make its imports absolute URLs, and start Node.js with `--experimental-vm-modules` for ES-module entries. See [a Node.js host gets remoteEntryExports is undefined](/guide/troubleshooting/#node-remote-entry).",
      '让服务端使用生产者的服务端构建（为 `async-node` 构建的 CommonJS 入口），把其中的导入改为绝对地址；对 ES 模块入口，用 `--experimental-vm-modules` 启动 Node.js。见 [Node.js 宿主报 remoteEntryExports is undefined](/guide/troubleshooting/#node-remote-entry)。',
    ),
  },

  // ---------------------------------------------------------------- retry plugin
  {
    id: 'retry-plugin',
    page: 'messages-runtime',
    match: [
      'Server error：',
      'Json parse error:',
      'retry failed after',
      'The request failed three times and has now been abandoned',
      'Trying again. Number of retries available',
      'script resource retrying',
    ],
    title: t('Retry plugin: retrying, falling back, giving up', '重试插件：重试、切换备用地址、放弃'),
    means: t(
      'The [retry plugin](/plugin/plugins/retry-plugin) re-requests a manifest or a script that failed. `Server error` and `Json parse error` are the failures it retries (an error status, a body that is not JSON); `Trying again` and `script resource retrying` count the attempts; `retry failed after … now will try fallbackUrl` switches to the fallback; `The request failed three times and has now been abandoned` is the end: the original error follows.',
      '[重试插件](/plugin/plugins/retry-plugin)会重新请求失败的 manifest 或脚本。`Server error` 和 `Json parse error` 是它重试的失败（错误状态码、不是 JSON 的响应体）；`Trying again` 和 `script resource retrying` 记录重试次数；`retry failed after … now will try fallbackUrl` 表示切换到备用地址；`The request failed three times and has now been abandoned` 表示彻底放弃，随后是原始错误。',
    ),
    confirm: t(
      'The Network panel shows one request per attempt to the same URL, then to the fallback.',
      '网络面板中能看到对同一地址每次重试一个请求，然后是对备用地址的请求。',
    ),
    fix: t(
      "Fix the producer's server first; the plugin only hides short outages. Its [options](/plugin/plugins/retry-plugin#options) set the number of retries and the fallback, and [the fallback manifest pitfall](/guide/troubleshooting/#retry-fallback-origin) explains why scripts may still come from the failing server.",
      '首先修复生产者的服务器；插件只能掩盖短暂的故障。它的[选项](/plugin/plugins/retry-plugin#options)可以设置重试次数和备用地址；[备用 manifest 的陷阱](/guide/troubleshooting/#retry-fallback-origin)解释了为什么脚本可能仍然来自故障的服务器。',
    ),
  },

  // ---------------------------------------------------------------- node package
  {
    id: 'node-hot-reload',
    page: 'messages-runtime',
    match: [
      'hash is different - must hot reload server',
      'hot reloading to refetch',
      'Failed to load or is not online',
      'Backup remote entry found:',
    ],
    title: t(
      'Node.js server hot reload of remotes (@module-federation/node)',
      'Node.js 服务端生产者热更新（@module-federation/node）',
    ),
    means: t(
      'The hot-reload helpers of `@module-federation/node` compare the remote entries a server loaded with the ones the producers serve now. A different hash means a producer was redeployed and the server must reload it; an unreachable or fake remote is fetched again; `Failed to load or is not online` means the producer did not answer; `Backup remote entry found` means a cached copy is used.',
      '`@module-federation/node` 的热更新工具会比较服务端已加载的远程入口和生产者当前提供的入口。哈希不同表示生产者重新部署了，服务端必须重新加载；无法访问或伪造的生产者会被重新获取；`Failed to load or is not online` 表示生产者没有响应；`Backup remote entry found` 表示使用了缓存的副本。',
    ),
    confirm: t(
      'These lines appear in the server log when `revalidate` (or `performReload`) runs; the remote name and URL are in the line.',
      '这些行在 `revalidate`（或 `performReload`）运行时出现在服务端日志中；行内给出了生产者名称和地址。',
    ),
    fix: t(
      'Nothing to fix when a producer was redeployed. For an offline producer, check its URL from the server.',
      '如果是生产者重新部署，无需处理。对于离线的生产者，请在服务器上检查它的地址。',
    ),
  },
  {
    id: 'node-chunk-loading',
    page: 'messages-runtime',
    match: [
      'filename option is required.',
      "'runInThisContext threw'",
      'does not exist',
      'failed to construct absolute chunk path',
      'Container not found',
      'Missing required properties. Returning empty string.',
      '__webpack_require__.l name is required',
      'Remote ${remote} is not defined in the global config',
      'flush error:',
    ],
    title: t(
      'Server chunk loading failed (@module-federation/node)',
      '服务端 chunk 加载失败（@module-federation/node）',
    ),
    means: t(
      "The Node.js chunk loading that `@module-federation/node` adds to a server build could not find or run a chunk: a chunk file missing on disk, a chunk URL it could not build from the remote's public path, a chunk that threw while `runInThisContext` evaluated it, or a container missing after its entry ran. The `flush chunks` lines come from the SSR helper that lists the chunks a render used.",
      '`@module-federation/node` 为服务端构建添加的 Node.js chunk 加载无法找到或执行某个 chunk：磁盘上缺少 chunk 文件、无法根据生产者的公共路径拼出 chunk 地址、chunk 在 `runInThisContext` 执行时抛错，或者入口执行后没有容器。`flush chunks` 相关的行来自列出一次渲染所用 chunk 的 SSR 工具。',
    ),
    confirm: t(
      "The line names the file, the remote or the URL. Check that the producer's server build (not its browser build) is deployed at the URL the server uses.",
      '这一行给出了文件、生产者或地址。确认服务端使用的地址上部署的是生产者的服务端构建，而不是浏览器构建。',
    ),
    fix: t(
      "Build the producer for `async-node` with `@module-federation/node`, serve that build, and give the server the producer's server entry. See [a Node.js host gets remoteEntryExports is undefined](/guide/troubleshooting/#node-remote-entry).",
      '用 `@module-federation/node` 为 `async-node` 构建生产者，部署这份构建，并把生产者的服务端入口提供给服务端。见 [Node.js 宿主报 remoteEntryExports is undefined](/guide/troubleshooting/#node-remote-entry)。',
    ),
  },
  {
    id: 'node-build-target',
    page: 'messages-build',
    match: ['build target is not set to "async-node"', "Can't find @module-federation/enhanced, falling back"],
    title: t('The server build target is not async-node', '服务端构建目标不是 async-node'),
    means: t(
      "`@module-federation/node`'s plugin expects a server build with `target: 'async-node'`, whose chunks load asynchronously; with another target it patches the chunk handlers and warns that this may not work. Without `@module-federation/enhanced` installed it falls back to webpack's own federation plugin.",
      "`@module-federation/node` 的插件要求服务端构建使用 `target: 'async-node'`，这样 chunk 才能异步加载；使用其他目标时，它会修补 chunk 处理函数并警告这可能不起作用。没有安装 `@module-federation/enhanced` 时，它会退回到 webpack 自带的联邦插件。",
    ),
    confirm: t("Look at `target` in the server build's configuration.", '查看服务端构建配置中的 `target`。'),
    fix: t(
      "Set `target: 'async-node'` on the server build and install `@module-federation/enhanced`.",
      "给服务端构建设置 `target: 'async-node'`，并安装 `@module-federation/enhanced`。",
    ),
  },

  // ---------------------------------------------------------------- data prefetch
  {
    id: 'data-prefetch-strategy',
    page: 'messages-runtime',
    match: [
      'the shared strategy must be',
      'Your shared strategy is set to',
      'Unable to resolve runtime plugin file',
      'No prefetch function called',
      'compiler.options.context is not defined',
    ],
    title: t('Data prefetch: set-up errors', '数据预取：配置错误'),
    means: t(
      "`@module-federation/data-prefetch` needs `shareStrategy: 'loaded-first'` (the warning names the strategy set), its runtime plugin file installed next to it, and, in each producer, a prefetch file that exports the function the expose asks for.",
      "`@module-federation/data-prefetch` 需要 `shareStrategy: 'loaded-first'`（警告中给出了当前设置的策略），需要能找到它的运行时插件文件，并且每个生产者的预取文件都要导出暴露模块所需的函数。",
    ),
    confirm: t(
      "Check `shareStrategy` in the consumer, and the exports of the producer's `*.prefetch.ts` file against the function named in the message.",
      '检查消费者的 `shareStrategy`，并将生产者 `*.prefetch.ts` 文件的导出与消息中的函数名对照。',
    ),
    fix: t(
      'Set [`shareStrategy`](/configure/shareStrategy) to `loaded-first`, reinstall the package if its runtime plugin is missing, and export the prefetch function under the name the message gives.',
      '把 [`shareStrategy`](/configure/shareStrategy) 设为 `loaded-first`；如果缺少运行时插件，重新安装该包；并以消息给出的名称导出预取函数。',
    ),
  },
  {
    id: 'data-prefetch-timing',
    page: 'messages-runtime',
    match: [
      'Start Prefetch initContainer',
      'Start Prefetch afterResolve',
      'Start Get Prefetch Data',
      'Start Execute UseEffect',
    ],
    title: t('Data prefetch timing lines', '数据预取计时输出'),
    means: t(
      "Informational lines of `@module-federation/data-prefetch` that time each step of a prefetch, from the container's start to the component's effect. They are not errors.",
      '`@module-federation/data-prefetch` 的提示行，记录预取每一步的时间，从容器启动到组件的 effect。它们不是错误。',
    ),
    confirm: t('Each line carries the expose id and a timestamp.', '每一行都带有暴露模块的 id 和时间戳。'),
    fix: t(
      'Nothing to fix; compare the timestamps to see where a prefetch waits.',
      '无需处理；对比时间戳，可以看出预取在哪一步等待。',
    ),
  },
];

/** @type {import('../../lib/messages/pages.mjs').Entry[]} */
const BUILD_ENTRIES = [
  {
    id: 'name-required',
    page: 'messages-build',
    match: [
      'ModuleFederationPlugin name is required',
      '[ ModuleFederationPlugin ]: name is required',
      'The module federation option "name" is required',
      'container name can not be empty!',
      'name is required if you want to enable dev server!',
    ],
    select: [
      { package: 'enhanced', kind: 'throw', exact: 'name is required' },
      { package: 'manifest', kind: 'throw', exact: 'name is required' },
    ],
    title: t('The federation plugin needs a name', '联邦插件缺少 name'),
    means: t(
      "The build plugin (Rspack, webpack, Rsbuild, the manifest or the type dev server) was created without `name`, or with an empty one. Every producer and consumer needs a name: it is the container's global, the key of its manifest and the first part of every remote id.",
      '构建插件（Rspack、webpack、Rsbuild、manifest 或类型开发服务器）创建时没有 `name`，或者 `name` 为空。每个生产者和消费者都需要名称：它是容器的全局变量名、manifest 的键，也是每个远程 id 的第一段。',
    ),
    confirm: t(
      'Print the options you pass to the plugin; with a shared configuration file, check that it is the one the build reads.',
      '打印传给插件的选项；如果使用共享的配置文件，确认构建读取的就是它。',
    ),
    fix: t(
      'Set [`name`](/configure/name) to a valid JavaScript identifier that no other app on the page uses.',
      '把 [`name`](/configure/name) 设为一个合法的 JavaScript 标识符，并且页面上没有其他应用使用它。',
    ),
  },
  {
    id: 'options-format',
    page: 'messages-build',
    match: [
      'Unexpected options format',
      'Unexpected array in options',
      'Unexpected array of provides',
      'Unexpected array in shared',
      'Not support "array" remote value yet!',
      'Unexpected type for `',
      'publicPath must be string!',
    ],
    title: t('Unexpected options format', '选项格式不正确（Unexpected options format）'),
    means: t(
      'An option of the build plugin has a shape it does not accept: an array nested in the `shared` or `exposes` object form, an array as the value of one remote, a boolean option (`dts`, `manifest`, `dev`) given a string, or a `publicPath` that is not a string where the Rsbuild plugin needs one.',
      '构建插件的某个选项形状不被接受：在对象形式的 `shared` 或 `exposes` 中嵌套了数组、某个生产者的值是数组、布尔类选项（`dts`、`manifest`、`dev`）被赋予字符串，或者 Rsbuild 插件需要字符串的地方 `publicPath` 不是字符串。',
    ),
    confirm: t(
      "The message names the key when it can; compare its value with the option's page.",
      '消息会尽量给出键名；把它的值与该选项的文档对照。',
    ),
    fix: t(
      'Write [`shared`](/configure/shared#array-vs-object) either as an array of names or as an object of options, one string per remote in [`remotes`](/configure/remotes), and `true`, `false` or an object for the boolean-or-object options.',
      '[`shared`](/configure/shared#array-vs-object) 要么写成名称数组，要么写成选项对象；[`remotes`](/configure/remotes) 中每个生产者一个字符串；布尔或对象类选项只用 `true`、`false` 或对象。',
    ),
  },
  {
    id: 'provide-external-runtime',
    page: 'messages-build',
    match: ['You can only set provideExternalRuntime: true in pure consumer'],
    title: t('provideExternalRuntime only in a pure consumer', 'provideExternalRuntime 只能用于纯消费者'),
    means: t(
      '`experiments.provideExternalRuntime: true` makes a build provide the federation runtime to the producers that were built with `externalRuntime`; only a consumer that exposes nothing may do that.',
      '`experiments.provideExternalRuntime: true` 让构建为以 `externalRuntime` 构建的生产者提供联邦运行时；只有不暴露任何模块的消费者才能这样做。',
    ),
    confirm: t('The same build sets `exposes`.', '同一个构建设置了 `exposes`。'),
    fix: t(
      'Remove `exposes` from that build or the option from it. See [`provideExternalRuntime`](/configure/experiments#provideexternalruntime).',
      '从该构建中去掉 `exposes`，或去掉这个选项。见 [`provideExternalRuntime`](/en/configure/experiments#provideexternalruntime)（英文）。',
    ),
  },
  {
    id: 'version-unknown',
    page: 'messages-build',
    match: [
      'No required version specified and unable to automatically determine one',
      'No version specified and unable to automatically determine one',
      'Unable to find package.json for',
      'is not an object',
    ],
    title: t('No required version specified and unable to automatically determine one', '未指定所需版本且无法自动确定'),
    means: t(
      'A shared package has no `requiredVersion` (or `version`), and the plugin could not read one from a `package.json`: the package is not a dependency of the app, it is imported by a path, its `package.json` has no `version`, or a `package.json` on the way is not valid JSON.',
      '某个共享包没有 `requiredVersion`（或 `version`），插件也无法从 `package.json` 读出版本：这个包不是应用的依赖、是以路径导入的、它的 `package.json` 没有 `version`，或者途经的某个 `package.json` 不是合法 JSON。',
    ),
    confirm: t(
      "Look for the package in the `dependencies` of the app's `package.json` and in `node_modules/<package>/package.json`.",
      '在应用 `package.json` 的 `dependencies` 和 `node_modules/<包名>/package.json` 中查找这个包。',
    ),
    fix: t(
      'Add the package to `dependencies`, or set [`requiredVersion`](/configure/shared#requiredversion) and [`version`](/configure/shared#version) by hand (needed for `workspace:` packages of a monorepo), or `requiredVersion: false` to accept any version.',
      '把这个包加入 `dependencies`，或者手动设置 [`requiredVersion`](/configure/shared#requiredversion) 和 [`version`](/configure/shared#version)（monorepo 中的 `workspace:` 包需要这样做），或者设置 `requiredVersion: false` 接受任意版本。',
    ),
  },
  {
    id: 'include-exclude-filter',
    page: 'messages-build',
    match: ['does not satisfy include filter', 'matches exclude filter', '"singleton: true" is used together with'],
    title: t('A shared version is filtered out by include or exclude', '共享版本被 include 或 exclude 过滤'),
    means: t(
      'The `include` or `exclude` filter of a shared entry rejected the version found in `node_modules`, so that version is not provided. With `singleton: true` the plugin warns that filtering a singleton may leave two copies of it on the page (重复加载).',
      '共享条目的 `include` 或 `exclude` 过滤掉了 `node_modules` 中找到的版本，于是这个版本不会被提供。同时设置 `singleton: true` 时，插件会警告：过滤单例可能导致页面上出现两份（重复加载）。',
    ),
    confirm: t(
      'The message gives the package, the version found and the filter.',
      '消息给出了包名、找到的版本和过滤条件。',
    ),
    fix: t(
      'Widen the filter or drop it for singletons. See [`include` and `exclude`](/configure/shared#include-exclude) and [include and exclude have no effect with Rspack](/guide/troubleshooting/#shared-include-ignored).',
      '放宽过滤条件，或对单例去掉它。见 [`include` 和 `exclude`](/configure/shared#include-exclude) 以及 [Rspack 下 include 和 exclude 不生效](/guide/troubleshooting/#shared-include-ignored)。',
    ),
  },
  {
    id: 'plugin-internal',
    page: 'messages-build',
    match: [
      'Compilation is undefined',
      'ChunkGraph is undefined',
      'Runtime chunk is undefined',
      "Invalid 'compilation' argument",
      'Unable to resolve @module-federation/enhanced package.json',
      'Unable to resolve runtime entry',
      "Can't resolve ${resolveRequest}",
      'Can not get bundlerConfigs!',
      '`callerName` is undefined',
      'Detect duplicate register',
      'HMR is not implemented for module chunk format yet',
    ],
    title: t('The build plugin cannot find what the bundler should give it', '构建插件拿不到构建工具应提供的内容'),
    means: t(
      'The federation plugin ran in a bundler it does not fit, or twice: the compilation, chunk graph or runtime chunk it expects is missing, its own runtime files cannot be resolved (a broken install, or `@module-federation/*` packages of mixed versions), the Rsbuild plugin runs on an `@rsbuild/core` older than 1.3.21 (`callerName`), one plugin instance is registered twice (`Detect duplicate register`), or hot module replacement was asked of an ES-module output.',
      '联邦插件运行在不匹配的构建工具中，或者运行了两次：它需要的 compilation、chunk graph 或运行时 chunk 不存在；它自己的运行时文件无法解析（安装损坏，或 `@module-federation/*` 各包版本不一致）；Rsbuild 插件运行在低于 1.3.21 的 `@rsbuild/core` 上（`callerName`）；同一个插件实例注册了两次（`Detect duplicate register`）；或者对 ES 模块输出开启了模块热替换。',
    ),
    confirm: t(
      'Run `npm ls @module-federation/enhanced @rspack/core webpack @rsbuild/core` and look for two versions of a package, and for the federation plugin listed twice in the configuration.',
      '运行 `npm ls @module-federation/enhanced @rspack/core webpack @rsbuild/core`，查看是否有某个包存在两个版本，以及配置中是否把联邦插件列了两次。',
    ),
    fix: t(
      'Install one version of the `@module-federation/*` packages, use the plugin made for your bundler (`@module-federation/enhanced/rspack` for Rspack, `@module-federation/enhanced/webpack` for webpack, `@module-federation/rsbuild-plugin` for Rsbuild 1.3.21 and later), add it once, and turn hot updates off for `output.module` builds.',
      '让 `@module-federation/*` 各包只安装一个版本，使用与构建工具对应的插件（Rspack 用 `@module-federation/enhanced/rspack`，webpack 用 `@module-federation/enhanced/webpack`，Rsbuild 1.3.21 及以上用 `@module-federation/rsbuild-plugin`），只添加一次，并对 `output.module` 构建关闭热更新。',
    ),
  },
  {
    id: 'shared-fallback-build',
    page: 'messages-build',
    match: [
      'Start building shared fallback resources',
      'All shared fallback have been compiled successfully',
      'compilation failed',
      'compilation succeeded',
      'Can not get shared ${name} entryPoint!',
      'Can not get shared ${name} chunk!',
      'no files found for shared ${name} chunk',
      'chunk should not have multiple files!',
    ],
    title: t('Building the shared tree-shaking fallbacks', '构建共享依赖摇树的回退产物'),
    means: t(
      "With `treeShaking` on a shared package, the producer builds a full copy of the package as a fallback, in a child compilation of its own. These lines report that build: its start and success, a package whose fallback failed to compile (the compiler's errors follow), or a fallback chunk that came out with no file or several files.",
      '共享包开启 `treeShaking` 后，生产者会在单独的子编译中构建该包的完整副本作为回退产物。这些行报告的就是这次构建：开始和成功、某个包的回退产物编译失败（后面跟着编译器的错误），或者回退 chunk 没有产生文件或产生了多个文件。',
    ),
    confirm: t(
      'The failing package is named; its own errors follow the line.',
      '消息给出了失败的包名，后面跟着它自己的错误。',
    ),
    fix: t(
      "Fix the errors of that package's build (often a missing peer dependency), or turn `treeShaking` off for it. A `splitChunks` rule that splits the fallback into several files must exclude it. See [shared tree shaking](/configure/shared#tree-shaking-build).",
      '修复该包构建中的错误（常见的是缺少对等依赖），或对它关闭 `treeShaking`。如果 `splitChunks` 规则把回退产物拆成了多个文件，需要把它排除。见[共享依赖摇树](/configure/shared#tree-shaking-build)。',
    ),
  },
  {
    id: 'manifest-build',
    page: 'messages-build',
    match: [
      'Can not get remoteEntry entryPoint!',
      'Can not get remoteEntry chunk!',
      'no files found for remoteEntry chunk',
      'remoteEntry chunk should not have multiple files!',
      'Can not get library.name',
      'Can not get pluginVersion',
      'Manifest will not generate',
      'Manifest will use absolute path resolution',
      'getTypesMetaInfo failed',
      'Manifest Link:',
      'Failed to parse stats asset',
      'Failed to parse manifest asset',
      'Failed to read stats or manifest assets for merge',
    ],
    title: t('The manifest cannot be written', 'manifest 无法生成'),
    means: t(
      "The manifest plugin could not describe the build: the remote entry chunk is missing or split into several files (a `splitChunks` or `runtimeChunk` setting), `library.name` is not a string, the public path is a function (no manifest then) or `auto` (the consumer resolves it from the manifest's own URL), or the types archive could not be described. `Manifest Link` is the information line that gives the manifest's URL in development.",
      'manifest 插件无法描述这次构建：远程入口 chunk 缺失或被拆成多个文件（`splitChunks` 或 `runtimeChunk` 配置导致）、`library.name` 不是字符串、公共路径是函数（此时不生成 manifest）或 `auto`（消费者按 manifest 自身的地址解析），或者无法描述类型压缩包。`Manifest Link` 是开发时给出 manifest 地址的提示行。',
    ),
    confirm: t(
      "Open the producer's output folder: `mf-manifest.json` and one `remoteEntry.js` should be there. Look for `splitChunks`, `runtimeChunk` and `output.publicPath` in the producer's configuration.",
      '打开生产者的输出目录：其中应当有 `mf-manifest.json` 和一个 `remoteEntry.js`。在生产者配置中查找 `splitChunks`、`runtimeChunk` 和 `output.publicPath`。',
    ),
    fix: t(
      'Keep the remote entry in one chunk (no `runtimeChunk`, no `splitChunks` rule that catches it), set a string `publicPath` or `auto`, and see [`manifest`](/configure/manifest) for the fields.',
      '让远程入口保持为一个 chunk（不要 `runtimeChunk`，也不要让 `splitChunks` 规则拆到它），把 `publicPath` 设为字符串或 `auto`；各字段见 [`manifest`](/configure/manifest)。',
    ),
  },
  {
    id: 'bridge-alias-build',
    page: 'messages-build',
    match: [
      'The `disableAlias` option is deprecated',
      'Detected @module-federation/bridge-react in your dependencies',
      'bridge-react /base entry not found',
      'Router disabled - using /base entry',
      'Failed to set /base alias',
    ],
    title: t("The build plugin and bridge-react's router alias", '构建插件与 bridge-react 的路由别名'),
    means: t(
      'When `@module-federation/bridge-react` is a dependency, the build plugin aliases it to the entry that matches the app: with `react-router-dom` it keeps the router-aware entry; with `bridge.enableBridgeRouter: false` it uses the `/base` entry without the router. The lines report which one it chose, that the `/base` entry was not found in the installed bridge, and that `disableAlias` is replaced by `enableBridgeRouter: false`.',
      '当 `@module-federation/bridge-react` 是依赖时，构建插件会把它的别名指向与应用匹配的入口：有 `react-router-dom` 时保留支持路由的入口；设置 `bridge.enableBridgeRouter: false` 时使用不含路由的 `/base` 入口。这些行报告它选择了哪个入口、已安装的 Bridge 中找不到 `/base` 入口，以及 `disableAlias` 已被 `enableBridgeRouter: false` 取代。',
    ),
    confirm: t(
      'Look at the `bridge` option of the plugin and at the installed version of `@module-federation/bridge-react`.',
      '查看插件的 `bridge` 选项和已安装的 `@module-federation/bridge-react` 版本。',
    ),
    fix: t(
      'Replace `disableAlias: true` with `enableBridgeRouter: false`, and install a bridge release of the same line as the build plugin. See the [React bridge](/practice/bridge/react-bridge).',
      '把 `disableAlias: true` 换成 `enableBridgeRouter: false`，并安装与构建插件同一版本线的 Bridge。见 [React Bridge](/practice/bridge/react-bridge)。',
    ),
  },
  {
    id: 'get-public-path-no-exposes',
    page: 'messages-build',
    match: ["Detect you don't set exposes, 'getPublicPath' will not have effect."],
    title: t('getPublicPath has no effect without exposes', '没有 exposes 时 getPublicPath 不生效'),
    means: t(
      "[`getPublicPath`](/configure/getpublicpath) sets where a producer's assets are loaded from; a build that exposes nothing has no such assets.",
      '[`getPublicPath`](/configure/getpublicpath) 决定生产者资源从哪里加载；不暴露任何模块的构建没有这样的资源。',
    ),
    confirm: t('The build sets `getPublicPath` but no `exposes`.', '构建设置了 `getPublicPath`，却没有 `exposes`。'),
    fix: t(
      'Remove `getPublicPath` from the consumer, or add the `exposes` it was meant for.',
      '从消费者中去掉 `getPublicPath`，或加上它原本要配合的 `exposes`。',
    ),
  },
  {
    id: 'rsbuild-options',
    page: 'messages-build',
    match: [
      'The `ssr` option is deprecated',
      "'target' option is only supported in Rslib",
      'as global plugin in rslib.config.ts',
      'environment is already defined',
      'Can not find environment',
      'optimization.runtimeChunk` is disabled because Module Federation',
      'is removed from externals because it is a shared module',
      'already exists, please modify this expose key',
    ],
    title: t('Rsbuild plugin options', 'Rsbuild 插件选项'),
    means: t(
      "The Rsbuild plugin rejected a combination of options: `ssr` (replaced by `target: 'dual'`), `target` outside Rslib, a `dual` target with the plugin registered on one library instead of globally, an environment name it needs that is taken or absent, or an expose whose name ends with the data-fetch suffix. It also tells you that it turned `optimization.runtimeChunk` off and removed a shared package from `externals`, which federation needs.",
      "Rsbuild 插件拒绝了某种选项组合：`ssr`（已被 `target: 'dual'` 取代）、在 Rslib 之外使用 `target`、`dual` 目标却把插件注册在单个库上而不是全局、它需要的环境名已被占用或不存在，或者某个暴露名以数据获取的后缀结尾。它还会告诉你：它关闭了 `optimization.runtimeChunk`，并把一个共享包从 `externals` 中移除，这是联邦所必需的。",
    ),
    confirm: t('The message names the option or the environment.', '消息中给出了选项或环境名。'),
    fix: t(
      "Use `target: 'dual'` in an Rslib configuration with the plugin in the top-level `plugins`, rename the environment or the expose the message names, and leave `runtimeChunk` and the shared `externals` to the plugin. See [the quick start](/guide/start/quick-start), which sets up the Rsbuild plugin.",
      "在 Rslib 配置中使用 `target: 'dual'`，并把插件放在顶层 `plugins` 中；重命名消息指出的环境或暴露名；`runtimeChunk` 和共享包的 `externals` 交给插件处理。见[快速上手](/guide/start/quick-start)，其中配置了 Rsbuild 插件。",
    ),
  },
  {
    id: 'rsbuild-cors',
    page: 'messages-build',
    match: ['Detect that CORS options are not set'],
    title: t('Detect that CORS options are not set', '未设置 CORS 选项（跨域）'),
    means: t(
      'The Rsbuild plugin adds an `Access-Control-Allow-Headers: *` header to the dev server because `server.cors` is not configured, so that consumers on other origins can load the producer (跨域).',
      '由于没有配置 `server.cors`，Rsbuild 插件会给开发服务器加上 `Access-Control-Allow-Headers: *` 响应头，让其他源上的消费者能够加载生产者（跨域）。',
    ),
    confirm: t('The Rsbuild configuration has no `server.cors`.', 'Rsbuild 配置中没有 `server.cors`。'),
    fix: t(
      'Set `server.cors` to the origins of your consumers. See [the Rsbuild plugin warns about CORS](/guide/troubleshooting/#cors-warning).',
      '把 `server.cors` 设为消费者的源。见 [Rsbuild 插件的 CORS 警告](/guide/troubleshooting/#cors-warning)。',
    ),
  },

  // ---------------------------------------------------------------- types (dts-plugin) and CLI
  {
    id: 'dts-download',
    page: 'messages-build',
    match: [
      'receives invalid content-type',
      'Failed to download types archive from',
      'types archive url!',
      'api types url!',
      'Request failed with status ${resp.status}',
      'remoteTypeUrls must be consumed before resolveRemotes',
      '[ dynamic-remote-type-hints-plugin ] err:',
    ],
    title: t('Remote types could not be downloaded', '无法下载生产者的类型'),
    means: t(
      "While consuming types, the plugin could not fetch a producer's types: its manifest has no types archive URL (the producer does not generate types), the archive URL answered with an error or with HTML, or the download failed. The consumer still builds, without that producer's types.",
      '消费类型时，插件无法获取某个生产者的类型：它的 manifest 中没有类型压缩包地址（生产者没有生成类型）、压缩包地址返回了错误或 HTML，或者下载失败。消费者仍然能构建，只是缺少该生产者的类型。',
    ),
    confirm: t(
      "Open the producer's `mf-manifest.json` and look at `metaData.types`; open the `@mf-types.zip` URL it gives. Run with `FEDERATION_DEBUG=true` for the details.",
      '打开生产者的 `mf-manifest.json`，查看 `metaData.types`；打开其中给出的 `@mf-types.zip` 地址。用 `FEDERATION_DEBUG=true` 运行可以看到细节。',
    ),
    fix: t(
      "Turn on [`dts.generateTypes`](/configure/dts#generatetypes) in the producer and serve `@mf-types.zip` next to its manifest. See [the producer's types no longer appear](/guide/troubleshooting/#types-missing).",
      '在生产者中开启 [`dts.generateTypes`](/configure/dts#generatetypes)，并把 `@mf-types.zip` 与 manifest 放在一起提供。见[生产者的类型不再出现](/guide/troubleshooting/#types-missing)。',
    ),
  },
  {
    id: 'dts-config',
    page: 'messages-build',
    match: [
      'options.remote is required if you want to generateTypes',
      'options.host is required if you want to consumeTypes',
      'moduleFederationConfig is required',
      'Can not get effective rootDir',
      'tsc --listFilesOnly',
      'dts is only supported for TypeScript projects',
      'dts is not enabled in module-federation.config.ts',
      'dts.consumeTypes is not enabled',
      'dts.generateTypes is not enabled',
    ],
    title: t('Type generation or consumption is not configured', '类型生成或消费未配置'),
    means: t(
      "The type tools were started without what they need: generating types without the producer's options, consuming without the consumer's, a worker started with `consumeTypes: false` and no federation config, a `tsconfig` from which no common `rootDir` follows, or the `mf` CLI run on a project without TypeScript or without `dts`. The `tsc --listFilesOnly` warning means only the exposed files, not their imports, are collected.",
      '类型工具启动时缺少所需的内容：生成类型时没有生产者的选项、消费类型时没有消费者的选项、以 `consumeTypes: false` 启动的 worker 没有联邦配置、无法从 `tsconfig` 推出公共的 `rootDir`，或者在没有 TypeScript 或没有 `dts` 的项目中运行了 `mf` CLI。`tsc --listFilesOnly` 警告表示只收集了暴露的文件，没有收集它们导入的文件。',
    ),
    confirm: t(
      'Look at the `dts` option of the plugin and at the `tsconfig.json` it uses.',
      '查看插件的 `dts` 选项和它使用的 `tsconfig.json`。',
    ),
    fix: t(
      'Configure [`dts`](/configure/dts) (or `dts: false` to turn the tools off), set `compilerOptions.rootDir` in the `tsconfig` the plugin reads, and see [the type worker crashes with moduleFederationConfig is required](/guide/troubleshooting/#consume-types-false).',
      '配置 [`dts`](/configure/dts)（或用 `dts: false` 关闭类型工具），在插件读取的 `tsconfig` 中设置 `compilerOptions.rootDir`；另见[类型 worker 报 moduleFederationConfig is required](/guide/troubleshooting/#consume-types-false)。',
    ),
  },
  {
    id: 'dts-progress',
    page: 'messages-build',
    match: [
      'No type files to compile, skip',
      'Federated types created correctly',
      'Federated types extraction completed',
      'tempTsConfigJsonPath:',
      'remote types...',
      'remote types success!',
      'generating types...',
      'generate types success!',
      'generate types fail!',
      'process.env.NODE_ENV is set to',
      'Invalid mode:',
    ],
    title: t('Type generation progress lines', '类型生成进度输出'),
    means: t(
      "Information and debug lines of the type tools and the `mf` CLI: types generated, extracted or skipped (no file to compile), each step of fetching and generating in the dev worker, and the `NODE_ENV` the CLI sets. `generate types fail!` is followed by the compiler's error. `Invalid mode` lists the modes the CLI accepts.",
      '类型工具和 `mf` CLI 的提示与调试输出：类型已生成、已提取或被跳过（没有要编译的文件），开发 worker 中获取和生成的每一步，以及 CLI 设置的 `NODE_ENV`。`generate types fail!` 后面跟着编译器的错误。`Invalid mode` 列出了 CLI 接受的模式。',
    ),
    confirm: t('The lines appear during the build or `mf dts`.', '这些行出现在构建或 `mf dts` 运行期间。'),
    fix: t(
      'Nothing to fix for the information lines; for `generate types fail!`, see [TYPE-001](/guide/troubleshooting/type#type-001). The time type generation adds to a rebuild is cut by [`dts`](/configure/dts) options such as `generateTypes: false` in development.',
      '提示行无需处理；对于 `generate types fail!`，见 [TYPE-001](/guide/troubleshooting/type#type-001)。类型生成给每次重新构建增加的时间，可以通过 [`dts`](/configure/dts) 选项（例如开发时设置 `generateTypes: false`）减少。',
    ),
  },
  {
    id: 'dts-broker',
    page: 'messages-build',
    match: [
      'Broker',
      "doesn't have IPC channels",
      "doesn't have open IPC channels",
      'Worker is not connected - cannot perform RPC.',
      'Error sending message:',
      'Pipe closed before message could be sent:',
      'Unexpected error:',
      'Unhandled Rejection Error:',
      'Unhandled Exception Error:',
      'removeLogFile error forkDevWorker',
      'mf server will exit...',
      'exited with code',
    ],
    select: [{ package: 'dts-plugin', kind: 'throw', exact: '${action} error' }],
    title: t('The type dev server and its worker stopped', '类型开发服务器及其 worker 停止'),
    means: t(
      'In development the type tools run in a child process that talks to the build over IPC and to the consumers through a broker. These lines report that the child process lost its channel, that the broker could not add or notify a publisher, subscriber or web client, or that the process exits after a signal or an unhandled error (the error is logged first).',
      '开发时，类型工具运行在一个子进程中，它通过 IPC 与构建通信，通过一个 broker 与消费者通信。这些行报告：子进程失去了通信通道，broker 无法添加或通知发布者、订阅者或 Web 客户端，或者进程在收到信号或未处理的错误后退出（错误会先被打印）。',
    ),
    confirm: t(
      "The error logged before `mf server will exit` is the cause; the broker's port (by default 16322) may be taken by another dev server.",
      '`mf server will exit` 之前打印的错误就是原因；broker 的端口（默认 16322）可能被另一个开发服务器占用。',
    ),
    fix: t(
      'Restart the dev server; when several run at once, give each its own port or turn the dev type tools off with `dev: { disableDynamicRemoteTypeHints: true }` or [`dts`](/configure/dts) options. See [the dev option](/configure/dev).',
      '重启开发服务器；同时运行多个时，给每个单独的端口，或用 `dev: { disableDynamicRemoteTypeHints: true }` 或 [`dts`](/configure/dts) 选项关闭开发时的类型工具。见 [dev 选项](/configure/dev)。',
    ),
  },
];

/** @type {import('../../lib/messages/pages.mjs').Entry[]} */
const BRIDGE_ENTRIES = [
  {
    id: 'bridge-debug',
    page: 'messages-bridge',
    select: [
      { package: 'bridge-react', kind: 'debug' },
      { package: 'bridge-vue3', kind: 'debug' },
      { package: 'bridge-react', kind: 'info' },
    ],
    title: t('Bridge debug lines', 'Bridge 调试输出'),
    means: t(
      'Trace lines of the bridges: each render, destroy, router and data-fetch step of `createBridgeComponent` and `createRemoteAppComponent`, with the props or data it handled. The bridges print them only in debug mode, and they are not errors.',
      'Bridge 的跟踪输出：`createBridgeComponent` 和 `createRemoteAppComponent` 每次渲染、销毁、路由和数据获取的步骤，以及它处理的 props 或数据。Bridge 只在调试模式下打印它们，它们不是错误。',
    ),
    confirm: t(
      'Debug mode is on: `localStorage.FEDERATION_DEBUG` is set in the browser, or `FEDERATION_DEBUG` in the environment of Node.js.',
      '调试模式已开启：浏览器中设置了 `localStorage.FEDERATION_DEBUG`，或者 Node.js 的环境变量中有 `FEDERATION_DEBUG`。',
    ),
    fix: t(
      'Remove `FEDERATION_DEBUG` to silence them. See [`FEDERATION_DEBUG`](/guide/basic/chrome-devtool#federation-debug).',
      '去掉 `FEDERATION_DEBUG` 即可关闭。见 [`FEDERATION_DEBUG`](/guide/basic/chrome-devtool#federation-debug)。',
    ),
  },
  {
    id: 'bridge-react-legacy',
    page: 'messages-bridge',
    match: ['detected in legacy mode', 'Root does not have unmount method'],
    title: t('React 19 detected in legacy mode', '检测到旧模式下的 React 19（legacy mode）'),
    means: t(
      'The default entry of `@module-federation/bridge-react` renders with `ReactDOM.render` when it cannot find `createRoot`; React 19 removed that API, so it throws, and with React 18 it warns. `Root does not have unmount method` means the root it made cannot be unmounted, which follows from the same mismatch.',
      '`@module-federation/bridge-react` 的默认入口在找不到 `createRoot` 时会用 `ReactDOM.render` 渲染；React 19 移除了这个 API，所以它会抛错，React 18 下则是警告。`Root does not have unmount method` 表示它创建的根节点无法卸载，原因相同。',
    ),
    confirm: t(
      'Check the React version of the producer and the entry it imports `createBridgeComponent` from.',
      '检查生产者的 React 版本，以及它从哪个入口导入 `createBridgeComponent`。',
    ),
    fix: t(
      'Import `createBridgeComponent` from the version-specific entry the message names (`@module-federation/bridge-react/v19` for React 19, `/v18` for React 18). See the [React bridge](/practice/bridge/react-bridge).',
      '从消息指出的按版本区分的入口导入 `createBridgeComponent`（React 19 用 `@module-federation/bridge-react/v19`，React 18 用 `/v18`）。见 [React Bridge](/practice/bridge/react-bridge)。',
    ),
  },
  {
    id: 'bridge-export',
    page: 'messages-bridge',
    match: ['has the correct export when export is', 'module not found'],
    title: t('Make sure that … has the correct export', '确认模块导出正确（has the correct export）'),
    means: t(
      '`createRemoteAppComponent` (or `createLazyComponent`) loaded the expose, but the export it was told to use (`export`, `default` by default) is not there, or the module did not load at all (`module not found`).',
      '`createRemoteAppComponent`（或 `createLazyComponent`）加载了暴露模块，但它要使用的导出（`export`，默认是 `default`）不存在，或者模块根本没有加载成功（`module not found`）。',
    ),
    confirm: t(
      "Run `await loadRemote('<id>')` in the console and look at the keys of the module.",
      "在控制台运行 `await loadRemote('<id>')`，查看模块的键。",
    ),
    fix: t(
      "Export the bridge component as the default export of the expose, or pass `export: '<name>'`. See [loadRemote resolves, but the component is undefined](/guide/troubleshooting/#default-export).",
      "把 Bridge 组件作为暴露模块的默认导出，或者传入 `export: '<名称>'`。见 [loadRemote 成功但组件是 undefined](/guide/troubleshooting/#default-export)。",
    ),
  },
  {
    id: 'bridge-deprecated',
    page: 'messages-bridge',
    match: ['createRemoteComponent is deprecated', 'createRemoteAppComponent is deprecated'],
    title: t('createRemoteComponent is deprecated', 'createRemoteComponent 已废弃'),
    means: t(
      "The old name of the host-side helper still works but warns. (The Vue bridge's warning names the new function twice: it means `createRemoteComponent`.)",
      '宿主端辅助函数的旧名称仍然可用，但会发出警告。（Vue Bridge 的警告里两次写的都是新函数名，实际指的是 `createRemoteComponent`。）',
    ),
    confirm: t('Search the host for `createRemoteComponent(`.', '在宿主中搜索 `createRemoteComponent(`。'),
    fix: t(
      'Rename the call to `createRemoteAppComponent`; the options are the same.',
      '把调用改名为 `createRemoteAppComponent`，选项不变。',
    ),
  },
  {
    id: 'bridge-data-fetch',
    page: 'messages-bridge',
    match: [
      'Data fetch for ID',
      'fetch data from server, error:',
      'Expected a Promise from fetchDataPromise',
      'host instance not found!',
      'server plugin data fetch error:',
      'version is empty',
      'snapshot is empty',
      'ssrPublicPath is required while fetching',
      'ssrRemoteEntry is required while loading',
      'instance is required for createLazyComponent!',
      'load remote failed',
      'moduleId is empty',
      'can not find loaded remote(',
      'dataFetchItem not found, id:',
      'fetchData not found in remote',
      'id is required',
      'instance is required for prefetch!',
      'in instance.options.remotes!',
      'Background revalidation failed:',
      'must be a positive integer',
    ],
    title: t('Data fetching with createLazyComponent failed', 'createLazyComponent 数据获取失败'),
    means: t(
      "The data-fetch helpers of `@module-federation/bridge-react` (`createLazyComponent`, `prefetch`, the server middleware) could not fetch a component's data: the data loader took longer than 20 seconds, the host instance or the remote is unknown (the id is not in `instance.options.remotes`), the remote's snapshot lacks the version or the SSR fields (`ssrPublicPath`, `ssrRemoteEntry`) a server render needs, or the expose has no data loader. The cache options must be positive integers.",
      '`@module-federation/bridge-react` 的数据获取工具（`createLazyComponent`、`prefetch`、服务端中间件）无法获取组件数据：数据加载函数超过 20 秒、宿主实例或生产者未知（id 不在 `instance.options.remotes` 中）、生产者快照缺少服务端渲染所需的版本或 SSR 字段（`ssrPublicPath`、`ssrRemoteEntry`），或者暴露模块没有数据加载函数。缓存选项必须是正整数。',
    ),
    confirm: t(
      "The message gives the id. Check that the remote is registered on the instance you pass, and that the producer's manifest has `ssrRemoteEntry` when the host renders on the server.",
      '消息给出了 id。确认生产者注册在你传入的实例上；宿主做服务端渲染时，确认生产者的 manifest 中有 `ssrRemoteEntry`。',
    ),
    fix: t(
      'Pass the instance that registered the remote, build the producer for the server as well when the host renders there, export a data loader next to the expose, and make the loader answer within 20 seconds. See the [React bridge](/practice/bridge/react-bridge).',
      '传入注册了该生产者的实例；宿主做服务端渲染时，同时为服务端构建生产者；在暴露模块旁导出数据加载函数，并让它在 20 秒内返回。见 [React Bridge](/practice/bridge/react-bridge)。',
    ),
  },
];

/** @type {import('../../lib/messages/pages.mjs').Entry[]} */
export const MESSAGE_ENTRIES = [...RUNTIME_ENTRIES, ...BUILD_ENTRIES, ...BRIDGE_ENTRIES];
