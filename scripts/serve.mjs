#!/usr/bin/env node
// @ts-check
/** Serves the built site like the CDN does. Usage: node scripts/serve.mjs [--port 4173] [--dir doc_build] */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startServer } from '../lib/staticServer.mjs';

const { values: opts } = parseArgs({
  options: {
    dir: { type: 'string', default: process.env.RSPRESS_OUT_DIR ?? 'doc_build' },
    port: { type: 'string', default: '4173' },
  },
});
const root = opts.dir;
const port = Number(opts.port);
try {
  // Apply the hosting headers (cache policy, CSP) when the build wrote them, as the CDN will.
  const hostingHeaders = fs.existsSync(path.join(root, '_headers'));
  const { url } = await startServer({ root, port, hostingHeaders });
  console.log(`Serving ${root} at ${url}${hostingHeaders ? ' with the headers of _headers' : ''} (Ctrl+C to stop)`);
} catch (error) {
  console.error(/** @type {Error} */ (error).message);
  process.exit(1);
}
