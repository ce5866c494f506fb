import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What /guide/framework/react-native says the lab bundled is what tests/lab/stacks/metro/build.mjs recorded
 * in results.json (the script runs in `npm run test:full`; this test reads its committed output).
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const results = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/lab/stacks/metro/results.json'), 'utf8'));
const built = fs.readFileSync(path.join(ROOT, 'tests/lab/stacks/metro/build.mjs'), 'utf8');
const read = (lang: string) =>
  fs.readFileSync(path.join(ROOT, `docs/${lang}/guide/framework/react-native.mdx`), 'utf8');

describe.each(['en', 'zh'])('/guide/framework/react-native (%s) against the recorded bundles', (lang) => {
  const text = read(lang);

  it('should name the versions that bundled', () => {
    const v = results.versions;
    expect(v['@module-federation/metro']).toBe('0.21.6');
    expect(v['@module-federation/runtime']).toBe('0.21.6');
    expect(text).toContain(`\`@module-federation/metro\` ${v['@module-federation/metro']}`);
    expect(text).toContain(
      `\`@module-federation/metro-plugin-rnc-cli\` ${v['@module-federation/metro-plugin-rnc-cli']}`,
    );
    expect(text).toContain(`Metro ${v.metro}`);
    expect(text).toContain(`React Native ${v['react-native']}`);
    expect(text).toContain(`React ${v.react}`);
    expect(text).toContain(`\`@react-native-community/cli\` ${v['@react-native-community/cli']}`);
  });

  it('should list the files each command wrote, with their sizes', () => {
    const rows = [
      ...Object.entries(results.remote.files as Record<string, number>)
        .filter(([f]) => f !== 'sourceMaps')
        .map(([f, n]) => [`dist/ios/${f}`, n] as const),
      ...Object.entries(results.host.files as Record<string, number>)
        .filter(([f]) => f !== 'sourceMaps')
        .map(([f, n]) => [`dist/ios/${f}`, n] as const),
    ];
    expect(rows).toHaveLength(7);
    for (const [file, bytes] of rows) expect(text, file).toMatch(new RegExp(`\\| \`${file}\` \\| ${bytes} \\|`));
    expect(results.remote.files.sourceMaps).toBe(5);
  });

  it('should quote the manifest the producer wrote', () => {
    const m = results.remote.manifest;
    expect(m.remoteEntry).toEqual({ name: 'mini.container.bundle', path: '', type: 'global' });
    expect(text).toContain('"remoteEntry": { "name": "mini.container.bundle", "path": "", "type": "global" }');
    expect(m.exposes).toEqual([{ name: 'Greeting', path: './Greeting', js: ['./src/Greeting.js'] }]);
    for (const s of m.shared) {
      expect(s.singleton).toBe(true);
      expect(text, s.name).toContain(`"name": "${s.name}"`);
      expect(text, s.name).toContain(`"sync": ["${s.js[0]}"]`);
    }
    expect(m.shared.map((s: { name: string }) => s.name)).toEqual([
      'react',
      'react-native',
      'react-native/Libraries/Network/RCTNetworking',
    ]);
  });

  it('should say what the bundles hold', () => {
    expect(results.host.hasManifestUrl).toBe(true);
    expect(results.host.hasRemoteRequest).toBe(true);
    expect(results.host.hasProducerCode).toBe(false);
    for (const p of [
      '@module-federation/runtime',
      '@module-federation/runtime-core',
      '@module-federation/sdk',
      'react',
    ])
      expect(results.remote.exposedPackages).toContain(p);
    expect(text).toContain(`\`${results.remote.exposedBundleStart[0]}\``);
  });

  it('should quote what withModuleFederation printed and threw', () => {
    const p = results.plugin;
    expect(p.otherCommand.augmented).toBe(false);
    expect(text).toContain(`\`${p.otherCommand.warnings[0]}\``);
    for (const k of ['filename', 'name', 'noReactNative']) expect(text, k).toContain(`\`${p[k].error}\``);
    expect(p.unsupported).toEqual({ warnings: [], augmented: true });
    expect(text).toContain('`strictVersion: true`');
    expect(text).toContain("`shareScope: 'legacy'`");
  });

  it('should show the configurations the lab built', () => {
    for (const line of [
      "  name: 'mini',",
      "  filename: 'mini.container.bundle',",
      "  exposes: { './Greeting': './src/Greeting.js' },",
      "  remotes: { mini: 'mini@http://10.0.2.2:8082/ios/mf-manifest.json' },",
      "import { withAsyncStartup } from '@module-federation/metro/bootstrap';",
      "const Greeting = lazy(() => import('mini/Greeting'));",
    ]) {
      expect(built, line).toContain(line);
      expect(text, line).toContain(line);
    }
  });
});
