/**
 * Remote search mode against the search service we ship (scripts/search-server.mjs): the test starts
 * the service on the built indexes, builds the site in remote mode pointing at it, and searches in
 * Chromium. Also the loading indicator and the failure path (SPEC §7, §8).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../scripts/lib/staticServer.mjs';
import { startSearchServer } from '../../scripts/search-server.mjs';
import { closeBrowser, openPage } from './support/browser';

type Closable = { url: string; close: () => Promise<unknown> };
let service: Closable;
let site: Closable;
let outDir: string;

function build(env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['rspress', 'build'], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`remote-mode build failed (${code}):\n${stderr.slice(-2000)}`)),
    );
  });
}

beforeAll(async () => {
  const built = path.resolve(process.env.RSPRESS_OUT_DIR ?? 'doc_build');
  service = (await startSearchServer({
    indexes: [
      { name: 'mf-docs', dir: built },
      { name: 'partner', dir: built, domain: 'https://partner.example.com' },
    ],
  })) as Closable;
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-remote-search-'));
  await build({
    RSPRESS_OUT_DIR: outDir,
    MF_SEARCH_MODE: 'remote',
    MF_SEARCH_API_URL: `${service.url}/search`,
    MF_SEARCH_INDEXES: 'mf-docs,partner:Partner docs',
  });
  site = (await startServer({ root: outDir })) as Closable;
}, 300_000);

afterAll(async () => {
  await closeBrowser();
  await site?.close();
  await service?.close();
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
});

async function openSearch(lang: 'en' | 'zh', route: string) {
  const opened = await openPage(lang);
  const requests: URL[] = [];
  opened.page.on('request', (r) => {
    if (r.url().startsWith(service.url)) requests.push(new URL(r.url()));
  });
  await opened.page.goto(`${site.url}${route}`);
  await opened.page.waitForFunction(() => document.querySelector('.mf-search-button__hint[style*="visible"]') !== null);
  await opened.page.locator('.mf-search-button').click();
  await opened.page.getByRole('dialog').waitFor();
  return { ...opened, requests };
}

const options = (page: Page) => page.getByRole('option');

describe('given the site built in remote mode', () => {
  it('should ask the service with keyword, limit, indexes and language, and show its groups as tabs', async () => {
    const { page, errors, requests, close } = await openSearch('zh', '/zh/guide/start/');
    await page.getByRole('combobox').fill('共享依赖');
    await options(page).first().waitFor();
    expect(requests.some((u) => u.pathname.startsWith('/static/search_index'))).toBe(false);
    const asked = requests.at(-1)!;
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      keyword: '共享依赖',
      limit: '7',
      searchIndexes: 'mf-docs,partner',
      lang: 'zh',
    });
    const tabs = page.getByRole('tab');
    await expect(tabs.allTextContents()).resolves.toEqual(['mf-docs', 'Partner docs']);
    await expect(options(page).first().getAttribute('href')).resolves.toMatch(/^\/zh\//);
    await expect(options(page).first().getAttribute('target')).resolves.toBeNull();

    await tabs.nth(1).click();
    await expect(options(page).first().getAttribute('href')).resolves.toMatch(/^https:\/\/partner\.example\.com\/zh\//);
    await expect(options(page).first().getAttribute('target')).resolves.toBe('_blank');
    // The other site is offline here: answer for it so the new tab lands on its address.
    await page
      .context()
      .route('https://partner.example.com/**', (r) =>
        r.fulfill({ contentType: 'text/html', body: '<title>partner</title>' }),
      );
    await page.getByRole('combobox').focus();
    const popup = page.waitForEvent('popup');
    await page.keyboard.press('Enter');
    await expect(popup.then((p) => p.url())).resolves.toMatch(/^https:\/\/partner\.example\.com\/zh\//);
    expect(errors).toEqual([]);
    await close();
  });

  it('should show a loading indicator while the service answers', async () => {
    const { page, close } = await openSearch('en', '/guide/start/');
    await page.route(`${service.url}/**`, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.getByRole('combobox').fill('loadRemote');
    await page.waitForFunction(() => document.querySelector('.mf-search [role=status]')?.textContent === 'Searching…');
    await expect(page.locator('.mf-search__loading').isVisible()).resolves.toBe(true);
    await options(page).first().waitFor();
    await expect(page.locator('.mf-search__loading').count()).resolves.toBe(0);
    await close();
  });

  it('should log a failure and show an empty list', async () => {
    const { page, errors, close } = await openSearch('en', '/guide/start/');
    await page.route(`${service.url}/**`, (route) => route.abort('connectionrefused'));
    await page.getByRole('combobox').fill('loadRemote');
    await page.getByText('Please try again with a different keyword').waitFor();
    await expect(options(page).count()).resolves.toBe(0);
    expect(errors.some((e) => e.includes('Remote search failed'))).toBe(true);
    await close();
  });
});
