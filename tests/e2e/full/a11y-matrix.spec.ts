import fs from 'node:fs';
import path from 'node:path';
import { seriousViolations } from '../support/axe';
import { DESKTOP, expect, localeFor, MOBILE, REPEAT, test, UI, waitForHydration } from '../support/fixtures';

/**
 * axe (WCAG 2.2 AA and best practices, serious and critical: tests/e2e/support/axe.ts) over every page
 * of the built site's sitemap, in both languages, at the desktop and the phone size; the mobile menu
 * open once per language; light and dark on the home, a doc and the 404 page. One test per page and
 * size, so the two workers share them.
 */

const SIZES = { desktop: DESKTOP, phone: MOBILE } as const;

const langOf = (path: string): 'en' | 'zh' => (path === '/zh' || path.startsWith('/zh/') ? 'zh' : 'en');

/**
 * The paths of the sitemap of the build under test: the file the test server serves (`RSPRESS_OUT_DIR`,
 * as in playwright.config.ts), read when the tests are collected so that each page is its own test.
 * `<loc>` holds the production origin; the path is what we serve.
 */
function sitemapPaths(): string[] {
  const file = path.resolve(process.env.RSPRESS_OUT_DIR ?? 'doc_build', 'sitemap.xml');
  const xml = fs.readFileSync(file, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
}

const PATHS = sitemapPaths();

test('should find the pages of both languages in the sitemap', REPEAT, () => {
  expect(PATHS.filter((p) => langOf(p) === 'en').length).toBeGreaterThan(50);
  expect(PATHS.filter((p) => langOf(p) === 'zh').length).toBeGreaterThan(50);
});

for (const lang of ['en', 'zh'] as const) {
  test.describe(`given the ${lang} pages of the sitemap`, REPEAT, () => {
    test.use(localeFor(lang));
    // A ceiling for a machine shared with other builds; a page takes 1–2 s on an idle one.
    test.describe.configure({ timeout: 90_000 });

    for (const [size, viewport] of Object.entries(SIZES)) {
      for (const pagePath of PATHS.filter((p) => langOf(p) === lang)) {
        test(`should hydrate without errors and have no serious axe violation on ${pagePath} at ${size} size`, async ({
          page,
          pageErrors,
        }) => {
          await page.setViewportSize(viewport);
          await page.goto(pagePath);
          await waitForHydration(page);
          // Every page hydrates without an error (a page module that lacked its layout would throw: rspress-patches/perRouteLayouts/standIns.tsx).
          expect(pageErrors).toEqual([]);
          expect(await seriousViolations(page)).toEqual([]);
        });
      }
    }

    test('should have no serious axe violation with the mobile menu open', async ({ page }) => {
      await page.setViewportSize(MOBILE);
      await page.goto(lang === 'en' ? '/guide/basic/runtime' : '/zh/guide/basic/runtime');
      await waitForHydration(page);
      await page.getByRole('banner').getByRole('button', { name: UI[lang]['nav.menuAccessibleLabel'] }).click();
      await expect(page.locator('.rp-nav-screen')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    const prefix = lang === 'en' ? '' : '/zh';
    for (const theme of ['light', 'dark'] as const) {
      for (const [kind, themedPath] of Object.entries({
        home: '/',
        doc: '/guide/start/quick-start',
        notFound: '/no-such-page',
      })) {
        test(`should have no serious axe violation on the ${kind} page in the ${theme} theme`, async ({ page }) => {
          // The key Rspress's inline head script reads before the first paint.
          await page.addInitScript((value) => localStorage.setItem('rspress-theme-appearance', value), theme);
          await page.goto(`${prefix}${themedPath}`);
          await waitForHydration(page);
          await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\brp-dark\b/ : /^(?!.*\brp-dark\b)/);
          expect(await seriousViolations(page)).toEqual([]);
        });
      }
    }
  });
}
