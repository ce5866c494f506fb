import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What /guide/deployment/zephyr says about zephyr-webpack-plugin is what tests/lab/stacks/zephyr/build.mjs
 * recorded in results.json: the page's sample compiled against the installed package, the option types of
 * its .d.ts files, and what withZephyr() did without a repository and without a login (the script runs in
 * `npm run test:full`; this test reads its committed output).
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const results = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/lab/stacks/zephyr/results.json'), 'utf8'));
const read = (lang: string) => fs.readFileSync(path.join(ROOT, `docs/${lang}/guide/deployment/zephyr.mdx`), 'utf8');
const cell = (s: string) => s.replaceAll('|', '\\|');

describe.each(['en', 'zh'])('/guide/deployment/zephyr (%s) against the recorded check', (lang) => {
  const text = read(lang);

  it('should name the versions the check installed', () => {
    expect(results.versions['zephyr-webpack-plugin']).toBe('1.0.1');
    expect(text).toContain('`zephyr-webpack-plugin` 1.0.1');
    expect(text).toContain(`webpack ${results.versions.webpack}`);
    expect(text).toContain(`\`@module-federation/enhanced\` ${results.versions['@module-federation/enhanced']}`);
  });

  it('should hold the sample that compiled against the installed package, in both languages', () => {
    expect(results.samples.checked).toBe(1);
    expect(results.samples.diagnostics).toEqual([]);
    const sample = (t: string) => t.match(/```ts title="webpack.config.ts"\n([\s\S]*?)```/)?.[1];
    expect(sample(text)).toBeDefined();
    expect(sample(text)).toBe(sample(read('en')));
  });

  it('should give the option types of the .d.ts files', () => {
    const { types } = results;
    expect(Object.keys(types.ZephyrWebpackPluginOptions)).toEqual(['wait_for_index_html?', 'hooks?']);
    expect(text).toContain(
      `| \`wait_for_index_html\` | \`${types.ZephyrWebpackPluginOptions['wait_for_index_html?']}\` |`,
    );
    expect(text).toContain(`| \`hooks\` | \`${types.ZephyrWebpackPluginOptions['hooks?']}\` |`);
    expect(text).toContain(`| \`hooks.onDeployComplete\` | \`${cell(types.ZephyrBuildHooks['onDeployComplete?'])}\` |`);
    for (const [field, type] of Object.entries(types.DeploymentInfo as Record<string, string>))
      expect(text, field).toContain(`| \`${field}\` | \`${cell(type)}\` |`);
    expect(text).toContain(`\`${types.withZephyr.replace(/;$/, '')}\``);
  });

  it('should quote what withZephyr() printed without a repository and without a login, and the plugins it kept', () => {
    for (const probe of [results.withoutGit, results.withoutLogin]) {
      expect(probe.plugins).toEqual(['ModuleFederationPlugin']);
      expect(probe.underTenSeconds).toBe(true);
    }
    expect(results.withoutGit.codes).toEqual(['ZE10016']);
    expect(results.withoutLogin.codes).toEqual(['ZE10018']);
    for (const line of [
      'ZE10016: Failed to load git information:',
      'Git repository information is required in CI environments',
    ]) {
      expect(results.withoutGit.said).toContain(line);
      expect(text).toContain(`\`${line}\``);
    }
    for (const line of [
      'Could not load ZE_SECRET_TOKEN.',
      'Authentication required - You need to log in to Zephyr Cloud',
      'ZE10018: Failed to authenticate with Zephyr.',
    ]) {
      expect(results.withoutLogin.said).toContain(line);
      expect(text).toContain(`\`${line}\``);
    }
    expect(results.withoutLogin.said).toContain(
      'No zephyr:dependencies found in package.json, to give you more control over your dependencies, check out our documentation:',
    );
    expect(text).toContain('`No zephyr:dependencies found in package.json`');
  });
});
