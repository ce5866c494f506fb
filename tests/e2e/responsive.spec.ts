import type { Page } from '@playwright/test';
import { expect, localeFor, repeatUnless, test, UI, waitForHydration } from './support/fixtures';
import {
  expectBarAndHeading,
  expectNoProblems,
  LANGUAGE,
  LAYOUT_PAGES,
  MOBILE_MAX_WIDTH,
  measureLayout,
  NAV_ITEM,
  WIDTHS,
} from './support/layout';

/**
 * The layout holds at every width people use (SPEC §9 breakpoints), in both languages: each page is
 * loaded once and the window resized through the widths, as a reader turning a tablet or dragging a
 * window does. Fresh loads only where the first render differs: at 1024 px (the last mobile width) and
 * 1025 px (the first desktop one), where the page starts in the state JavaScript picks on load.
 * A fresh load per page and width: tests/e2e/full/responsive-matrix.spec.ts (`npm run test:full`).
 */

type Lang = keyof typeof NAV_ITEM;
type Kind = keyof typeof LAYOUT_PAGES;

const urlOf = (lang: Lang, path: string): string => (lang === 'en' ? path : `/zh${path}`);
/** The widths where JavaScript's first render differs from its neighbours': the breakpoint's two sides. */
const FRESH_LOAD_WIDTHS = [MOBILE_MAX_WIDTH, MOBILE_MAX_WIDTH + 1];

async function open(page: Page, lang: Lang, path: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(urlOf(lang, path));
  await waitForHydration(page);
}

/** What the reader must see at a width: the bar's controls for the layout, the page's parts, nothing broken. */
async function expectLaidOut(page: Page, lang: Lang, kind: Kind, width: number): Promise<void> {
  const t = UI[lang];
  const mobile = width <= MOBILE_MAX_WIDTH;
  await test.step(`${kind} at ${width} px`, async () => {
    await expectBarAndHeading(page, { lang, t, mobile, home: kind === 'home' });
    if (kind === 'doc') {
      // Sidebar and outline are columns on desktop; on mobile they leave the flow (drawer, drop-down).
      await expect
        .poll(() =>
          page.evaluate(() =>
            ['.rp-doc-layout__sidebar', '.rp-doc-layout__outline'].map((selector) => {
              const el = document.querySelector(selector);
              if (!el) return `${selector} missing`;
              const r = el.getBoundingClientRect();
              const style = getComputedStyle(el);
              return style.position !== 'fixed' && r.left >= 0 && r.right <= innerWidth && style.opacity !== '0';
            }),
          ),
        )
        .toEqual([!mobile, !mobile]);
      await expect(page.locator('.rp-sidebar-menu')).toBeVisible({ visible: mobile });
    }
    expectNoProblems(await measureLayout(page, { overlap: ['.rp-nav'], text: ['.rp-nav', '.rp-home-hero'] }));
  });
}

/**
 * Each layout's lean test runs in one language, the languages taking turns (the other language is a
 * repeat, in `npm run test:full`): the widths matter more than the words, and both languages' words
 * still meet every width in the lean tier.
 */
const LEAN_LANG: Record<Kind, 'en' | 'zh'> = { doc: 'en', home: 'zh', overview: 'en', notFound: 'zh' };

for (const lang of ['en', 'zh'] as const) {
  const t = UI[lang];
  test.describe(`given the ${lang} site`, () => {
    test.use(localeFor(lang));
    test.describe.configure({ timeout: 5 * 60_000 });

    for (const [kind, path] of Object.entries(LAYOUT_PAGES) as [Kind, string][]) {
      test(
        `should lay the ${kind} page out whole at every width, resized and loaded on both sides of the breakpoint`,
        repeatUnless(LEAN_LANG[kind] === lang),
        async ({ page }) => {
          await open(page, lang, path, WIDTHS[0]);
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 900 });
            await expectLaidOut(page, lang, kind, width);
          }
          for (const width of FRESH_LOAD_WIDTHS) {
            await open(page, lang, path, width);
            await expectLaidOut(page, lang, kind, width);
          }
        },
      );
    }

    test(
      'should lay the open search dialog out whole at every width',
      repeatUnless(lang === 'zh'),
      async ({ page }) => {
        await open(page, lang, LAYOUT_PAGES.home, WIDTHS[0]);
        const bar = page.getByRole('banner');
        await bar
          .getByRole('button', { name: t['search.buttonAccessibleLabel'] })
          .or(bar.getByRole('button', { name: t['search.placeholder'] }))
          .click();
        const dialog = page.getByRole('dialog', { name: t['search.dialogTitle'] });
        await expect(dialog.getByRole('combobox')).toBeFocused();
        for (const width of WIDTHS) {
          await test.step(`search dialog at ${width} px`, async () => {
            await page.setViewportSize({ width, height: 900 });
            await expect(dialog).toBeVisible();
            expectNoProblems(await measureLayout(page, { overlap: ['[role="dialog"]'], text: ['[role="dialog"]'] }));
          });
        }
      },
    );

    test(
      'should lay the open mobile menu out whole at every mobile width',
      repeatUnless(lang === 'en'),
      async ({ page }) => {
        await open(page, lang, LAYOUT_PAGES.doc, WIDTHS[0]);
        const menuButton = page.getByRole('banner').getByRole('button', { name: t['nav.menuAccessibleLabel'] });
        const menu = page.locator('.rp-nav-screen');
        for (const width of WIDTHS.filter((w) => w <= MOBILE_MAX_WIDTH)) {
          await test.step(`mobile menu at ${width} px`, async () => {
            await page.setViewportSize({ width, height: 900 });
            // The menu closes when the window reaches 768 px (SPEC §4): open it again there.
            if (!(await menu.isVisible())) await menuButton.click();
            await expect(menu.getByRole('link', { name: NAV_ITEM[lang], exact: true })).toBeVisible();
            await expect(menu.getByText(LANGUAGE[lang]).first()).toBeVisible();
            await expect(menu.getByRole('link', { name: /GitHub/ })).toBeVisible();
            expectNoProblems(await measureLayout(page, { overlap: ['.rp-nav-screen'], text: ['.rp-nav-screen'] }));
          });
        }
      },
    );
  });
}
