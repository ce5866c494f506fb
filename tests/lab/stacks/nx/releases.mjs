#!/usr/bin/env node
// @ts-check
/**
 * The release checks of /guide/framework/nx#troubleshooting: functions of older Nx releases run in Node,
 * and the messages they give. Writes tests/lab/stacks/nx/releases.json (tests/unit/content/nx.test.ts
 * holds the page to it).
 *
 *   node tests/lab/stacks/nx/releases.mjs [--write]
 *
 * - getRemotes, the function Nx's module-federation dev server uses to list the remotes it starts, of
 *   @nx/webpack 19.3.0 and 19.5.0 (unpacked from the registry with `npm pack` into
 *   node_modules/.cache/lab/stacks/nx/releases, never installed: its three Nx imports, a logger,
 *   findMatchingProjects and chalk, are stubbed), and of @nx/module-federation 23.2.1 (the stack's
 *   install, with its real imports), on a host whose module-federation.manifest.json names a remote that
 *   is not a project of the workspace.
 * - A plugin of @rspack/core (the stack's 2.3.2) applied to a webpack 5 compiler (the project's webpack),
 *   which is what @nx/module-federation 21.4.1's webpack and Angular helpers did with the
 *   NormalModuleReplacementPlugin once @rspack/core made it a built-in plugin (1.5.0).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, stripVTControlCharacters } from 'node:util';
import { installStack } from '../stack.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../../..');
const CACHE = path.join(ROOT, 'node_modules/.cache/lab/stacks/nx');
const RELEASES = path.join(CACHE, 'releases');
const { values: opts } = parseArgs({ options: { write: { type: 'boolean', default: false } } });

installStack(HERE, CACHE);
const fromStack = createRequire(path.join(CACHE, 'package.json'));
const fromRoot = createRequire(path.join(ROOT, 'package.json'));

/** Unpacks `name@version` from the registry once; returns the package folder. @param {string} spec */
function unpack(spec) {
  const dir = path.join(RELEASES, spec.replace('/', '+'));
  const pkg = path.join(dir, 'package');
  if (fs.existsSync(path.join(pkg, 'package.json'))) return pkg;
  fs.mkdirSync(dir, { recursive: true });
  const file = execFileSync('npm', ['pack', spec, '--silent'], { cwd: dir, encoding: 'utf8' }).trim().split('\n').pop();
  execFileSync('tar', ['xzf', String(file)], { cwd: dir });
  fs.rmSync(path.join(dir, String(file)));
  return pkg;
}

/** A file's module with some of its imports replaced. @param {string} file @param {Record<string, unknown>} stubs */
function loadWith(file, stubs) {
  const m = { exports: /** @type {any} */ ({}) };
  const req = createRequire(file);
  const code = fs.readFileSync(file, 'utf8');
  new Function('module', 'exports', 'require', code)(m, m.exports, (/** @type {string} */ id) =>
    id in stubs ? stubs[id] : req(id),
  );
  return m.exports;
}

// A host with one workspace remote (port 4201) and a manifest that also names a remote from elsewhere.
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'nx-releases-'));
const manifest = path.join(tmp, 'module-federation.manifest.json');
fs.writeFileSync(manifest, JSON.stringify({ remote1: 'http://localhost:4201', shop: 'https://shop.example.com' }));
for (const name of ['remote1', 'remote2']) {
  fs.mkdirSync(path.join(tmp, 'apps', name), { recursive: true });
  fs.writeFileSync(path.join(tmp, 'apps', name, 'tsconfig.json'), '{}');
  fs.writeFileSync(
    path.join(tmp, 'apps', name, 'module-federation.config.js'),
    `module.exports = { name: '${name}' };`,
  );
}
const project = (/** @type {string} */ name, /** @type {number} */ port) => ({
  name,
  type: 'app',
  data: { root: `apps/${name}`, targets: { serve: { options: { port } } } },
});
const context = {
  projectName: 'host',
  root: tmp,
  projectGraph: { nodes: { host: project('host', 4200), remote1: project('remote1', 4201) }, dependencies: {} },
};
const logged = /** @type {string[]} */ ([]);
const logger = { info: (/** @type {string} */ s) => logged.push(s) };
/** @param {() => any} run */
const outcome = (run) => {
  logged.length = 0;
  try {
    const r = run();
    return r === undefined ? { applied: true } : { result: r, logged: [...logged] };
  } catch (e) {
    return { error: `${/** @type {Error} */ (e).constructor.name}: ${/** @type {Error} */ (e).message}` };
  }
};

/** @type {Record<string, any>} */
const getRemotes = {};
for (const version of ['19.3.0', '19.5.0']) {
  const file = path.join(unpack(`@nx/webpack@${version}`), 'src/utils/module-federation/get-remotes-for-host.js');
  const mod = loadWith(file, {
    '@nx/devkit': { logger },
    'nx/src/utils/find-matching-projects': {
      findMatchingProjects: (/** @type {string[]} */ names, /** @type {object} */ nodes) =>
        names.filter((n) => n in nodes),
    },
    chalk: { bold: (/** @type {string} */ s) => s },
    '@nx/js/src/internal': {},
  });
  getRemotes[`@nx/webpack ${version}`] = outcome(() =>
    mod.getRemotes(undefined, [], { name: 'host', remotes: [] }, context, manifest),
  );
}
{
  const mod = fromStack(path.join(CACHE, 'node_modules/@nx/module-federation/dist/src/utils/get-remotes-for-host.js'));
  const realLogged = /** @type {string[]} */ ([]);
  const devkit = createRequire(path.join(CACHE, 'node_modules/@nx/module-federation/dist/src/utils/x.js'))(
    '@nx/devkit',
  );
  const info = devkit.logger.info;
  // The message bolds the host's name with picocolors, which turns colours on when CI is set (CI=true in a
  // fresh clone's test:full run): the codes are stripped so that the record is the same with and without CI.
  devkit.logger.info = (/** @type {string} */ s) => realLogged.push(stripVTControlCharacters(s));
  // two static remotes (4201, 4202) beside the manifest: where the dev server serves them from
  const two = structuredClone(context);
  Object.assign(two.projectGraph.nodes, { remote2: project('remote2', 4202) });
  // Nx looks for a remote's tsconfig relative to the working directory (the workspace root under nx serve)
  const cwd = process.cwd();
  process.chdir(tmp);
  try {
    const run = (/** @type {() => any} */ f) => {
      realLogged.length = 0;
      const r = outcome(f);
      return { ...r, logged: [...realLogged] };
    };
    getRemotes['@nx/module-federation 23.2.1'] = run(() =>
      mod.getRemotes(undefined, [], { name: 'host', remotes: [] }, context, manifest),
    );
    getRemotes['@nx/module-federation 23.2.1, two static remotes'] = run(() =>
      mod.getRemotes(undefined, [], { name: 'host', remotes: ['remote1', 'remote2'] }, two, undefined),
    );
    getRemotes['@nx/module-federation 23.2.1, two static remotes, --devRemotes=remote2'] = run(() =>
      mod.getRemotes(['remote2'], [], { name: 'host', remotes: ['remote1', 'remote2'] }, two, undefined),
    );
  } finally {
    process.chdir(cwd);
    devkit.logger.info = info;
  }
}
fs.rmSync(tmp, { recursive: true, force: true });

// An @rspack/core plugin in a webpack build.
const webpack = fromRoot('webpack');
const rspack = fromStack('@rspack/core');
const compiler = webpack({
  context: ROOT,
  entry: './package.json',
  mode: 'none',
  infrastructureLogging: { level: 'none' },
});
/** @type {Record<string, any>} */
const builtin = {
  versions: { webpack: webpack.version, '@rspack/core': rspack.rspackVersion },
  NormalModuleReplacementPlugin: outcome(() => new rspack.NormalModuleReplacementPlugin(/./, () => {}).apply(compiler)),
  'webpack.NormalModuleReplacementPlugin': outcome(() =>
    new webpack.NormalModuleReplacementPlugin(/./, () => {}).apply(compiler),
  ),
};
// what each @nx/module-federation release passes to shareWorkspaceLibraries from withModuleFederation for webpack
/** @type {Record<string, string>} */
const webpackHelper = {};
for (const version of ['21.4.1', '21.5.1', '23.2.1']) {
  const pkg = unpack(`@nx/module-federation@${version}`);
  const dir = fs.existsSync(path.join(pkg, 'dist')) ? path.join(pkg, 'dist/src') : path.join(pkg, 'src');
  const text = fs.readFileSync(path.join(dir, 'with-module-federation/webpack/with-module-federation.js'), 'utf8');
  webpackHelper[version] = /getModuleFederationConfig\)\((options[^)]*)\)/.exec(text)?.[1] ?? 'not found';
}
builtin['withModuleFederation (webpack) calls getModuleFederationConfig with'] = webpackHelper;

const results = { getRemotes, builtin };
const text = execFileSync(path.join(ROOT, 'node_modules/.bin/biome'), ['format', '--stdin-file-path=releases.json'], {
  input: `${JSON.stringify(results, null, 2)}\n`.replaceAll(ROOT, '<root>'),
  encoding: 'utf8',
});
const committed = path.join(HERE, 'releases.json');
if (opts.write || !fs.existsSync(committed)) fs.writeFileSync(committed, text);
console.log(text);
if (fs.readFileSync(committed, 'utf8') !== text) {
  console.error('nx: the release checks differ from tests/lab/stacks/nx/releases.json: run with --write');
  process.exitCode = 1;
}
