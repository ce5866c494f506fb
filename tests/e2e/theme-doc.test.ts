import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { at, closeBrowser, DESKTOP, MOBILE, openPage } from './support/browser';

afterAll(closeBrowser);

const DOC = { en: '/guide/start/quick-start', zh: '/zh/guide/start/quick-start' } as const;
const PRACTICE = { en: '/practice/overview', zh: '/zh/practice/overview' } as const;
const TEXT = {
  en: {
    wrap: 'Toggle line wrapping',
    copy: 'Copy code',
    copied: 'Copied',
    top: 'Back to top',
    frameworks: 'Frameworks',
    react: 'React',
    menu: 'Menu',
  },
  zh: {
    wrap: '切换自动换行',
    copy: '复制代码',
    copied: '已复制',
    top: '回到顶部',
    frameworks: '框架',
    react: 'React',
    menu: '菜单',
  },
} as const;

/** Route chunks hold each page's data; delaying or failing them delays or fails a client-side navigation. */
const ROUTE_CHUNKS = '**/static/js/async/route-*.js';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first().textContent();

describe.each(['en', 'zh'] as const)('given a %s doc page at 1280×800', (lang) => {
  const T = TEXT[lang];

  it('should name the code-block buttons, toggle wrapping (aria-pressed) and show Copied for 2 s', async () => {
    const { page, close } = await openPage(lang, {
      viewport: DESKTOP,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await page.goto(at(DOC[lang]));
    const block = page.locator('.rp-codeblock:visible').first();
    await block.scrollIntoViewIfNeeded();
    const wrap = block.getByRole('button', { name: T.wrap });
    const before = await wrap.getAttribute('aria-pressed');
    await wrap.click();
    expect(await wrap.getAttribute('aria-pressed')).toBe(before === 'true' ? 'false' : 'true');
    expect(await block.locator('.rp-codeblock__content--wrap-code').count()).toBe(before === 'true' ? 0 : 1);

    await block.getByRole('button', { name: T.copy }).click();
    const copied = block.getByRole('button', { name: T.copied });
    await copied.waitFor();
    expect(await block.getByRole('status').textContent()).toBe(T.copied);
    const clip = await page.evaluate(() => navigator.clipboard.readText());
    expect(clip.trim().length).toBeGreaterThan(0);
    expect((await block.locator('pre').innerText()).trim()).toContain(clip.trim().split('\n')[0]);
    await page.waitForTimeout(1500);
    expect(await copied.count()).toBe(1);
    await block.getByRole('button', { name: T.copy }).waitFor({ timeout: 1500 });
    expect(await block.getByRole('status').textContent()).toBe('');
    await close();
  });

  it('should show the scroll-to-top button only once scrolled, and scroll smoothly to the top', async () => {
    const { page, close } = await openPage(lang, { viewport: DESKTOP });
    await page.goto(at(DOC[lang]));
    await page.waitForLoadState('networkidle');
    const top = page.getByRole('button', { name: T.top });
    expect(await top.count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 2000));
    await top.waitFor();
    await top.click();
    // Smooth: a frame later the page is on its way up but not there yet; then it arrives.
    const midway = await page.evaluate(
      () => new Promise<number>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(window.scrollY)))),
    );
    expect(midway).toBeGreaterThan(0);
    await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 3000 });
    await top.waitFor({ state: 'detached' });
    await close();
  });

  it('should make sidebar groups buttons with aria-expanded that open and close', async () => {
    const { page, close } = await openPage(lang, { viewport: DESKTOP });
    await page.goto(at(PRACTICE[lang]));
    const sidebar = page.locator('.rp-doc-layout__sidebar');
    const group = sidebar.getByRole('button', { name: T.frameworks, exact: true });
    expect(await group.getAttribute('aria-expanded')).toBe('false');
    // Collapsed content is inert: its links and buttons are out of the tab order and the accessibility tree.
    expect(
      await sidebar.getByRole('button', { name: T.react, exact: true }).evaluate((b) => b.closest('[inert]') !== null),
    ).toBe(true);
    await group.click();
    expect(await group.getAttribute('aria-expanded')).toBe('true');
    const react = sidebar.getByRole('button', { name: T.react, exact: true });
    expect(await react.getAttribute('aria-expanded')).toBe('false');
    expect(await react.evaluate((b) => b.closest('[inert]') !== null)).toBe(false);
    await group.click();
    expect(await group.getAttribute('aria-expanded')).toBe('false');
    await close();
  });

  it('should open the group of the current page by itself and scroll its active item into view', async () => {
    const { page, close } = await openPage(lang, { viewport: { width: 1280, height: 500 } });
    await page.goto(at(`${lang === 'en' ? '' : '/zh'}/practice/frameworks/angular/splitting-to-mf-part2`));
    const sidebar = page.locator('.rp-doc-layout__sidebar');
    expect(await sidebar.getByRole('button', { name: T.frameworks, exact: true }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(await sidebar.getByRole('button', { name: 'Angular', exact: true }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    const active = sidebar.locator('.rp-sidebar-item--active');
    await page.waitForTimeout(300);
    const [box, item] = await Promise.all([sidebar.boundingBox(), active.boundingBox()]);
    expect(item && box && item.y >= box.y && item.y + item.height <= box.y + box.height).toBe(true);
    await close();
  });
});

describe.each(['en', 'zh'] as const)('given a %s doc page at 375×812', (lang) => {
  const T = TEXT[lang];
  it('should mark the sidebar button expanded, lock body scroll while open, and close it on route change', async () => {
    const { page, close } = await openPage(lang, { viewport: MOBILE });
    await page.goto(at(DOC[lang]));
    await page.waitForLoadState('networkidle');
    const menu = page.getByRole('button', { name: T.menu, exact: true });
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.getAttribute('aria-controls')).toBe('mf-sidebar');
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    const before = await h1(page);
    await page
      .locator('#mf-sidebar')
      .getByRole('link')
      .filter({ hasNot: page.locator('.rp-sidebar-item--active') })
      .nth(3)
      .click();
    await page.waitForFunction((t) => document.querySelector('h1')?.textContent !== t, before);
    await page.waitForFunction(
      () => document.querySelector('.rp-sidebar-menu__left')?.getAttribute('aria-expanded') === 'false',
    );
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    expect(await page.locator('.rp-doc-layout__sidebar--open').count()).toBe(0);
    await close();
  });

  it('should mark the outline button expanded while the outline is open', async () => {
    const { page, close } = await openPage(lang, { viewport: MOBILE });
    await page.goto(at(DOC[lang]));
    await page.waitForLoadState('networkidle');
    const outline = page.locator('.rp-sidebar-menu__right');
    await expect.poll(() => outline.getAttribute('aria-expanded')).toBe('false');
    await outline.click();
    expect(await outline.getAttribute('aria-expanded')).toBe('true');
    expect(await outline.getAttribute('aria-controls')).toBe('mf-outline');
    await close();
  });
});

describe.each(['en', 'zh'] as const)('given a %s route change', (lang) => {
  /** Records whether the progress bar ever appeared. */
  const watchProgress = (page: Page) =>
    page.evaluate(() => {
      (window as unknown as { mfBarSeen: boolean }).mfBarSeen = false;
      new MutationObserver(() => {
        if (document.querySelector('[role="progressbar"]'))
          (window as unknown as { mfBarSeen: boolean }).mfBarSeen = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
  const barSeen = (page: Page) => page.evaluate(() => (window as unknown as { mfBarSeen: boolean }).mfBarSeen);
  const nextLink = (page: Page) => page.locator('.rp-doc-layout__sidebar').getByRole('link').last();

  it('should show no progress bar when the page data loads at once (preloaded on hover)', async () => {
    const { page, close } = await openPage(lang);
    await page.goto(at(DOC[lang]));
    await page.waitForLoadState('networkidle');
    // Hovering preloads the target's chunk, so the click's data load is instant (well under 200 ms)
    // however busy the test machine is.
    await nextLink(page).hover();
    await page.waitForLoadState('networkidle');
    await watchProgress(page);
    const before = await h1(page);
    await nextLink(page).click();
    await page.waitForFunction((t) => document.querySelector('h1')?.textContent !== t, before);
    expect(await barSeen(page)).toBe(false);
    await close();
  });

  it('should show a named progress bar when the page data takes longer than 200 ms, and remove it once loaded', async () => {
    const { page, close } = await openPage(lang);
    await page.goto(at(DOC[lang]));
    await page.waitForLoadState('networkidle');
    await page.route(ROUTE_CHUNKS, async (route) => {
      await new Promise((r) => setTimeout(r, 1200));
      await route.continue();
    });
    const before = await h1(page);
    await nextLink(page).click();
    const bar = page.getByRole('progressbar', { name: lang === 'en' ? 'Loading page' : '页面加载中' });
    await bar.waitFor({ timeout: 1000 });
    await page.waitForFunction((t) => document.querySelector('h1')?.textContent !== t, before);
    expect(await bar.count()).toBe(0);
    await close();
  });

  it('should log a failed page-data load, stay on the current page, keep it usable and not leave the bar', async () => {
    const { page, errors, close } = await openPage(lang);
    await page.goto(at(DOC[lang]));
    await page.waitForLoadState('networkidle');
    await page.route(ROUTE_CHUNKS, (route) => route.abort());
    const url = page.url();
    const before = await h1(page);
    await nextLink(page).click();
    await expect
      .poll(() => errors.some((e) => e.includes('Could not load the page data')), { timeout: 5000 })
      .toBe(true);
    await page.waitForTimeout(400);
    expect(await page.getByRole('progressbar').count()).toBe(0);
    expect(page.url()).toBe(url);
    expect(await h1(page)).toBe(before);
    expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    // Still usable: the theme toggle works and, with the network back, navigation to another page too
    // (Rspress keeps the failed chunk's rejected import, so that one page needs a reload).
    await page.locator('.rp-nav__others .rp-switch-appearance').click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('rp-dark'))).toBe(true);
    await page.unroute(ROUTE_CHUNKS);
    await page.locator('.rp-doc-layout__sidebar').getByRole('link').first().click();
    await page.waitForFunction((t) => document.querySelector('h1')?.textContent !== t, before);
    await close();
  });
});
