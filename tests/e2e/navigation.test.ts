import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { at, closeBrowser, DESKTOP, openPage } from './support/browser';

afterAll(closeBrowser);

const ECOSYSTEM = {
  en: ['module-federation-examples', 'practical-module-federation', 'zephyr-cloud.io'],
  zh: ['module-federation-examples', 'practical-module-federation'],
} as const;

/** Hrefs of the links in the top navigation bar, including those inside its drop-down menus. */
/**
 * Whether a visitor can actually see and hit an element: a collapsed sidebar group keeps its links in
 * the layout with no height, which Playwright's isVisible() does not always catch.
 */
const canHit = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return false;
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return hit !== null && (el === hit || el.contains(hit));
    });

/** Opens the language menu (labelled with the current language) and picks the link to `href`. */
async function switchLanguage(page: Page, currentLabel: string, href: string): Promise<void> {
  await page.locator('header').getByText(currentLabel, { exact: true }).first().hover();
  await page.locator(`header a[href="${href}"]:visible`).first().click();
}

const navHrefs = (page: Page) =>
  page.locator('header a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));

describe('given the top navigation', () => {
  it.each([
    ['en', '/guide/start/', ['Guide', 'Practice', 'Configuration', 'Plugins', 'Showcase', 'Blog', 'Ecosystem']],
    ['zh', '/zh/guide/start/', ['指南', '实践', '配置', '插件', '案例', '博客', '生态']],
  ] as const)('should show the %s items in order', async (lang, path, labels) => {
    const { page, close } = await openPage(lang);
    await page.goto(at(path));
    const header = page.locator('header');
    for (const label of labels)
      await expect(header.getByText(label, { exact: true }).first().isVisible()).resolves.toBe(true);
    const hrefs = await navHrefs(page);
    const prefix = lang === 'zh' ? '/zh' : '';
    for (const link of ['/guide/start/', '/practice/overview', '/configure/', '/plugin/dev/', '/showcase/', '/blog/']) {
      expect(hrefs).toContain(prefix + link);
    }
    await close();
  });

  it.each(['en', 'zh'] as const)('should list the %s Ecosystem links', async (lang) => {
    const { page, close } = await openPage(lang);
    await page.goto(at(lang === 'zh' ? '/zh/' : '/'));
    const external = (await navHrefs(page)).filter(
      (h) => /^https?:/.test(h) && !/github\.com\/module-federation\/core|discord/.test(h),
    );
    const unique = [...new Set(external)];
    expect(unique).toHaveLength(ECOSYSTEM[lang].length);
    for (const part of ECOSYSTEM[lang]) expect(unique.some((h) => h.includes(part))).toBe(true);
    await close();
  });
});

describe('given the Practice sidebar', () => {
  it('should start with the Frameworks group collapsed and open it on click', async () => {
    const { page, close } = await openPage('en');
    await page.goto(at('/practice/overview'));
    await page.waitForLoadState('networkidle');
    const overview = 'a[href="/practice/frameworks/"]';
    const angular = 'a[href="/practice/frameworks/angular/angular-cli"]';
    await expect(canHit(page, overview)).resolves.toBe(false);
    await page.getByText('Frameworks', { exact: true }).first().click();
    await page.waitForTimeout(700); // the opening animation lasts 0.3 s
    await expect(canHit(page, overview)).resolves.toBe(true);
    // its sub-groups stay collapsed until opened
    await expect(canHit(page, angular)).resolves.toBe(false);
    await page.getByText('Angular', { exact: true }).first().click();
    await page.waitForTimeout(700);
    await expect(canHit(page, angular)).resolves.toBe(true);
    await close();
  });

  it('should open the group of the current page by itself', async () => {
    const { page, close } = await openPage('en');
    await page.goto(at('/practice/frameworks/angular/auth0'));
    await page.waitForLoadState('networkidle');
    await expect(canHit(page, 'a[href="/practice/frameworks/angular/auth0"]')).resolves.toBe(true);
    await close();
  });

  it.each(['en', 'zh'] as const)('should not list next/dynamic-remotes in the %s sidebar', async (lang) => {
    const { page, close } = await openPage(lang);
    const prefix = lang === 'zh' ? '/zh' : '';
    await page.goto(at(`${prefix}/practice/frameworks/next/`));
    await page.waitForLoadState('networkidle');
    // The page body may link to it; the sidebar must not.
    const sidebar = page.locator('aside.rp-doc-layout__sidebar');
    await expect(
      sidebar.locator(`a[href="${prefix}/practice/frameworks/next/presets"]`).count(),
    ).resolves.toBeGreaterThan(0);
    await expect(sidebar.locator(`a[href="${prefix}/practice/frameworks/next/dynamic-remotes"]`).count()).resolves.toBe(
      0,
    );
    await close();
  });

  it('should leave English-only pages out of the Chinese sidebars', async () => {
    const { page, close } = await openPage('zh');
    await page.goto(at('/zh/guide/basic/runtime'));
    await page.waitForLoadState('networkidle');
    const sidebar = page.locator('aside.rp-doc-layout__sidebar');
    await expect(sidebar.locator('a[href="/zh/guide/basic/rspack"]').count()).resolves.toBeGreaterThan(0);
    await expect(sidebar.locator('a[href*="error-catalog"]').count()).resolves.toBe(0);
    await close();
  });
});

describe('given the language switch', () => {
  it('should keep the page when switching from English to Chinese and back', async () => {
    const { page, close } = await openPage('en', { viewport: DESKTOP });
    await page.goto(at('/guide/start/quick-start'));
    await page.waitForLoadState('networkidle');
    await switchLanguage(page, 'English', '/zh/guide/start/quick-start');
    await page.waitForURL((u) => u.pathname === '/zh/guide/start/quick-start');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('zh');
    await expect.poll(() => page.locator('h1').first().textContent()).toContain('快速上手');
    await switchLanguage(page, '简体中文', '/guide/start/quick-start');
    await page.waitForURL((u) => u.pathname === '/guide/start/quick-start');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    await expect.poll(() => page.locator('h1').first().textContent()).toContain('Quick start');
    await close();
  });
});

describe('given an unknown address', () => {
  it.each([
    ['en', '/not/a/page', '/', 'PAGE NOT FOUND', 'Take me home'],
    ['zh', '/zh/not/a/page', '/zh/', '页面未找到', '返回首页'],
  ] as const)('should show the %s 404 page with a link home', async (lang, path, home, title, linkText) => {
    const { page, close } = await openPage(lang);
    const response = await page.goto(at(path));
    expect(response?.status()).toBe(404);
    await page.getByText(title).waitFor({ state: 'visible' });
    await expect.poll(() => page.getByText('404', { exact: true }).isVisible()).toBe(true);
    const link = page.locator('a', { hasText: linkText });
    await expect(link.getAttribute('href')).resolves.toBe(home);
    await link.click();
    await page.waitForURL((u) => u.pathname === home);
    await close();
  });
});
