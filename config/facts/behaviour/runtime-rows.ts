import OWN from './runtime-rows.json' with { type: 'json' };
import type { BehaviourFact } from './types';

/**
 * Runtime questions of issue 42 (docs-dev/reader-questions.md rows 79, 126, 141, 198, 201): which instance
 * the module-level functions act on, how names that are prefixes of each other are matched, the default
 * export of `@module-federation/runtime/core` by release, and `revalidate()` of `@module-federation/node`
 * in a Node host that is not bundled. Scenarios: tests/unit/facts/behaviour/runtime-rows.ts
 * (runtime-rows.node.cjs).
 *
 * The facts themselves are data: ./runtime-rows.json (value, claim in both languages, source).
 */
export const RUNTIME_ROWS_FACTS = OWN satisfies Record<string, BehaviourFact>;
