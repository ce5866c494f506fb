/**
 * The site under the Content-Security-Policy it ships with: the e2e server (playwright.config.ts) applies
 * the output folder's `_headers` as the CDN will, and Chromium reports every violation.
 */
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, type Lang, localeFor, repeatUnless, test } from './support/fixtures';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Opens `route` and collects CSP violations twice over: the DOM event (injected through DevTools, so the
 * policy does not block the listener itself) and Chromium's console report.
 */
async function openUnderCsp(page: Page, route: string, { hydrate = true } = {}) {
  const reported: string[] = [];
  page.on('console', (m) => {
    if (/Content[- ]Security[- ]Policy|Refused to/i.test(m.text())) reported.push(m.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations?.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  const response = hydrate ? await gotoHydrated(page, route) : await page.goto(route);
  const violations = async () => [...(await page.evaluate(() => window.__cspViolations ?? [])), ...reported];
  return { response, violations };
}

/**
 * Lazy chunks and the search index load after `load`. Waiting for the network to go quiet lets them
 * run into the policy before we count violations.
 */
const settle = (page: Page) => page.waitForLoadState('networkidle');

test.describe('given the CSP from _headers', () => {
  test('should be sent with a page, without unsafe-inline scripts', async ({ page }) => {
    const { response } = await openUnderCsp(page, '/');
    const csp = (await response?.allHeaders())?.['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  for (const [route, lang] of [
    ['/', 'en'],
    ['/zh/', 'zh'],
    ['/guide/start/quick-start', 'en'],
    ['/zh/guide/basic/runtime', 'zh'],
  ] as const satisfies readonly (readonly [string, Lang])[]) {
    // Lean: an English home and a Chinese doc page with live examples; the other two are repeats.
    test.describe(route, repeatUnless(route === '/' || route === '/zh/guide/basic/runtime'), () => {
      test.use(localeFor(lang));
      test(`should load ${route} with zero violations and no errors`, async ({ page, pageErrors }) => {
        const { violations } = await openUnderCsp(page, route);
        // The home page has no h1 (its hero title is a div); every page has some heading.
        await expect(page.getByRole('heading').first()).toBeVisible();
        await settle(page);
        expect(await violations()).toEqual([]);
        expect(pageErrors).toEqual([]);
      });
    });
  }

  test.describe(() => {
    test.use({ colorScheme: 'dark' });
    test('should run the inline appearance script, which picks the dark theme before React', async ({ page }) => {
      // Without the bundles React never runs, so only the inline script can have set the class.
      await page.route('**/static/js/**', (r) => r.abort());
      const { violations } = await openUnderCsp(page, '/guide/start/quick-start', { hydrate: false });
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
      expect(await violations()).toEqual([]);
    });
  });

  test('should let search load its index and show hits', async ({ page }) => {
    const { violations } = await openUnderCsp(page, '/guide/start/');
    await page.keyboard.press('Control+K');
    const box = page.getByRole('combobox').or(page.getByRole('searchbox')).first();
    // The search dialog is an async chunk loaded on first opening, under the same policy.
    await box.fill('loadRemote');
    // Fetching and indexing the index takes a while on a busy machine.
    await expect(page.getByRole('option').first()).toContainText(/loadRemote/i, { timeout: 30_000 });
    expect(await violations()).toEqual([]);
  });

  test('should play the announcement video (same-origin media)', async ({ page }) => {
    const { violations } = await openUnderCsp(page, '/blog/announcement');
    // The player (xgplayer, an async chunk) mounts when the reader comes near it or points at it.
    await page.locator('.mf-video').first().hover();
    await page.locator('.mf-video .xgplayer-start').click();
    const video = page.locator('.mf-video video');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
  });
});
