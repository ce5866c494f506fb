import type { APIRequestContext, Page } from '@playwright/test';
import { en } from '../../theme/i18n/en';
import { zh } from '../../theme/i18n/zh';
import { seriousViolations } from './support/axe';
import { DESKTOP, expect, localeFor, MOBILE, test } from './support/fixtures';
import { waitForHydration } from './support/layout';

/**
 * axe (WCAG 2.2 AA and best practices, serious and critical: tests/e2e/support/axe.ts) over every page
 * of the built site's sitemap, in both languages, at the desktop and the phone size; the mobile menu
 * open once per language; light and dark on the home, a doc and the 404 page. The sitemap's pages are
 * dealt round-robin into SHARDS tests per language and size, so the two workers share them.
 */

const SHARDS = 8;
const SIZES = { desktop: DESKTOP, phone: MOBILE } as const;
const TEXT = { en, zh } as const;

const langOf = (path: string): 'en' | 'zh' => (path === '/zh' || path.startsWith('/zh/') ? 'zh' : 'en');

/** The paths of the served sitemap (`<loc>` holds the production origin; the path is what we serve). */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.ok()).toBe(true);
  const paths = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
  expect(paths.length).toBeGreaterThan(50);
  return paths;
}

async function violationsAt(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await waitForHydration(page);
  return seriousViolations(page);
}

for (const lang of ['en', 'zh'] as const) {
  test.describe(`given the ${lang} pages of the sitemap`, () => {
    test.use(localeFor(lang));

    for (const [size, viewport] of Object.entries(SIZES)) {
      for (let shard = 0; shard < SHARDS; shard++) {
        test(`should have no serious axe violation at ${size} size (part ${shard + 1} of ${SHARDS})`, async ({
          page,
          request,
        }) => {
          test.setTimeout(240_000);
          const paths = (await sitemapPaths(request)).filter((p) => langOf(p) === lang);
          const mine = paths.filter((_, i) => i % SHARDS === shard);
          expect(mine.length).toBeGreaterThan(0);
          await page.setViewportSize(viewport);
          const found: Record<string, string[]> = {};
          for (const path of mine) {
            const violations = await violationsAt(page, path);
            if (violations.length > 0) found[path] = violations;
          }
          expect(found).toEqual({});
        });
      }
    }

    test('should have no serious axe violation with the mobile menu open', async ({ page }) => {
      await page.setViewportSize(MOBILE);
      await page.goto(lang === 'en' ? '/guide/basic/runtime' : '/zh/guide/basic/runtime');
      await waitForHydration(page);
      await page.getByRole('banner').getByRole('button', { name: TEXT[lang]['nav.menuAccessibleLabel'] }).click();
      await expect(page.locator('.rp-nav-screen')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    const prefix = lang === 'en' ? '' : '/zh';
    for (const theme of ['light', 'dark'] as const) {
      for (const [kind, path] of Object.entries({
        home: '/',
        doc: '/guide/start/quick-start',
        notFound: '/no-such-page',
      })) {
        test(`should have no serious axe violation on the ${kind} page in the ${theme} theme`, async ({ page }) => {
          // The key Rspress's inline head script reads before the first paint.
          await page.addInitScript((value) => localStorage.setItem('rspress-theme-appearance', value), theme);
          await page.goto(`${prefix}${path}`);
          await waitForHydration(page);
          await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\brp-dark\b/ : /^(?!.*\brp-dark\b)/);
          expect(await seriousViolations(page)).toEqual([]);
        });
      }
    }
  });
}
