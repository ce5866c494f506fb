import OWN from './reader-runtime.json' with { type: 'json' };
import type { BehaviourFact } from './types';

/**
 * Behaviour of a consumer that runs in Node, and of the retry plugin's manifest fallback: the runtime
 * questions of docs-dev/reader-questions.md (issue 31, rows 16, 24, 28, 32, 53, 55). In values,
 * `cdn.example` is the origin that fails (a closed port) and `mirror.example` the one that answers.
 * Scenarios: tests/unit/facts/behaviour/reader-runtime.ts (reader.node.cjs).
 *
 * The facts themselves are data: ./reader-runtime.json (value, claim in both languages, source).
 */
export const READER_RUNTIME_FACTS = OWN satisfies Record<string, BehaviourFact>;
