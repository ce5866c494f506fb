import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, findHeadlessChromium } from './tests/harness/chromium.mjs';

/**
 * E2E tests: the built site served the way the CDN serves it (`scripts/serve.mjs`, with `_headers`
 * applied), driven in Debian's Chromium (its headless shell when installed: tests/harness/chromium.mjs).
 * `E2E_PORT` and `RSPRESS_OUT_DIR` let two runs share a machine.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const outDir = process.env.RSPRESS_OUT_DIR ?? 'doc_build';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  /**
   * Two tiers (tests/README.md): `lean` runs in `npm test` (every page once, each behaviour's mechanics
   * once, the depth scenarios); `full` in `npm run test:full`: the matrices in `full/` (every page × 2
   * sizes for axe, every page × 11 widths) and the repeats tagged `@full` (a mechanic again in the other
   * language, at the other size, on another page: support/fixtures.ts `REPEAT`). Without `--project`,
   * both run.
   */
  projects: [
    { name: 'lean', testIgnore: 'full/**', grepInvert: /@full/ },
    { name: 'full', grep: /@full/ },
  ],
  // Two cores: two workers keep both busy without starving the static server.
  workers: 2,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // On CI a failed test gets one more try; one that then passes is reported as flaky (and still listed),
  // so a machine's hiccup does not fail the run. Locally, no retries: a flake shows itself.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // Generous limits: the machines this runs on are shared, and a loaded 2-core box can take seconds to
  // hydrate a page. Nothing waits for a fixed time, so a pass is as fast as the page allows.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: findHeadlessChromium(), args: CHROMIUM_FLAGS },
    // No trace by default: recording one for every test cost a sixth of the suite's time. To debug a
    // failure, run it again with `--trace on` and open it with `npx playwright show-trace`.
    trace: 'off',
  },
  webServer: {
    // Without redirects: the suite checks the 404 page a host without `_redirects` shows for a page in
    // one language only (its link to the other language); tests/runners/hosting.mjs checks the redirects.
    command: `node scripts/serve.mjs --port ${port} --dir ${outDir} --no-redirects`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
  },
});
