import OWN from './lab-shared.json' with { type: 'json' };
import type { BehaviourFact } from './types';

/**
 * Shared-dependency edge cases (reader questions 108, 109, 143, 144), a static import of a runtime-registered remote (151) and a Web Worker beside federation (36), read from the federation lab scenarios
 * `shared.eager-negotiation` and `shared.reuse-loaded`: which copy each app runs when one side is `eager`, per share strategy, and
 * whether two apps sharing one copy hold one module object. Readers:
 * tests/unit/facts/behaviour/lab-shared.scenarios.ts.
 */
export const SHARED_LAB_FACTS = OWN satisfies Record<string, BehaviourFact>;
