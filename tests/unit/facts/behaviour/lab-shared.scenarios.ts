import type { SHARED_LAB_FACTS } from '../../../../config/facts/behaviour/lab-shared';
import type { Scenarios } from '../../../../config/facts/behaviour/types';
import { built, page } from './lab-results';

/** `1.1.0 (producer)`: a side's lib-x version and its owner, from the page's `owner version`. */
const side = (v: unknown) => {
  const [owner, version] = String(v).split(' ');
  return `${version} (${owner})`;
};
const objects = (same: boolean) => (same ? 'one module object' : 'two module objects');

/** `host 1.1.0 (producer), producer 1.1.0 (producer), one module object`: each side's lib-x and its owner. */
async function copies(variant: string, id = 'shared.eager-negotiation'): Promise<string> {
  const { result } = await page(id, variant);
  if (typeof result.same !== 'boolean') return JSON.stringify(result);
  return `host ${side(result.host)}, producer ${side(result.producer)}, ${objects(result.same)}`;
}

/** `b runs 1.0.0 (a), one module object`: the copy producer b ran and whose it is. */
async function twoProducers(): Promise<string> {
  const { result } = await page('shared.reuse-loaded', 'two-producers-loaded-first');
  if (typeof result.same !== 'boolean') return JSON.stringify(result);
  return `b runs ${side(result.b)}, ${objects(result.same)}`;
}

/** `loads, one copy of lib-x (the producer's)`: a mixed webpack/Rspack pairing of evidence.mixed.webpack-rspack. */
async function mixed(variant: string): Promise<string> {
  const { result } = await page('evidence.mixed.webpack-rspack', variant);
  if (typeof result.same !== 'boolean') return `fails: ${JSON.stringify(result)}`;
  return `loads, ${result.same ? 'one copy' : 'two copies'} of lib-x (the ${String(result.producer)}'s)`;
}

/** What evidence.rspack.static-import-runtime-remote's page showed: the error code, or `loads (…)` and its warnings. */
async function staticRuntime(variant: string): Promise<string> {
  const { result, console: lines } = await page('evidence.rspack.static-import-runtime-remote', variant);
  if (result.code) return `${result.code} (the placeholder URL is requested)`;
  const warnings = lines.filter((l) => l.type === 'warning').map((l) => l.text);
  return `loads (${String(result.rendered)})${warnings.length ? `, warning: ${warnings.join('; ')}` : ''}`;
}

/** What the worker of evidence.rspack.worker posted, and the console errors when the variant logs any. */
async function worker(variant: string, withConsole = false): Promise<string> {
  const { result, console: lines } = await page('evidence.rspack.worker', variant);
  const worker = String(result.worker);
  if (!withConsole) return worker;
  const errors = lines.filter((l) => l.type === 'error').map((l) => l.text.split('\n')[0]);
  return `${worker}, ${errors.length ? `console: ${errors.join('; ')}` : 'no console error'}`;
}

/** What a variant of shared.eager-chain showed: the start-up error, a timeout, or both apps' `a -> b`. */
async function eagerChain(variant: string): Promise<string> {
  const { result, console: lines, pageErrors } = await page('shared.eager-chain', variant);
  if (result.uncaught) return String(result.uncaught).split('\n')[0] ?? '';
  if (result.timeout) return `no result within 20 s, ${lines.length + pageErrors.length ? 'with errors' : 'no error'}`;
  return `starts (consumer ${String(result.consumer)}, producer ${String(result.producer)})`;
}

export const SHARED_LAB_SCENARIOS: Scenarios<keyof typeof SHARED_LAB_FACTS> = {
  'lab.shared-eager.version-first': () => copies('eager-version-first'),
  'lab.shared-eager.loaded-first': () => copies('eager-loaded-first'),
  'lab.shared-eager.same-version': () => copies('same-version-not-singleton'),
  'lab.shared-reuse.two-producers': () => twoProducers(),
  'lab.shared-reuse.host-version-first': () => copies('host-singleton-version-first', 'shared.reuse-loaded'),
  'lab.shared-reuse.host-loaded-first': () => copies('host-singleton-loaded-first', 'shared.reuse-loaded'),
  'lab.static-import-runtime.placeholder': () => staticRuntime('placeholder'),
  'lab.static-import-runtime.registered': () => staticRuntime('registered'),
  'lab.worker.plain': () => worker('plain'),
  'lab.worker.dynamic-import': () => worker('dynamic-import'),
  'lab.worker.shared': () => worker('shared', true),
  'lab.worker.shared-loaded-first': () => worker('shared-loaded-first', true),
  'lab.shared-eager-chain.eager-imports-lazy': () => eagerChain('eager-imports-lazy'),
  'lab.shared-eager-chain.cycle-one-eager': () => eagerChain('cycle-one-eager'),
  'lab.shared-eager-chain.both-eager': () => eagerChain('both-eager'),
  'lab.shared-eager-chain.cycle-both-eager': () => eagerChain('cycle-both-eager'),
  'lab.shared-eager-chain.chain-no-eager': () => eagerChain('chain-no-eager'),
  'lab.shared-eager-chain.cycle-no-eager': () => eagerChain('cycle-no-eager'),
  'lab.mixed.webpack-host-v1-producer': () => mixed('webpack-host-v1-producer'),
  'lab.mixed.webpack-host-v2-producer': () => mixed('webpack-host-v2-producer'),
  'lab.mixed.v1-host-webpack-producer': () => mixed('v1-host-webpack-producer'),
  'lab.mixed.v2-host-webpack-producer': () => mixed('v2-host-webpack-producer'),
  'lab.manifest-shared-config.explicit': () => manifestShared('lib-x'),
  'lab.manifest-shared-config.unset': () => manifestShared('lib-y'),
  'lab.manifest-shared-config.rsbuild': async () => {
    const { manifest } = await built('evidence.rspack.manifest-shared-config', 'rsbuild', 'producer');
    const items = (manifest?.shared ?? []) as { name: string; singleton?: unknown; requiredVersion?: unknown }[];
    return items.map((s) => `${s.name} singleton ${s.singleton}, requiredVersion ${s.requiredVersion}`).join('; ');
  },
};

/** `manifest singleton …, requiredVersion …; runtime …`: a package's two options in the producer's manifest and in its share-scope registration. */
async function manifestShared(pkg: string): Promise<string> {
  const id = 'evidence.rspack.manifest-shared-config';
  const { manifest } = await built(id, 'config', 'producer');
  const item = ((manifest?.shared ?? []) as { name: string; singleton?: unknown; requiredVersion?: unknown }[]).find(
    (s) => s.name === pkg,
  );
  const runtime = (
    (await page(id, 'config')).result.runtime as Record<string, { singleton?: unknown; requiredVersion?: unknown }>
  )?.[pkg];
  if (!item || !runtime) return `missing: manifest ${JSON.stringify(item)}, runtime ${JSON.stringify(runtime)}`;
  return `manifest singleton ${item.singleton}, requiredVersion ${item.requiredVersion}; runtime singleton ${Boolean(runtime.singleton)}, requiredVersion ${runtime.requiredVersion}`;
}
