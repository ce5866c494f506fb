#!/usr/bin/env node
// @ts-check
/**
 * Runs the e2e suite against the built site. Builds first when the output folder is missing or when
 * `--build` is passed; `npm test` builds once and passes `--no-build`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const outDir = path.resolve(process.env.RSPRESS_OUT_DIR ?? 'doc_build');
const args = process.argv.slice(2);
const wantsBuild =
  args.includes('--build') || (!args.includes('--no-build') && !fs.existsSync(path.join(outDir, 'index.html')));
const passThrough = args.filter((a) => a !== '--build' && a !== '--no-build');

/** @param {string} cmd @param {string[]} cmdArgs */
function run(cmd, cmdArgs) {
  const r = spawnSync(cmd, cmdArgs, { stdio: 'inherit', env: process.env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (wantsBuild) run('npm', ['run', 'build']);
run('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...passThrough]);
