import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What the Vite troubleshooting page says about two remotes in vite dev (module-federation/vite#614) is what
 * tests/lab/stacks/vite/old-dev-two-remotes.mjs recorded in results-old-dev-two-remotes.json.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
type Run = {
  plugin: string;
  vite: string;
  react: string;
  remote: string;
  remote2: string;
  router: string[];
  emotion: string[];
  chakra: string[];
};
const runs: Run[] = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'tests/lab/stacks/vite/results-old-dev-two-remotes.json'), 'utf8'),
);

describe('two remotes in vite dev (old-dev-two-remotes.mjs)', () => {
  it('both remotes ran the host React on 1.14.2, 1.15.3 and 1.23.8', () => {
    expect(runs.map((r) => r.plugin)).toEqual(['1.14.2', '1.15.3', '1.23.8']);
    for (const r of runs) expect([r.remote, r.remote2]).toEqual(['the host React', 'the host React']);
  });

  it("the thread's other shared packages came from the host in both remotes too", () => {
    for (const r of runs) {
      expect(r.router).toEqual(['the host react-router-dom', 'the host react-router-dom']);
      expect(r.emotion).toEqual(['the host @emotion/react', 'the host @emotion/react']);
      expect(r.chakra).toEqual(['the host @chakra-ui/react', 'the host @chakra-ui/react']);
    }
  });

  it.each(['en', 'zh'])('%s page names the run as not reproducing the fault', (lang) => {
    const page = fs.readFileSync(path.join(ROOT, `docs/${lang}/guide/troubleshooting/vite.mdx`), 'utf8');
    const section = page.slice(page.indexOf('{#dev-duplicates-by-release}'), page.indexOf('{#runtime-host-lib}'));
    const [first] = runs;
    expect(section).toContain('old-dev-two-remotes.mjs');
    expect(section).toContain(`Vite ${first?.vite}`);
    expect(section).toContain(`React ${first?.react}`);
    for (const r of runs) expect(section).toContain(r.plugin);
    for (const pkg of ['react-router-dom', '@emotion/react', '@chakra-ui/react']) expect(section).toContain(pkg);
  });

  it.each(['en', 'zh'])('%s known-problems page quotes the start-up crash the probe starts again on', (lang) => {
    const script = fs.readFileSync(path.join(ROOT, 'tests/lab/stacks/vite/old-dev-two-remotes.mjs'), 'utf8');
    const crash = /const CRASH = \/(.+)\/;/.exec(script)?.[1];
    const page = fs.readFileSync(path.join(ROOT, `docs/${lang}/guide/troubleshooting/known-problems.mdx`), 'utf8');
    const start = page.indexOf('{#vite-dev-optimize-missing-export}');
    expect(start).toBeGreaterThan(0);
    const section = page.slice(start, page.indexOf('\n### ', start));
    expect(crash).toBeDefined();
    expect(section).toMatch(new RegExp(crash ?? '^$'));
    for (const text of ['old-dev-two-remotes.mjs', 'starting again', '1.14.2', '1.15.3', `Vite ${runs[0]?.vite}`])
      expect(section).toContain(text);
    expect(script).toContain('starting again');
  });
});
