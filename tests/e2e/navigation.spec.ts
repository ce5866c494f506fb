import type { Locator, Page } from '@playwright/test';
import {
  DESKTOP,
  docTitle,
  expect,
  gotoHydrated,
  inLang,
  LANGS,
  localeFor,
  REPEAT,
  repeatUnless,
  sidebarOf,
  test,
} from './support/fixtures';

const ECOSYSTEM = {
  en: ['module-federation-examples', 'practical-module-federation', 'zephyr-cloud.io'],
  zh: ['module-federation-examples', 'practical-module-federation'],
} as const;

const NAV_ITEMS = {
  en: ['Guide', 'Practice', 'Configuration', 'Plugins', 'Showcase', 'Blog', 'Ecosystem'],
  zh: ['指南', '实践', '配置', '插件', '案例', '博客', '生态'],
} as const;

/**
 * Whether a visitor can actually see and hit an element: a collapsed sidebar group keeps its links in
 * the layout with no height, which visibility alone does not always catch.
 */
const canHit = (target: Locator) =>
  target.first().evaluate((el) => {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return false;
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return hit !== null && (el === hit || el.contains(hit));
  });

/** Hrefs of the links in the top navigation bar, including those inside its closed drop-down menus. */
const navHrefs = (page: Page) =>
  page
    .getByRole('banner')
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));

for (const lang of LANGS) {
  test.describe(`given the ${lang} top navigation`, () => {
    test.use(localeFor(lang));

    // The languages take turns: the items' order in English, the Ecosystem links in Chinese.
    test(`should show the ${lang} items in order`, repeatUnless(lang === 'en'), async ({ page }) => {
      await page.goto(inLang(lang, '/guide/start/'));
      const header = page.getByRole('banner');
      const lefts: number[] = [];
      for (const label of NAV_ITEMS[lang]) {
        // Plain items are links, Ecosystem opens a menu, so it is a button.
        const item = header
          .getByRole('link', { name: label, exact: true })
          .or(header.getByRole('button', { name: label, exact: true }));
        await expect(item).toBeVisible();
        lefts.push((await item.boundingBox())?.x ?? Number.NaN);
      }
      expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
      const hrefs = await navHrefs(page);
      for (const link of [
        '/guide/start/',
        '/practice/overview',
        '/configure/',
        '/plugin/dev/',
        '/showcase/',
        '/blog/',
      ]) {
        expect(hrefs).toContain(inLang(lang, link));
      }
    });

    test(`should list the ${lang} Ecosystem links`, repeatUnless(lang === 'zh'), async ({ page }) => {
      await page.goto(inLang(lang, '/'));
      const external = (await navHrefs(page)).filter(
        (h) => /^https?:/.test(h) && !/github\.com\/module-federation\/core|discord/.test(h),
      );
      const unique = [...new Set(external)];
      expect(unique).toHaveLength(ECOSYSTEM[lang].length);
      for (const part of ECOSYSTEM[lang]) expect(unique.some((h) => h.includes(part))).toBe(true);
    });
  });
}

test.describe('given the Practice sidebar', () => {
  test('should start with the Frameworks group collapsed and open it on click', async ({ page }) => {
    await gotoHydrated(page, '/practice/overview');
    const sidebar = sidebarOf(page);
    const overview = sidebar.locator('a[href="/practice/frameworks/"]');
    const angular = sidebar.locator('a[href="/practice/frameworks/angular/angular-cli"]');
    const frameworks = sidebar.getByRole('button', { name: 'Frameworks', exact: true });
    await expect(frameworks).toHaveAttribute('aria-expanded', 'false');
    expect(await canHit(overview)).toBe(false);
    await frameworks.click();
    // The group opens with a 0.3 s animation: poll until the link can be hit.
    await expect.poll(() => canHit(overview)).toBe(true);
    // its sub-groups stay collapsed until opened
    expect(await canHit(angular)).toBe(false);
    await sidebar.getByRole('button', { name: 'Angular', exact: true }).click();
    await expect.poll(() => canHit(angular)).toBe(true);
  });

  // theme-doc.spec.ts asserts the same in `npm test` (the group open, its active item scrolled into view).
  test('should open the group of the current page by itself', REPEAT, async ({ page }) => {
    await page.goto('/practice/frameworks/angular/auth0');
    await expect.poll(() => canHit(sidebarOf(page).locator('a[href="/practice/frameworks/angular/auth0"]'))).toBe(true);
  });

  for (const lang of LANGS) {
    test.describe(() => {
      test.use(localeFor(lang));
      test(
        `should not list next/dynamic-remotes in the ${lang} sidebar`,
        repeatUnless(lang === 'en'),
        async ({ page }) => {
          await page.goto(inLang(lang, '/practice/frameworks/next/'));
          // The page body may link to it; the sidebar must not.
          const sidebar = sidebarOf(page);
          await expect(sidebar.locator(`a[href="${inLang(lang, '/practice/frameworks/next/presets')}"]`)).toHaveCount(
            1,
          );
          await expect(
            sidebar.locator(`a[href="${inLang(lang, '/practice/frameworks/next/dynamic-remotes')}"]`),
          ).toHaveCount(0);
        },
      );
    });
  }

  test.describe(() => {
    test.use(localeFor('zh'));
    test('should leave English-only pages out of the Chinese sidebars', async ({ page }) => {
      await page.goto('/zh/guide/basic/runtime');
      const sidebar = sidebarOf(page);
      await expect(sidebar.locator('a[href="/zh/guide/basic/rspack"]')).toHaveCount(1);
      await expect(sidebar.locator('a[href*="error-catalog"]')).toHaveCount(0);
    });
  });
});

test.describe('given a client-side navigation', () => {
  test.use({ viewport: DESKTOP });
  // The browser bundle updates the head with rspress-patches/clientStubs/stubs/head.ts instead of unhead.
  test('should give the new page its title and description without reloading', async ({ page }) => {
    await gotoHydrated(page, '/guide/start/quick-start');
    await expect(page).toHaveTitle(docTitle('Quick start'));
    await page.evaluate(() => Object.assign(window, { mfSameDocument: true }));
    await page.getByRole('banner').getByRole('link', { name: 'Configuration', exact: true }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/configure/');
    await expect(page).toHaveTitle(docTitle('Configuration overview'));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Every option of the Module/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /^Configuration overview/);
    expect(await page.evaluate(() => 'mfSameDocument' in window)).toBe(true);
  });
});

test.describe('given the language switch', () => {
  test.use({ viewport: DESKTOP });

  /**
   * Opens the language menu (named after the current language) by hovering, as a mouse user does, and
   * picks the other language.
   */
  async function switchLanguage(page: Page, current: string, target: string): Promise<void> {
    const banner = page.getByRole('banner');
    const menu = banner.getByRole('button', { name: new RegExp(`^${current}`) });
    await menu.hover();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await banner.getByRole('link', { name: target, exact: true }).click();
  }

  // Issue 25: the pointer's hover opened the menu just before the click, and the click closed it again.
  test('should open the language menu with one click and switch with a click on the language', async ({ page }) => {
    await gotoHydrated(page, '/guide/start/quick-start');
    const banner = page.getByRole('banner');
    const menu = banner.getByRole('button', { name: /^English/ });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await banner.getByRole('link', { name: '简体中文', exact: true }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/zh/guide/start/quick-start');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('快速上手');
  });

  test('should still close the language menu on a second click, and toggle it from the keyboard', async ({ page }) => {
    await gotoHydrated(page, '/guide/start/quick-start');
    const menu = page.getByRole('banner').getByRole('button', { name: /^English/ });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await page.mouse.move(0, 400);
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  test('should keep the page when switching from English to Chinese and back', async ({ page }) => {
    await gotoHydrated(page, '/guide/start/quick-start');
    await switchLanguage(page, 'English', '简体中文');
    await expect(page).toHaveURL((u) => u.pathname === '/zh/guide/start/quick-start');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('快速上手');
    await switchLanguage(page, '简体中文', 'English');
    await expect(page).toHaveURL((u) => u.pathname === '/guide/start/quick-start');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Quick start');
  });
});

for (const [lang, path, home, title, linkText] of [
  ['en', '/not/a/page', '/', 'PAGE NOT FOUND', 'Take me home'],
  ['zh', '/zh/not/a/page', '/zh/', '页面未找到', '返回首页'],
] as const) {
  // The Chinese 404 page: the a11y sweep (every English-only page under /zh) and theme.spec.ts.
  test.describe(`given an unknown ${lang} address`, repeatUnless(lang === 'en'), () => {
    test.use(localeFor(lang));
    test(`should show the ${lang} 404 page with a link home`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      const link = page.getByRole('link', { name: linkText, exact: true });
      await expect(link).toHaveAttribute('href', home);
      await link.click();
      await expect(page).toHaveURL((u) => u.pathname === home);
    });
  });
}
