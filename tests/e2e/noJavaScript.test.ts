import { afterAll, describe, expect, it } from 'vitest';
import { at, closeBrowser, openPage } from './support/browser';

afterAll(closeBrowser);

describe('given a visitor with JavaScript disabled', () => {
  it.each([
    ['en', '/guide/start/quick-start', 'Quick start'],
    ['zh', '/zh/guide/start/quick-start', '快速上手'],
  ] as const)('should still read the %s page, its navigation and sidebar', async (lang, path, title) => {
    const { page, close } = await openPage(lang, { javaScriptEnabled: false });
    await page.goto(at(path));
    await expect(page.locator('h1').first().textContent()).resolves.toContain(title);
    // prose, code and the sidebar are in the HTML itself
    await expect(page.locator('.rp-doc p').count()).resolves.toBeGreaterThan(5);
    await expect(page.locator('pre code').count()).resolves.toBeGreaterThan(0);
    const prefix = lang === 'zh' ? '/zh' : '';
    await expect(page.locator(`aside a[href="${prefix}/guide/start/glossary"]`).count()).resolves.toBe(1);
    await expect(page.locator(`header a[href="${prefix}/configure/"]`).count()).resolves.toBeGreaterThan(0);
    await close();
  });
});
