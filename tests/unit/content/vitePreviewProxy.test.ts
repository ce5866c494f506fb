import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What the Vite troubleshooting page says about a proxied relative entry after build and preview
 * (module-federation/vite#311) is what tests/lab/stacks/vite/preview-proxy.mjs recorded.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
type Probe = { result: string };
type Run = {
  plugin: string;
  vite: string;
  dev: Probe;
  preview: Probe;
  withTopLevelAwait?: { dev: Probe; preview: Probe };
};
const runs: Run[] = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'tests/lab/stacks/vite/results-preview-proxy.json'), 'utf8'),
);
const script = fs.readFileSync(path.join(ROOT, 'tests/lab/stacks/vite/preview-proxy.mjs'), 'utf8');

describe.each(['en', 'zh'])('/guide/troubleshooting/vite#preview-proxy-004 (%s)', (lang) => {
  const page = fs.readFileSync(path.join(ROOT, `docs/${lang}/guide/troubleshooting/vite.mdx`), 'utf8');
  const section = page.slice(page.indexOf('{#preview-proxy-004}'), page.indexOf('{#messages}'));

  it('should report the lab runs: the proxied relative entry loads in dev and in preview on each release', () => {
    expect(runs.map((r) => r.plugin)).toEqual(['1.4.1', '1.23.8']);
    for (const run of runs) {
      for (const probe of [
        run.dev,
        run.preview,
        ...(run.withTopLevelAwait ? Object.values(run.withTopLevelAwait) : []),
      ])
        expect(probe.result).toBe('hello from remote');
      expect(section).toContain(`Vite ${run.vite}`);
      expect(section).toContain(run.plugin);
    }
    expect(runs[0]?.withTopLevelAwait).toBeDefined();
    expect(script).toContain("entry: '/legacy-app/remoteEntry.js'");
    expect(script).toContain("target: 'chrome75'");
    expect(section).toContain("`entry: '/legacy-app/remoteEntry.js'`");
    expect(section).toContain('preview-proxy.mjs');
  });
});
