import type { BehaviourFact } from './types';

const DEV =
  'lab dev scenario tests/lab/dev/dev-server.mjs: `rsbuild dev` (@rsbuild/core with @rsbuild/plugin-react, Fast Refresh) and @module-federation/rsbuild-plugin 2.9.2, React 19, in Chromium';
const fact = (value: string, en: string, zh: string): BehaviourFact => ({ value, claim: { en, zh }, source: DEV });

/**
 * What the dev server does with federation on (issue 42): a React producer and a React consumer, each
 * in its own `rsbuild dev`, the consumer loading the producer from the producer's dev server (its
 * `mf-manifest.json`), both sharing `react` and `react-dom` as singletons. Values are `<what the page
 * shows> (<hot update, no reload | page reloaded>)`. Checked by the script itself in `npm run test:full`
 * (it compares its run with these values through `devValue`), not by the facts project: a dev server
 * does not fit the `npm test` budget.
 */
export const DEV_FACTS = {
  'dev.consumer-own-update': fact(
    'consumer v2 (hot update, no reload)',
    "An edit of the consumer's own component reaches its open page as a hot update with the federation plugin on: the new text renders and the page does not reload.",
    '开启联邦插件后，修改消费者自己的组件，会以热更新的方式到达已打开的页面：新文字渲染出来，页面没有刷新。',
  ),
  'dev.consumer-own-update-keeps-remote': fact(
    'producer v1',
    "The producer's component rendered in the same page stays as it was during the consumer's update.",
    '消费者热更新期间，同一页面中渲染的生产者组件保持原样。',
  ),
  'dev.producer-edit': fact(
    'producer v2 (hot update, no reload)',
    "An edit of the producer's exposed component, with the consumer loading the producer from the producer's dev server: the consumer's page shows the new text as a hot update, without a reload.",
    '消费者从生产者的开发服务器加载生产者时，修改生产者暴露的组件：消费者页面以热更新的方式显示新文字，不刷新页面。',
  ),
  'dev.errors': fact(
    'none',
    'Errors in the console or uncaught in the page during both updates.',
    '两次更新期间控制台中的错误或页面中未捕获的错误。',
  ),
} satisfies Record<string, BehaviourFact>;

type Update = { seen?: string; how?: string };

/**
 * The value of a fact in a run's results (node_modules/.cache/lab/results/dev.rsbuild.json). Read by
 * tests/lab/dev/dev-server.mjs through jiti.
 * @public
 */
export function devValue(id: string, results: Record<string, unknown>): string {
  const update = (key: string) => {
    const u = results[key] as Update | undefined;
    return u ? `${u.seen} (${u.how})` : `no ${key}`;
  };
  if (id === 'dev.consumer-own-update') return update('consumerEdit');
  if (id === 'dev.consumer-own-update-keeps-remote') return String(results.consumerEditRemote);
  if (id === 'dev.producer-edit') return update('producerEdit');
  if (id === 'dev.errors') {
    const errors = (results.errors as string[] | undefined) ?? [];
    return errors.length ? errors.join(' | ') : 'none';
  }
  return `no fact ${id}`;
}
