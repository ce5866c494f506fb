// @vitest-environment node
// The facts of config/facts/behaviour/edges.ts against their scenarios, without the federation lab (the full
// behaviour test, ./behaviour.test.ts, checks them too, as part of DEPTH_FACTS).
import { describe, expect, it } from 'vitest';
import { EDGE_FACTS } from '../../../config/facts/behaviour/edges';
import { EDGE_SCENARIOS } from './behaviour/edges';

describe('edge-case facts (issue 42)', () => {
  for (const [id, fact] of Object.entries(EDGE_FACTS)) {
    it(`${id} is what the installed packages do`, async () => {
      const scenario = EDGE_SCENARIOS[id as keyof typeof EDGE_FACTS];
      expect(await scenario()).toBe(fact.value);
    }, 240_000);
  }
});
