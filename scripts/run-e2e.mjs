#!/usr/bin/env node
// @ts-check
/**
 * Runs the e2e suite (`npx playwright test`, see playwright.config.ts) against the built site. Builds
 * first when the output folder is missing or when `--build` is passed; `npm test` builds once and
 * passes `--no-build`. Other arguments go to Playwright.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const outDir = path.resolve(process.env.RSPRESS_OUT_DIR ?? 'doc_build');
const args = process.argv.slice(2);
const wantsBuild =
  args.includes('--build') || (!args.includes('--no-build') && !fs.existsSync(path.join(outDir, 'index.html')));
const passThrough = args.filter((a) => a !== '--build' && a !== '--no-build');

/** @param {string} cmd @param {string[]} cmdArgs @returns {number} exit status */
function run(cmd, cmdArgs) {
  return spawnSync(cmd, cmdArgs, { stdio: 'inherit', env: process.env }).status ?? 1;
}

if (wantsBuild && run('npm', ['run', 'build']) !== 0) process.exit(1);
process.exit(run('npx', ['playwright', 'test', ...passThrough]));
