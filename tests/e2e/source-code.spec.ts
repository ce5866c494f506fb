import { DESKTOP, expect, gotoHydrated, LANGS, localeFor, repeatUnless, test, UI } from './support/fixtures';

/**
 * SPEC §2 doc layout: a source-code link opening in a new tab, labelled Source. Pages about one package
 * show it right below their title, beside "Copy page as Markdown". The mechanics run on the English page
 * in the lean tier; the Chinese copy (源码) is a repeat.
 */

/** A page with the link in each language (the English one light, for the lean tier) and where it goes. */
const PAGES = {
  en: { path: '/guide/basic/cli', source: 'https://github.com/module-federation/core/tree/main/packages/cli' },
  zh: {
    path: '/zh/guide/basic/runtime',
    source: 'https://github.com/module-federation/core/tree/main/packages/runtime',
  },
} as const;

for (const lang of LANGS) {
  const T = UI[lang];
  const { path, source } = PAGES[lang];
  test.describe(`given ${path} opened in a fresh browser`, () => {
    test.use({ ...localeFor(lang), viewport: DESKTOP });

    test(
      'should show a Source link beside the copy button that opens the code of the package in a new tab',
      repeatUnless(lang === 'en'),
      async ({ page, context, pageErrors }) => {
        // The reader's new tab goes to GitHub; the test answers for it, so no request leaves the machine.
        await context.route('https://github.com/**', (route) =>
          route.fulfill({ contentType: 'text/html', body: '<title>source</title>' }),
        );
        await gotoHydrated(page, path);

        const link = page.getByRole('link', {
          name: T['sourceCode.newTabAccessibleLabel'].replace('{{host}}', 'GitHub'),
          exact: true,
        });
        await expect(link).toBeVisible();
        await expect(link).toHaveText(T['sourceCode.label']);
        await expect(link).toHaveAttribute('href', source);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/);

        // What the reader sees: a small mark, on the row of "Copy page as Markdown".
        const icon = await link.locator('svg').boundingBox();
        expect(icon?.width).toBe(16);
        const copy = await page.getByRole('button', { name: T.copyMarkdownText }).boundingBox();
        const box = await link.boundingBox();
        expect(
          Math.abs((box?.y ?? 0) + (box?.height ?? 0) / 2 - ((copy?.y ?? 0) + (copy?.height ?? 0) / 2)),
        ).toBeLessThan(2);

        // What the reader gets: the package's folder in a new tab, which cannot reach back to the docs.
        const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
        await tab.waitForLoadState('domcontentloaded');
        expect(tab.url()).toBe(source);
        expect(await tab.evaluate(() => window.opener)).toBeNull();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        expect(pageErrors).toEqual([]);
      },
    );
  });
}
