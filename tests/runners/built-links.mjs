#!/usr/bin/env node
// @ts-check
/**
 * The link check of the built site (run once per `npm test`, after the build): no element of any page
 * links to a path that answers 404. The source check (`check-content --links`, before every build) names
 * file and line of the links authors write; this one also covers what the theme and plugins generate.
 *
 *   node tests/runners/built-links.mjs [--dir doc_build]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { findDeadLinks } from '../harness/builtLinks.mjs';

const { values: opts } = parseArgs({
  options: { dir: { type: 'string', default: process.env.RSPRESS_OUT_DIR ?? 'doc_build' } },
});
const root = path.resolve(opts.dir);
const { dead, checked, pages } = findDeadLinks(root);
console.log(`built links: ${checked} links checked in ${pages} pages of ${root}`);
if (dead.length > 0) {
  console.error(`\nbuilt links: ${dead.length} link(s) to pages that answer 404`);
  for (const d of dead.slice(0, 200)) console.error(`  ${d}`);
  process.exit(1);
}
console.log('built links: no link leads to a 404');
