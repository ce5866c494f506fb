import { expect, inLang, localeFor, repeatUnless, sidebarOf, test } from './support/fixtures';

for (const [lang, title] of [
  ['en', 'Quick start'],
  ['zh', '快速上手'],
] as const) {
  // Lean in Chinese: video.spec.ts reads an English page without JavaScript.
  test.describe(`given a ${lang} visitor with JavaScript disabled`, repeatUnless(lang === 'zh'), () => {
    test.use({ ...localeFor(lang), javaScriptEnabled: false });

    test(`should still read the ${lang} page, its navigation and sidebar`, async ({ page }) => {
      await page.goto(inLang(lang, '/guide/start/quick-start'));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
      // prose, code and the sidebar are in the HTML itself
      const main = page.getByRole('main');
      await expect(main.getByRole('paragraph').nth(5)).toBeAttached();
      await expect(main.locator('pre code').first()).toBeAttached();
      await expect(sidebarOf(page).locator(`a[href="${inLang(lang, '/guide/start/glossary')}"]`)).toHaveCount(1);
      await expect(
        page
          .getByRole('banner')
          .locator(`a[href="${inLang(lang, '/configure/')}"]`)
          .first(),
      ).toBeVisible();
    });
  });
}
