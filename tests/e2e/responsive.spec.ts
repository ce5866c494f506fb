import { localeFor, repeatUnless, test } from './support/fixtures';
import {
  expectLaidOut,
  expectMenuLaidOut,
  expectSearchLaidOut,
  LAYOUT_PAGES,
  MOBILE_MAX_WIDTH,
  openAt,
  openSearch,
  WIDTHS,
} from './support/layout';

/**
 * The layout holds at every width people use (SPEC §9 breakpoints), in both languages: each page is
 * loaded once and the window resized through the widths, as a reader turning a tablet or dragging a
 * window does. Fresh loads only where the first render differs: at 1024 px (the last mobile width) and
 * 1025 px (the first desktop one), where the page starts in the state JavaScript picks on load.
 * A fresh load per page and width: tests/e2e/full/responsive-matrix.spec.ts (`npm run test:full`).
 */

type Kind = keyof typeof LAYOUT_PAGES;

/** The widths where JavaScript's first render differs from its neighbours': the breakpoint's two sides. */
const FRESH_LOAD_WIDTHS = [MOBILE_MAX_WIDTH, MOBILE_MAX_WIDTH + 1];

/**
 * Each layout's lean test runs in one language, the languages taking turns (the other language is a
 * repeat, in `npm run test:full`): the widths matter more than the words, and both languages' words
 * still meet every width in the lean tier.
 */
const LEAN_LANG: Record<Kind, 'en' | 'zh'> = { doc: 'en', home: 'zh', overview: 'en', notFound: 'zh' };

for (const lang of ['en', 'zh'] as const) {
  test.describe(`given the ${lang} site`, () => {
    test.use(localeFor(lang));
    test.describe.configure({ timeout: 5 * 60_000 });

    for (const [kind, path] of Object.entries(LAYOUT_PAGES) as [Kind, string][]) {
      test(
        `should lay the ${kind} page out whole at every width, resized and loaded on both sides of the breakpoint`,
        repeatUnless(LEAN_LANG[kind] === lang),
        async ({ page }) => {
          await openAt(page, lang, path, WIDTHS[0]);
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 900 });
            await test.step(`${kind} at ${width} px`, () => expectLaidOut(page, lang, kind, width));
          }
          for (const width of FRESH_LOAD_WIDTHS) {
            await openAt(page, lang, path, width);
            await test.step(`${kind} loaded at ${width} px`, () => expectLaidOut(page, lang, kind, width));
          }
        },
      );
    }

    test(
      'should lay the open search dialog out whole at every width',
      repeatUnless(lang === 'zh'),
      async ({ page }) => {
        await openAt(page, lang, LAYOUT_PAGES.home, WIDTHS[0]);
        await openSearch(page, lang);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          await test.step(`search dialog at ${width} px`, () => expectSearchLaidOut(page));
        }
      },
    );

    test(
      'should lay the open mobile menu out whole at every mobile width',
      repeatUnless(lang === 'en'),
      async ({ page }) => {
        await openAt(page, lang, LAYOUT_PAGES.doc, WIDTHS[0]);
        for (const width of WIDTHS.filter((w) => w <= MOBILE_MAX_WIDTH)) {
          await page.setViewportSize({ width, height: 900 });
          await test.step(`mobile menu at ${width} px`, () => expectMenuLaidOut(page, lang));
        }
      },
    );
  });
}
