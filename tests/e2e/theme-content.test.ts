import { afterAll, describe, expect, it } from 'vitest';
import { at, closeBrowser, DESKTOP, getBrowser, MOBILE, openPage } from './support/browser';

afterAll(closeBrowser);

const P = (lang: 'en' | 'zh', path: string) => (lang === 'en' ? path : `/zh${path}`);

describe.each(['en', 'zh'] as const)('given the %s site', (lang) => {
  it.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const)(
    'should show the SVG "new" tag of the Retry plugin sidebar item, named in the page language (%s)',
    async (_, viewport) => {
      const { page, close } = await openPage(lang, { viewport });
      await page.goto(at(P(lang, '/plugin/plugins/retry-plugin')));
      if (viewport === MOBILE) await page.locator('.rp-sidebar-menu__left').click();
      const item = page
        .locator('.rp-doc-layout__sidebar')
        .getByRole('link', { name: lang === 'en' ? /Retry plugin/ : /重试插件/ });
      const tag = item.getByRole('img', { name: lang === 'en' ? 'New' : '新', exact: true });
      expect(await tag.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
      expect(await tag.isVisible()).toBe(true);
      expect(await page.locator('.rp-doc-layout__sidebar svg[role="img"]').count()).toBe(1);
      await close();
    },
  );

  it('should indent depth-3 outline entries and not depth-2 ones; a click sets the hash and lands the heading 72 px down', async () => {
    const { page, close } = await openPage(lang, { viewport: DESKTOP });
    await page.goto(at(P(lang, '/guide/start/quick-start')));
    await page.waitForLoadState('networkidle');
    const link2 = page.locator('.rp-doc-layout__outline a.rp-toc-item[href="#create-the-producer"]');
    const link3 = page.locator('.rp-doc-layout__outline a.rp-toc-item[href="#producer-create-the-project"]');
    const pad = (l: typeof link2) => l.evaluate((el) => Number.parseFloat(getComputedStyle(el).paddingLeft));
    expect(await pad(link2)).toBe(0);
    expect(await pad(link3)).toBeGreaterThanOrEqual(12);
    await link3.click();
    await page.waitForFunction(() => location.hash === '#producer-create-the-project');
    await page.waitForFunction(
      () => {
        const top = document.getElementById('producer-create-the-project')?.getBoundingClientRect().top ?? -1;
        return Math.abs(top - 72) <= 2;
      },
      undefined,
      { timeout: 3000 },
    );
    await close();
  });

  it('should number the quick-start steps with a counter on each step heading', async () => {
    const { page, close } = await openPage(lang);
    await page.goto(at(P(lang, '/guide/start/quick-start')));
    const steps = page.locator('.rp-steps').first();
    const headings = steps.locator(':scope > h3');
    expect(await headings.count()).toBe(4);
    const styles = await headings.evaluateAll((hs) =>
      hs.map((h) => [getComputedStyle(h, '::before').content, getComputedStyle(h).counterIncrement]),
    );
    for (const [content, increment] of styles) {
      expect(content).toBe('counter(step)');
      expect(increment).toBe('step 1');
    }
    expect(await steps.evaluate((s) => getComputedStyle(s).counterReset)).toBe('step 0');
    await close();
  });

  it('should remember the install-tab choice across pages and tabs', async () => {
    const browser = await getBrowser();
    const context = await browser.newContext({ locale: lang === 'zh' ? 'zh-CN' : 'en-US', viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(at(P(lang, '/guide/start/quick-start')));
    await page.locator('.rp-tabs').first().locator('.rp-tabs__label__item', { hasText: 'pnpm' }).click();
    const selected = (p: typeof page) =>
      p.locator('.rp-tabs').first().locator('.rp-tabs__label__item--selected').textContent();
    expect((await selected(page))?.trim()).toBe('pnpm');
    // Every tab group on the page follows.
    const all = await page.locator('.rp-tabs .rp-tabs__label__item--selected').allTextContents();
    expect(all.every((t) => t.trim() === 'pnpm')).toBe(true);
    await page.goto(at(P(lang, '/guide/start/setting-up-env')));
    await expect.poll(async () => (await selected(page))?.trim()).toBe('pnpm');
    const other = await context.newPage();
    await other.goto(at(P(lang, '/plugin/plugins/retry-plugin')));
    await expect.poll(async () => (await selected(other))?.trim()).toBe('pnpm');
    // The labels are an ARIA tablist: arrow keys move the choice, which is remembered too.
    const tabs = other.getByRole('tablist').first();
    expect(await tabs.getByRole('tab', { name: 'pnpm' }).getAttribute('aria-selected')).toBe('true');
    await tabs.getByRole('tab', { name: 'pnpm' }).focus();
    await other.keyboard.press('ArrowLeft');
    expect(await tabs.getByRole('tab', { name: 'yarn' }).getAttribute('aria-selected')).toBe('true');
    expect(await other.evaluate(() => document.activeElement?.textContent?.trim())).toBe('yarn');
    await expect.poll(async () => (await selected(page))?.trim()).toBe('yarn');
    // A change in one tab reaches the other open tab.
    await other.locator('.rp-tabs').first().locator('.rp-tabs__label__item', { hasText: 'bun' }).click();
    await expect.poll(async () => (await selected(page))?.trim()).toBe('bun');
    await context.close();
  });

  it('should keep the theme in step across two tabs', async () => {
    const browser = await getBrowser();
    const context = await browser.newContext({
      locale: lang === 'zh' ? 'zh-CN' : 'en-US',
      viewport: DESKTOP,
      colorScheme: 'light',
    });
    const [a, b] = [await context.newPage(), await context.newPage()];
    await a.goto(at(P(lang, '/guide/start/quick-start')));
    await b.goto(at(P(lang, '/')));
    const isDark = (p: typeof a) => p.evaluate(() => document.documentElement.classList.contains('rp-dark'));
    expect(await isDark(b)).toBe(false);
    await a
      .getByRole('button', { name: lang === 'en' ? 'Switch to dark theme' : '切换到深色主题' })
      .first()
      .click();
    await expect.poll(() => isDark(b)).toBe(true);
    await a
      .getByRole('button', { name: lang === 'en' ? 'Switch to light theme' : '切换到浅色主题' })
      .first()
      .click();
    await expect.poll(() => isDark(b)).toBe(false);
    await context.close();
  });

  it('should list the framework groups with their pages and level-2 headers under the overview prose', async () => {
    const { page, close } = await openPage(lang, { viewport: DESKTOP });
    await page.goto(at(P(lang, '/practice/frameworks/')));
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(
      lang === 'en' ? 'Framework guides' : '框架指南',
    );
    // The page's own prose stays.
    expect(await page.locator('#available-guides').count()).toBe(1);
    // Each sidebar group below the page gets an h2 followed by its pages and their h2 headers.
    for (const name of ['React', 'Modern.js', 'Next.js', 'Angular']) {
      const heading = page.getByRole('heading', { level: 2, name, exact: true });
      expect(await heading.count(), name).toBe(1);
      expect(await heading.evaluate((h) => h.nextElementSibling?.classList.contains('rp-overview-group')), name).toBe(
        true,
      );
    }
    const react = page.locator('h2#react + .rp-overview-group');
    expect(await react.locator(`a[href="${P(lang, '/practice/frameworks/react/')}"]`).count()).toBe(1);
    expect(await react.locator('a[href$="#install"]').count()).toBe(1);
    // The groups come after the page's own prose.
    const order = await page.evaluate(() => {
      const prose = document.querySelector('.rp-overview p');
      const group = document.querySelector('.rp-overview-group');
      return prose && group ? prose.compareDocumentPosition(group) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
    });
    expect(order).toBeGreaterThan(0);
    await close();
  });
});

describe('given the locale redirect (auto)', () => {
  it('should send a first-time Chinese browser from / to /zh/ once and remember the visit', async () => {
    const { page, close } = await openPage('zh');
    await page.goto(at('/'));
    await page.waitForURL(/\/zh\/?$/);
    expect(await page.evaluate(() => localStorage.getItem('rspress-visited'))).not.toBeNull();
    await page.goto(at('/'));
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/');
    await close();
  });

  it('should leave a first-time English browser on /', async () => {
    const { page, close } = await openPage('en');
    await page.goto(at('/'));
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/');
    await close();
  });
});
