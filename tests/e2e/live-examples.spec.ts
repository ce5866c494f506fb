import type { Page, Request } from '@playwright/test';
import { en } from '../../theme/i18n/en';
import { zh } from '../../theme/i18n/zh';
import { seriousViolations } from './support/axe';
import { expect as baseExpect, gotoHydrated, localeFor, REPEAT, repeatUnless, test } from './support/fixtures';

/** The live examples load the site's own demo producer, served at this path by the build. */
const PRODUCER = '/demos/producer/';
const MANIFEST = `${PRODUCER}mf-manifest.json`;
/** A string of the federation runtime's code: identifies a chunk that carries it. */
// A global key of runtime-core's own (dist/global.js), in every build of the runtime. Not the console
// prefix `[ Federation Runtime ]`: page headings quote it, and with the patches off every page's data
// (its headings included) ships in the first chunk.
const RUNTIME_SIGNATURE = '__DEBUG_CONSTRUCTOR__';

// Each test downloads the runtime and the producer, some run axe: a shared two-core machine needs more than
// the default 30 s per test and 5 s per assertion (a load is runtime chunk + manifest + entry + chunk).
test.describe.configure({ timeout: 150_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const LANGS = [
  { lang: 'en', prefix: '', text: en },
  { lang: 'zh', prefix: '/zh', text: zh },
] as const;

/** Same-origin script URLs the page requests from now on, and whether one carries the runtime. */
function watchScripts(page: Page) {
  const urls: string[] = [];
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    urls.push(new URL(response.url()).pathname);
    bodies.push(response.text().catch(() => ''));
  });
  return {
    urls,
    carriesRuntime: async () => (await Promise.all(bodies)).some((body) => body.includes(RUNTIME_SIGNATURE)),
  };
}

/** Paths of every request the page makes from now on. */
function watchRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request: Request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

for (const { lang, prefix, text } of LANGS) {
  test.describe(`live examples (${lang})`, () => {
    test.use(localeFor(lang));

    // Lean in English; the Chinese texts are checked by the missing-manifest test below.
    test(
      'should load the producer on "Load remote" and render its working counter',
      repeatUnless(lang === 'en'),
      async ({ page, pageErrors }) => {
        const scripts = watchScripts(page);
        const response = await gotoHydrated(page, `${prefix}/guide/start/quick-start`);
        // The site's own CSP applies (scripts/serve.mjs sends _headers): no eval, no inline script but hashed ones.
        const csp = response?.headers()['content-security-policy'] ?? '';
        expect(csp).toMatch(/script-src 'self'/);
        expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
        const load = page.getByRole('button', { name: text['live.loadRemoteAction'] });
        await expect(load).toBeVisible();
        // Nothing federated before the press.
        expect(scripts.urls.filter((u) => u.startsWith(PRODUCER))).toEqual([]);
        expect(await scripts.carriesRuntime()).toBe(false);

        const manifest = page.waitForResponse((r) => new URL(r.url()).pathname === MANIFEST);
        const remoteEntry = page.waitForResponse((r) => new URL(r.url()).pathname === `${PRODUCER}remoteEntry.js`);
        await load.click();
        expect((await manifest).status()).toBe(200);
        expect((await remoteEntry).status()).toBe(200);
        expect(new URL((await remoteEntry).url()).origin).toBe(new URL(page.url()).origin);

        const counter = page.getByRole('button', { name: new RegExp(`^${text['live.counterLabel']} \\d+$`) });
        await expect(counter).toHaveAccessibleName(`${text['live.counterLabel']} 0`);
        await counter.click();
        await counter.press('Enter');
        await expect(counter).toHaveAccessibleName(`${text['live.counterLabel']} 2`);
        expect(await scripts.carriesRuntime()).toBe(true);
        expect(await seriousViolations(page, '.mf-live-preview')).toEqual([]);
        expect(pageErrors).toEqual([]);
      },
    );

    test(
      'should say in the page language that the manifest is missing, and load on retry',
      repeatUnless(lang === 'zh'),
      async ({ page }) => {
        await page.route(`**${MANIFEST}`, (route) => route.fulfill({ status: 404, body: 'Not found' }));
        await gotoHydrated(page, `${prefix}/guide/start/quick-start`);
        await page.getByRole('button', { name: text['live.loadRemoteAction'] }).click();
        await expect(page.getByText(text['live.notFoundText'])).toBeVisible();

        await page.unroute(`**${MANIFEST}`);
        await page.getByRole('button', { name: text['live.retryText'] }).click();
        await expect(page.getByRole('button', { name: `${text['live.counterLabel']} 0` })).toBeVisible();
      },
    );
  });
}

test.describe('live examples: one press on a slow network (issue 25)', () => {
  test('should finish loading the remote after one press when the runtime’s code arrives 1.5 s late', async ({
    page,
    pageErrors,
  }) => {
    // The press is what loads the federation runtime; hold the files that carry it back, as a slow
    // network would, and check that the one press still ends with the remote rendered.
    let delayed = 0;
    await page.route(/\.js(?:\?|$)/, async (route) => {
      const response = await route.fetch();
      const body = await response.body();
      if (body.includes(RUNTIME_SIGNATURE)) {
        delayed += 1;
        await new Promise((resolve) => setTimeout(resolve, 1_500));
      }
      await route.fulfill({ response, body });
    });
    await gotoHydrated(page, '/guide/start/quick-start');
    await page.getByRole('button', { name: en['live.loadRemoteAction'] }).click();
    await expect(page.getByRole('button', { name: `${en['live.counterLabel']} 0` })).toBeVisible();
    expect(delayed).toBeGreaterThan(0);
    expect(pageErrors).toEqual([]);
  });
});

test.describe('live examples: bad states', () => {
  test('should report a remote that throws while loading, with a retry button', async ({ page, pageErrors }) => {
    await page.route(`**${PRODUCER}remoteEntry.js`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: 'throw new Error("producer exploded");' }),
    );
    await gotoHydrated(page, '/guide/start/quick-start');
    await page.getByRole('button', { name: en['live.loadRemoteAction'] }).click();
    await expect(page.getByText(en['live.remoteFailedText'])).toBeVisible();
    await expect(page.getByRole('button', { name: en['live.retryText'] })).toBeVisible();
    // The thrown error reaches the page as an uncaught script error: that is the failure simulated here.
    expect(pageErrors.join('\n')).toContain('producer exploded');
  });

  test('should start one load only when the button is pressed again while loading', async ({ page, pageErrors }) => {
    let manifestRequests = 0;
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**${MANIFEST}`, async (route) => {
      manifestRequests += 1;
      await released;
      await route.continue();
    });
    await gotoHydrated(page, '/guide/start/quick-start');
    const load = page.getByRole('button', { name: en['live.loadRemoteAction'] });
    await load.click();
    await expect(page.getByText(en['live.loadingText'])).toBeVisible();
    await expect(load).toHaveAttribute('aria-disabled', 'true');
    await expect(load).toBeFocused();
    await load.press('Enter');
    await load.dispatchEvent('click');
    release();
    await expect(page.getByRole('button', { name: `${en['live.counterLabel']} 0` })).toBeVisible();
    expect(manifestRequests).toBe(1);
    expect(pageErrors).toEqual([]);
  });
});

// A repeat of the byte budgets (`bench-site --check` in `npm test`: no runtime byte on `/` before any
// interaction), seen here from the network.
test.describe('live examples: costs', REPEAT, () => {
  test('should load no federation runtime on a page without an example', async ({ page, browser }) => {
    // Learn which chunks the runtime lives in: those a press on "Load remote" downloads.
    await gotoHydrated(page, '/guide/start/quick-start');
    const afterPress = watchScripts(page);
    await page.getByRole('button', { name: en['live.loadRemoteAction'] }).click();
    await expect(page.getByRole('button', { name: `${en['live.counterLabel']} 0` })).toBeVisible();
    expect(await afterPress.carriesRuntime()).toBe(true);
    const runtimeChunks = afterPress.urls.filter((u) => u.startsWith('/static/'));
    expect(runtimeChunks.length).toBeGreaterThan(0);

    for (const path of ['/', '/zh/guide/start/glossary']) {
      const context = await browser.newContext(localeFor(path.startsWith('/zh') ? 'zh' : 'en'));
      try {
        const other = await context.newPage();
        const requests = watchRequests(other);
        const scripts = watchScripts(other);
        await other.goto(path, { waitUntil: 'networkidle' });
        expect(requests.filter((p) => runtimeChunks.includes(p) || p.startsWith('/demos/'))).toEqual([]);
        expect(await scripts.carriesRuntime()).toBe(false);
      } finally {
        await context.close();
      }
    }
  });
});

test.describe('live examples on the runtime API and retry plugin pages', () => {
  for (const { lang, prefix, text } of LANGS) {
    test.describe(() => {
      // The page fixture's context is closed by Playwright also when a test fails.
      test.use(localeFor(lang));

      // The languages take turns: hooks in English, retries in Chinese.
      test(
        `should log the runtime hooks of registerRemotes, preloadRemote and loadRemote (${lang})`,
        repeatUnless(lang === 'en'),
        async ({ page }) => {
          const errors: string[] = [];
          page.on('pageerror', (e) => errors.push(e.message));
          await gotoHydrated(page, `${prefix}/guide/basic/runtime`);
          const log = page.getByRole('list', { name: text['live.logTitle'] });

          await page.getByRole('button', { name: text['live.registerAction'] }).click();
          await expect(log).toContainText('registerRemotes producer');

          const preloaded = page.waitForResponse((r) => new URL(r.url()).pathname === MANIFEST);
          await page.getByRole('button', { name: text['live.preloadAction'] }).click();
          expect((await preloaded).status()).toBe(200);
          await expect(log).toContainText('handlePreloadModule producer');
          await expect(log).toContainText('preloadRemote done');
          await expect(log).not.toContainText('onLoad');

          await page.getByRole('button', { name: text['live.callAction'] }).click();
          await expect(page.getByText('add(2, 3) = 5')).toBeVisible();
          await expect(log).toContainText('beforeRequest producer/math');
          await expect(log).toContainText('onLoad producer/math');
          expect(await seriousViolations(page, '.mf-live-preview')).toEqual([]);
          expect(errors).toEqual([]);
        },
      );

      test(
        `should show the retry plugin's attempts on a missing manifest, then the fallback (${lang})`,
        repeatUnless(lang === 'zh'),
        async ({ page }) => {
          await gotoHydrated(page, `${prefix}/plugin/plugins/retry-plugin`);
          await page.getByRole('button', { name: text['live.loadWithRetryAction'] }).click();
          // One request and two retries one second apart, then the fallback.
          await expect(page.getByText('add(2, 3) = 5')).toBeVisible({ timeout: 10_000 });
          const log = page.getByRole('list', { name: text['live.logTitle'] });
          await expect(log.getByText(`fetch ${PRODUCER}missing/mf-manifest.json → 404`)).toHaveCount(3);
          await expect(log).toContainText(`fallback ${MANIFEST}`);
          await expect(log).toContainText(`fetch ${MANIFEST} → 200`);
          // In the order it happened: the three failed tries, then the fallback, then its request.
          const lines = await log.getByRole('listitem').allTextContents();
          const fallback = lines.indexOf(`fallback ${MANIFEST}`);
          expect(lines.lastIndexOf(`fetch ${PRODUCER}missing/mf-manifest.json → 404`)).toBeLessThan(fallback);
          expect(lines.indexOf(`fetch ${MANIFEST} → 200`)).toBeGreaterThan(fallback);
        },
      );
    });
  }
});
