import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What the Vite troubleshooting page says about a proxied relative entry after build and preview
 * (module-federation/vite#311) is what tests/lab/stacks/vite/preview-proxy.mjs recorded.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const run: { plugin: string; vite: string; dev: { result: string }; preview: { result: string } } = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'tests/lab/stacks/vite/results-preview-proxy.json'), 'utf8'),
);
const script = fs.readFileSync(path.join(ROOT, 'tests/lab/stacks/vite/preview-proxy.mjs'), 'utf8');

describe.each(['en', 'zh'])('/guide/troubleshooting/vite#preview-proxy-004 (%s)', (lang) => {
  const page = fs.readFileSync(path.join(ROOT, `docs/${lang}/guide/troubleshooting/vite.mdx`), 'utf8');
  const section = page.slice(page.indexOf('{#preview-proxy-004}'), page.indexOf('{#messages}'));

  it('should report the lab run: the proxied relative entry loads in dev and in preview', () => {
    expect(run.dev.result).toBe('hello from remote');
    expect(run.preview.result).toBe('hello from remote');
    expect(script).toContain("entry: '/legacy-app/remoteEntry.js'");
    expect(section).toContain("`entry: '/legacy-app/remoteEntry.js'`");
    expect(section).toContain(`Vite ${run.vite}`);
    expect(section).toContain(run.plugin);
    expect(section).toContain('preview-proxy.mjs');
  });
});
