// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { ADVANCED_FACTS } from '../../../config/facts/behaviour/advanced';
import { CONTENT_FACTS } from '../../../config/facts/behaviour/content';
import { DEPTH_FACTS } from '../../../config/facts/behaviour/depth';
import { LAB_FACTS } from '../../../config/facts/behaviour/lab';
import { ADVANCED_SCENARIOS } from './behaviour/advanced.scenarios';
import { CONTENT_SCENARIOS } from './behaviour/content.scenarios';
import { DEPTH_SCENARIOS } from './behaviour/depth.scenarios';
import { LAB_SCENARIOS } from './behaviour/lab.scenarios';
import { runLab } from './behaviour/lab-results';
import { readerRuntimeResults } from './behaviour/reader-runtime';

const GROUPS = [
  {
    name: 'content',
    facts: CONTENT_FACTS as Record<string, { value: string }>,
    scenarios: CONTENT_SCENARIOS as Record<string, () => unknown>,
  },
  {
    name: 'depth',
    facts: DEPTH_FACTS as Record<string, { value: string }>,
    scenarios: DEPTH_SCENARIOS as Record<string, () => unknown>,
  },
  {
    name: 'lab',
    facts: LAB_FACTS as Record<string, { value: string }>,
    scenarios: LAB_SCENARIOS as Record<string, () => unknown>,
  },
  {
    name: 'advanced',
    facts: ADVANCED_FACTS as Record<string, { value: string }>,
    scenarios: ADVANCED_SCENARIOS as Record<string, () => unknown>,
  },
];

// The federation lab (tests/lab/) builds and loads its scenarios once, before the facts read them: cached
// scenarios cost a file read; a cold cache took 2 to 6 minutes on two busy cores (tests/lab/README.md).
// The Node scenarios of the reader questions (a small Rspack build, then a process per group) run beside it;
// their failure is reported by the facts that read them.
beforeAll(() => Promise.all([runLab(), readerRuntimeResults().catch(() => undefined)]), 610_000);

describe('behaviour facts', () => {
  it('ids are unique across groups', () => {
    const seen = new Map<string, string>();
    const dup: string[] = [];
    for (const g of GROUPS)
      for (const id of Object.keys(g.facts)) {
        if (seen.has(id)) dup.push(`${id} (${seen.get(id)} and ${g.name})`);
        seen.set(id, g.name);
      }
    expect(dup).toEqual([]);
  });

  /**
   * The gzip sizes of a real build (`N.N KB`) move by a few bytes with the folder the repository is cloned
   * into (module ids hash paths): a size fact holds when the measured size is within 0.1 KB of it.
   */
  const withinASize = (actual: unknown, expected: string) => {
    const size = (v: unknown) => (typeof v === 'string' ? /^(\d+\.\d) KB$/.exec(v)?.[1] : undefined);
    const [a, e] = [size(actual), size(expected)];
    return a && e && Math.abs(Number(a) - Number(e)) <= 0.1 + 1e-9 ? expected : actual;
  };

  for (const g of GROUPS) {
    for (const [id, fact] of Object.entries(g.facts)) {
      it(`${g.name}: ${id} is what the installed packages do`, async () => {
        const scenario = g.scenarios[id];
        expect(scenario, `no scenario for ${id}`).toBeTypeOf('function');
        expect(withinASize(await scenario?.(), fact.value)).toBe(fact.value);
        // Some scenarios compile a small project with Rspack (a few seconds on a loaded machine); the
        // first fact that reads a build waits for it, the others reuse it.
      }, 60_000);
    }
  }
});
