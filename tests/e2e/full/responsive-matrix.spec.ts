import { localeFor, REPEAT, test } from '../support/fixtures';
import {
  expectLaidOut,
  expectMenuLaidOut,
  expectSearchLaidOut,
  LAYOUT_PAGES,
  MOBILE_MAX_WIDTH,
  openAt,
  openSearch,
  WIDTHS,
} from '../support/layout';

/**
 * The layout holds at every width people use, in both languages. Geometry, not pixels: one
 * page load per (page, language, width) and one measuring round trip (tests/e2e/support/layout.ts).
 * For pictures of the same pages, run `npm run shots`.
 */

const PAGES = LAYOUT_PAGES;

for (const lang of ['en', 'zh'] as const) {
  test.describe(`given the ${lang} site`, REPEAT, () => {
    test.use(localeFor(lang));
    // A ceiling for a machine shared with other builds; a test takes about 2 s on an idle one.
    test.describe.configure({ timeout: 60_000 });

    for (const width of WIDTHS) {
      const mobile = width <= MOBILE_MAX_WIDTH;
      const layout = mobile ? 'mobile' : 'desktop';

      for (const [kind, path] of Object.entries(PAGES)) {
        test(`should lay the ${kind} page out whole at ${width} px (${layout})`, async ({ page }) => {
          await openAt(page, lang, path, width);
          await expectLaidOut(page, lang, kind as keyof typeof PAGES, width);
        });
      }

      test(`should lay the open search dialog out whole at ${width} px (${layout})`, async ({ page }) => {
        await openAt(page, lang, PAGES.home, width);
        await openSearch(page, lang);
        await expectSearchLaidOut(page);
      });

      if (mobile) {
        test(`should lay the open mobile menu out whole at ${width} px`, async ({ page }) => {
          await openAt(page, lang, PAGES.doc, width);
          await expectMenuLaidOut(page, lang);
        });
      }
    }
  });
}
