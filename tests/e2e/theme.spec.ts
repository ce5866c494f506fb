import {
  APPEARANCE_STORAGE_KEY,
  DESKTOP,
  expect,
  expectDarkTheme,
  gotoHydrated,
  inLang,
  type Lang,
  localeFor,
  MOBILE,
  REPEAT,
  repeatUnless,
  sidebarOf,
  test,
  UI,
} from './support/fixtures';

const DOC = '/guide/start/quick-start';
/** The language menu's name starts with the current language's own name. */
const LANGUAGE_MENU = { en: /^English, change language/, zh: /^简体中文/ } as const;

// The mechanics run once, in English; the Chinese names are checked in translated-names.spec.ts.
for (const lang of ['en'] as Lang[]) {
  const T = UI[lang];
  test.describe(`given a ${lang} doc page`, () => {
    test.use(localeFor(lang));

    test('should hide the bar, sidebar, outline and footer for navbar=0 sidebar=0 outline=0 footer=0', async ({
      page,
    }) => {
      await page.goto(`${inLang(lang, DOC)}?navbar=0&sidebar=0&outline=0&footer=0`);
      // The bar, sidebar, outline and footer have no unique role between them; these are Rspress's
      // public BEM classes (theme/OVERRIDES.md).
      for (const sel of ['.rp-nav', '.rp-doc-layout__sidebar', '.rp-doc-layout__outline', '.rp-doc-footer']) {
        await expect(page.locator(sel).first(), sel).toBeHidden();
      }
      await page.goto(inLang(lang, DOC));
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(sidebarOf(page)).toBeVisible();
    });

    test.describe(() => {
      test.use({ viewport: DESKTOP });
      test('should show the full bar with language switch and social links at 1280×800', async ({ page }) => {
        await page.goto(inLang(lang, DOC));
        const banner = page.getByRole('banner');
        await expect(banner.getByRole('button', { name: LANGUAGE_MENU[lang] })).toBeVisible();
        await expect(banner.getByRole('link', { name: /GitHub/ })).toBeVisible();
        await expect(banner.getByRole('button', { name: T['nav.menuAccessibleLabel'] })).toBeHidden();
      });
    });

    test('should hide the bar when scrolling down and show it when scrolling up', async ({ page }) => {
      await gotoHydrated(page, inLang(lang, DOC));
      const html = page.locator('html');
      // The position of the last scroll event the page got: a wheel is answered before its scroll event
      // fires, and two moves that reach the page as one event are one move (down 600, up 300: down 300).
      await page.evaluate(() => {
        const w = window as Window & { seenY?: number };
        window.addEventListener('scroll', () => Object.assign(w, { seenY: window.scrollY }), { passive: true });
      });
      const seenY = () => page.evaluate(() => (window as Window & { seenY?: number }).seenY ?? 0);
      // Over the content: the sidebar column scrolls by itself, and a wheel over it may not reach the page.
      await page.mouse.move(700, 400);
      await page.mouse.wheel(0, 600);
      await expect.poll(seenY).toBeGreaterThan(0);
      const first = await seenY();
      await page.mouse.wheel(0, 600);
      await expect.poll(seenY).toBeGreaterThan(first);
      await expect(html).toHaveAttribute('data-mf-nav-hidden', '');
      await expect(page.getByRole('banner')).not.toBeInViewport();
      await page.mouse.wheel(0, -300);
      await expect(html).not.toHaveAttribute('data-mf-nav-hidden');
      await expect(page.getByRole('banner')).toBeInViewport();
    });

    test('should show the bar again after one small scroll up that follows a scroll down within 200 ms', async ({
      page,
    }) => {
      await gotoHydrated(page, inLang(lang, DOC));
      // A reader flicks down and at once scrolls up a little: each move in a frame of its own, all inside
      // one throttle window (SCROLL_THROTTLE_MS), so the page handles the up move in its trailing call.
      await page.evaluate(async () => {
        const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        window.scrollTo(0, 600);
        await frames();
        window.scrollTo(0, 1200);
        await frames();
        window.scrollBy(0, -100);
      });
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1100);
      await expect(page.locator('html')).not.toHaveAttribute('data-mf-nav-hidden');
      await expect(page.getByRole('banner')).toBeInViewport();
    });

    // The keyboard depth scenario (depth.spec.ts) asserts the same in `npm test`, on another page.
    test('should make a skip link the first focusable element, with a translated text', REPEAT, async ({ page }) => {
      await gotoHydrated(page, inLang(lang, DOC));
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: T['skipLink.text'], exact: true })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.locator('#mf-content')).toBeFocused();
    });

    test.describe(() => {
      test.use({ colorScheme: 'light' });
      test(`should toggle the theme with a named button and keep it under ${APPEARANCE_STORAGE_KEY}`, async ({
        page,
      }) => {
        await gotoHydrated(page, inLang(lang, DOC));
        await page
          .getByRole('button', { name: T['appearance.toggleToDarkAccessibleLabel'] })
          .filter({ visible: true })
          .click();
        await expectDarkTheme(page, true);
        await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), APPEARANCE_STORAGE_KEY)).toBe('dark');
      });
    });

    test.describe(() => {
      test.use({ viewport: MOBILE });
      test('should open and close the mobile menu with Escape, returning focus to its button', async ({ page }) => {
        await gotoHydrated(page, inLang(lang, DOC));
        const banner = page.getByRole('banner');
        await banner.getByRole('button', { name: T['nav.menuAccessibleLabel'] }).click();
        // Open, the same button is named for closing.
        const button = banner.getByRole('button', { name: T['nav.closeMenuAccessibleLabel'] });
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        await page.keyboard.press('Escape');
        const closed = banner.getByRole('button', { name: T['nav.menuAccessibleLabel'] });
        await expect(closed).toHaveAttribute('aria-expanded', 'false');
        await expect(closed).toBeFocused();
        await closed.click();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        await page.setViewportSize({ width: 800, height: 812 });
        // The full-screen menu (upstream's NavScreen, no role of its own) goes at 768 px and wider.
        await expect(page.locator('.rp-nav-screen')).toHaveCount(0);
      });
    });

    // theme-content.spec.ts asserts the same in `npm test`, where the choice is then carried across pages and tabs.
    test('should show the install tabs npm, yarn, pnpm, bun with yarn add', REPEAT, async ({ page }) => {
      await gotoHydrated(page, inLang(lang, DOC));
      const tabs = page.getByRole('tablist').first();
      await expect(tabs.getByRole('tab')).toHaveText(['npm', 'yarn', 'pnpm', 'bun']);
      await tabs.getByRole('tab', { name: 'yarn' }).click();
      await expect(page.getByRole('tabpanel').first().locator('code')).toHaveText(/^yarn add /);
    });
  });
}

test.describe('given localStorage throws', () => {
  test.use({ colorScheme: 'light' });
  // The storage depth scenario (depth.spec.ts: both storages throw, the theme and tabs work on this page and
  // the next) covers this in `npm test`.
  test('should still render the site and toggle the theme for the session', REPEAT, async ({ page, pageErrors }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new Error('denied');
        },
      });
    });
    await gotoHydrated(page, DOC);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Switch to dark theme' }).filter({ visible: true }).click();
    await expectDarkTheme(page, true);
    expect(pageErrors.filter((e) => e.startsWith('pageerror') && !e.includes('denied'))).toEqual([]);
  });
});

/** Console messages naming React's hydration mismatch error (#418). */
const watchHydrationErrors = (page: import('@playwright/test').Page) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.text().includes('418')) warnings.push(m.text());
  });
  return warnings;
};

for (const [lang, path, title, home, href] of [
  ['en', '/no-such-page', 'PAGE NOT FOUND', 'Take me home', '/'],
  ['zh', '/zh/no-such-page', '页面未找到', '返回首页', '/zh/'],
] as const) {
  // Repeats: navigation.spec.ts (English), the hydration test below and the a11y sweep (Chinese).
  test.describe(`given the ${lang} 404 page`, REPEAT, () => {
    test.use(localeFor(lang));
    test(`should render the ${lang} texts with a home link named by its visible text`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page.getByRole('link', { name: home, exact: true })).toHaveAttribute('href', href);
    });
  });
}

test.describe('given the 404 page', () => {
  test('should hydrate the English 404 page without a mismatch', async ({ page }) => {
    const warnings = watchHydrationErrors(page);
    await gotoHydrated(page, '/no-such-page');
    expect(warnings).toEqual([]);
  });

  test.describe(() => {
    test.use(localeFor('zh'));
    // One English 404.html serves /zh/… too: the first client render must use its language (Root
    // wrapper), then switch to Chinese after hydration.
    for (const path of ['/zh/no-such-page', '/zh/guide/no-such-page']) {
      test(
        `should hydrate the Chinese 404 page ${path} without a mismatch, then show Chinese`,
        repeatUnless(path.includes('/guide/')),
        async ({ page }) => {
          const warnings = watchHydrationErrors(page);
          await gotoHydrated(page, path);
          await expect(page.getByRole('heading', { name: '页面未找到' })).toBeVisible();
          await expect(page.getByRole('button', { name: /^简体中文/ })).toHaveCount(1);
          expect(warnings).toEqual([]);
        },
      );
    }
  });
});
