import { BEYOND_SPEC, servedPath } from '../../config/siteFacts.mjs';
import { EN, ZH, ZH_ABSENT } from '../fixtures/specRoutes.mjs';
import { seriousViolations } from './support/axe';
import { DESKTOP, expect, localeFor, MOBILE, repeatUnless, test, UI, waitForHydration } from './support/fixtures';

/**
 * The lean accessibility sweep (`npm test`): every page of SPEC §2 and of BEYOND_SPEC at phone width, one test per language
 * that visits them all and reports every problem at once: a status other than 200, an error while
 * hydrating, and a serious or critical axe violation (WCAG 2.2 AA and best practices: support/axe.ts) on
 * the first page of each section (`/guide/basic/…`, `/configure/…`): axe takes about four times as long as
 * loading and hydrating a page, and `npm run test:full` runs it on every page at both sizes
 * (full/a11y-matrix.spec.ts). The Chinese sweep also opens the English-only pages under /zh: a 404 that
 * the 404 page follows on to the English page (this host applies no redirects). Then the templates (home,
 * doc, overview, 404, search open, menus open) at desktop width, in light and dark.
 */

const ROUTES = {
  en: [...EN, ...BEYOND_SPEC.map((r) => servedPath('en', r))],
  zh: [...ZH, ...BEYOND_SPEC.map((r) => servedPath('zh', r))],
} as const;

for (const lang of ['en', 'zh'] as const) {
  const t = UI[lang];
  const prefix = lang === 'en' ? '' : '/zh';

  test.describe(`given the ${lang} site`, () => {
    test.use(localeFor(lang));

    test(`should answer every ${lang} page with 200 and hydrate it, with no serious axe violation in any section at phone width`, async ({
      page,
      pageErrors,
    }) => {
      // The ceiling is for a shared machine.
      test.setTimeout(10 * 60_000);
      await page.setViewportSize(MOBILE);
      const problems: string[] = [];
      const sectionsChecked = new Set<string>();
      for (const route of ROUTES[lang]) {
        const response = await page.goto(route);
        if (response?.status() !== 200) problems.push(`${route}: status ${response?.status()}`);
        await waitForHydration(page);
        problems.push(...pageErrors.splice(0).map((e) => `${route}: ${e}`));
        // The section: the path without its last part (`/zh/guide/basic/runtime` → `/zh/guide/basic`).
        const section = route.replace(/\/[^/]*\/?$/, '');
        if (sectionsChecked.has(section)) continue;
        sectionsChecked.add(section);
        problems.push(...(await seriousViolations(page)).map((v) => `${route}: ${v}`));
      }
      expect(sectionsChecked.size).toBeGreaterThan(8);
      if (lang === 'zh') {
        // A page missing in Chinese: this host applies no redirects, so the server answers 404 and the
        // 404 page follows `_redirects` itself (the one-language 302) to the English page. The Chinese
        // 404 page itself: theme.spec.ts and arrivals.spec.ts.
        for (const route of ZH_ABSENT.map((r: string) => `/zh${r}`)) {
          const response = await page.goto(route);
          if (response?.status() !== 404) problems.push(`${route}: status ${response?.status()}, not 404`);
          const english = route.slice(3);
          await page
            .waitForURL((u) => u.pathname === english)
            .then(() => waitForHydration(page))
            .catch(() => problems.push(`${route}: not sent on to ${english}`));
          problems.push(...(await seriousViolations(page)).map((v) => `${route}: ${v}`));
        }
      }
      expect(problems).toEqual([]);
    });

    for (const theme of ['light', 'dark'] as const) {
      // `npm test` sweeps the templates in English and light, in Chinese and dark; the other two in test:full.
      test(
        `should have no serious axe violation on the templates at desktop width, and with the menus open, in the ${theme} theme`,
        repeatUnless((lang === 'en') === (theme === 'light')),
        async ({ page }) => {
          test.setTimeout(5 * 60_000);
          // The key Rspress's inline head script reads before the first paint.
          await page.addInitScript((value) => localStorage.setItem('rspress-theme-appearance', value), theme);
          await page.setViewportSize(DESKTOP);
          const problems: string[] = [];
          const sweep = async (what: string) => {
            await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\brp-dark\b/ : /^(?!.*\brp-dark\b)/);
            problems.push(...(await seriousViolations(page)).map((v) => `${what}: ${v}`));
          };
          for (const [kind, path] of Object.entries({
            home: '/',
            doc: '/guide/start/quick-start',
            overview: '/practice/frameworks/',
            notFound: '/no-such-page',
          })) {
            await page.goto(`${prefix}${path}`);
            await waitForHydration(page);
            await sweep(kind);
          }
          // Search open, on the doc page.
          await page.goto(`${prefix}/guide/start/quick-start`);
          await waitForHydration(page);
          const bar = page.getByRole('banner');
          await bar
            .getByRole('button', { name: t['search.buttonAccessibleLabel'] })
            .or(bar.getByRole('button', { name: t['search.placeholder'] }))
            .click();
          await expect(page.getByRole('dialog', { name: t['search.dialogTitle'] })).toBeVisible();
          await sweep('search open');
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog')).toBeHidden();
          // A navigation pop-up open (the language menu of the bar).
          await bar
            .getByRole('button', { name: new RegExp(`^${lang === 'en' ? 'English' : '简体中文'}`) })
            .press('Enter');
          await expect(
            page
              .locator('.mf-nav-langs')
              .getByRole('link', { name: lang === 'en' ? '简体中文' : 'English', exact: true }),
          ).toBeVisible();
          await sweep('nav pop-up open');
          // The mobile menu open, at phone width.
          await page.setViewportSize(MOBILE);
          await page.goto(`${prefix}/guide/basic/runtime`);
          await waitForHydration(page);
          await page.getByRole('banner').getByRole('button', { name: t['nav.menuAccessibleLabel'] }).click();
          await expect(page.locator('.rp-nav-screen')).toBeVisible();
          await sweep('mobile menu open');
          expect(problems).toEqual([]);
        },
      );
    }
  });
}
