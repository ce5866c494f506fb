import { DESKTOP, expect, gotoHydrated, localeFor, MOBILE, sidebarOf, test, UI } from './support/fixtures';

/**
 * The behaviour specs (theme.spec.ts, theme-doc.spec.ts, depth.spec.ts) run their mechanics once, on
 * English pages. The Chinese names of the same controls are checked here, once, on a Chinese doc page:
 * a control that lost its translation is found here, a control that stopped working there.
 */

const T = UI.zh;
const DOC = '/zh/guide/start/quick-start';

test.describe('given a Chinese doc page', () => {
  test.use(localeFor('zh'));

  test('should name the controls of the bar, the sidebar and the code blocks in Chinese at desktop width', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, DOC);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: T['skipLink.text'], exact: true })).toBeFocused();
    const bar = page.getByRole('banner');
    await expect(bar.getByRole('button', { name: /^简体中文/ })).toBeVisible();
    await expect(
      page.getByRole('button', { name: T['appearance.toggleToDarkAccessibleLabel'] }).filter({ visible: true }),
    ).toHaveCount(1);
    await expect(page.getByRole('button', { name: T['codeBlock.wrapAccessibleLabel'] }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: T['codeBlock.copyAccessibleLabel'] }).first()).toBeVisible();
    await gotoHydrated(page, '/zh/practice/overview');
    await expect(sidebarOf(page).getByRole('button', { name: '框架', exact: true })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await page.mouse.move(700, 400);
    await page.mouse.wheel(0, 3000);
    await expect(page.getByRole('button', { name: T.scrollToTopText })).toBeVisible();
  });

  test('should name the menu, the sidebar drawer and its close state in Chinese at phone width', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await gotoHydrated(page, DOC);
    const bar = page.getByRole('banner');
    await bar.getByRole('button', { name: T['nav.menuAccessibleLabel'] }).click();
    await expect(bar.getByRole('button', { name: T['nav.closeMenuAccessibleLabel'] })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: T.menuTitle, exact: true })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
