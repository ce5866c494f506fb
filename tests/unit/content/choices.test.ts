import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The figures of /guide/start/choosing are what tests/lab/stacks/choices/measure.mjs recorded in
 * results.json (the script runs in `npm run test:full`; this test reads its committed output).
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const results = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/lab/stacks/choices/results.json'), 'utf8'));
const read = (lang: string) => fs.readFileSync(path.join(ROOT, `docs/${lang}/guide/start/choosing.mdx`), 'utf8');

/** The way's row in the page's cost table (first cell = the way's name in that language). */
const WAY_NAMES: Record<string, [string, string]> = {
  'npm-package': ['npm package', 'npm 包'],
  federation: ['Module Federation', 'Module Federation'],
  'federation-builtin': ['Module Federation, built-in', 'Module Federation（内置插件）'],
  'single-spa': ['single-spa', 'single-spa'],
  qiankun: ['qiankun', 'qiankun'],
  iframe: ['iframe', 'iframe'],
};
const BUILD_NAMES: Record<string, [string, string]> = {
  builtin: ['built-in', '内置插件'],
  'builtin-manifest': ['built-in, `manifest: true`', '内置插件，`manifest: true`'],
  enhanced: ['enhanced, `dts: false`', 'enhanced，`dts: false`'],
  'enhanced-dts': ['enhanced, `dts` at its default', 'enhanced，`dts` 保持默认'],
};

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The cells of the table row whose first cell is `name`, in the section that starts at `heading`. */
function row(text: string, heading: string, name: string): string[] {
  const section = text.slice(text.indexOf(heading));
  const line = section.split('\n').find((l) => l.startsWith(`| ${name} |`));
  if (!line) throw new Error(`no row "${name}" after ${heading}`);
  return line
    .split('|')
    .slice(1, -1)
    .map((c) => c.trim());
}

describe.each([
  ['en', 0],
  ['zh', 1],
] as const)('/guide/start/choosing (%s) against the recorded measurement', (lang, i) => {
  const text = read(lang);

  it('should show the requests, bytes, gzip bytes and CSP result of each way', () => {
    for (const [way, names] of Object.entries(WAY_NAMES)) {
      const w = results.ways[way];
      expect(w.widget, way).toBe('Widget from app two (1)');
      const cells = row(text, '{#measured}', names[i]);
      expect(cells.slice(1, 4), way).toEqual([String(w.requests), kB(w.bytes), kB(w.gzipBytes)]);
      expect(cells[5], way).toBe(w.csp.renders ? ['yes', '能'][i] : ['no', '不能'][i]);
    }
  });

  it('should show the median CPU time and plugin load time of each build', () => {
    for (const [kind, names] of Object.entries(BUILD_NAMES)) {
      const t = results.buildTime[kind];
      const cells = row(text, '{#build-time}', names[i]);
      expect(cells.slice(1, 3), kind).toEqual([s(t.cpuMs), s(t.loadMs)]);
    }
  });

  it('should give the sizes of single files as the page fetched them', () => {
    const files: [string, string][] = [
      ['federation', 'host:/host/main.js'],
      ['federation', 'remote:/app2/remoteEntry.js'],
      ['federation', 'host:/host/530.js'],
      ['qiankun', 'host:/host/main.js'],
      ['single-spa', 'host:/host/main.js'],
      ['single-spa', 'remote:/app2/main.js'],
    ];
    for (const [way, url] of files) {
      const file = results.ways[way].files.find((f: { url: string }) => f.url === url);
      expect(file, `${way} ${url}`).toBeDefined();
      expect(text, `${way} ${url}`).toContain(kB(file.bytes));
    }
  });

  it('should name the versions that were measured', () => {
    for (const [name, version] of Object.entries(results.versions as Record<string, string>))
      expect(text, name).toContain(`${name === '@module-federation/enhanced' ? '2.9.2' : version}`);
  });
});
