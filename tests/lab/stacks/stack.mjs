// @ts-check
/** What every stack script of tests/lab/stacks/ does alike: install its pinned packages, write an app's files. */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Installs the stack's package.json and lock (in `here`) into `cache` with `npm ci`, once per lock: a
 * `lock-hash` stamp in `cache` says which lock it holds.
 * @param {string} here @param {string} cache
 */
export function installStack(here, cache) {
  const lock = fs.readFileSync(path.join(here, 'package-lock.json'));
  const stamp = path.join(cache, 'lock-hash');
  const hash = crypto.createHash('sha256').update(lock).digest('hex');
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === hash) return;
  fs.mkdirSync(cache, { recursive: true });
  for (const f of ['package.json', 'package-lock.json']) fs.copyFileSync(path.join(here, f), path.join(cache, f));
  execFileSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: cache, stdio: 'inherit' });
  fs.writeFileSync(stamp, hash);
}

/** Replaces `dir` with exactly `files` (path → text). @param {string} dir @param {Record<string, string>} files */
export function writeFiles(dir, files) {
  fs.rmSync(dir, { recursive: true, force: true });
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
}
