import type { Page } from '@playwright/test';
import { expect, localeFor, REPEAT, test, UI, waitForHydration } from '../support/fixtures';
import {
  expectBarAndHeading,
  expectNoProblems,
  LANGUAGE,
  LAYOUT_PAGES,
  MOBILE_MAX_WIDTH,
  measureLayout,
  NAV_ITEM,
  WIDTHS,
} from '../support/layout';

/**
 * Issue 11: the layout holds at every width people use, in both languages. Geometry, not pixels: one
 * page load per (page, language, width) and one measuring round trip (tests/e2e/support/layout.ts).
 * For pictures of the same pages, run `npm run shots`.
 */

const PAGES = LAYOUT_PAGES;

const urlOf = (lang: 'en' | 'zh', path: string): string => (lang === 'en' ? path : `/zh${path}`);

async function open(page: Page, lang: 'en' | 'zh', path: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(urlOf(lang, path));
  await waitForHydration(page);
}

for (const lang of ['en', 'zh'] as const) {
  const t = UI[lang];
  test.describe(`given the ${lang} site`, REPEAT, () => {
    test.use(localeFor(lang));
    // A ceiling for a machine shared with other builds; a test takes about 2 s on an idle one.
    test.describe.configure({ timeout: 60_000 });

    for (const width of WIDTHS) {
      const mobile = width <= MOBILE_MAX_WIDTH;
      const layout = mobile ? 'mobile' : 'desktop';

      for (const [kind, path] of Object.entries(PAGES)) {
        test(`should lay the ${kind} page out whole at ${width} px (${layout})`, async ({ page }) => {
          await open(page, lang, path, width);
          await expectBarAndHeading(page, { lang, t, mobile, home: kind === 'home' });
          if (kind === 'doc') {
            const columns = await page.evaluate(() =>
              ['.rp-doc-layout__sidebar', '.rp-doc-layout__outline'].map((selector) => {
                const el = document.querySelector(selector);
                if (!el) return `${selector} missing`;
                const r = el.getBoundingClientRect();
                const style = getComputedStyle(el);
                // A column stands in the page's flow, inside the window, and can be seen.
                return style.position !== 'fixed' && r.left >= 0 && r.right <= innerWidth && style.opacity !== '0';
              }),
            );
            expect(columns, 'sidebar and outline are columns').toEqual([!mobile, !mobile]);
            await expect(page.locator('.rp-sidebar-menu')).toBeVisible({ visible: mobile });
          }
          expectNoProblems(await measureLayout(page, { overlap: ['.rp-nav'], text: ['.rp-nav', '.rp-home-hero'] }));
        });
      }

      test(`should lay the open search dialog out whole at ${width} px (${layout})`, async ({ page }) => {
        await open(page, lang, PAGES.home, width);
        const bar = page.getByRole('banner');
        await bar
          .getByRole('button', { name: t['search.buttonAccessibleLabel'] })
          .or(bar.getByRole('button', { name: t['search.placeholder'] }))
          .click();
        const dialog = page.getByRole('dialog', { name: t['search.dialogTitle'] });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('combobox')).toBeFocused();
        expectNoProblems(await measureLayout(page, { overlap: ['[role="dialog"]'], text: ['[role="dialog"]'] }));
      });

      if (mobile) {
        test(`should lay the open mobile menu out whole at ${width} px`, async ({ page }) => {
          await open(page, lang, PAGES.doc, width);
          await page.getByRole('banner').getByRole('button', { name: t['nav.menuAccessibleLabel'] }).click();
          const menu = page.locator('.rp-nav-screen');
          await expect(menu.getByRole('link', { name: NAV_ITEM[lang], exact: true })).toBeVisible();
          await expect(menu.getByText(LANGUAGE[lang]).first()).toBeVisible();
          await expect(menu.getByRole('link', { name: /GitHub/ })).toBeVisible();
          expectNoProblems(await measureLayout(page, { overlap: ['.rp-nav-screen'], text: ['.rp-nav-screen'] }));
        });
      }
    }
  });
}
