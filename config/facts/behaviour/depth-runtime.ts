import OWN from './depth-runtime.json' with { type: 'json' };
import type { BehaviourFact } from './types';

/**
 * Behaviour facts of the error catalog, the debugging toolkit, the runtime entry points and the
 * runtime-plugin recipes (issue 27, topics 1, 2, 6 and 7). Scenarios:
 * tests/unit/facts/behaviour/depth-runtime.ts.
 *
 * The facts themselves are data: ./depth-runtime.json (value, claim in both languages, source).
 */
export const DEPTH_RUNTIME_FACTS = OWN satisfies Record<string, BehaviourFact>;
