import OWN from './advanced.json' with { type: 'json' };
import type { BehaviourFact } from './types';

/** The facts are data: ./advanced.json. */
export const ADVANCED_FACTS = OWN satisfies Record<string, BehaviourFact>;
