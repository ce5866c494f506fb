#!/usr/bin/env node
// @ts-check
/**
 * Records how each browser engine's `Intl.Segmenter('zh', { granularity: 'word' })` cuts the Chinese
 * search queries (the relevance set, the reference queries and the single words readers type), into
 * tests/fixtures/search-segments.json. The tokenizer test and the relevance test replay these segments,
 * so search is checked against Firefox's and WebKit's segmenters without those browsers.
 *
 *   node tests/runners/record-search-segments.mjs [--engine chromium=/usr/bin/chromium] [--engine firefox=/usr/bin/firefox-esr]
 *
 * Each browser opens a local page headless, segments the queries and posts the segments back.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createJiti } from 'jiti';

const root = path.resolve(import.meta.dirname, '../..');
const out = path.join(root, 'tests/fixtures/search-segments.json');
const { values } = parseArgs({ options: { engine: { type: 'string', multiple: true } } });
const engines = Object.fromEntries(
  (values.engine ?? ['chromium=/usr/bin/chromium', 'firefox=/usr/bin/firefox-esr']).map((e) => e.split('=')),
);

const jiti = createJiti(import.meta.url);
/** @type {typeof import('../unit/search/segmentQueries')} */
const { segmentQueries } = await jiti.import('../unit/search/segmentQueries.ts');
const queries = segmentQueries();

const page = `<!doctype html><meta charset="utf-8"><script>
const queries = ${JSON.stringify(queries)};
const s = new Intl.Segmenter('zh', { granularity: 'word' });
const segments = Object.fromEntries(queries.map((q) => [q, [...s.segment(q)].map((x) => [x.segment, x.isWordLike])]));
fetch('/done', { method: 'POST', body: JSON.stringify({ userAgent: navigator.userAgent, segments }) });
</script>`;

/** @type {Record<string, unknown>} */
const recorded = fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')) : {};
for (const [name, binary] of Object.entries(engines)) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), `segments-${name}-`));
  const result = await new Promise((resolve, reject) => {
    const server = http.createServer((req, res) => {
      if (req.method !== 'POST') return res.end(page);
      let body = '';
      req.on('data', (d) => {
        body += d;
      });
      req.on('end', () => {
        res.end();
        server.close();
        // Resolved once the browser has exited: its profile is then complete and can be removed.
        browser.once('exit', () => resolve(JSON.parse(body)));
        browser.kill();
      });
    });
    /** @type {import('node:child_process').ChildProcess} */
    let browser;
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      const url = `http://127.0.0.1:${port}/`;
      const args =
        name === 'firefox'
          ? ['--headless', '--no-remote', '--profile', profile, url]
          : ['--headless', '--no-sandbox', '--disable-gpu', `--user-data-dir=${profile}`, url];
      browser = spawn(binary ?? name, args, { stdio: 'ignore' });
      browser.on('error', reject);
    });
    setTimeout(() => reject(new Error(`${name} did not answer in 60 s`)), 60_000).unref();
  });
  // The browser may still be writing its profile as it shuts down: retry the removal a few times, and leave a
  // temporary profile behind rather than lose the recording when it is still busy.
  try {
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  } catch (error) {
    console.warn(`left ${profile}: ${/** @type {Error} */ (error).message}`);
  }
  recorded[name] = result;
  console.log(`${name}: ${/** @type {{ userAgent: string }} */ (result).userAgent}`);
}
fs.writeFileSync(out, `${JSON.stringify(recorded, null, 2)}\n`);
console.log(`wrote ${path.relative(root, out)} (${queries.length} queries); format it with npx biome check --write`);
