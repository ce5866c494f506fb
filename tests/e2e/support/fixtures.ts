import { test as base, expect } from '@playwright/test';

export { expect };

/** Viewports the suites share: the laptop and phone sizes of SPEC §9's breakpoints. */
export const DESKTOP = { width: 1280, height: 800 } as const;
export const MOBILE = { width: 375, height: 812 } as const;

/**
 * Browser locale for a language. With `localeRedirect: 'auto'`, an en-US browser opening `/zh/...` for
 * the first time is sent to English, so Chinese tests run in a zh-CN browser: `test.use(localeFor('zh'))`.
 */
export const localeFor = (lang: 'en' | 'zh') => ({ locale: lang === 'zh' ? 'zh-CN' : 'en-US' });

type Fixtures = {
  /** Uncaught page errors and console errors seen so far; tests that care assert it stays empty. */
  pageErrors: string[];
};

/** Playwright's `test` with the project's fixtures. Contexts and pages are closed by Playwright itself. */
export const test = base.extend<Fixtures>({
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`console: ${m.text()}`);
    });
    await use(errors);
  },
});
