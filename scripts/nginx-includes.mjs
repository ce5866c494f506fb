#!/usr/bin/env node
// @ts-check
/**
 * Writes the two files deploy/nginx.conf includes, from a build's `_headers` and `_redirects`:
 * `security-headers.conf` and `redirects.conf`. Run it after each build, then reload nginx.
 * Usage: node scripts/nginx-includes.mjs [--dir doc_build] --out /etc/nginx/module-federation
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { redirectsConf, securityHeadersConf } from '../lib/nginx.mjs';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: process.env.RSPRESS_OUT_DIR ?? 'doc_build' },
    out: { type: 'string' },
  },
});
if (!values.out) {
  console.error('Usage: node scripts/nginx-includes.mjs [--dir doc_build] --out /etc/nginx/module-federation');
  process.exit(1);
}
const read = (/** @type {string} */ name) => {
  const file = path.join(values.dir, name);
  if (!fs.existsSync(file)) {
    console.error(`No ${name} in ${path.resolve(values.dir)}: run \`npm run build\` first.`);
    process.exit(1);
  }
  return fs.readFileSync(file, 'utf8');
};
try {
  const files = {
    'security-headers.conf': securityHeadersConf(read('_headers')),
    'redirects.conf': redirectsConf(read('_redirects')),
  };
  fs.mkdirSync(values.out, { recursive: true });
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(values.out, name), text);
  console.log(`Wrote ${Object.keys(files).join(' and ')} to ${values.out}`);
} catch (error) {
  console.error(/** @type {Error} */ (error).message);
  process.exit(1);
}
