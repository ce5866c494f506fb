import OWN from './edges.json' with { type: 'json' };
import type { BehaviourFact } from './types';

/**
 * Shared-dependency edge cases, type generation with path aliases and runtime internals: reader questions
 * of issue 42 (docs-dev/reader-questions.md rows 130, 109, 188 and others). "consumer" and "producer" are
 * two runtime instances, the consumer's copy in the producer's share scope, as on a page where the consumer
 * initialised the producer. Scenarios: tests/unit/facts/behaviour/edges.ts (edges.node.cjs and two builds).
 *
 * The facts themselves are data: ./edges.json (value, claim in both languages, source).
 */
export const EDGE_FACTS = OWN satisfies Record<string, BehaviourFact>;
