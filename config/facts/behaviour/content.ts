import type { BehaviourFact } from './types';

/**
 * Behaviour facts stated by the guides and reference pages (content audits). Scenarios:
 * tests/unit/facts/behaviour/content.scenarios.ts.
 */
export const CONTENT_FACTS = {} satisfies Record<string, BehaviourFact>;
