import OWN from './lab-life.json' with { type: 'json' };
import type { BehaviourFact } from './types';

/**
 * The life of a remote after it loads (issue 42), read from the federation lab: a redeploy at the same
 * URL and re-registration, unloading, instance visibility, a store the host exposes, a singleton with
 * internal state. Values of the redeploy scenario are `<what Button returned> (requests: <the producer's
 * files the browser requested for that load>)`. Readers: tests/unit/facts/behaviour/lab-life.scenarios.ts.
 *
 * The facts themselves are data: ./lab-life.json (value, claim in both languages, source).
 */
export const LIFE_LAB_FACTS = OWN satisfies Record<string, BehaviourFact>;
