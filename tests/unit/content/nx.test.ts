import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What /guide/framework/nx says about the build is what tests/lab/stacks/nx/build.mjs recorded in
 * results.json (the script runs in `npm run test:full`; this test reads its committed output), and its
 * code samples are the files of the lab's workspace (tests/lab/stacks/nx/workspace.mjs).
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const results = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/lab/stacks/nx/results.json'), 'utf8'));
// tests/lab/stacks/nx/releases.mjs: functions of older Nx releases run in Node (#troubleshooting)
const releases = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/lab/stacks/nx/releases.json'), 'utf8'));
const read = (lang: string) => fs.readFileSync(path.join(ROOT, `docs/${lang}/guide/framework/nx.mdx`), 'utf8');
const { workspace } = (await import(path.join(ROOT, 'tests/lab/stacks/nx/workspace.mjs'))) as {
  workspace: (remoteUrl: string) => Record<string, string>;
};
const files = workspace('http://localhost:4195/nx/mf/remote/');

describe.each(['en', 'zh'])('/guide/framework/nx (%s) against the recorded build', (lang) => {
  const text = read(lang);

  it('should name the versions that were built', () => {
    for (const name of ['@nx/module-federation', 'nx', '@rspack/core', '@module-federation/enhanced'])
      expect(text, name).toContain(`\`${name}\` ${results.versions[name]}`);
  });

  it('should show the workspace files the lab built', () => {
    for (const name of [
      'apps/remote/module-federation.config.ts',
      'apps/host/module-federation.config.ts',
      'apps/host/src/bootstrap.tsx',
      'apps/host/src/remote.d.ts',
      'libs/shared-ui/src/badge.tsx',
    ]) {
      // the fence may carry a no-check reason after the title; the zh page translates the comments
      const block = text
        .split(`title="${name}"`)[1]
        ?.split('```')[0]
        ?.replace(/^[^\n]*\n/, '');
      const code = (s: string | undefined) => (lang === 'zh' ? s?.replace(/^\s*\/\/.*\n/gm, '') : s);
      expect(code(block), name).toBe(code(files[name]));
    }
  });

  it('should report what the helper computed', () => {
    expect(results.host.plugin.remotes).toEqual({ remote: 'remote@remote:/nx/mf/remote/remoteEntry.js' });
    expect(results.remote.plugin.filename).toBe('remoteEntry.js');
    expect(results.host.output).toEqual({ uniqueName: 'host', publicPath: 'auto' });
    expect(results.host.otherPlugins).toEqual(['NormalModuleReplacementPlugin', 'DefinePlugin']);
    expect(results.host.plugin.shared['@lab/shared-ui']).toEqual({ requiredVersion: false });
    expect(results.host.plugin.shared.remote).toEqual({ requiredVersion: false });
    expect(results.host.plugin.shared.react).toEqual({
      singleton: true,
      strictVersion: true,
      requiredVersion: '19.3.1',
      eager: true,
    });
    expect(text).toContain("{ singleton: true, strictVersion: true, requiredVersion: '19.3.1' }");
    // the remote never imports react by name: the graph has no edge, nothing shares it
    expect(results.graph.dependencies.remote).toEqual(['npm:react-dom', 'shared-ui']);
    expect(Object.keys(results.remote.plugin.shared)).not.toContain('react');
    expect(results.remoteManifest.shared).not.toContain('react');
    expect(results.remoteManifest.shared).toContain('@lab/shared-ui');
    for (const f of ['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json'])
      expect(results.remote.emitted, f).toContain(f);
  });

  it('should say what each form of additionalShared did', () => {
    const extra = results['remote with additionalShared'];
    expect(extra.strings.error).toMatch(/^ERR_PACKAGE_PATH_NOT_EXPORTED: .*'\.\/jsx-runtime\/package\.json'/);
    expect(extra.tuple).toEqual({
      react: { singleton: true, strictVersion: true, requiredVersion: '19.3.1' },
      'react/jsx-runtime': { singleton: true, requiredVersion: '19.3.1' },
    });
    expect(text).toContain("['react', ['react/jsx-runtime', { singleton: true, requiredVersion: '19.3.1' }]]");
    expect(text).toContain('`ERR_PACKAGE_PATH_NOT_EXPORTED`');
  });

  it('should report what Chromium rendered', () => {
    expect(results.browser.rendered).toEqual(['from the host', 'from the remote']);
    expect(results.browser.sharedUiCopies).toBe(1);
    expect(results.browser.errors).toEqual([]);
    expect(text).toContain('`sharedUiCopies`');
  });

  it('should quote what the release checks gave (#troubleshooting)', () => {
    const g = releases.getRemotes;
    expect(g['@nx/webpack 19.3.0'].error).toBe("TypeError: Cannot read properties of undefined (reading 'data')");
    expect(text).toContain(`\`${g['@nx/webpack 19.3.0'].error}\``);
    for (const v of ['@nx/webpack 19.5.0', '@nx/module-federation 23.2.1']) {
      expect(g[v].result.dynamicRemotes, v).toEqual(['remote1']);
      expect(g[v].logged, v).toEqual(['NX Starting module federation dev-server for host with 1 remotes']);
    }
    expect(text).toContain('`dynamicRemotes: ["remote1"]`');
    expect(text).toContain(`\`${g['@nx/webpack 19.5.0'].logged[0]}\``);
    const both = g['@nx/module-federation 23.2.1, two static remotes'].result;
    const dev = g['@nx/module-federation 23.2.1, two static remotes, --devRemotes=remote2'].result;
    expect(both).toMatchObject({ staticRemotes: ['remote1', 'remote2'], devRemotes: [], staticRemotePort: 4203 });
    expect(dev).toMatchObject({ staticRemotes: ['remote1'], devRemotes: ['remote2'], remotePorts: [4202] });
    expect(dev.staticRemotePort).toBe(4203);
    expect(text.match(/\| (port|端口) 4203 \|/g)).toHaveLength(2);
    const b = releases.builtin;
    expect(b.versions).toEqual({ webpack: '5.111.1', '@rspack/core': '2.3.2' });
    expect(b.NormalModuleReplacementPlugin.error).toBe(
      'TypeError: compiler.__internal__registerBuiltinPlugin is not a function',
    );
    expect(b['webpack.NormalModuleReplacementPlugin']).toEqual({ applied: true });
    expect(text).toContain(`\`${b.NormalModuleReplacementPlugin.error}\``);
    const calls = b['withModuleFederation (webpack) calls getModuleFederationConfig with'];
    expect(calls['21.4.1']).toBe('options');
    expect(calls['21.5.1']).toBe("options, undefined, 'webpack'");
    for (const c of new Set(Object.values(calls)))
      expect(text).toContain(`\`getModuleFederationConfig(${String(c)})\``);
  });

  it('should report the remote built with a runtime chunk (#runtime-chunk)', () => {
    const r = results['remote with runtimeChunk'];
    expect(r.helperSet).toBe(false);
    expect(r.emitted).toContain('runtime.js');
    expect(r.remoteEntryStartsWith).toMatch(/^"use strict";\n.*\n\(self\["rspackChunkremote"\]/);
    expect(results.browser.runtimeChunk.rendered).toBe(false);
    expect(results.browser.runtimeChunk.errors).toEqual([
      '[ Federation Runtime ]: Failed to get remoteEntry exports. #RUNTIME-001',
    ]);
    expect(text).toContain(`\`${results.browser.runtimeChunk.errors[0]}\``);
    expect(text).toContain('`(self["rspackChunkremote"] = …`');
  });

  it('should report the runtime chunk of a host with two remotes in development (#failed-to-load-module-script)', () => {
    const r = results['host with two remotes in development'];
    expect(r).toMatchObject({ noExposes: 'single', emptyExposes: false });
    expect(r.build).toEqual({ errors: 0, emitted: ['main.js', 'runtime.js'] });
    const single = results.browser.devRuntimeChunkSingle;
    expect(single['runtime.js and main.js']).toEqual({ rendered: true, errors: [] });
    expect(single['main.js only']).toEqual({ rendered: false, errors: [] });
    for (const s of ["`optimization.runtimeChunk = 'single'`", '`exposes: {}`', '`runtime.js`', '`main.js`'])
      expect(text, s).toContain(s);
  });

  it('should report what type generation did from the workspace root (#dts)', () => {
    const d = results['remote with dts'];
    const missing = "Unable to compile federated types, Error: Cannot read file '<workspace>/tsconfig.json'.";
    const created = '[ Module Federation DTS ] Federated types created correctly';
    expect(d.true).toMatchObject({ errors: 0, emitted: [], printed: [missing] });
    expect(d['top-level'].printed).toEqual([created, missing]);
    expect(d['top-level'].emitted).toEqual(['@mf-types.d.ts', '@mf-types.zip']);
    expect(d.both).toMatchObject({ errors: 0, emitted: ['@mf-types.d.ts', '@mf-types.zip'], printed: [created] });
    expect(d.both.dts.generateTypes.tsConfigPath).toBe('apps/remote/tsconfig.app.json');
    for (const s of [missing, created, '@mf-types.zip', "tsConfigPath: 'apps/remote/tsconfig.app.json'"])
      expect(text, s).toContain(s);
    expect(results['host with shareStrategy: loaded-first']).toBe('loaded-first');
  });
});
