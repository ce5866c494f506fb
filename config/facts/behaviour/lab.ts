import type { BehaviourFact } from './types';

/** A fact read from the federation lab: what a real build showed (tests/lab/README.md has the scenarios). */
function seen(value: string, en: string, zh: string, scenario: string, bundler: string): BehaviourFact {
  return { value, claim: { en, zh }, source: `federation lab scenario \`${scenario}\` (${bundler})` };
}

const RSPACK = '@rspack/core 2.3.2 with @module-federation/enhanced 2.9.2 (rspack), loaded in Chromium';

/**
 * Facts about built producers and consumers, read from the federation lab (tests/lab/): each scenario
 * builds its apps with the real plugins and loads the consumer in Chromium; the facts test reads what it
 * recorded (tests/unit/facts/behaviour/lab.scenarios.ts). `lab.<slug>.seen` is what the reader sees in the
 * broken build of a symptom entry of /guide/troubleshooting/, `lab.<slug>.fixed` what the fixed build gives.
 */
export const LAB_FACTS = {
  'lab.expose-missing.seen': seen(
    'Module "./buton" does not exist in container.',
    'A consumer that imports `producer/buton` from a producer that exposes `./Button` gets a rejected import with this message (first line) and no error code: the built container rejects before the runtime could raise `RUNTIME-014`.',
    '消费者从只暴露了 `./Button` 的生产者导入 `producer/buton` 时，导入以这条消息（第一行）被拒绝，且没有错误码：构建出的容器先行拒绝，运行时来不及抛出 `RUNTIME-014`。',
    'symptom.expose-missing',
    RSPACK,
  ),
  'lab.expose-missing.fixed': seen(
    'Button from producer',
    'With the key spelled as the producer exposes it (`producer/Button`), the import resolves and the exposed function returns this text.',
    '按生产者暴露的写法（`producer/Button`）导入时，导入成功，暴露的函数返回这段文字。',
    'symptom.expose-missing',
    RSPACK,
  ),
  'lab.webpack.pinned-version': seen(
    '5.111.1',
    'The webpack release the lab builds the webpack scenarios with (`webpack` in package.json): the newest 5.x release the lab found on which `@module-federation/enhanced/webpack` 2.9.2 builds a producer and a consumer that load in Chromium.',
    '实验室构建 webpack 场景所用的 webpack 版本（package.json 中的 `webpack`）：实验室找到的、能让 `@module-federation/enhanced/webpack` 2.9.2 构建出可在 Chromium 中加载的生产者和消费者的最新 5.x 版本。',
    'symptom.webpack-upgrade',
    'webpack with @module-federation/enhanced 2.9.2 (webpack)',
  ),
  'lab.webpack-upgrade.broken-version': seen(
    '5.112.2',
    'The webpack release on which the 2.9.2 webpack plugin fails when it is applied (installed for the lab as `webpack-5.112.2`).',
    '2.9.2 版 webpack 插件在应用时就失败的 webpack 版本（实验室以 `webpack-5.112.2` 的名字安装）。',
    'symptom.webpack-upgrade',
    'webpack with @module-federation/enhanced 2.9.2 (webpack)',
  ),
  'lab.webpack-upgrade.seen': seen(
    "Cannot find module 'webpack/lib/util/extractUrlAndGlobal'",
    'With that webpack installed, building a producer or a consumer with `@module-federation/enhanced/webpack` 2.9.2 throws this error (first line) before anything is compiled: the plugin requires a file that this webpack moved to `webpack/lib/externals/`.',
    '安装了这个 webpack 版本时，用 `@module-federation/enhanced/webpack` 2.9.2 构建生产者或消费者，会在编译开始前抛出这个错误（第一行）：插件引用的文件在这个 webpack 版本中已经移到了 `webpack/lib/externals/`。',
    'symptom.webpack-upgrade',
    'webpack 5.112.2 with @module-federation/enhanced 2.9.2 (webpack)',
  ),
  'lab.webpack-upgrade.fixed': seen(
    'Button from producer',
    'With the pinned webpack, the same producer and consumer build, and the consumer loads the exposed module in Chromium: it returns this text.',
    '使用固定的 webpack 版本时，同样的生产者和消费者都能构建成功，消费者在 Chromium 中加载暴露的模块，得到这段文字。',
    'symptom.webpack-upgrade',
    'webpack 5.111.1 with @module-federation/enhanced 2.9.2 (webpack), loaded in Chromium',
  ),
  'lab.shared-loaded-twice.seen': seen(
    'two copies',
    "A consumer shares `lib-x` 1.0.0 as a `singleton`, the producer does not list it in `shared`: the module the producer exposes gets its own bundled copy, not the consumer's (an identity check on the package's module-level object). With React, two copies are what breaks hooks.",
    '消费者把 `lib-x` 1.0.0 作为 `singleton` 共享，生产者的 `shared` 里却没有列出它：生产者暴露的模块拿到的是自己打包的那一份，而不是消费者的（对包的模块级对象做同一性比较）。对 React 来说，两份副本正是 hooks 出错的原因。',
    'symptom.shared-loaded-twice',
    RSPACK,
  ),
  'lab.shared-loaded-twice.fixed': seen(
    'one copy',
    "When both sides list `lib-x` as a `singleton`, the consumer and the producer's module get the same object.",
    '两边都把 `lib-x` 列为 `singleton` 时，消费者和生产者的模块拿到的是同一个对象。',
    'symptom.shared-loaded-twice',
    RSPACK,
  ),
  'lab.singleton-version-warning.seen': seen(
    '[ Federation Runtime ] Version 2.0.0 from producer of shared singleton module lib-x does not satisfy the requirement of consumer which needs ^1.0.0)',
    'The consumer provides `lib-x` 1.0.0 as a `singleton` with `requiredVersion: "^1.0.0"`, the producer provides 2.0.0 and requires `^2.0.0`: both run 2.0.0 (the highest version registered), and the browser console shows this warning for the consumer (the closing parenthesis is in the message).',
    '消费者以 `singleton` 提供 `lib-x` 1.0.0，`requiredVersion` 为 `"^1.0.0"`；生产者提供 2.0.0，要求 `^2.0.0`：两边运行的都是 2.0.0（已注册的最高版本），浏览器控制台为消费者输出这条警告（末尾的右括号就在消息里）。',
    'symptom.singleton-version-warning',
    RSPACK,
  ),
  'lab.singleton-version-warning.fixed': seen(
    'no warning',
    'With the producer built against 1.0.0 and requiring `^1.0.0`, both run 1.0.0 and the console stays quiet.',
    '生产者基于 1.0.0 构建、要求 `^1.0.0` 时，两边都运行 1.0.0，控制台没有警告。',
    'symptom.singleton-version-warning',
    RSPACK,
  ),
  'lab.styles-missing.seen': seen(
    'rgb(0, 0, 0)',
    "An Rsbuild producer that imports its stylesheet in its own entry (not in the exposed module): in the consumer, the button it exposes keeps the browser's default text colour, this computed value, instead of its red.",
    'Rsbuild 生产者在自己的入口（而不是暴露的模块）里导入样式表：在消费者中，它暴露的按钮保持浏览器默认的文字颜色，即这个计算值，而不是它的红色。',
    'symptom.styles-missing',
    '@rsbuild/core 2.3.2 with @module-federation/rsbuild-plugin 2.9.2, loaded in Chromium',
  ),
  'lab.styles-missing.fixed': seen(
    'rgb(255, 0, 0)',
    "When the exposed module imports the stylesheet, the build puts the CSS in the expose's chunk and the button is red in the consumer.",
    '由暴露的模块导入样式表时，构建把 CSS 放进该模块的 chunk，按钮在消费者中显示为红色。',
    'symptom.styles-missing',
    '@rsbuild/core 2.3.2 with @module-federation/rsbuild-plugin 2.9.2, loaded in Chromium',
  ),
  'lab.chunks-404.seen': seen(
    'Loading chunk __federation_expose_Button failed.',
    "A producer built with `output.publicPath: '/'` and served from another origin: its remote entry loads, but the exposed module's chunk is requested from the consumer's origin, answers 404, and the import rejects with this message (first line).",
    "以 `output.publicPath: '/'` 构建、部署在另一个源上的生产者：远程入口能加载，但暴露模块的 chunk 却向消费者的源请求，返回 404，导入以这条消息（第一行）被拒绝。",
    'symptom.chunks-404',
    RSPACK,
  ),
  'lab.chunks-404.fixed': seen(
    'Button from producer',
    "With `publicPath: 'auto'`, the chunk is requested next to the remote entry and the module loads.",
    "改用 `publicPath: 'auto'` 后，chunk 从远程入口所在的位置请求，模块正常加载。",
    'symptom.chunks-404',
    RSPACK,
  ),
  'lab.startup-sync-share.seen': seen(
    '[ Federation Runtime ]: Invalid loadShareSync function call from runtime #RUNTIME-006',
    'A consumer whose entry imports a shared (not eager) package at its top level, without an async boundary, fails at startup with this uncaught error (first line); the console shows `loadShareSync failed!` before it.',
    '消费者的入口在顶层导入一个共享（非 eager）的包、没有异步边界时，启动即以这个未捕获的错误（第一行）失败；在它之前控制台会先输出 `loadShareSync failed!`。',
    'symptom.startup-sync-share',
    RSPACK,
  ),
  'lab.startup-sync-share.fixed': seen(
    'started',
    "With the entry reduced to `import('./bootstrap.js')`, the app starts and uses the shared package.",
    "把入口改成只有 `import('./bootstrap.js')` 后，应用正常启动并使用共享包。",
    'symptom.startup-sync-share',
    RSPACK,
  ),
  'lab.manifest-cors.seen': seen(
    '[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003',
    'A manifest remote on another origin, served without `Access-Control-Allow-Origin`: the import rejects with this error (first line), whose original error is `TypeError: Failed to fetch`; the console names the CORS block.',
    '另一个源上的 manifest 生产者，响应不带 `Access-Control-Allow-Origin`：导入以这个错误（第一行）被拒绝，其原始错误是 `TypeError: Failed to fetch`；控制台会指出请求被 CORS 拦截。',
    'symptom.manifest-cors',
    RSPACK,
  ),
  'lab.manifest-cors.console': seen(
    "No 'Access-Control-Allow-Origin' header is present on the requested resource.",
    "The end of Chromium's console message for the blocked manifest request (it starts with `Access to fetch at '<manifest URL>' from origin '<page origin>' has been blocked by CORS policy:`).",
    "Chromium 控制台中关于被拦截的 manifest 请求的消息结尾（消息以 `Access to fetch at '<manifest URL>' from origin '<page origin>' has been blocked by CORS policy:` 开头）。",
    'symptom.manifest-cors',
    RSPACK,
  ),
  'lab.manifest-cors.fixed': seen(
    'Button from producer',
    'With the header sent, the manifest and the exposed module load.',
    '响应带上这个头之后，manifest 和暴露的模块都能加载。',
    'symptom.manifest-cors',
    RSPACK,
  ),
  'lab.remote-entry-404.seen': seen(
    '[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008',
    'A consumer whose `remotes` entry names a file the producer does not serve (`remoteEntr.js`): the script answers 404 and the import rejects with this error (first line).',
    '消费者的 `remotes` 指向生产者并不提供的文件（`remoteEntr.js`）：脚本请求返回 404，导入以这个错误（第一行）被拒绝。',
    'symptom.remote-entry-404',
    RSPACK,
  ),
  'lab.remote-entry-404.fixed': seen(
    'Button from producer',
    'With the URL of the emitted `remoteEntry.js`, the module loads.',
    '改为实际生成的 `remoteEntry.js` 地址后，模块正常加载。',
    'symptom.remote-entry-404',
    RSPACK,
  ),
  'lab.default-export.seen': seen(
    'Element type is invalid: expected a string (for built-in components) or a class/function (for composite components) but got: object.',
    "A consumer that renders the module object `import('producer/Button')` resolved to (React 19, development build) gets this error from React.",
    "消费者直接渲染 `import('producer/Button')` 得到的模块对象（React 19 开发构建）时，React 报出这个错误。",
    'symptom.default-export',
    RSPACK,
  ),
  'lab.default-export.fixed': seen(
    'Button from producer',
    'Rendering `m.default` (the component) renders its text.',
    '改为渲染 `m.default`（组件本身）后，页面显示它的文字。',
    'symptom.default-export',
    RSPACK,
  ),
  'errors.type-001-raised': seen(
    '[ Module Federation DTS ] Error: Failed to generate type declaration. Execute the below cmd to reproduce and fix the error. #TYPE-001',
    'An Rspack build of a producer whose exposed TypeScript module has a type error, with `dts` type generation on: the type generator prints this line (then the `tsc` command to rerun), and the build still succeeds and emits the remote entry, without `@mf-types.zip`.',
    'Rspack 构建一个暴露的 TypeScript 模块含类型错误的生产者、并开启 `dts` 类型生成时：类型生成器输出这一行（随后是可以重新运行的 `tsc` 命令），构建仍然成功并输出远程入口，只是没有 `@mf-types.zip`。',
    'build.rspack.type-error',
    '@rspack/core 2.3.2 with @module-federation/enhanced 2.9.2 (rspack) and @module-federation/dts-plugin 2.9.2',
  ),
  'errors.type-001-build-continues': seen(
    'remote entry emitted, no @mf-types.zip',
    'What that build leaves: the remote entry, but no type archive (with no type error the archive is emitted).',
    '那次构建留下的产物：有远程入口，但没有类型压缩包（没有类型错误时会生成这个压缩包）。',
    'build.rspack.type-error',
    '@rspack/core 2.3.2 with @module-federation/enhanced 2.9.2 (rspack) and @module-federation/dts-plugin 2.9.2',
  ),
} satisfies Record<string, BehaviourFact>;
