import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What /guide/basic/rslib says about the build is what tests/lab/stacks/rslib/build.mjs recorded in
 * results.json (the script runs in `npm run test:full`; this test reads its committed output).
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const results = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/lab/stacks/rslib/results.json'), 'utf8'));
const read = (lang: string) => fs.readFileSync(path.join(ROOT, `docs/${lang}/guide/basic/rslib.mdx`), 'utf8');

describe.each(['en', 'zh'])('/guide/basic/rslib (%s) against the recorded build', (lang) => {
  const text = read(lang);

  it('should name the versions that were built', () => {
    expect(text).toContain(`\`@rslib/core\` ${results.versions['@rslib/core']}`);
    expect(text).toContain(`\`@rsbuild/core\` ${results.versions['@rsbuild/core (Rslib’s)']}`);
    expect(text).toContain(
      `\`@module-federation/rsbuild-plugin\` ${results.versions['@module-federation/rsbuild-plugin']}`,
    );
  });

  it('should list the files each format emitted', () => {
    expect(results.emitted.esm).toEqual(['index.js']);
    expect(results.emitted.cjs).toEqual(['index.cjs']);
    expect(text).toContain('`dist/esm/index.js`');
    expect(text).toContain('`dist/cjs/index.cjs`');
    const mf = results.emitted.mf.filter((f: string) => !f.endsWith('.LICENSE.txt'));
    for (const f of [
      'mf-manifest.json',
      'mf-stats.json',
      'ui_lib.[hash].js',
      '__federation_expose_Button.[hash].js',
      'index.[hash].js',
    ])
      expect(mf, f).toContain(f);
    for (const f of ['ui_lib.[hash].js', '__federation_expose_Button.[hash].js', 'index.[hash].js'])
      expect(text, f).toContain(`\`${f}\``);
    expect(
      mf.filter((f: string) => /^[a-z]\.\[hash\]\.js$/.test(f)),
      'two shared chunks',
    ).toHaveLength(2);
  });

  it('should describe the remote entries and the manifest as built', () => {
    const global = results.manifest.mf;
    const module = results.manifest['mf (library: module)'];
    expect(global.remoteEntry).toEqual({ name: 'ui_lib.[hash].js', path: '', type: 'global' });
    expect(global.remoteEntryStart.startsWith('var ui_lib;')).toBe(true);
    expect(text).toContain('`var ui_lib;`');
    expect(module.remoteEntry).toEqual({ name: 'remoteEntry.js', path: '', type: 'module' });
    expect(module.remoteEntryExports).toBe('export{get,init}');
    expect(text).toContain('`export{get,init}`');
    expect(global.publicPath).toBe('remote:/rslib/mf/producer/');
    expect(global.shared).toEqual(['react/jsx-runtime@19.3.1']);
    expect(text).toContain('`react/jsx-runtime` 19.3.1');
  });

  it('should report what Node and Chromium did with the outputs', () => {
    expect(results.esmImportsReact).toBe(true);
    expect(results.node.esm).toBe('<button type="button" class="ui-button">esm</button>');
    expect(text).toContain(`\`${results.node.esm}\``);
    expect(results.node.cjs).toBe(results.node.esm.replace('esm', 'cjs'));
    expect(results.page).toEqual({ rendered: ['global remote entry', 'ES module remote entry'], errors: [] });
  });

  it('should quote what Rslib printed for mf without the plugin', () => {
    expect(results.withoutPlugin.status).toBe(1);
    const line = results.withoutPlugin.output[0] as string;
    const quoted =
      'format: "mf" should be used with @module-federation/rsbuild-plugin", consider installing and adding it to plugins.';
    expect(line).toContain(quoted);
    expect(text).toContain(`\`${quoted}\``);
  });
});
