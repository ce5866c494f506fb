import OWN from './lab.json' with { type: 'json' };
import { BUILD_LAB_FACTS } from './lab-build';
import { LIFE_LAB_FACTS } from './lab-life';
import { SHARED_LAB_FACTS } from './lab-shared';
import type { BehaviourFact } from './types';

/**
 * Facts about built producers and consumers, read from the federation lab (tests/lab/): each scenario
 * builds its apps with the real plugins and loads the consumer in Chromium; the facts test reads what it
 * recorded (tests/unit/facts/behaviour/lab.scenarios.ts). `lab.<slug>.seen` is what the reader sees in the
 * broken build of a symptom entry of /guide/troubleshooting/, `lab.<slug>.fixed` what the fixed build gives.
 *
 * The facts themselves are data: ./lab.json (value, claim in both languages, source).
 */
export const LAB_FACTS = { ...OWN, ...LIFE_LAB_FACTS, ...SHARED_LAB_FACTS, ...BUILD_LAB_FACTS } satisfies Record<
  string,
  BehaviourFact
>;
