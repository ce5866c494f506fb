// Runs the installed federation runtime for the behaviour facts of the error catalog, the debugging
// toolkit, the runtime entry points and the runtime-plugin recipes (ids `errors.`, `debug.`, `entry.`,
// `plugin.` in config/facts/behaviour/depth-runtime.ts). Two child processes do the work, each once per
// test process, whatever number of facts reads them:
// - depth.browser.cjs gives the runtime a jsdom window, so it takes its browser paths (script tags, link
//   preloads, localStorage), the ones readers meet;
// - depth.node.cjs starts with a runtime module that nothing has initialised and simulates a bundled app.
// Both print one JSON object, fact id -> value. Nothing leaves the machine (closed 127.0.0.1 ports, data:
// URLs, manifests served by a `fetch` hook).
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildDescMap, getShortErrorMsg } from '@module-federation/error-codes';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { createRsbuild } from '@rsbuild/core';
import { lab, pageError } from './lab-results';

const run = promisify(execFile);
const HERE = path.dirname(new URL(import.meta.url).pathname);

type Results = Record<string, string>;

const batches = new Map<string, Promise<Results>>();

/** The JSON a child script prints, run once (killed if it hangs, before the test's own timeout). */
function batch(file: string): Promise<Results> {
  let pending = batches.get(file);
  if (!pending) {
    pending = run(process.execPath, [path.join(HERE, file)], { maxBuffer: 1 << 24, timeout: 55_000 }).then(
      ({ stdout }) => {
        const results = JSON.parse(stdout) as Results;
        if (results.__error) throw new Error(`${file}: ${results.__error}`);
        return results;
      },
    );
    batches.set(file, pending);
  }
  return pending;
}

const fromBrowser = (id: string) => async () => (await batch('depth.browser.cjs'))[id] ?? `no result for ${id}`;
const fromNode = (id: string) => async () => (await batch('depth.node.cjs'))[id] ?? `no result for ${id}`;

/** The error code at the end of a first line (`… #RUNTIME-009` -> `RUNTIME-009`). */
const codeOf = (read: () => Promise<string>) => async () => (await read()).match(/#([A-Z]+-\d+)$/)?.[1] ?? 'no code';

/**
 * First line of the message the package prints for a build code. BUILD-001 is raised inside a webpack
 * compilation (the enhanced ContainerEntryModule); the scenario renders it with the package's own
 * formatter, as that caller does. (TYPE-001 is read from a real build in the lab, below.)
 */
const rendered = (code: string, descMap: Record<string, string>) => () =>
  getShortErrorMsg(code, descMap, {}).split('\n')[0] ?? '';

/** Installed @module-federation packages whose dist code raises `constant` (not just declares it). */
function raisers(constant: string): string {
  const root = path.resolve('node_modules/@module-federation');
  const found = new Set<string>();
  const raise = new RegExp(`(?:logAndReport|error|getShortErrorMsg)\\)?\\(\\s*(?:[\\w$]+\\.)*${constant}\\b`);
  const walk = (dir: string, pkg: string): void => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (name === 'node_modules') continue;
      if (statSync(file).isDirectory()) walk(file, pkg);
      else if (/\.(c?js|mjs)$/.test(name)) {
        // A raise passes the constant first to the reporter (`logAndReport(…BUILD_001, …)`); bundled copies
        // of the code table only declare it.
        if (raise.test(readFileSync(file, 'utf8'))) found.add(pkg);
      }
    }
  };
  for (const pkg of readdirSync(root)) {
    if (pkg === 'error-codes') continue;
    const dist = path.join(root, pkg, 'dist');
    try {
      walk(dist, pkg);
    } catch {
      // a package without dist
    }
  }
  return [...found].sort().join(', ') || 'none';
}

/**
 * The first line of the warning the Rsbuild plugin logs while it configures an app that has `exposes`
 * and no CORS settings (the plugin's logger writes to `console.warn`).
 */
async function corsWarning(): Promise<string> {
  const cwd = mkdtempSync(path.join(tmpdir(), 'mf-cors-'));
  const warnings: string[] = [];
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    warnings.push(args.map(String).join(' '));
  };
  try {
    const rsbuild = await createRsbuild({
      cwd,
      rsbuildConfig: {
        mode: 'production',
        logLevel: 'silent',
        plugins: [pluginModuleFederation({ name: 'catalog', exposes: { './Card': './Card.js' }, dts: false })],
      },
    });
    await rsbuild.initConfigs();
  } finally {
    console.warn = warn;
    rmSync(cwd, { recursive: true, force: true });
  }
  const warning = warnings.find((w) => w.includes('CORS'));
  return warning?.replace(/^\[ Module Federation Rsbuild Plugin \] /, '').split('\n')[0] ?? 'no warning';
}

export const DEPTH_RUNTIME_SCENARIOS = {
  'errors.cors-warning': corsWarning,
  'errors.runtime-001': fromBrowser('errors.runtime-001'),
  'errors.runtime-002': fromBrowser('errors.runtime-002'),
  'errors.runtime-003': fromBrowser('errors.runtime-003'),
  'errors.runtime-004': fromNode('errors.runtime-004'),
  'errors.runtime-005': fromNode('errors.runtime-005'),
  'errors.runtime-006': fromNode('errors.runtime-006'),
  'errors.runtime-007': fromBrowser('errors.runtime-007'),
  'errors.runtime-008': fromBrowser('errors.runtime-008'),
  'errors.runtime-008-original': fromBrowser('errors.runtime-008-original'),
  'errors.runtime-009': fromNode('errors.runtime-009'),
  'errors.runtime-010': fromNode('errors.runtime-010'),
  'errors.runtime-011': fromBrowser('errors.runtime-011'),
  'errors.runtime-012': fromNode('errors.runtime-012'),
  'errors.runtime-013': fromBrowser('errors.runtime-013'),
  // The code comes from a hand-written container whose `get` returns nothing; the claim that built
  // containers never get there is read from the lab (a real producer rejects without a code).
  'errors.runtime-014': async () => {
    const real = await pageError('symptom.expose-missing', 'broken');
    if (/RUNTIME-014/.test(real)) return `a built producer raised it: ${real}`;
    return fromBrowser('errors.runtime-014')();
  },
  'errors.runtime-015': fromBrowser('errors.runtime-015'),
  // Raised by dts-plugin in a real build (tests/lab, build.rspack.type-error), the logger's prefix removed.
  'errors.type-001': async () => {
    const output = (await lab('build.rspack.type-error')).buildOutput;
    const line = output.find((l) => l.includes('#TYPE-001'));
    return line
      ? line.replace(/^\[ Module Federation DTS \] Error: /, '')
      : `not raised: ${output.slice(0, 3).join(' | ')}`;
  },
  'errors.build-001': rendered('BUILD-001', buildDescMap),
  'errors.build-002': rendered('BUILD-002', buildDescMap),
  'errors.build-002-raised-by': () => raisers('BUILD_002'),
  'errors.build-001-raised-by': () => raisers('BUILD_001'),
  'debug.storage-key': fromBrowser('debug.storage-key'),
  'debug.env-var': fromNode('debug.env-var'),
  'debug.instances': fromBrowser('debug.instances'),
  'debug.share': fromNode('debug.share'),
  'debug.preloaded-map': fromBrowser('debug.preloaded-map'),
  'debug.manifest-loading': fromBrowser('debug.manifest-loading'),
  'debug.diagnostics-file': fromNode('debug.diagnostics-file'),
  'entry.get-instance-before-init': fromNode('entry.get-instance-before-init'),
  'entry.create-instance-not-global': codeOf(fromNode('entry.create-instance-not-global')),
  'entry.global-plugins-reach': fromNode('entry.global-plugins-reach'),
  'entry.global-plugins-dedupe': fromNode('entry.global-plugins-dedupe'),
  'entry.init-same-name': fromNode('entry.init-same-name'),
  'entry.init-other-name-bundled': codeOf(fromNode('errors.runtime-010')),
  'entry.get-instance-bundled': fromNode('entry.get-instance-bundled'),
  'entry.get-instance-finder': fromNode('entry.get-instance-finder'),
  'entry.get-instance-finder-none': fromNode('entry.get-instance-finder-none'),
  'entry.register-shared': fromNode('entry.register-shared'),
  'entry.register-shared-existing': fromNode('entry.register-shared-existing'),
  'entry.register-shared-own-load': fromNode('entry.register-shared-own-load'),
  'plugin.script-timeout-default': fromBrowser('plugin.script-timeout-default'),
  'plugin.link-timeout-default': fromBrowser('plugin.link-timeout-default'),
  'plugin.script-timeout-hook': fromBrowser('plugin.script-timeout-hook'),
  'plugin.fetch-init': fromBrowser('plugin.fetch-init'),
  'plugin.preload-link-attrs': fromBrowser('plugin.preload-link-attrs'),
  'plugin.initiator': fromBrowser('plugin.initiator'),
  'plugin.after-resolve-entry': fromBrowser('plugin.after-resolve-entry'),
  'plugin.after-resolve-preloaded': fromBrowser('plugin.after-resolve-preloaded'),
  'plugin.resolve-share-default': fromNode('plugin.resolve-share-default'),
  'plugin.resolve-share-host': fromNode('plugin.resolve-share-host'),
  'share.strict-version-error': fromNode('share.strict-version-error'),
  'share.loaded-copy-stays': fromNode('share.loaded-copy-stays'),
};
