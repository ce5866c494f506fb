// @ts-check
/**
 * The W3C Nu HTML checker (npm `vnu-jar`, a Java program) over a built site: one Java process for every
 * file (starting the JVM costs more than checking 120 pages), its JSON report read into a list of
 * messages, grouped by kind for people to read.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * One message of the checker's JSON report (`--format json`), reduced to what we print.
 * @typedef {{ type: string, subType?: string, message: string, file: string, line?: number, column?: number, extract?: string }} VnuMessage
 */

/** The `vnu.jar` that the `vnu-jar` package ships (its main module exports the path). */
function vnuJarPath() {
  const require = createRequire(import.meta.url);
  return String(require('vnu-jar'));
}

/**
 * The Java command, or null when there is none. `vnu-jar`'s own launcher downloads a JRE when Java is
 * missing; we never do that, and say which Debian package to install instead.
 * @param {NodeJS.ProcessEnv} [env]
 */
export function findJava(env = process.env) {
  const candidates = [env.JAVA_HOME ? path.join(env.JAVA_HOME, 'bin', 'java') : null, 'java'].filter(
    /** @returns {c is string} */ (c) => Boolean(c),
  );
  for (const cmd of candidates) {
    const r = spawnSync(cmd, ['-version'], { stdio: 'ignore' });
    if (r.status === 0) return cmd;
  }
  return null;
}

/**
 * Every `.html` file under `dir`, sorted, as absolute paths.
 * @param {string} dir
 */
export function htmlFilesUnder(dir) {
  const root = path.resolve(dir);
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .sort()
    .map((f) => path.join(root, f));
}

/**
 * Reads the checker's JSON report. `url` is a `file:` URL; it becomes a path relative to `root`.
 * @param {string} json what vnu wrote to stderr with `--format json`
 * @param {string} root
 * @returns {VnuMessage[]}
 */
export function parseVnuReport(json, root) {
  /** @type {{ messages?: { type: string, subType?: string, message: string, url?: string, lastLine?: number, firstLine?: number, firstColumn?: number, lastColumn?: number, extract?: string }[] }} */
  const report = JSON.parse(json);
  return (report.messages ?? []).map((m) => {
    let file = m.url ?? '';
    if (file.startsWith('file:')) file = path.relative(path.resolve(root), fileURLToPath(file));
    return {
      type: m.type,
      ...(m.subType ? { subType: m.subType } : {}),
      message: m.message,
      file: file.split(path.sep).join('/'),
      ...(m.lastLine === undefined ? {} : { line: m.lastLine }),
      ...(m.firstColumn === undefined && m.lastColumn === undefined ? {} : { column: m.firstColumn ?? m.lastColumn }),
      ...(m.extract ? { extract: m.extract } : {}),
    };
  });
}

/** Whether a message is an error (vnu's `error`, and `non-document-error`: a file it could not read). */
export const isError = (/** @type {VnuMessage} */ m) => m.type === 'error' || m.type === 'non-document-error';

/**
 * Messages grouped by their text (the kind of problem: "Duplicate ID “logo”.", "Element “div” not allowed
 * as child of element “button” in this context. …"), the largest group first, then by text.
 * @param {VnuMessage[]} messages
 * @returns {{ kind: string, messages: VnuMessage[] }[]}
 */
export function groupByKind(messages) {
  /** @type {Map<string, VnuMessage[]>} */
  const groups = new Map();
  for (const m of messages) {
    const list = groups.get(m.message) ?? [];
    list.push(m);
    groups.set(m.message, list);
  }
  return [...groups]
    .map(([kind, list]) => ({ kind, messages: list }))
    .sort((a, b) => b.messages.length - a.messages.length || a.kind.localeCompare(b.kind));
}

/**
 * The report people read: each kind with its count and the number of files, then every occurrence as
 * `file:line:column` (the line is the one vnu gives: where the offending tag ends).
 * @param {VnuMessage[]} messages
 */
export function formatGroups(messages) {
  const out = [];
  for (const { kind, messages: list } of groupByKind(messages)) {
    const files = new Set(list.map((m) => m.file)).size;
    out.push(`${list.length} × ${kind} (${files} file${files === 1 ? '' : 's'})`);
    for (const m of list) {
      const where =
        m.line === undefined ? m.file : `${m.file}:${m.line}${m.column === undefined ? '' : `:${m.column}`}`;
      out.push(`    ${where}`);
    }
  }
  return out.join('\n');
}

/**
 * The checker is a short run of one thread, so the JVM's optimising compiler costs more than it saves:
 * compiling with C1 only halves the CPU time over the 120 built pages (27 → 13 s). C1's frames are
 * larger, and the schema evaluation recurses deeply: with the default stack (and the 512k vnu asks
 * for) it stops with a StackOverflowError, hence the 16 MB stack.
 */
const JVM_FLAGS = ['-Xss16m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

/**
 * Runs vnu once over `files` and resolves with its messages (errors only unless `warnings`).
 * @param {{ files: string[], root: string, java: string, jar?: string, warnings?: boolean }} options
 * @returns {Promise<VnuMessage[]>}
 */
export function runVnu({ files, root, java, jar = vnuJarPath(), warnings = false }) {
  const args = [
    ...JVM_FLAGS,
    '-jar',
    jar,
    '--format',
    'json',
    // Language detection only ever yields warnings ("this page seems to be written in …"), and costs a
    // fifth of the run (11 → 9 s CPU over 120 pages).
    ...(warnings ? [] : ['--errors-only', '--no-langdetect']),
    '--exit-zero-always',
    ...files,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(java, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    /** @type {Buffer[]} */
    const chunks = [];
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('error', reject);
    child.on('close', (code) => {
      const text = Buffer.concat(chunks).toString('utf8');
      if (code !== 0) {
        reject(new Error(`vnu exited with ${code}: ${text.slice(0, 2000)}`));
        return;
      }
      try {
        resolve(parseVnuReport(text, root));
      } catch (error) {
        reject(new Error(`vnu wrote no JSON report (${/** @type {Error} */ (error).message}): ${text.slice(0, 2000)}`));
      }
    });
  });
}
