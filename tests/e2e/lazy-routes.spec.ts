import {
  DESKTOP,
  expect,
  gotoHydrated,
  inLang,
  LANGS,
  localeFor,
  repeatUnless,
  sidebarOf,
  test,
} from './support/fixtures';

/**
 * Client-side navigation on a fresh profile, to pages the first visit knew nothing about: with the route
 * table in shards (rspress-patches/lazyRoutes) a page outside the top bar is found only once its shard
 * has loaded. Passes with the patch off too: it is what a reader sees.
 */
for (const lang of LANGS) {
  test.describe(`given a ${lang} reader who opens one doc page and follows links from it`, () => {
    test.use({ ...localeFor(lang), viewport: DESKTOP });

    // The languages take turns: the sidebar walk in English, the deep link in Chinese (the other is the repeat).
    test(
      'should open a sidebar page, another, and go back and forward, all in one document',
      repeatUnless(lang === 'en'),
      async ({ page, pageErrors }) => {
        await gotoHydrated(page, inLang(lang, '/guide/start/quick-start'));
        await page.evaluate(() => Object.assign(window, { mfSameDocument: true }));
        const h1 = page.getByRole('heading', { level: 1 }).first();
        const first = await h1.textContent();
        const glossary = inLang(lang, '/guide/start/glossary');
        await sidebarOf(page).locator(`a[href="${glossary}"]`).click();
        await expect(page).toHaveURL((u) => u.pathname === glossary);
        await expect(h1).not.toHaveText(first ?? '');
        const second = await h1.textContent();
        const runtime = inLang(lang, '/guide/basic/runtime');
        await sidebarOf(page).locator(`a[href="${runtime}"]`).first().click();
        await expect(page).toHaveURL((u) => u.pathname === runtime);
        await expect(h1).not.toHaveText(second ?? '');
        await page.goBack();
        await expect(h1).toHaveText(second ?? '');
        await page.goForward();
        await expect(page).toHaveURL((u) => u.pathname === runtime);
        expect(await page.evaluate(() => 'mfSameDocument' in window)).toBe(true);
        expect(pageErrors).toEqual([]);
      },
    );

    test(
      'should follow a link from a deep link with a hash to another page of its section',
      repeatUnless(lang === 'zh'),
      async ({ page, pageErrors }) => {
        await gotoHydrated(page, `${inLang(lang, '/configure/shared')}#version-negotiation`);
        expect(new URL(page.url()).hash).toBe('#version-negotiation');
        await page.evaluate(() => Object.assign(window, { mfSameDocument: true }));
        const target = inLang(lang, '/configure/exposes');
        await sidebarOf(page).locator(`a[href="${target}"]`).click();
        await expect(page).toHaveURL((u) => u.pathname === target);
        await expect(page.getByRole('heading', { level: 1 }).first()).toContainText('exposes');
        expect(await page.evaluate(() => 'mfSameDocument' in window)).toBe(true);
        expect(pageErrors).toEqual([]);
      },
    );
  });
}
