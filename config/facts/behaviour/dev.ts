import OWN from './dev.json' with { type: 'json' };
import type { BehaviourFact } from './types';

/**
 * What the dev server does with federation on (issue 42): a React producer and a React consumer, each
 * in its own `rsbuild dev`, the consumer loading the producer from the producer's dev server (its
 * `mf-manifest.json`), both sharing `react` and `react-dom` as singletons. Values are `<what the page
 * shows> (<hot update, no reload | page reloaded>)`. Checked by the script itself in `npm run test:full`
 * (it compares its run with these values through `devValue`), not by the facts project: a dev server
 * does not fit the `npm test` budget.
 *
 * The facts themselves are data: ./dev.json (value, claim in both languages, source).
 */
export const DEV_FACTS = OWN satisfies Record<string, BehaviourFact>;

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
