import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * /blog/v2-stable says what each claim of the 2.0 stable release post is in the installed packages; each
 * check below re-reads the installed file the post cites, so an upgrade that changes one fails here.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const nm = (file: string) => fs.readFileSync(path.join(ROOT, 'node_modules', file), 'utf8');
const version = (pkg: string) => JSON.parse(nm(`${pkg}/package.json`)).version as string;
const read = (lang: string) => fs.readFileSync(path.join(ROOT, `docs/${lang}/blog/v2-stable.mdx`), 'utf8');
const rspack = nm('@rspack/core/dist/index.js');
const sdkTypes = nm('@module-federation/sdk/dist/types/plugins/ModuleFederationPlugin.d.ts');

describe('the claims of the 2.0 stable post in the installed packages', () => {
  it('should be the versions the post names', () => {
    expect(version('@module-federation/enhanced')).toBe('2.9.2');
    expect(version('@module-federation/cli')).toBe('2.9.2');
    expect(version('@rspack/core')).toBe('2.3.2');
  });
  it('should still default library.type to var in the webpack and the Rspack plugin', () => {
    expect(nm('@module-federation/enhanced/dist/src/lib/container/ModuleFederationPlugin.js')).toMatch(
      /const library = options\.library \|\| \{\s*type: "var",\s*name\s*\}/,
    );
    expect(rspack).toMatch(/library = options\.library \|\| \{\s*type: 'var',\s*name: options\.name\s*\}/);
  });
  it('should accept runtimePlugins with options', () => {
    expect(sdkTypes).toContain('runtimePlugins?: (string | [string, Record<string, unknown>])[];');
  });
  it('should have the tree-shaking modes', () => {
    expect(sdkTypes).toContain("mode?: 'server-calc' | 'runtime-infer';");
    expect(sdkTypes).toContain('treeShaking?: boolean | TreeShakingConfig;');
  });
  it('should leave asyncStartup off unless asked', () => {
    expect(rspack).toContain('asyncStartup: this._options.experiments?.asyncStartup ?? !1');
  });
  it('should have a Rust manifest plugin in Rspack, and the JavaScript one in the enhanced Rspack plugin', () => {
    expect(rspack).toContain('class ModuleFederationManifestPlugin extends RspackBuiltinPlugin');
    expect(rspack).toContain(
      'this._options.manifest && new ModuleFederationManifestPlugin(this._options).apply(compiler)',
    );
    expect(nm('@module-federation/rspack/dist/ModuleFederationPlugin.js')).toContain(
      'this._statsPlugin = new manifest_namespaceObject.StatsPlugin(options',
    );
  });
  it('should have no side-effect scanner in the CLI: dts is its only command', () => {
    const commands = fs.readdirSync(path.join(ROOT, 'node_modules/@module-federation/cli/dist/commands'));
    expect([...new Set(commands.map((f) => f.split('.')[0]))]).toEqual(['dts']);
  });
  it('should export the data-fetch APIs from bridge-react', () => {
    const index = nm('@module-federation/bridge-react/dist/index.d.ts');
    for (const name of ['createLazyComponent', 'prefetch', 'cache']) expect(index).toMatch(new RegExp(`\\b${name},`));
  });
});

describe.each(['en', 'zh'])('/blog/v2-stable (%s)', (lang) => {
  const text = read(lang);
  it('should quote the installed defaults as they are', () => {
    expect(text).toContain('`options.library || { type: "var", name }`');
    expect(text).toContain("`options.library || { type: 'var', name: options.name }`");
    expect(text).toContain('`(string | [string, Record<string, unknown>])[]`');
    expect(text).toContain('`asyncStartup ?? false`');
    expect(text).toContain('`ModuleFederationManifestPlugin`');
  });
});
