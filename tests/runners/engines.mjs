#!/usr/bin/env node
// @ts-check
/**
 * The engines tier: the reader scenarios of tests/engines/scenarios.mjs in Firefox ESR (WebDriver BiDi)
 * and WebKitGTK (WebDriver, under xvfb-run), against an existing build. It builds nothing; it starts
 * `scripts/serve.mjs` on a free port (and the slow origin of tests/engines/server.mjs) and stops them.
 * Install the engines first: `bash .ci/install-engines.sh`.
 *
 *   node tests/runners/engines.mjs [--dir doc_build] [--engine firefox|webkit]… [--grep text]
 *                                 [--shots /tmp/engine-shots]
 *
 * `--shots DIR` also writes screenshots of the home and runtime pages per engine, language and width.
 * Exits non-zero when a scenario fails; the last line is `engines: N passed (N flaky), N failed`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchFirefox, launchWebKit, missingBinaries } from '../engines/drivers.mjs';
import { SCENARIOS, VIEWPORTS } from '../engines/scenarios.mjs';
import { startSites } from '../engines/server.mjs';
import { takeShots } from '../engines/shots.mjs';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: process.env.RSPRESS_OUT_DIR ?? 'doc_build' },
    engine: { type: 'string', multiple: true, default: ['firefox', 'webkit'] },
    grep: { type: 'string' },
    shots: { type: 'string' },
  },
});
/** A scenario gets this long, launch included; nothing in it waits for a fixed time. */
const SCENARIO_TIMEOUT_MS = 120_000;
/** How late the slow origin hands out xgplayer's files (issue 25). */
const PLAYER_DELAY_MS = 1_500;

const root = path.resolve(/** @type {string} */ (values.dir));
if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`No build in ${root}: run \`npm run build\` first (or pass --dir).`);
  process.exit(1);
}
const engines = /** @type {('firefox' | 'webkit')[]} */ (values.engine ?? []);
for (const engine of engines) {
  if (engine !== 'firefox' && engine !== 'webkit') {
    console.error(`Unknown engine ${engine}: firefox or webkit.`);
    process.exit(1);
  }
}
const scenarios = SCENARIOS.filter((s) => !values.grep || s.name.includes(values.grep));

/** Rejects after `ms` with `what`, so one stuck scenario cannot hold the tier. */
function withTimeout(/** @type {Promise<unknown>} */ promise, /** @type {number} */ ms, /** @type {string} */ what) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

const sites = await startSites({ root, delayMs: PLAYER_DELAY_MS });
console.log(`Serving ${root} at ${sites.site} (xgplayer ${PLAYER_DELAY_MS} ms late at ${sites.slowSite})`);
/** @type {{ label: string, error?: string }[]} */
const results = [];
const record = (/** @type {string} */ label, /** @type {number} */ t0, /** @type {unknown} */ error) => {
  const seconds = ((performance.now() - t0) / 1000).toFixed(1);
  const message = error ? String(/** @type {Error} */ (error).message ?? error).split('\n')[0] : undefined;
  results.push({ label, error: message });
  console.log(error ? `  ✘ ${label} (${seconds} s)\n      ${message}` : `  ✓ ${label} (${seconds} s)`);
};

/** @type {string[]} scenarios that failed once and then passed */
const flaky = [];
/** A failed scenario gets one more try on CI (`CI` set), as the e2e suite's tests do there. */
const RETRY = Boolean(process.env.CI);

try {
  for (const engine of engines) {
    const missing = missingBinaries(engine);
    for (const lang of /** @type {const} */ (['en', 'zh'])) {
      for (const size of /** @type {const} */ (['desktop', 'phone'])) {
        const group = scenarios.filter((s) => s.viewport === size && (!s.langs || s.langs.includes(lang)));
        const viewport = VIEWPORTS[size];
        const wantShots = Boolean(values.shots);
        if (group.length === 0 && !wantShots) continue;
        const where = `${engine} ${lang} ${viewport.width}px`;
        console.log(`\n${where}`);
        if (missing.length > 0) {
          for (const s of group) {
            record(`${where} › ${s.name}`, performance.now(), new Error(`not installed: ${missing.join(', ')}`));
          }
          continue;
        }
        const t0 = performance.now();
        let browser;
        try {
          const launch = engine === 'firefox' ? launchFirefox : launchWebKit;
          browser = await withTimeout(launch({ lang, viewport }), SCENARIO_TIMEOUT_MS, `starting ${engine}`);
        } catch (error) {
          for (const s of group) record(`${where} › ${s.name}`, t0, error);
          continue;
        }
        const b = /** @type {import('../engines/drivers.mjs').EngineBrowser} */ (browser);
        try {
          for (const s of group) {
            const start = performance.now();
            const label = `${where} › ${s.name}`;
            const run = () =>
              withTimeout(
                s.run({ browser: b, site: sites.site, slowSite: sites.slowSite, lang }),
                SCENARIO_TIMEOUT_MS,
                s.name,
              ).then(
                () => undefined,
                (error) => error ?? new Error('failed'),
              );
            const first = await run();
            // On CI, as Playwright's retries there: a scenario that passes on its second try is reported as
            // flaky, not failed.
            const error = first && RETRY ? await run() : first;
            if (first && !error) flaky.push(`${label}: ${first instanceof Error ? first.message : String(first)}`);
            record(first && !error ? `${label} (flaky: passed on its second try)` : label, start, error);
          }
          if (values.shots) {
            const start = performance.now();
            try {
              const files = await withTimeout(
                takeShots(b, { site: sites.site, lang, viewport, dir: values.shots }),
                SCENARIO_TIMEOUT_MS,
                'screenshots',
              );
              console.log(`    ${/** @type {string[]} */ (files).map((f) => path.basename(f)).join(', ')}`);
              record(`${where} › screenshots`, start, undefined);
            } catch (error) {
              record(`${where} › screenshots`, start, error);
            }
          }
        } finally {
          await b.close().catch(() => undefined);
        }
      }
    }
  }
} finally {
  await sites.stop();
}

const failed = results.filter((r) => r.error);
if (failed.length > 0) {
  console.log('\nFailed:');
  for (const r of failed) console.log(`  ${r.label}: ${r.error}`);
}
if (flaky.length > 0) console.log(`\nflaky (passed on a second try):\n  ${flaky.join('\n  ')}`);
console.log(`\nengines: ${results.length - failed.length} passed (${flaky.length} flaky), ${failed.length} failed`);
process.exit(failed.length === 0 && results.length > 0 ? 0 : 1);
