import type { BehaviourFact } from './types';

/**
 * Behaviour facts stated by the troubleshooting, debugging and advanced sections. Scenarios:
 * tests/unit/facts/behaviour/depth.scenarios.ts.
 */
export const DEPTH_FACTS = {} satisfies Record<string, BehaviourFact>;
