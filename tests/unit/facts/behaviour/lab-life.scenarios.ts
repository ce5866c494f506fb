import type { LIFE_LAB_FACTS } from '../../../../config/facts/behaviour/lab-life';
import type { Scenarios } from '../../../../config/facts/behaviour/types';
import { page } from './lab-results';

const REDEPLOY = 'life.rspack.redeploy';

/** What one step of a variant of the redeploy scenario returned and requested. */
async function step(variant: string, key: string): Promise<string> {
  const { result } = await page(REDEPLOY, variant);
  if (!(key in result)) return `no ${key}: ${JSON.stringify(result)}`;
  return `${String(result[key])} (requests: ${String(result[`${key}Requests`])})`;
}
async function value(id: string, variant: string, key: string): Promise<string> {
  const { result } = await page(id, variant);
  return key in result ? String(result[key]) : `no ${key}: ${JSON.stringify(result)}`;
}
async function stores(variant: string): Promise<string> {
  const { result } = await page('life.rspack.host-store', variant);
  if (typeof result.same !== 'boolean') return JSON.stringify(result);
  return `${result.same ? 'one store' : 'two stores'} (module ran ${String(result.created)}×)`;
}
async function theme(variant: string): Promise<string> {
  const { result } = await page('life.rspack.singleton-state', variant);
  if (!('producerSees' in result)) return JSON.stringify(result);
  return `${String(result.producerSees)} (state module ran ${String(result.stateModules)}×)`;
}

/** One reader per fact of config/facts/behaviour/lab-life.ts. */
export const LIFE_LAB_SCENARIOS: Scenarios<keyof typeof LIFE_LAB_FACTS> = {
  'life.redeploy.first': () => step('redeploy', 'first'),
  'life.redeploy.after-redeploy': () => step('redeploy', 'afterRedeploy'),
  'life.redeploy.no-force': () => step('redeploy', 'noForce'),
  'life.redeploy.force': () => step('redeploy', 'force'),
  'life.redeploy.chunk-global': () => value(REDEPLOY, 'redeploy', 'chunkGlobalAfterForce'),
  'life.redeploy.force-query': () => step('redeploy', 'forceQuery'),
  'life.redeploy.held': () => value(REDEPLOY, 'redeploy', 'held'),
  'life.redeploy.cleared': () => step('cleared', 'force'),
  'life.unload.api': () => value(REDEPLOY, 'unload', 'api'),
  'life.unload.left': async () => {
    const left = (await page(REDEPLOY, 'unload')).result.left as Record<string, unknown> | undefined;
    if (!left) return 'nothing reported';
    return `remotes: ${left.remotes}; module cache: ${left.moduleCache}; entry global: ${left.entryGlobal}; chunk global: ${left.chunkGlobal}; scripts: ${left.scripts}; moduleInfo: ${left.moduleInfo}`;
  },
  'life.unload.after': () => value(REDEPLOY, 'unload', 'afterUnload'),
  'life.instances.bundled': () => value(REDEPLOY, 'instances', 'bundled'),
  'life.instances.widget': () => value(REDEPLOY, 'instances', 'widget'),
  'life.instances.shared-container': () => step('instances', 'widgetLoad'),
  'life.host-store.twice': () => stores('twice'),
  'life.singleton-state.split': () => theme('split'),
  'life.singleton-state.entry': () => theme('entry'),
  'life.singleton-state.prefix': () => theme('prefix'),
};
