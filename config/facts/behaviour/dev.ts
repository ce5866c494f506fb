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
  const joined = (key: string) => {
    const list = (results[key] as string[] | undefined) ?? [];
    return list.length ? list.join(' | ') : 'none';
  };
  if (id === 'dev.static-import-restored') return String((results.staticRestored as Update | undefined)?.seen);
  if (id === 'dev.static-import-error') return joined('staticErrors');
  if (id === 'dev.static-import-after-reload') return String(results.staticAfterReload);
  if (id === 'dev.kept-import-restored')
    return `${update('keptImportRestored')}; remote: ${String(results.keptImportRemote)}`;
  if (id === 'dev.reload-on-runtime-errors')
    return `${update('reloadOnErrors')}; remote: ${String(results.reloadOnErrorsRemote)}`;
  if (id === 'dev.lazy-import-restored')
    return `${(results.lazyRemote as string | null | undefined) ?? 'not rendered'} | ${joined('fixErrors')}`;
  if (id === 'dev.prod-remote-version-first') return joined('prodRemoteErrors');
  if (id === 'dev.prod-remote-loaded-first.start') return String(results.prodRemoteStartLoadedFirst);
  if (id === 'dev.prod-remote-loaded-first.edit') return update('prodRemoteConsumerEditLoadedFirst');
  if (id === 'dev.prod-host-dev-producer') {
    const a = joined('prodHostStartErrors');
    const b = joined('prodHostStartErrorsLoadedFirst');
    return a === b ? a : `${a} (loaded-first: ${b})`;
  }
  if (id === 'dev.prod-host-prod-producer') return String(results.prodBothStart);
  if (id === 'dev.prod-remote-bridge-loaded-first') {
    const [own, bridged] = String(results.prodRemoteBridgeLoadedFirst).split(', ');
    return `${own}, ${bridged === 'null' ? 'not rendered' : bridged} | ${joined('prodRemoteBridgeErrorsLoadedFirst')}`;
  }
  if (id === 'dev.prod-remote-bridge-client-shared') {
    const errors = joined('prodRemoteBridgeClientSharedErrors');
    return `${String(results.prodRemoteBridgeClientShared)}${errors === 'none' ? '' : ` | ${errors}`}`;
  }
  return `no fact ${id}`;
}
