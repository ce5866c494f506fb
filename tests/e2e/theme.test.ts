import { afterAll, describe, expect, it } from 'vitest';
import { at, closeBrowser, DESKTOP, MOBILE, openPage } from './support/browser';

afterAll(closeBrowser);

const DOC = { en: '/guide/start/quick-start', zh: '/zh/guide/start/quick-start' } as const;

describe.each(['en', 'zh'] as const)('given a %s doc page', (lang) => {
  it('should hide the bar, sidebar, outline and footer for navbar=0 sidebar=0 outline=0 footer=0', async () => {
    const { page, close } = await openPage(lang);
    await page.goto(at(`${DOC[lang]}?navbar=0&sidebar=0&outline=0&footer=0`));
    for (const sel of ['.rp-nav', '.rp-doc-layout__sidebar', '.rp-doc-layout__outline', '.rp-doc-footer']) {
      expect(await page.locator(sel).first().isVisible(), sel).toBe(false);
    }
    await page.goto(at(DOC[lang]));
    expect(await page.locator('.rp-nav').isVisible()).toBe(true);
    expect(await page.locator('.rp-doc-layout__sidebar').isVisible()).toBe(true);
    await close();
  });

  it('should show the full bar with language switch and social links at 1280×800', async () => {
    const { page, close } = await openPage(lang, { viewport: DESKTOP });
    await page.goto(at(DOC[lang]));
    expect(await page.locator('.rp-nav__others').isVisible()).toBe(true);
    expect(
      await page
        .getByRole('link', { name: /GitHub/ })
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await page.locator('.rp-nav-hamburger:visible').count()).toBe(0);
    await close();
  });

  it('should hide the bar when scrolling down and show it when scrolling up', async () => {
    const { page, close } = await openPage(lang);
    await page.goto(at(DOC[lang]));
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(600);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-mf-nav-hidden'))).toBe(true);
    await page.mouse.wheel(0, -300);
    await page.waitForTimeout(600);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-mf-nav-hidden'))).toBe(false);
    await close();
  });

  it('should make a skip link the first focusable element, with a translated text', async () => {
    const { page, close } = await openPage(lang);
    await page.goto(at(DOC[lang]));
    await page.keyboard.press('Tab');
    const text = await page.evaluate(() => document.activeElement?.textContent);
    expect(text).toBe(lang === 'en' ? 'Skip to content' : '跳到正文');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('mf-content');
    await close();
  });

  it('should toggle the theme with a named button and keep it under rspress-theme-appearance', async () => {
    const { page, close } = await openPage(lang, { colorScheme: 'light' });
    await page.goto(at(DOC[lang]));
    await page
      .getByRole('button', { name: lang === 'en' ? 'Switch to dark theme' : '切换到深色主题' })
      .first()
      .click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('rspress-theme-appearance'))).toBe('dark');
    await close();
  });

  it('should open and close the mobile menu with Escape, returning focus to its button', async () => {
    const { page, close } = await openPage(lang, { viewport: MOBILE });
    await page.goto(at(DOC[lang]));
    const button = page.getByRole('banner').locator('.rp-nav-hamburger');
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);
    await button.click();
    await page.setViewportSize({ width: 800, height: 812 });
    await page.waitForTimeout(200);
    expect(await page.locator('.rp-nav-screen').count()).toBe(0);
    await close();
  });

  it('should show the install tabs npm, yarn, pnpm, bun with yarn add', async () => {
    const { page, close } = await openPage(lang);
    await page.goto(at(DOC[lang]));
    const tabs = page.locator('.rp-tabs').first();
    const labels = (await tabs.locator('.rp-tabs__label__item').allTextContents()).map((s) => s.trim());
    expect(labels).toEqual(['npm', 'yarn', 'pnpm', 'bun']);
    await tabs.locator('.rp-tabs__label__item', { hasText: 'yarn' }).click();
    expect(await tabs.locator('code:visible').first().textContent()).toMatch(/^yarn add /);
    await close();
  });
});

describe('given localStorage throws', () => {
  it('should still render the site and toggle the theme for the session', async () => {
    const { page, errors, close } = await openPage('en', { colorScheme: 'light' });
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new Error('denied');
        },
      });
    });
    await page.goto(at(DOC.en));
    expect(await page.getByRole('heading', { level: 1 }).first().isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Switch to dark theme' }).first().click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(errors.filter((e) => e.startsWith('pageerror') && !e.includes('denied'))).toEqual([]);
    await close();
  });
});

describe('given the 404 page', () => {
  it.each([
    ['en', '/no-such-page', 'PAGE NOT FOUND', 'Take me home', '/'],
    ['zh', '/zh/no-such-page', '页面未找到', '返回首页', '/zh/'],
  ] as const)(
    'should render the %s texts with a home link named by its visible text',
    async (lang, path, title, home, href) => {
      const { page, close } = await openPage(lang);
      await page.goto(at(path));
      await page.getByRole('heading', { name: title }).waitFor();
      expect(await page.getByRole('link', { name: home, exact: true }).getAttribute('href')).toBe(href);
      await close();
    },
  );

  const hydrationWarnings = async (lang: 'en' | 'zh', path: string) => {
    const { page, close } = await openPage(lang);
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.text().includes('418')) warnings.push(m.text());
    });
    await page.goto(at(path));
    await page.waitForLoadState('networkidle');
    await close();
    return warnings;
  };
  it('should hydrate the English 404 page without a mismatch', async () => {
    expect(await hydrationWarnings('en', '/no-such-page')).toEqual([]);
  });
  // One English 404.html serves /zh/… too: the first client render must use its language (Root
  // wrapper), then switch to Chinese after hydration.
  it.each(['/zh/no-such-page', '/zh/guide/no-such-page'])(
    'should hydrate the Chinese 404 page %s without a mismatch, then show Chinese',
    async (path) => {
      const { page, close } = await openPage('zh');
      const warnings: string[] = [];
      page.on('console', (m) => {
        if (m.text().includes('418')) warnings.push(m.text());
      });
      await page.goto(at(path));
      await page.waitForLoadState('networkidle');
      await page.getByRole('heading', { name: '页面未找到' }).waitFor();
      expect(await page.getByRole('button', { name: /^简体中文/ }).count()).toBe(1);
      expect(warnings).toEqual([]);
      await close();
    },
  );
});
