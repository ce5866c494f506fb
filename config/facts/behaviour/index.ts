import { ADVANCED_FACTS } from './advanced';
import { CONTENT_FACTS } from './content';
import { DEPTH_FACTS } from './depth';
import { DEV_FACTS } from './dev';
import { EDGE_FACTS } from './edges';
import { LAB_FACTS } from './lab';
import type { BehaviourFact } from './types';

export type { BehaviourFact } from './types';

/** Every behaviour fact a page may show, by id. Ids are unique across the groups (a unit test checks). */
export const BEHAVIOUR_FACTS: Record<string, BehaviourFact> = {
  ...CONTENT_FACTS,
  ...DEPTH_FACTS,
  ...LAB_FACTS,
  ...DEV_FACTS,
  ...ADVANCED_FACTS,
  // Issue 42 edge cases; checked by tests/unit/facts/edges.test.ts (the facts project).
  ...EDGE_FACTS,
};

export type BehaviourFactId =
  | keyof typeof CONTENT_FACTS
  | keyof typeof DEPTH_FACTS
  | keyof typeof LAB_FACTS
  | keyof typeof DEV_FACTS
  | keyof typeof ADVANCED_FACTS
  | keyof typeof EDGE_FACTS;

export function behaviourFact(id: BehaviourFactId): BehaviourFact {
  const fact = BEHAVIOUR_FACTS[id];
  if (!fact) throw new Error(`No behaviour fact "${String(id)}" in config/facts/behaviour`);
  return fact;
}
