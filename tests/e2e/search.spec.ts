/**
 * Search in Chromium, local mode, both languages (SPEC §4, §5, §7, §8, §9): the index's manifest loads
 * on first opening only, a query fetches only its fragments, hits are highlighted and keyboard-driven,
 * the native modal dialog closes on Escape, mask, Cancel and the shortcut, and gives focus back.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { BUDGETS } from '../../config/budgets.mjs';
import { firstSearchFetches, gzipSize } from '../build-output/searchFetches';
import { seriousViolations } from './support/axe';
import { expect, localeFor, MOBILE, test } from './support/fixtures';

const dialog = (page: Page) => page.getByRole('dialog');
const combobox = (page: Page) => page.getByRole('combobox');
const options = (page: Page) => page.getByRole('option');
const status = (page: Page) => dialog(page).getByRole('status');

/** Opens `route` and waits for hydration (the shortcut hint shows then); records index requests (manifests). */
async function open(page: Page, route: string, fragments: string[] = []): Promise<string[]> {
  const indexRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/static/search_index')) indexRequests.push(r.url());
    if (r.url().includes('/static/search/')) fragments.push(new URL(r.url()).pathname);
  });
  await page.goto(route);
  await expect(page.locator('.mf-search-button__hint')).toHaveCSS('visibility', 'visible');
  return indexRequests;
}

test.describe('given the English site on a desktop', () => {
  test('should load the index only on first opening, find identifiers with highlights and move with the arrows', async ({
    page,
    pageErrors,
  }) => {
    const fragments: string[] = [];
    const indexRequests = await open(page, '/guide/start/', fragments);
    const trigger = page.getByRole('button', { name: 'Search Docs' });
    await expect(trigger).toHaveAttribute('aria-keyshortcuts', 'Control+K');
    await expect(trigger.locator('kbd')).toContainText('Ctrl');
    expect(indexRequests).toEqual([]);
    expect(fragments).toEqual([]);

    await trigger.click();
    await expect(page.getByRole('dialog', { name: 'Search the docs' })).toBeVisible();
    await expect(dialog(page)).toHaveJSProperty('open', true);
    expect(await dialog(page).evaluate((d) => d.matches(':modal'))).toBe(true);
    await expect(combobox(page)).toHaveAttribute('placeholder', 'Search Docs');
    await expect(combobox(page)).toBeFocused();
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');

    await combobox(page).fill('loadRemot');
    await expect(options(page).first()).toBeVisible();
    expect(indexRequests).toHaveLength(1);
    expect(indexRequests[0]).toMatch(/\/static\/search_index\.en\.[0-9a-f]{8}\.json$/);
    await expect(page.locator('.mf-search__mark').first()).toHaveText('loadRemote');
    await expect(options(page).nth(1)).toBeAttached();
    const firstId = await options(page).first().getAttribute('id');
    await expect(combobox(page)).toHaveAttribute('aria-activedescendant', firstId ?? '');
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
    await expect(combobox(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(status(page)).toHaveText(/^\d+ results$/);

    await page.keyboard.press('ArrowUp');
    await expect(options(page).last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const secondId = await options(page).nth(1).getAttribute('id');
    await expect(combobox(page)).toHaveAttribute('aria-activedescendant', secondId ?? '');
    const target = await options(page).nth(1).getAttribute('href');

    expect(await seriousViolations(page, '.mf-search')).toEqual([]);

    await page.keyboard.press('Enter');
    await expect(dialog(page)).toHaveCount(0);
    await page.waitForURL((u) => `${u.pathname}${u.hash}` === target);
    expect(pageErrors).toEqual([]);
  });

  test('should fetch only the shards of the query words and the texts of the pages it shows', async ({ page }) => {
    const fragments: string[] = [];
    await open(page, '/guide/start/', fragments);
    await page.getByRole('button', { name: 'Search Docs' }).click();
    await combobox(page).fill('shareStrategy');
    await expect(options(page).first()).toHaveAttribute('href', '/configure/shareStrategy');
    await expect(page.locator('.mf-search__mark').first()).toHaveText('shareStrategy');
    // A snippet of a page's text, its match highlighted: the text came in that page's fragment.
    const snippet = options(page)
      .filter({ has: page.locator('.mf-search__hit-sub') })
      .first();
    await expect(snippet.locator('.mf-search__mark').first()).toHaveText(/^share|strategy/i);
    // `shareStrategy` is asked as `sharestrategy`, `share` and `strategy`: one shard each at most, then
    // the texts of the (at most 7) pages shown; the same files the engine reads in Node.
    const shards = fragments.filter((f) => /\/search\/en\.t\d+\./.test(f));
    const texts = fragments.filter((f) => /\/search\/en\.p\d+\./.test(f));
    expect(shards.length).toBeLessThanOrEqual(3);
    expect(texts.length).toBeLessThanOrEqual(7);
    expect(shards.length + texts.length).toBe(fragments.length);
    const staticDir = path.resolve(process.env.RSPRESS_OUT_DIR ?? 'doc_build', 'static');
    const [node] = firstSearchFetches(path.dirname(staticDir), 'en', ['shareStrategy']);
    const expected = node?.files.slice(1).map((f) => `/static/${path.relative(staticDir, f)}`);
    expect(fragments.toSorted()).toEqual(expected?.toSorted());
    // A small part of the language's term maps: not one file holding every term.
    const size = (f: string) => fs.statSync(path.join(staticDir, f)).size;
    const allShards = fs.readdirSync(path.join(staticDir, 'search')).filter((f) => /^en\.t\d/.test(f));
    const fetched = shards.reduce((n, f) => n + size(f.replace(/^\/static\//, '')), 0);
    expect(fetched / allShards.reduce((n, f) => n + size(`search/${f}`), 0)).toBeLessThan(0.1);
  });

  test('should put a runtime function first for its English words', async ({ page }) => {
    await open(page, '/guide/start/');
    await page.getByRole('button', { name: 'Search Docs' }).click();
    await combobox(page).fill('preload remote');
    await expect(options(page).first()).toHaveAttribute('href', '/guide/basic/runtime#preloadremote');
  });

  test('should toggle with Ctrl+K, close on Escape and mask click, and give focus back to the trigger', async ({
    page,
  }) => {
    await open(page, '/configure/');
    const trigger = page.getByRole('button', { name: 'Search Docs' });
    await page.keyboard.press('Control+K');
    await expect(dialog(page)).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Control+K');
    await expect(dialog(page)).toHaveCount(0);

    await trigger.click();
    await expect(dialog(page)).toBeVisible();
    // Tab stays inside the modal dialog.
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('.mf-search')?.contains(document.activeElement))).toBe(
      true,
    );
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(trigger).toBeFocused();
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');

    await trigger.click();
    await expect(dialog(page)).toBeVisible();
    await page.mouse.click(10, 790);
    await expect(dialog(page)).toHaveCount(0);
  });

  // Scenario (issue 25, SPEC §4 "the modal closes on Esc"): a reader has typed a query and its results
  // are on screen, then presses Escape once. The native search field used to clear itself and swallow
  // the key, so a second press was needed.
  test('should close with one Escape while a query is typed, leaving the page as it was', async ({ page }) => {
    await open(page, '/guide/start/');
    const trigger = page.getByRole('button', { name: 'Search Docs' });
    const scrollbarWidth = () => page.evaluate(() => document.documentElement.clientWidth);
    const widthBefore = await scrollbarWidth();
    await trigger.click();
    // The page behind keeps its width while the dialog hides its scrollbar (Firefox shifted it 12 px).
    expect(await scrollbarWidth()).toBe(widthBefore);
    await combobox(page).fill('loadRemote');
    await expect(options(page).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  test('should empty the query with the clear icon, then close with it', async ({ page }) => {
    await open(page, '/guide/start/');
    await page.getByRole('button', { name: 'Search Docs' }).click();
    await combobox(page).fill('shared');
    await expect(options(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'Clear the search' }).click();
    await expect(combobox(page)).toHaveValue('');
    await expect(options(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Close the search' }).click();
    await expect(dialog(page)).toHaveCount(0);
  });

  test('should show markup in a query as text, never as HTML', async ({ page, pageErrors }) => {
    await open(page, '/guide/start/');
    let alerted = false;
    page.on('dialog', (d) => {
      alerted = true;
      void d.dismiss();
    });
    await page.getByRole('button', { name: 'Search Docs' }).click();
    const attack = '<img src=x onerror=alert(1)>';
    await combobox(page).fill(attack);
    await expect(status(page)).toHaveText(/results|No results/);
    await expect(dialog(page).locator('img')).toHaveCount(0);
    await expect(combobox(page)).toHaveValue(attack);
    // The words of the query (img, src) match code samples: their highlights are text too.
    await expect(page.locator('.mf-search__mark').first()).toHaveText(/^(img|src|x|alert|onerror|1)$/i);
    expect(alerted).toBe(false);
    expect(pageErrors).toEqual([]);
  });

  test('should explain an empty result with an icon, the query and a suggestion', async ({ page, pageErrors }) => {
    await open(page, '/guide/start/');
    await page.getByRole('button', { name: 'Search Docs' }).click();
    await combobox(page).fill('qzxwvkj');
    await expect(page.getByText('Please try again with a different keyword')).toBeVisible();
    await expect(page.locator('.mf-search__empty p').first()).toHaveText('No results for “qzxwvkj”');
    await expect(page.locator('.mf-search__empty svg')).toHaveCount(1);
    await expect(status(page)).toHaveText('No results for “qzxwvkj”');
    await expect(combobox(page)).toHaveAttribute('aria-expanded', 'false');
    expect(await seriousViolations(page, '.mf-search')).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  // An en browser: a zh one landing on `/guide/start/` first would be redirected to Chinese.
  test('should reload the index when the language changes', async ({ page }) => {
    const indexRequests = await open(page, '/guide/start/');
    await page.getByRole('button', { name: 'Search Docs' }).click();
    await combobox(page).fill('runtime');
    await expect(options(page).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto('/zh/guide/start/');
    await expect(page.locator('.mf-search-button__hint')).toHaveCSS('visibility', 'visible');
    await page.getByRole('button', { name: '搜索文档' }).click();
    await combobox(page).fill('运行时');
    await expect(options(page).first()).toBeVisible();
    expect(indexRequests.map((u) => /search_index\.(\w+)\./.exec(u)?.[1])).toEqual(['en', 'zh']);
  });
});

test.describe('given the Chinese site', () => {
  test.use(localeFor('zh'));

  test('should search Chinese words in the Chinese index with translated texts', async ({ page, pageErrors }) => {
    const indexRequests = await open(page, '/zh/guide/start/');
    await page.getByRole('button', { name: '搜索文档' }).click();
    await expect(page.getByRole('dialog', { name: '搜索文档' })).toBeVisible();
    await expect(combobox(page)).toHaveAttribute('placeholder', '搜索文档');
    await combobox(page).fill('数据预取');
    await expect(options(page).first()).toHaveAttribute('href', /^\/zh\/practice\/performance\/prefetch/);
    expect(indexRequests[0]).toMatch(/\/static\/search_index\.zh\.[0-9a-f]{8}\.json$/);
    await expect(page.locator('.mf-search__mark').first()).toHaveText('数据预取');
    await expect(status(page)).toHaveText(/^找到 \d+ 条结果$/);

    await combobox(page).fill('共享策略');
    await expect(options(page).first()).toHaveAttribute('href', /^\/zh\/configure\/shareStrategy/);

    await combobox(page).fill('龘靐');
    await expect(page.getByText('请换个关键词再试试')).toBeVisible();
    expect(await seriousViolations(page, '.mf-search')).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});

test.describe('given a phone', () => {
  test.use({ ...localeFor('zh'), viewport: MOBILE });

  test('should open from the mobile search button and close with Cancel', async ({ page }) => {
    await open(page, '/zh/guide/start/');
    await expect(page.getByRole('button', { name: '搜索文档' }).first()).toBeVisible();
    await page.locator('.mf-search-button--mobile').click();
    await expect(dialog(page)).toBeVisible();
    await combobox(page).fill('loadRemote');
    await expect(options(page).first()).toBeVisible();
    await page.getByRole('button', { name: '取消' }).click();
    await expect(dialog(page)).toHaveCount(0);
  });
});

/**
 * The byte budget of a first search (config/budgets.mjs), JS included: everything the browser fetches
 * from opening the dialog to the first result on screen, measured here for one query per language (the
 * dialog's code and styles, then the index files, which must be those the engine reads in Node), and for
 * every query of the relevance set as that code plus the files the engine reads for the query.
 */
test.describe('given a reader whose first search is any query of the relevance set', () => {
  const set = JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures/search-relevance.json'), 'utf8'),
  ) as Record<'en' | 'zh', [string, string][]>;
  const siteDir = path.resolve(process.env.RSPRESS_OUT_DIR ?? 'doc_build');
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

  for (const [lang, route, query, button] of [
    ['en', '/guide/start/', 'shared', 'Search Docs'],
    ['zh', '/zh/guide/start/', '共享', '搜索文档'],
  ] as const) {
    test(`should fetch at most ${kb(BUDGETS.firstSearch)} gzip from opening to the first result (${lang})`, async ({
      browser,
    }) => {
      const context = await browser.newContext(localeFor(lang));
      const page = await context.newPage();
      await open(page, route);
      await page.waitForLoadState('networkidle');
      const fetched: string[] = [];
      page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
      await page.getByRole('button', { name: button }).first().click();
      await combobox(page).fill(query);
      await expect(options(page).first()).toBeVisible();
      const onDisk = (p: string) => path.join(siteDir, decodeURIComponent(p));
      const code = fetched.filter((p) => /\.(js|css)$/.test(p));
      const index = fetched.filter((p) => p.startsWith('/static/search'));
      // Nothing else: no font, no image, no other data between the click and the first result.
      expect(fetched.toSorted()).toEqual([...code, ...index].toSorted());
      const [node] = firstSearchFetches(siteDir, lang, [query]);
      expect(index.map(onDisk).toSorted()).toEqual(node?.files.toSorted());
      expect(code.length).toBeGreaterThan(0); // the dialog's code loads on opening, not before
      const js = code.reduce((n, p) => n + gzipSize(onDisk(p)), 0);
      const all = firstSearchFetches(
        siteDir,
        lang,
        set[lang].map(([q]) => q),
      )
        .map((f) => ({ query: f.query, gzip: js + f.gzip }))
        .sort((a, b) => b.gzip - a.gzip);
      console.log(
        `first search (${lang}), JS included: "${query}" ${kb(js + (node?.gzip ?? 0))} (code ${kb(js)}); ` +
          `over ${all.length} queries at most ${kb(all[0]?.gzip ?? 0)} ("${all[0]?.query}"), median ${kb(all[Math.floor(all.length / 2)]?.gzip ?? 0)}`,
      );
      expect(all.filter((f) => f.gzip > BUDGETS.firstSearch).map((f) => `${f.query}: ${kb(f.gzip)}`)).toEqual([]);
      await context.close();
    });
  }
});
