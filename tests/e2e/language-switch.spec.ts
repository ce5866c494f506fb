import type { Page } from '@playwright/test';
import { en } from '../../theme/i18n/en';
import { zh } from '../../theme/i18n/zh';
import { DESKTOP, expect, gotoHydrated, localeFor, MOBILE, repeatUnless, test } from './support/fixtures';

/**
 * Pages that exist in one language only (SPEC §2): the language switch must lead to a page that
 * exists, and that page must say the visitor landed on the nearest page rather than a translation.
 */
const UNTRANSLATED = [
  { from: '/blog/hoisted-runtime', lang: 'en' },
  { from: '/configure/experiments', lang: 'en' },
  { from: '/guide/basic/error-catalog', lang: 'en' },
  { from: '/plugin/plugins/', lang: 'en' },
  { from: '/zh/plugin/dev/hooks', lang: 'zh' },
] as const;

const LABEL = { en: 'English', zh: '简体中文' } as const;
const NOTICE = { en: en['languageSwitch.untranslatedNotice'], zh: zh['languageSwitch.untranslatedNotice'] } as const;
const other = (lang: 'en' | 'zh') => (lang === 'en' ? 'zh' : 'en');

/** Opens the language switch the way the viewport offers it and returns the other language's link. */
async function switchLink(page: Page, target: 'en' | 'zh', mobile: boolean) {
  if (mobile) {
    await page
      .getByRole('button', { name: target === 'en' ? zh['nav.menuAccessibleLabel'] : en['nav.menuAccessibleLabel'] })
      .first()
      .click();
    return page.locator('.rp-nav-screen').getByRole('link', { name: LABEL[target], exact: true });
  }
  const current = LABEL[other(target)];
  // By keyboard: a pointer click first hovers the button (which opens the menu) and then toggles it shut.
  await page.getByRole('button', { name: new RegExp(`^${current}`) }).press('Enter');
  return page.locator('.mf-nav-langs').getByRole('link', { name: LABEL[target], exact: true });
}

for (const [device, viewport] of [
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const) {
  test.describe(`given a page without a translation, on ${device}`, () => {
    // Lean: each page once, the devices taking turns.
    for (const [i, { from, lang }] of UNTRANSLATED.entries()) {
      test.describe(from, repeatUnless((i % 2 === 0) === (device === 'desktop')), () => {
        test.use({ viewport, ...localeFor(lang) });
        test('should lead to an existing page of the other language that says it is the nearest page', async ({
          page,
          pageErrors,
        }) => {
          await gotoHydrated(page, from);
          const target = other(lang);
          const link = await switchLink(page, target, device === 'mobile');
          await expect(link).toBeVisible();
          const href = (await link.getAttribute('href')) ?? '';
          const response = await page.request.get(href);
          expect(response.status(), href).toBe(200);
          await link.click();
          await expect(page).toHaveURL((url) => url.pathname !== new URL(from, 'http://x').pathname);
          await expect(page.getByRole('status').filter({ hasText: NOTICE[target] })).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('lang', target === 'zh' ? /^zh/ : /^en/);
          expect(pageErrors).toEqual([]);
        });
      });
    }
  });
}

test.describe('given a translated page', () => {
  test('should lead to the same page in the other language, without the notice', async ({ page }) => {
    await gotoHydrated(page, '/configure/name');
    const link = await switchLink(page, 'zh', false);
    await expect(link).toHaveAttribute('href', '/zh/configure/name');
    await link.click();
    await expect(page).toHaveURL(/\/zh\/configure\/name$/);
    await expect(page.getByRole('heading', { level: 1, name: 'name' })).toBeVisible();
    await expect(page.getByText(NOTICE.zh)).toHaveCount(0);
  });
});

test.describe('given the 404 page', () => {
  // On a host without redirects (this suite's server), the 404 page follows `_redirects` itself
  // (theme/components/NotFoundHelp): a page missing in one language opens in the other.
  test.describe('in Chinese, for a page that exists in English only', () => {
    test.use(localeFor('zh'));
    test('should open the English page', async ({ page }) => {
      await page.goto('/zh/configure/experiments#asyncstartup');
      await expect(page).toHaveURL(/\/configure\/experiments#asyncstartup$/);
      await expect(page.getByRole('heading', { level: 1, name: 'experiments' })).toBeVisible();
    });
  });

  test.describe('in English, for a page that exists in Chinese only', () => {
    test.use(localeFor('en'));
    test('should open the Chinese page', async ({ page }) => {
      await page.goto('/plugin/dev/hooks');
      await expect(page).toHaveURL(/\/zh\/plugin\/dev\/hooks$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    });
  });

  test('should offer no other-language link when neither language has the page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: en['notFound.otherLanguageLink'] })).toHaveCount(0);
  });
});
