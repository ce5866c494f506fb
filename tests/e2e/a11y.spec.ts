import type { Page } from '@playwright/test';
import { BEYOND_SPEC, servedPath } from '../../config/siteFacts.mjs';
import { EN, ZH, ZH_ABSENT } from '../fixtures/specRoutes.mjs';
import { seriousViolations } from './support/axe';
import {
  DESKTOP,
  expect,
  type Lang,
  localeFor,
  MOBILE,
  REPEAT,
  repeatUnless,
  test,
  UI,
  waitForHydration,
} from './support/fixtures';

/**
 * The lean accessibility sweep (`npm test`), at phone width, one test per language that reports every
 * problem at once: it opens the first page of each section of SPEC §2 and BEYOND_SPEC (`/guide/basic/…`,
 * `/configure/…`: each section's page kind and layout), the languages taking turns section by section
 * (a section found in one language only is opened in it), and reports a status other than 200, an
 * error while hydrating, and a serious or critical axe violation (WCAG 2.2 AA and best practices:
 * support/axe.ts). Each section's content meets axe once, and both languages' texts do too. The repeat,
 * in `npm run test:full`: the other language's first pages with axe, every other page (status and
 * hydration), the English-only pages opened under /zh (a 404 that the 404 page follows on to the
 * English page: this host applies no redirects); and full/a11y-matrix.spec.ts runs axe on every page at
 * both sizes. Then the templates (home, doc, overview, 404, search open, menus open) at desktop width,
 * in light and dark.
 */

const ROUTES = {
  en: [...EN, ...BEYOND_SPEC.map((r) => servedPath('en', r))],
  zh: [...ZH, ...BEYOND_SPEC.map((r) => servedPath('zh', r))],
} as const;

/** The section of a page: its path without the last part (`/zh/guide/basic/runtime` → `/zh/guide/basic`). */
const sectionOf = (route: string) => route.replace(/\/[^/]*\/?$/, '');

/** The first page of each section of a language, in the route list's order. */
const FIRST_OF_SECTION = Object.fromEntries(
  (['en', 'zh'] as const).map((lang) => {
    const seen = new Map<string, string>();
    for (const route of ROUTES[lang]) if (!seen.has(sectionOf(route))) seen.set(sectionOf(route), route);
    return [lang, [...seen.values()]];
  }),
) as Record<Lang, string[]>;

/**
 * The language in which the lean sweep opens a section's first page and runs axe on it: the sections of both
 * languages, `/zh` taken off, in order, alternate between English and Chinese; a section one language
 * lacks goes to the other.
 */
const AXE_LANG = (() => {
  const key = (route: string) => sectionOf(route).replace(/^\/zh(?=\/|$)/, '');
  const has = { en: new Set(FIRST_OF_SECTION.en.map(key)), zh: new Set(FIRST_OF_SECTION.zh.map(key)) };
  const all = [...new Set([...has.en, ...has.zh])];
  const turn = new Map(
    all.map((k, i) => [k, !has.zh.has(k) ? 'en' : !has.en.has(k) ? 'zh' : i % 2 === 0 ? 'en' : 'zh']),
  );
  return (lang: Lang, route: string) => turn.get(key(route)) === lang;
})();

for (const lang of ['en', 'zh'] as const) {
  const t = UI[lang];
  const prefix = lang === 'en' ? '' : '/zh';

  test.describe(`given the ${lang} site`, () => {
    test.use(localeFor(lang));

    /** Opens each route in turn; every problem is one line of the returned list. */
    async function sweep(page: Page, pageErrors: string[], routes: readonly string[], axe: (route: string) => boolean) {
      await page.setViewportSize(MOBILE);
      const problems: string[] = [];
      for (const route of routes) {
        const response = await page.goto(route);
        if (response?.status() !== 200) problems.push(`${route}: status ${response?.status()}`);
        await waitForHydration(page);
        problems.push(...pageErrors.splice(0).map((e) => `${route}: ${e}`));
        if (axe(route)) problems.push(...(await seriousViolations(page)).map((v) => `${route}: ${v}`));
      }
      return problems;
    }

    test(`should answer the first ${lang} page of its sections with 200 and hydrate it, with no serious axe violation at phone width`, async ({
      page,
      pageErrors,
    }) => {
      // The ceiling is for a shared machine.
      test.setTimeout(5 * 60_000);
      const routes = FIRST_OF_SECTION[lang].filter((route) => AXE_LANG(lang, route));
      expect(routes.length).toBeGreaterThan(8);
      expect(await sweep(page, pageErrors, routes, () => true)).toEqual([]);
    });

    test(
      `should answer every other ${lang} page with 200 and hydrate it at phone width`,
      REPEAT,
      async ({ page, pageErrors }) => {
        test.setTimeout(10 * 60_000);
        const rest = ROUTES[lang].filter((route) => !FIRST_OF_SECTION[lang].includes(route));
        // The sections whose first page the lean sweep opens in the other language: here with axe (and in
        // full/a11y-matrix.spec.ts at both sizes).
        const axed = FIRST_OF_SECTION[lang].filter((route) => !AXE_LANG(lang, route));
        const problems = [
          ...(await sweep(page, pageErrors, rest, () => false)),
          ...(await sweep(page, pageErrors, axed, () => true)),
        ];
        if (lang === 'zh') {
          // A page missing in Chinese: this host applies no redirects, so the server answers 404 and the
          // 404 page follows `_redirects` itself (the one-language 302) to the English page. The lean tier
          // opens one (language-switch.spec.ts); the Chinese 404 page itself: theme.spec.ts and arrivals.spec.ts.
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
      },
    );

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
          // The doc page last: the search dialog opens on it.
          for (const [kind, path] of Object.entries({
            home: '/',
            overview: '/practice/frameworks/',
            notFound: '/no-such-page',
            doc: '/guide/start/quick-start',
          })) {
            await page.goto(`${prefix}${path}`);
            await waitForHydration(page);
            await sweep(kind);
          }
          // Search open, on the doc page.
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
