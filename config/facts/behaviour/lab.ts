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
} satisfies Record<string, BehaviourFact>;
