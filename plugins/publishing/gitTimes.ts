/** When each source file last changed, for the sitemap's `lastmod`. */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Output of `git <args>` run in `dir`; rejects when git fails or is missing. Asynchronous, so the sitemap
 * plugin can start it while Rspack builds instead of waiting for it at the end of the build.
 */
const git = (dir: string, args: string[]): Promise<string> =>
  new Promise((resolve, reject) => {
    execFile('git', args, { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
  });

const toplevels = new Map<string, Promise<string>>();
/** The work tree's root for `dir`, asked of git once per folder and process (each spawn blocks for ~30 ms). */
const toplevel = (dir: string): Promise<string> => {
  let root = toplevels.get(dir);
  if (!root) {
    root = git(dir, ['rev-parse', '--show-toplevel']).then((s) => s.trim());
    toplevels.set(dir, root);
  }
  return root;
};

/**
 * Last commit time (ISO 8601) of every file under `dir` that git knows, from one `git log` call.
 * Empty when `dir` is not in a git work tree or git is missing; callers fall back to the file time.
 */
export async function lastCommitTimes(dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  let root: string;
  let log: string;
  try {
    [root, log] = await Promise.all([
      toplevel(dir),
      git(dir, ['log', '--format=%x00%aI', '--name-only', '--no-renames', '--', '.']),
    ]);
  } catch {
    return out;
  }
  let current = '';
  for (const line of log.split('\n')) {
    if (line.startsWith('\0')) {
      current = line.slice(1).trim();
    } else if (line.trim() && current) {
      const file = path.join(root, line.trim());
      // git log lists newest first: the first time seen is the last change.
      if (!out.has(file)) out.set(file, new Date(current).toISOString());
    }
  }
  return out;
}

/**
 * When `file` last changed: its modification time if it has uncommitted changes or is new,
 * else its last commit.
 */
export function lastModified(
  file: string,
  commits: Map<string, string>,
  dirty: ReadonlySet<string>,
): string | undefined {
  const committed = commits.get(file);
  if (committed && !dirty.has(file)) return committed;
  try {
    return fs.statSync(file).mtime.toISOString();
  } catch {
    return committed;
  }
}

/** Files under `dir` with uncommitted changes or not yet tracked. */
export async function dirtyFiles(dir: string): Promise<Set<string>> {
  try {
    const [root, status] = await Promise.all([
      toplevel(dir),
      git(dir, ['status', '--porcelain', '-z', '--untracked-files=all', '--', '.']),
    ]);
    return new Set(
      status
        .split('\0')
        .filter((e) => e.length > 3)
        .map((e) => path.join(root, e.slice(3))),
    );
  } catch {
    return new Set();
  }
}
