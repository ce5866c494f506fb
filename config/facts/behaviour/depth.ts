import OWN from './depth.json' with { type: 'json' };
import { DEPTH_RUNTIME_FACTS } from './depth-runtime';
import { READER_RUNTIME_FACTS } from './reader-runtime';
import { RELEASE_FACTS } from './releases';
import { RUNTIME_ROWS_FACTS } from './runtime-rows';
import type { BehaviourFact } from './types';

/**
 * Behaviour facts stated by the troubleshooting, debugging and advanced sections. Scenarios:
 * tests/unit/facts/behaviour/depth.scenarios.ts.
 *
 * The facts themselves are data: ./depth.json (value, claim in both languages, source).
 */
export const DEPTH_FACTS = {
  ...OWN,
  ...DEPTH_RUNTIME_FACTS,
  ...READER_RUNTIME_FACTS,
  ...RELEASE_FACTS,
  ...RUNTIME_ROWS_FACTS,
} satisfies Record<string, BehaviourFact>;
