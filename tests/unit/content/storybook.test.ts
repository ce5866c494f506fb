import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What /guide/framework/storybook says the lab saw is what tests/lab/stacks/storybook/build.mjs recorded in
 * results.json (the script runs in `npm run test:full`; this test reads its committed output).
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const results = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/lab/stacks/storybook/results.json'), 'utf8'));
const built = fs.readFileSync(path.join(ROOT, 'tests/lab/stacks/storybook/build.mjs'), 'utf8');
const read = (lang: string) => fs.readFileSync(path.join(ROOT, `docs/${lang}/guide/framework/storybook.mdx`), 'utf8');

describe.each(['en', 'zh'])('/guide/framework/storybook (%s) against the recorded build', (lang) => {
  const text = read(lang);

  it('should name the versions that built', () => {
    const v = results.versions;
    expect(text).toContain(`\`storybook\` ${v.storybook}`);
    expect(text).toContain(`\`storybook-react-rsbuild\` ${v['storybook-react-rsbuild']}`);
    expect(text).toContain(`\`@rsbuild/core\` ${v['@rsbuild/core']}`);
    expect(text).toContain(`\`@module-federation/rsbuild-plugin\` ${v['@module-federation/rsbuild-plugin']}`);
    expect(text).toContain(`React ${v.react}`);
  });

  it('should say that the story rendered with asyncStartup, alone and in the UI, with a quiet console', () => {
    for (const view of ['async.iframe', 'async.ui']) {
      expect(results.pages[view].rendered).toBe(`From the widgets producer (React ${results.versions.react})`);
      expect(results.pages[view].errors).toEqual([]);
      expect(results.pages[view].react).toEqual([
        `${results.versions.react} from stories, used by stories and widgets`,
      ]);
    }
    expect(text).toContain(`\`${results.pages['async.iframe'].rendered}\``);
  });

  it('should quote what the console said without asyncStartup, where nothing rendered', () => {
    for (const view of ['sync.iframe', 'sync.ui']) {
      expect(results.pages[view].rendered).toBeNull();
      expect(results.pages[view].errors).toEqual(results.pages['sync.iframe'].errors);
    }
    for (const line of results.pages['sync.iframe'].errors.slice(2)) expect(text, line).toContain(`\`${line}\``);
    expect(results.pages['sync.iframe'].errors[3]).toMatch(/#RUNTIME-006$/);
  });

  it('should say that a replaced plugin list rendered with asyncStartup (storybook-rsbuild#217)', () => {
    for (const view of ['replace.iframe', 'replace.ui']) {
      expect(results.pages[view].rendered).toBe(results.pages['async.iframe'].rendered);
      expect(results.pages[view].errors).toEqual([]);
    }
    expect(built).toContain('rsbuildFinal: (config) => ({\n    ...config,\n    plugins: [\n      pluginReact(),');
    expect(text).toContain('`{ ...config, plugins: [pluginReact(), pluginModuleFederation(…)] }`');
  });

  it('should quote the build error of a Storybook without the federation plugin', () => {
    expect(results.builds.none.exitCode).toBe(1);
    const line = results.builds.none.errors.find((l: string) => l.includes("Can't resolve"));
    expect(line).toBe("× Module not found: Can't resolve 'widgets/Badge' in '<project>/stories-none/src'");
    expect(text).toContain(`\`${line}\``);
    for (const v of ['sync', 'async', 'replace']) expect(results.builds[v].exitCode).toBe(0);
  });

  it('should show the configuration the lab built', () => {
    for (const line of [
      "framework: { name: 'storybook-react-rsbuild', options: {} },",
      'rsbuildFinal: (config) => {',
      "shared: { react: { singleton: true }, 'react-dom': { singleton: true } },",
      "import Badge from 'widgets/Badge';",
      "export const Default: StoryObj<typeof Badge> = { args: { label: 'From the widgets producer' } };",
    ]) {
      expect(built, line).toContain(line);
      expect(text, line).toContain(line);
    }
    expect(built).toContain('experiments: { asyncStartup: true },');
    expect(text).toContain('experiments: { asyncStartup: true },');
    expect(results.buildWarnings.async[0]).toContain('`optimization.runtimeChunk` is disabled');
  });
});
