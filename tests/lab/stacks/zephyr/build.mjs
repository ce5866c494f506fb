#!/usr/bin/env node
// @ts-check
/**
 * The lab check of /guide/deployment/zephyr. A deploy to Zephyr Cloud needs an account and the network,
 * which the lab has not, so this script checks what can be checked here:
 * - every `ts` block of the English page that imports `zephyr-webpack-plugin` compiles (TypeScript strict)
 *   against the installed `zephyr-webpack-plugin`, `webpack` and `@module-federation/enhanced`;
 * - the options `withZephyr` takes, and the fields of what `onDeployComplete` receives, as the package's
 *   `.d.ts` files declare them;
 * - what `withZephyr()` does to a configuration here: outside a git repository, and in one with a commit
 *   but without a Zephyr login (no `ZE_SECRET_TOKEN`): the ZEPHYR error code it prints and the plugins of
 *   the configuration it returns.
 * Writes tests/lab/stacks/zephyr/results.json (tests/unit/content/zephyr.test.ts holds the page to it).
 *
 *   node tests/lab/stacks/zephyr/build.mjs [--write]
 *
 * The package is not in the project's package.json: it is installed from this folder's package.json and
 * lock into node_modules/.cache/lab/stacks/zephyr/node_modules (npm ci, once per lock).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { installStack, writeFiles } from '../stack.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../../..');
const CACHE = path.join(ROOT, 'node_modules/.cache/lab/stacks/zephyr');
const WORK = path.join(CACHE, 'work');
const PAGE = path.join(ROOT, 'docs/en/guide/deployment/zephyr.mdx');
const { values: opts } = parseArgs({ options: { write: { type: 'boolean', default: false } } });

installStack(HERE, CACHE);
const req = createRequire(path.join(CACHE, 'lab.js'));
/** @type {typeof import('typescript')} */
const ts = req('typescript');
const version = (/** @type {string} */ p) =>
  JSON.parse(fs.readFileSync(path.join(CACHE, 'node_modules', p, 'package.json'), 'utf8')).version;

// 1. The page's samples, compiled against the installed package.
const blocks = [...fs.readFileSync(PAGE, 'utf8').matchAll(/```ts[^\n]*\n([\s\S]*?)```/g)]
  .map((m) => m[1] ?? '')
  .filter((code) => code.includes("from 'zephyr-webpack-plugin'"));
/** @type {Record<string, string>} */
const sampleFiles = {
  'package.json': '{"name":"zephyr-samples","version":"1.0.0","private":true}\n',
  'src/module-federation.config.ts': 'export default { name: "app", exposes: { "./Button": "./src/Button" } };\n',
};
blocks.forEach((code, i) => {
  sampleFiles[`sample-${i + 1}.ts`] = code;
});
writeFiles(path.join(WORK, 'samples'), sampleFiles);
const program = ts.createProgram(
  Object.keys(sampleFiles)
    .filter((f) => f.startsWith('sample-'))
    .map((f) => path.join(WORK, 'samples', f)),
  {
    strict: true,
    noEmit: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    types: [],
  },
);
const diagnostics = ts
  .getPreEmitDiagnostics(program)
  .map(
    (d) => `${d.file ? path.basename(d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
  );

// 2. The option types, as the .d.ts files declare them.
/** @param {string} file @param {string} name */
function members(file, name) {
  const source = program.getSourceFile(path.join(CACHE, 'node_modules', file)) ?? ts.createSourceFile(file, '', 99);
  /** @type {Record<string, string>} */
  const out = {};
  ts.forEachChild(source, (node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === name)
      for (const m of node.members)
        if (ts.isPropertySignature(m) && m.type)
          out[`${m.name.getText(source)}${m.questionToken ? '?' : ''}`] = m.type.getText(source);
  });
  return out;
}
const types = {
  ZephyrWebpackPluginOptions: members('zephyr-webpack-plugin/dist/types/index.d.ts', 'ZephyrWebpackPluginOptions'),
  ZephyrBuildHooks: members('zephyr-agent/dist/zephyr-engine/index.d.ts', 'ZephyrBuildHooks'),
  DeploymentInfo: members('zephyr-agent/dist/zephyr-engine/index.d.ts', 'DeploymentInfo'),
  withZephyr: (() => {
    const f = fs.readFileSync(
      path.join(CACHE, 'node_modules/zephyr-webpack-plugin/dist/webpack-plugin/with-zephyr.d.ts'),
      'utf8',
    );
    return (f.match(/export declare function withZephyr[^;]*;/)?.[0] ?? '').replace(/^export declare function /, '');
  })(),
};

// 3. What withZephyr() does here, without an account.
const PROBE = `const { withZephyr } = require('zephyr-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const config = {
  context: __dirname,
  plugins: [new ModuleFederationPlugin({ name: 'app', exposes: { './Button': './src/Button.js' } })],
};
withZephyr()(config).then(
  (c) => process.stdout.write('\\nRESULT ' + JSON.stringify({ plugins: c.plugins.map((p) => p.constructor.name) })),
  (e) => process.stdout.write('\\nRESULT ' + JSON.stringify({ rejected: e.message })),
);
`;
/** @param {boolean} git */
function probe(git) {
  const dir = path.join(WORK, git ? 'app-git' : 'app-nogit');
  writeFiles(dir, {
    'package.json': '{"name":"zephyr-lab-app","version":"1.0.0","private":true}\n',
    'src/Button.js': 'export default function Button() { return null; }\n',
    'probe.cjs': PROBE,
  });
  const env = {
    ...process.env,
    CI: '1',
    NO_COLOR: '1',
    FORCE_COLOR: '0',
    ZE_SECRET_TOKEN: '',
    // git must not find this site's own repository above the app's folder.
    GIT_CEILING_DIRECTORIES: WORK,
    GIT_AUTHOR_NAME: 'lab',
    GIT_AUTHOR_EMAIL: 'lab@example.com',
    GIT_COMMITTER_NAME: 'lab',
    GIT_COMMITTER_EMAIL: 'lab@example.com',
  };
  if (git) {
    for (const args of [
      ['init', '-q'],
      ['add', '-A'],
      ['commit', '-qm', 'lab'],
      ['remote', 'add', 'origin', 'https://github.com/example/zephyr-lab-app.git'],
    ])
      spawnSync('git', args, { cwd: dir, env });
  }
  const started = Date.now();
  const r = spawnSync(process.execPath, ['probe.cjs'], { cwd: dir, env, encoding: 'utf8', timeout: 120_000 });
  const out = `${r.stdout}\n${r.stderr}`;
  const result = JSON.parse(out.match(/RESULT (.*)/)?.[1] ?? '{"timedOut":true}');
  return {
    ...result,
    codes: [...new Set(out.match(/ZE\d{5}/g) ?? [])],
    said: [
      ...new Set(
        out
          .split('\n')
          .map((l) => l.replace(/^\s*ZEPHYR\s+/, '').trim())
          .filter((l) => /^(ZE\d{5}:|Could not|Authentication required|Git repository information|No zephyr:)/.test(l)),
      ),
    ],
    underTenSeconds: Date.now() - started < 10_000,
  };
}

const results = {
  versions: Object.fromEntries(
    ['zephyr-webpack-plugin', 'zephyr-agent', 'zephyr-xpack-internal', 'webpack', '@module-federation/enhanced'].map(
      (p) => [p, version(p)],
    ),
  ),
  samples: { checked: blocks.length, diagnostics },
  types,
  withoutGit: probe(false),
  withoutLogin: probe(true),
};

// Written as Biome formats JSON, so that `npm run lint` and the comparison below agree.
const text = execFileSync(path.join(ROOT, 'node_modules/.bin/biome'), ['format', '--stdin-file-path=results.json'], {
  input: `${JSON.stringify(results, null, 2)}\n`,
  encoding: 'utf8',
});
fs.writeFileSync(path.join(CACHE, 'results.json'), text);
const committed = path.join(HERE, 'results.json');
if (opts.write || !fs.existsSync(committed)) fs.writeFileSync(committed, text);
console.log(text);
if (fs.readFileSync(committed, 'utf8') !== text) {
  console.error(
    'zephyr: the check differs from tests/lab/stacks/zephyr/results.json: run with --write and update /guide/deployment/zephyr',
  );
  process.exitCode = 1;
}
