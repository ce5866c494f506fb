import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { SITE_TITLE } from '../../../config/site';
import { type PatchId, patchesOff } from '../../../rspress-patches/patches';
import { en } from '../../../theme/i18n/en';
import { zh } from '../../../theme/i18n/zh';

export { expect };

/** Viewports the suites share: the laptop and phone sizes of SPEC §9's breakpoints. */
export const DESKTOP = { width: 1280, height: 800 } as const;
export const MOBILE = { width: 375, height: 812 } as const;

export type Lang = 'en' | 'zh';
export const LANGS: readonly Lang[] = ['en', 'zh'];

/** The interface texts of each language, by key (theme/i18n): the names the specs look for. */
export const UI = { en, zh } as const;

/**
 * Browser locale for a language. With `localeRedirect: 'auto'`, an en-US browser opening `/zh/...` for
 * the first time is sent to English, so Chinese tests run in a zh-CN browser: `test.use(localeFor('zh'))`.
 */
export const localeFor = (lang: Lang) => ({ locale: lang === 'zh' ? 'zh-CN' : 'en-US' });

/**
 * The tag of a test that repeats, in the other language, at the other size or on another page, a
 * mechanic that a lean test already covers, and of the matrices in `full/`: such tests run in
 * `npm run test:full` only (playwright.config.ts). `repeatUnless(lean)` tags the copies a loop makes
 * and leaves the one copy that `npm test` runs untagged.
 */
export const REPEAT = { tag: '@full' } as const;
export const repeatUnless = (lean: boolean) => (lean ? {} : REPEAT);

/** A site path in a language: English routes are unprefixed, Chinese ones carry `/zh` (SPEC §2). */
export const inLang = (lang: Lang, path: string) => (lang === 'en' ? path : `/zh${path}`);

/** Where the visitor's light/dark choice is kept (SPEC §9). */
export const APPEARANCE_STORAGE_KEY = 'rspress-theme-appearance';

/** Waits until the page shows the dark (or light) theme: Rspress's `dark`/`rp-dark` classes on `<html>`. */
export async function expectDarkTheme(page: Page, dark: boolean): Promise<void> {
  const html = expect(page.locator('html'));
  await (dark ? html.toHaveClass(/(^|\s)rp-dark(\s|$)/) : html.not.toHaveClass(/(^|\s)rp-dark(\s|$)/));
  await (dark ? html.toHaveClass(/(^|\s)dark(\s|$)/) : html.not.toHaveClass(/(^|\s)dark(\s|$)/));
}

/**
 * Rspress's doc sidebar. It is an unnamed `<aside>`, like the outline's, so its BEM class (kept by our
 * Sidebar override, listed in theme/OVERRIDES.md) is what tells the two apart.
 */
export const sidebarOf = (page: Page): Locator => page.locator('aside.rp-doc-layout__sidebar');

/**
 * Waits until React has hydrated the prerendered page, and the work it scheduled right after has run.
 * `goto` returns at `load`, but hydration finishes later (hundreds of ms on a busy machine): a click or
 * key press before it reaches a button with no handler yet and is lost, and the content's layout effects
 * (such as the `tabindex` a code block gets when it scrolls sideways) have not run.
 * - The root: `data-mf-hydrated` on `<html>`, which the theme's `Root` sets in an effect once the shell's
 *   hydration commits (theme/components/Root).
 * - The parts that hydrate in later commits (the layouts that arrive as chunks of their own): the main
 *   thread is idle once they have, and the fonts are ready.
 * Polled on a timer, not on animation frames, which a background tab does not get.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-mf-hydrated'), undefined, {
    polling: 100,
  });
  await page.evaluate(() =>
    Promise.all([
      document.fonts.ready,
      new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })),
    ]).then(() => undefined),
  );
}

/** Opens `path` and waits until React has hydrated it (`waitForHydration`). */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/** The patches switched off in the build under test: `RSPRESS_PATCHES_OFF`, read as the build reads it. */
const PATCHES_OFF = patchesOff(process.env.RSPRESS_PATCHES_OFF);

/**
 * The `<title>` of a doc page with this heading: Rspress's own `<page> - <site>` (decision 0015).
 */
export const docTitle = (heading: string) => `${heading} - ${SITE_TITLE}`;

type Fixtures = {
  /** Uncaught page errors and console errors seen so far; tests that care assert it stays empty. */
  pageErrors: string[];
  /**
   * Skips a test tagged `@patch:<id>` in its title when that patch is off. The tag marks a test that
   * asserts a patch's mechanism (a class the patch writes, a chunk it splits off) rather than what the
   * reader sees; every other test must pass either way (the patches-off step of `npm run test:full`).
   */
  patchesOff: undefined;
};

/**
 * Playwright's `test` with the project's fixtures. Contexts and pages, including extra tabs opened with
 * `context.newPage()`, are closed by Playwright itself, also when a test fails.
 */
export const test = base.extend<Fixtures>({
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`console: ${m.text()}`);
    });
    await use(errors);
  },
  patchesOff: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use, testInfo) => {
      const off = testInfo.tags.filter((tag) => tag.startsWith('@patch:') && PATCHES_OFF.has(tag.slice(7) as PatchId));
      testInfo.skip(off.length > 0, `${off.join(', ')} switched off (RSPRESS_PATCHES_OFF)`);
      await use(undefined);
    },
    { auto: true },
  ],
});
