#!/usr/bin/env node
// @ts-check
/**
 * Serves the built site like the CDN does, with its `_headers` and `_redirects`.
 * Usage: node scripts/serve.mjs [--port 4173] [--dir doc_build] [--no-redirects]
 * `--no-redirects` answers the moved and one-language paths with the 404 page instead, as a host without
 * redirects does (the e2e suite checks that page's link to the other language this way).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startServer } from '../tests/harness/staticServer.mjs';

const { values: opts } = parseArgs({
  options: {
    dir: { type: 'string', default: process.env.RSPRESS_OUT_DIR ?? 'doc_build' },
    port: { type: 'string', default: '4173' },
    'no-redirects': { type: 'boolean', default: false },
  },
});
const root = opts.dir;
const port = Number(opts.port);
try {
  // Apply the hosting files (cache policy, CSP, moved pages) when the build wrote them, as the CDN will.
  const hostingHeaders = fs.existsSync(path.join(root, '_headers'));
  const hostingRedirects = !opts['no-redirects'] && fs.existsSync(path.join(root, '_redirects'));
  const { url } = await startServer({ root, port, hostingHeaders, hostingRedirects });
  const obeyed = [hostingHeaders && '_headers', hostingRedirects && '_redirects'].filter(Boolean);
  console.log(`Serving ${root} at ${url}${obeyed.length ? ` with ${obeyed.join(' and ')}` : ''} (Ctrl+C to stop)`);
} catch (error) {
  console.error(/** @type {Error} */ (error).message);
  process.exit(1);
}
