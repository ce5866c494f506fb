#!/usr/bin/env node
// @ts-check
/**
 * Checks every built page with the W3C Nu HTML checker (vnu-jar): prints each error grouped by kind with
 * file and line, and exits 1 when there is one.
 * Usage: node tests/runners/html.mjs [--dir doc_build] [--warnings]
 *   --dir       the built site (default: $RSPRESS_OUT_DIR or doc_build)
 *   --warnings  also list the checker's warnings (they never fail the check)
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { findJava, formatGroups, htmlFilesUnder, isError, runVnu } from '../harness/vnu.mjs';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: process.env.RSPRESS_OUT_DIR ?? 'doc_build' },
    warnings: { type: 'boolean', default: false },
  },
});
const root = path.resolve(values.dir);
if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`No built site in ${root}: run \`npm run build\` first.`);
  process.exit(1);
}
const java = findJava();
if (!java) {
  console.error('The Nu HTML checker needs Java 11 or later: run .ci/install-java.sh (Debian: default-jre-headless).');
  process.exit(1);
}

const files = htmlFilesUnder(root);
const t0 = performance.now();
const messages = await runVnu({ files, root, java, warnings: values.warnings });
const seconds = ((performance.now() - t0) / 1000).toFixed(1);
const errors = messages.filter(isError);
const others = messages.filter((m) => !isError(m));

if (errors.length > 0) console.log(`Errors:\n${formatGroups(errors)}\n`);
if (others.length > 0) console.log(`Warnings (not failures):\n${formatGroups(others)}\n`);
const pagesWithErrors = new Set(errors.map((m) => m.file)).size;
console.log(
  `html: ${files.length} pages checked in ${seconds} s, ${errors.length} errors in ${pagesWithErrors} pages` +
    (values.warnings ? `, ${others.length} warnings` : ''),
);
process.exit(errors.length === 0 ? 0 : 1);
