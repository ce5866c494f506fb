/**
 * Search in Chromium, local mode, both languages (issue 4; SPEC §4, §5, §7, §8, §9).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { at, closeBrowser, MOBILE, openPage } from './support/browser';

afterAll(closeBrowser);

const AXE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const dialog = (page: Page) => page.getByRole('dialog');
const combobox = (page: Page) => page.getByRole('combobox');
const options = (page: Page) => page.getByRole('option');

/** Opens `path`, waits for hydration (the shortcut handler is attached then), returns the page. */
async function open(lang: 'en' | 'zh', path: string, viewport?: { width: number; height: number }) {
  const opened = await openPage(lang, viewport ? { viewport } : {});
  const indexRequests: string[] = [];
  opened.page.on('request', (r) => {
    if (r.url().includes('/static/search_index')) indexRequests.push(r.url());
  });
  await opened.page.goto(at(path));
  await opened.page.waitForFunction(() => document.querySelector('.mf-search-button__hint[style*="visible"]') !== null);
  return { ...opened, indexRequests };
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: unknown, o: unknown) => Promise<{ violations: { id: string; nodes: unknown[] }[] }> };
      }
    ).axe;
    const r = await axe.run('.mf-search', {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    return r.violations.map((v) => `${v.id} (${v.nodes.length})`);
  });
}

describe('given the English site on a desktop', () => {
  it('should load the index only on first opening, then find identifiers with highlights and move with the arrows', async () => {
    const { page, errors, indexRequests, close } = await open('en', '/guide/start/');
    const trigger = page.getByRole('button', { name: 'Search Docs' });
    await expect(trigger.getAttribute('aria-keyshortcuts')).resolves.toBe('Control+K');
    await expect(trigger.locator('kbd').textContent()).resolves.toContain('Ctrl');
    await page.waitForTimeout(300);
    expect(indexRequests).toEqual([]);

    await trigger.click();
    await dialog(page).waitFor();
    await expect(dialog(page).getAttribute('aria-modal')).resolves.toBe('true');
    await expect(page.getByRole('dialog', { name: 'Search the docs' }).count()).resolves.toBe(1);
    await expect(combobox(page).getAttribute('placeholder')).resolves.toBe('Search Docs');
    await expect(combobox(page).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expect(page.evaluate(() => getComputedStyle(document.documentElement).overflow)).resolves.toBe('hidden');

    await combobox(page).fill('loadRemot');
    await options(page).first().waitFor();
    expect(indexRequests).toHaveLength(1);
    expect(indexRequests[0]).toMatch(/\/static\/search_index\.en\.[0-9a-f]+\.json$/);
    await expect(page.locator('.mf-search__mark').first().textContent()).resolves.toBe('loadRemote');
    const count = await options(page).count();
    expect(count).toBeGreaterThan(1);
    const firstId = await options(page).first().getAttribute('id');
    await expect(combobox(page).getAttribute('aria-activedescendant')).resolves.toBe(firstId);
    await expect(options(page).first().getAttribute('aria-selected')).resolves.toBe('true');
    await expect(combobox(page).getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(page.getByRole('dialog').getByRole('status').textContent()).resolves.toMatch(/^\d+ results$/);

    await page.keyboard.press('ArrowUp');
    await expect(options(page).last().getAttribute('aria-selected')).resolves.toBe('true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const secondId = await options(page).nth(1).getAttribute('id');
    await expect(combobox(page).getAttribute('aria-activedescendant')).resolves.toBe(secondId);
    const target = await options(page).nth(1).getAttribute('href');

    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Enter');
    await dialog(page).waitFor({ state: 'detached' });
    await page.waitForURL((u) => `${u.pathname}${u.hash}` === target);
    expect(errors).toEqual([]);
    await close();
  });

  it('should toggle with Ctrl+K, close on Escape and mask click, and give focus back to the trigger', async () => {
    const { page, close } = await open('en', '/configure/');
    const trigger = page.getByRole('button', { name: 'Search Docs' });
    await page.keyboard.press('Control+K');
    await dialog(page).waitFor();
    await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.keyboard.press('Control+K');
    await dialog(page).waitFor({ state: 'detached' });

    await trigger.click();
    await dialog(page).waitFor();
    // Tab stays inside the dialog.
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    await expect(
      page.evaluate(() => document.querySelector('.mf-search')?.contains(document.activeElement)),
    ).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await expect(trigger.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expect(page.evaluate(() => getComputedStyle(document.documentElement).overflow)).resolves.not.toBe('hidden');

    await trigger.click();
    await dialog(page).waitFor();
    await page.mouse.click(10, 790);
    await dialog(page).waitFor({ state: 'detached' });
    await close();
  });

  it('should empty the query with the clear icon, then close with it', async () => {
    const { page, close } = await open('en', '/guide/start/');
    await page.getByRole('button', { name: 'Search Docs' }).click();
    await combobox(page).fill('shared');
    await options(page).first().waitFor();
    await page.getByRole('button', { name: 'Clear the search' }).click();
    await expect(combobox(page).inputValue()).resolves.toBe('');
    await expect(options(page).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Close the search' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await close();
  });

  it('should show markup in a query as text, never as HTML', async () => {
    const { page, errors, close } = await open('en', '/guide/start/');
    let alerted = false;
    page.on('dialog', (d) => {
      alerted = true;
      void d.dismiss();
    });
    await page.getByRole('button', { name: 'Search Docs' }).click();
    const attack = '<img src=x onerror=alert(1)>';
    await combobox(page).fill(attack);
    await page.waitForFunction(() =>
      /results|No results/.test(document.querySelector('.mf-search [role=status]')?.textContent ?? ''),
    );
    await expect(page.locator('.mf-search img').count()).resolves.toBe(0);
    await expect(combobox(page).inputValue()).resolves.toBe(attack);
    // The words of the query (img, src) match code samples: their highlights are text too.
    await expect(page.locator('.mf-search__mark').first().textContent()).resolves.toMatch(
      /^(img|src|x|alert|onerror|1)$/i,
    );
    await page.waitForTimeout(200);
    expect(alerted).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });

  it('should explain an empty result with an icon, the query and a suggestion', async () => {
    const { page, errors, close } = await open('en', '/guide/start/');
    await page.getByRole('button', { name: 'Search Docs' }).click();
    await combobox(page).fill('qzxwvkj');
    await page.getByText('Please try again with a different keyword').waitFor();
    await expect(page.locator('.mf-search__empty p').first().textContent()).resolves.toBe('No results for “qzxwvkj”');
    await expect(page.locator('.mf-search__empty svg').count()).resolves.toBe(1);
    await expect(page.getByRole('dialog').getByRole('status').textContent()).resolves.toBe('No results for “qzxwvkj”');
    await expect(combobox(page).getAttribute('aria-expanded')).resolves.toBe('false');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('given the Chinese site', () => {
  it('should search Chinese words in the Chinese index with translated texts', async () => {
    const { page, errors, indexRequests, close } = await open('zh', '/zh/guide/start/');
    await page.getByRole('button', { name: '搜索文档' }).click();
    await dialog(page).waitFor();
    await expect(page.getByRole('dialog', { name: '搜索文档' }).count()).resolves.toBe(1);
    await expect(combobox(page).getAttribute('placeholder')).resolves.toBe('搜索文档');
    await combobox(page).fill('数据预取');
    await options(page).first().waitFor();
    expect(indexRequests[0]).toMatch(/\/static\/search_index\.zh\.[0-9a-f]+\.json$/);
    await expect(options(page).first().getAttribute('href')).resolves.toMatch(/^\/zh\/practice\/performance\/prefetch/);
    await expect(page.locator('.mf-search__mark').first().textContent()).resolves.toBe('数据预取');
    await expect(page.getByRole('dialog').getByRole('status').textContent()).resolves.toMatch(/^找到 \d+ 条结果$/);

    await combobox(page).fill('龘靐');
    await page.getByText('请换个关键词再试试').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('should reload the index when the language changes', async () => {
    const { page, indexRequests, close } = await open('en', '/guide/start/');
    await page.getByRole('button', { name: 'Search Docs' }).click();
    await combobox(page).fill('runtime');
    await options(page).first().waitFor();
    await page.keyboard.press('Escape');
    await page.goto(at('/zh/guide/start/'));
    await page.waitForFunction(
      () => document.documentElement.lang.startsWith('zh') || location.pathname.startsWith('/zh/'),
    );
    await page.getByRole('button', { name: '搜索文档' }).click();
    await combobox(page).fill('运行时');
    await options(page).first().waitFor();
    expect(indexRequests.map((u) => /search_index\.(\w+)\./.exec(u)?.[1])).toEqual(['en', 'zh']);
    await close();
  });
});

describe('given a phone', () => {
  it('should open from the mobile search button and close with Cancel', async () => {
    const { page, close } = await open('zh', '/zh/guide/start/', MOBILE);
    await expect(page.getByRole('button', { name: '搜索文档' }).first().isVisible()).resolves.toBe(true);
    await page.locator('.mf-search-button--mobile').click();
    await dialog(page).waitFor();
    await combobox(page).fill('loadRemote');
    await options(page).first().waitFor();
    await page.getByRole('button', { name: '取消' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await close();
  });
});
