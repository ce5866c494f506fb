import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What the snapshot section of /configure/manifest, the lists of /guide/debug/variables and the recipes
 * /practice/scenario/csp and /practice/scenario/browser-support say the lab saw is what
 * tests/lab/stacks/page-runtime/build.mjs recorded in results.json (the script runs in `npm run test:full`;
 * this test reads its committed output).
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const results = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/lab/stacks/page-runtime/results.json'), 'utf8'));
const read = (lang: string, route: string) => fs.readFileSync(path.join(ROOT, `docs/${lang}${route}.mdx`), 'utf8');
const LANGS = ['en', 'zh'];

describe('the versions the lab ran', () => {
  it('should be the ones the pages name', () => {
    expect(results.versions).toEqual({
      '@rspack/core': '2.3.2',
      '@module-federation/enhanced': '2.9.2',
      '@module-federation/runtime-core': '2.9.2',
      acorn: '8.15.0',
    });
  });
});

describe.each(LANGS)('/configure/manifest#snapshots (%s)', (lang) => {
  const text = read(lang, '/configure/manifest');
  const { snapshot } = results;

  it('should list the hooks of a manifest load in the order the lab logged them', () => {
    expect(snapshot.manifest.result.loaded).toBe('Button from producer');
    expect(text).toContain(`\`\`\`text\n${snapshot.manifest.hooks.join('\n')}\n\`\`\``);
  });

  it('should say a pre-generated snapshot loads without a manifest request, from the global', () => {
    expect(snapshot.pregenerated.result.loaded).toBe('Button from producer');
    expect(snapshot.pregenerated.manifestRequested).toBe(false);
    expect(snapshot.manifest.manifestRequested).toBe(true);
    expect(snapshot.pregenerated.hooks).toContain('loadRemoteSnapshot (from global)');
    expect(text).toContain("`from: 'global'`");
  });

  it('should give each broken stage its last hooks and its error', () => {
    const hooksBeforeError = (id: string) => {
      const hooks: string[] = snapshot[id].hooks;
      return hooks.slice(0, hooks.indexOf('errorLoadRemote'));
    };
    expect(hooksBeforeError('manifest-404').at(-1)).toBe('loadSnapshot');
    expect(hooksBeforeError('manifest-404')).not.toContain('loadRemoteSnapshot (from manifest)');
    expect(hooksBeforeError('entry-404').slice(-4)).toEqual([
      'loadRemoteSnapshot (from manifest)',
      'afterLoadSnapshot',
      'loadEntry',
      'afterResolve',
    ]);
    expect(hooksBeforeError('expose-missing')).toEqual(hooksBeforeError('entry-404'));
    for (const id of ['manifest-404', 'entry-404']) {
      const error = (snapshot[id].result.error as string).replace('[ Federation Runtime ]: ', '');
      expect(text).toContain(`\`${error}\``);
    }
    expect(snapshot['expose-missing'].result.code).toBeNull();
    expect(text).toContain(`\`${snapshot['expose-missing'].result.error}\``);
  });
});

describe.each(LANGS)('/guide/debug/variables (%s)', (lang) => {
  const text = read(lang, '/guide/debug/variables');
  const g = results.snapshot.manifest.globals;

  it('should list every field the producer and consumer records had', () => {
    expect(g.hostFields).toEqual(['remoteEntry', 'remotesInfo', 'version']);
    for (const field of g.hostFields) expect(text).toContain(`\`${field}\``);
    for (const field of g.producerFields) expect(text, field).toContain(`\`${field}\``);
    for (const field of g.producerModuleFields) expect(text, field).toContain(field);
    expect(g.moduleInfoKeys[0]).toBe('consumer');
    expect(g.moduleInfoKeys[1]).toMatch(/^producer:.*mf-manifest\.json$/);
  });

  it('should list every member of the instance, its options and its handlers', () => {
    for (const member of g.instanceMembers) expect(text, member).toContain(`\`${member}\``);
    for (const key of g.instanceOptionKeys) expect(text, key).toContain(`\`${key}\``);
    for (const key of g.snapshotHandlerMembers) expect(text, key).toContain(`\`${key}\``);
    for (const key of g.remoteHandlerMembers) expect(text, key).toContain(`\`${key}\``);
    expect(g.instances).toEqual(['consumer', 'producer']);
    expect(g.instanceVersion).toBe('2.9.2');
    expect(g.moduleCacheKeys).toEqual(['producer']);
  });
});

describe.each(LANGS)('/practice/scenario/csp (%s)', (lang) => {
  const text = read(lang, '/practice/scenario/csp');
  const { csp } = results;

  it('should say which policies loaded', () => {
    for (const v of ['allowed', 'strict-dynamic', 'get-public-path-unsafe-eval', 'allowlist-listed']) {
      expect(csp[v].result.loaded, v).toBe('Button from producer');
      expect(csp[v].violations, v).toEqual([]);
    }
  });

  it('should quote the errors of the policies that failed', () => {
    expect(csp['connect-src-missing'].result.code).toBe('RUNTIME-003');
    expect(csp['connect-src-missing'].violations[0]).toMatch(/^connect-src .*mf-manifest\.json$/);
    expect(csp['connect-src-missing'].consoleErrors.join('\n')).toContain(
      "Refused to connect because it violates the document's Content Security Policy.",
    );
    expect(text).toContain("`Refused to connect because it violates the document's Content Security Policy.`");
    expect(csp['script-src-missing'].result.code).toBe('RUNTIME-008');
    expect(csp['script-src-missing'].violations.map((v: string) => v.split('/').at(-1)).sort()).toEqual([
      '__federation_expose_Button.js',
      'remoteEntry.js',
    ]);
    expect(csp['script-src-missing'].violations.every((v: string) => v.startsWith('script-src-elem '))).toBe(true);
    const evalError = csp['get-public-path'].result.error as string;
    const quoted =
      "Evaluating a string as JavaScript violates the following Content Security Policy directive because 'unsafe-eval' is not an allowed source of script";
    expect(evalError).toContain(quoted);
    expect(text).toContain(`\`${quoted}\``);
    expect(csp['get-public-path'].violations).toEqual(['script-src eval']);
  });

  it('should say only the getPublicPath rows evaluated a string', () => {
    for (const [variant, record] of Object.entries(csp as Record<string, { violations: string[] }>)) {
      const evaluated = record.violations.some((v) => v.startsWith('script-src eval'));
      expect(evaluated, variant).toBe(variant === 'get-public-path');
    }
  });

  it('should say the allowlist plugin refused the producer before any request to its origin', () => {
    const refused = csp['allowlist-unlisted'];
    expect(refused.result.error).toBe('[ Federation Runtime ]: Remote "producer" is not allowed from remote:');
    expect(refused.requests.some((r: string) => r.startsWith('remote:'))).toBe(false);
    expect(text).toContain('`[ Federation Runtime ]: Remote "producer" is not allowed from <origin>`');
    const built = fs.readFileSync(path.join(ROOT, 'tests/lab/stacks/page-runtime/build.mjs'), 'utf8');
    for (const line of [
      'const remote = args.options.remotes.find((r) => r.name === name || r.alias === name);',
      "if (remote && 'entry' in remote) {",
      'const origin = new URL(remote.entry, location.href).origin;',
    ]) {
      expect(built, line).toContain(line);
      expect(text, line).toContain(line);
    }
  });
});

describe.each(LANGS)('/practice/scenario/browser-support (%s)', (lang) => {
  const text = read(lang, '/practice/scenario/browser-support');
  const { compat } = results;

  it('should give the ES levels the lab parsed', () => {
    expect(compat.default).toMatchObject({ remoteEntry: 'ES2021', consumerMain: 'ES2021', consumerChunks: ['ES2015'] });
    expect(compat.downlevel).toMatchObject({
      remoteEntry: 'ES2020',
      consumerMain: 'ES2020',
      consumerChunks: ['ES2015'],
    });
    expect(compat.default.es2020Blocker).toContain('??=');
    expect(compat.downlevel.es2015Blocker).toContain('import(');
    expect(compat.downlevel.es2020Blocker).toBe('none');
    expect(text).toContain('| ES2021 | ES2021 | ES2015 |');
    expect(text).toContain('| ES2020 | ES2020 | ES2015 |');
  });

  it('should say both builds load in Chromium', () => {
    expect(compat.default.page.result.loaded).toBe('Button from producer');
    expect(compat.downlevel.page.result.loaded).toBe('Button from producer');
  });

  it('should show the rule the lab built with', () => {
    const built = fs.readFileSync(path.join(ROOT, 'tests/lab/stacks/page-runtime/build.mjs'), 'utf8');
    for (const line of [
      "target: ['web', 'es2015'],",
      'test: /\\.[cm]?js$/,',
      "loader: 'builtin:swc-loader',",
      "options: { jsc: { target: 'es2015' } },",
    ]) {
      expect(built, line).toContain(line);
      expect(text, line).toContain(line);
    }
  });
});
