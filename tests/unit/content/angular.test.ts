import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What the Angular pages say the lab saw is what tests/lab/stacks/angular/build.mjs recorded in
 * results.json (the script runs in `npm run test:full`; this test reads its committed output), and the
 * code they show is the code the lab built.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const results = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/lab/stacks/angular/results.json'), 'utf8'));
const built = fs.readFileSync(path.join(ROOT, 'tests/lab/stacks/angular/build.mjs'), 'utf8');
const read = (lang: string, page: string) =>
  fs.readFileSync(path.join(ROOT, `docs/${lang}/practice/frameworks/angular/${page}.mdx`), 'utf8');

/** The lines of a template literal in build.mjs, unescaped as the page shows them. */
const linesOf = (start: string, end: string) => {
  const from = built.indexOf(start);
  const text = built.slice(from, built.indexOf(end, from));
  return text
    .replaceAll('\\`', '`')
    .replaceAll('\\$', '$')
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => l.trim().length > 3);
};

describe.each(['en', 'zh'])('the Angular pages (%s) against the recorded build', (lang) => {
  const mfe = read(lang, 'angular-mfe');
  const sw = read(lang, 'service-workers-mf');
  const part2 = read(lang, 'splitting-to-mf-part2');
  const { dynamic, 'no-version': noVersion, versions } = results;

  it('should name the versions the lab built with', () => {
    expect(versions).toEqual({
      '@angular/core': '22.2.6',
      '@angular-architects/module-federation': '22.0.0',
      '@angular-architects/module-federation-runtime': '22.0.0',
      '@module-federation/enhanced': '2.9.2',
      '@rspack/core': '2.3.2',
    });
    for (const text of [
      'Angular 22.2.6',
      '`@angular-architects/module-federation` 22.0.0',
      '`@module-federation/enhanced` 2.9.2',
      '`@rspack/core` 2.3.2',
    ])
      expect(mfe).toContain(text);
    expect(sw).toContain('`workbox-webpack-plugin` 7.4.1');
  });

  it('should show the widget and the shell component the lab built', () => {
    for (const line of [
      ...linesOf("'projects/mfe1/src/app/widget.component.ts': `", '`,\n'),
      ...linesOf("'projects/shell/src/app/app.component.ts': `", '`,\n'),
    ].filter((l) => !l.includes("': `")))
      expect(mfe, line).toContain(line);
    for (const line of linesOf("'projects/shell/src/main.ts': `", '`,\n').filter((l) => !l.includes("': `")))
      expect(part2, line).toContain(line);
  });

  it('should report the widget rendered inside and outside the tree, with one Angular and one CartService', () => {
    const { page } = dynamic;
    expect(page.shell).toBe('Shell on Angular 22.2.6');
    expect(page.inside).toEqual({
      label: 'Inside the shell',
      version: 'Angular 22.2.6',
      sameApp: 'true',
      picked: 'Inside the shell',
      cart: '1',
    });
    expect(page.afterRemove).toBe(0);
    expect(page.outside).toEqual({ label: 'Outside Angular', insideAppRoot: 0, cart: '2' });
    expect(page.fallback).toBe('fallback used');
    expect(page.errors).toEqual([]);
    expect(page.warnings).toEqual([]);
    expect(page.producerFilesBeforeClick).toEqual(['remoteEntry.js', 'runtime.js']);
    expect(page.producerFiles).toEqual(['remoteEntry.js', 'runtime.js', '__federation_expose_Widget.js']);
    expect(mfe).toContain('`#legacy-slot`');
    expect(mfe).toContain('`__federation_expose_Widget.js`');
  });

  it('should state what applyFederation and shareAll produced', () => {
    for (const app of ['host', 'mfe1']) {
      const b = dynamic.builds[app];
      expect(b.output).toEqual({ module: true, libraryType: 'module', publicPath: 'auto', runtimeChunk: 'single' });
      expect(b.plugin.filename).toBe('remoteEntry.js');
      expect(b.plugin.remoteType).toBe('module');
      expect(b.shared.keys).toHaveLength(7);
      expect(b.shared.core).toEqual({
        singleton: true,
        strictVersion: true,
        requiredVersion: '22.2.6',
        version: '22.2.6',
      });
      expect(b.shared.mapping).toEqual({ requiredVersion: false });
      for (const key of b.shared.keys) expect(mfe, key).toContain(`\`${key}\``);
    }
    expect(mfe).toContain("`{ singleton: true, strictVersion: true, requiredVersion: '22.2.6' }`");
    expect(mfe).toContain('`{ requiredVersion: false }`');
    expect(mfe).toContain("| `optimization.runtimeChunk` | `'single'` |");
  });

  it('should report that a workspace package.json without a version leaves the mapped library unshared', () => {
    const { page, builds } = noVersion;
    expect(page.producerFiles).toContain('libs_shared-state_index_ts.js');
    expect(page.inside.cart).toBe('0');
    expect(page.outside.cart).toBe('0');
    expect(builds.host.warnings.join('\n')).toContain('No version specified and unable to automatically determine one');
    expect(mfe).toContain('`No version specified and unable to automatically determine one`');
  });

  it('should report what the Workbox worker precached and cached', () => {
    const { precache, strategies } = dynamic.builds.host.serviceWorker;
    expect(precache).toHaveLength(13);
    expect(precache).not.toContain('remoteEntry.js');
    expect(strategies).toEqual(['NetworkFirst', 'StaleWhileRevalidate']);
    const { controlled, caches } = dynamic.page.serviceWorker;
    expect(controlled).toBe(true);
    expect(caches['mf-entries']).toEqual(['remoteEntry.js']);
    expect(caches['mf-chunks']).toEqual(['__federation_expose_Widget.js', 'runtime.js']);
    expect(caches['workbox-precache']).toEqual(precache);
    expect(sw).toMatch(lang === 'en' ? /precached the shell's 13 files/ : /13 个文件/);
    for (const line of linesOf('return new GenerateSW({', '  });\n').slice(1)) {
      if (line.trim().startsWith('//') || line.includes("mode: 'development'")) continue;
      // The script's JSDoc casts (for tsc) are not on the page, which shows the TypeScript form.
      const shown = line.trim().replace(/\/\*\*.*?\*\/ /g, '');
      expect(sw, line).toContain(shown);
    }
  });
});
