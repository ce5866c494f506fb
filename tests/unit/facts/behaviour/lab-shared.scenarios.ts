import type { SHARED_LAB_FACTS } from '../../../../config/facts/behaviour/lab-shared';
import type { Scenarios } from '../../../../config/facts/behaviour/types';
import { page } from './lab-results';

/** `host 1.1.0 (producer), producer 1.1.0 (producer), one module object`: each side's lib-x and its owner. */
async function copies(variant: string): Promise<string> {
  const { result } = await page('shared.eager-negotiation', variant);
  if (typeof result.same !== 'boolean') return JSON.stringify(result);
  const side = (v: unknown) => {
    const [owner, version] = String(v).split(' ');
    return `${version} (${owner})`;
  };
  const objects = result.same ? 'one module object' : 'two module objects';
  return `host ${side(result.host)}, producer ${side(result.producer)}, ${objects}`;
}

export const SHARED_LAB_SCENARIOS: Scenarios<keyof typeof SHARED_LAB_FACTS> = {
  'lab.shared-eager.version-first': () => copies('eager-version-first'),
  'lab.shared-eager.loaded-first': () => copies('eager-loaded-first'),
  'lab.shared-eager.same-version': () => copies('same-version-not-singleton'),
};
