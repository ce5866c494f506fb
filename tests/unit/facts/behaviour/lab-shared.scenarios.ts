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

export const SHARED_LAB_SCENARIOS: Scenarios<keyof typeof SHARED_LAB_FACTS> = {
  'lab.shared-eager.version-first': () => copies('eager-version-first'),
  'lab.shared-eager.loaded-first': () => copies('eager-loaded-first'),
  'lab.shared-eager.same-version': () => copies('same-version-not-singleton'),
  'lab.shared-reuse.two-producers': () => twoProducers(),
  'lab.shared-reuse.host-version-first': () => copies('host-singleton-version-first', 'shared.reuse-loaded'),
  'lab.shared-reuse.host-loaded-first': () => copies('host-singleton-loaded-first', 'shared.reuse-loaded'),
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
