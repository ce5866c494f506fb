/**
 * Remote search mode against the search service we ship (scripts/search-server.mjs): the suite starts
 * the service on the built site's prebuilt indexes, builds the site in remote mode pointing at it, and
 * searches in Chromium. Also the loading indicator and the failure path (SPEC §7, §8).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startServer } from '../../lib/staticServer.mjs';
import { startSearchServer } from '../../scripts/search-server.mjs';
import { expect, localeFor, test } from './support/fixtures';

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
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`remote-mode build failed (${code}):\n${stderr.slice(-2000)}`)),
    );
  });
}

// One remote-mode build for the whole file: its tests share it, in one worker.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(600_000);
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
});

test.afterAll(async () => {
  await site?.close();
  await service?.close();
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
});

/** Opens `route` on the remote-mode site and the search dialog; records requests to the service. */
async function openSearch(page: Page, route: string): Promise<URL[]> {
  const requests: URL[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(service.url) || r.url().includes('/static/search_index')) requests.push(new URL(r.url()));
  });
  await page.goto(`${site.url}${route}`);
  await expect(page.locator('.mf-search-button__hint')).toHaveCSS('visibility', 'visible');
  await page.locator('.mf-search-button').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  return requests;
}

const options = (page: Page) => page.getByRole('option');

test.describe('given the site built in remote mode, in Chinese', () => {
  test.use(localeFor('zh'));

  test('should ask the service with keyword, limit, indexes and language, and show its groups as tabs', async ({
    page,
    pageErrors,
  }) => {
    const requests = await openSearch(page, '/zh/guide/start/');
    await page.getByRole('combobox').fill('共享依赖');
    await expect(options(page).first()).toBeVisible();
    expect(requests.some((u) => u.pathname.startsWith('/static/search_index'))).toBe(false);
    const asked = requests.at(-1);
    expect(Object.fromEntries(asked?.searchParams ?? [])).toEqual({
      keyword: '共享依赖',
      limit: '7',
      searchIndexes: 'mf-docs,partner',
      lang: 'zh',
    });
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['mf-docs', 'Partner docs']);
    await expect(options(page).first()).toHaveAttribute('href', /^\/zh\//);
    await expect(options(page).first()).not.toHaveAttribute('target', /./);

    // Arrow keys move between the result groups, like the site's other tabs.
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options(page).first()).toHaveAttribute('href', /^https:\/\/partner\.example\.com\/zh\//);
    await expect(options(page).first()).toHaveAttribute('target', '_blank');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');

    // The other site is offline here: answer for it so the new tab lands on its address.
    await page
      .context()
      .route('https://partner.example.com/**', (r) =>
        r.fulfill({ contentType: 'text/html', body: '<title>partner</title>' }),
      );
    await page.getByRole('combobox').focus();
    const popup = page.waitForEvent('popup');
    await page.keyboard.press('Enter');
    expect((await popup).url()).toMatch(/^https:\/\/partner\.example\.com\/zh\//);
    expect(pageErrors).toEqual([]);
  });
});

test.describe('given the site built in remote mode, in English', () => {
  test('should show a loading indicator while the service answers', async ({ page }) => {
    await openSearch(page, '/guide/start/');
    // Hold the answer until the indicator has been seen.
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route(`${service.url}/**`, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('combobox').fill('loadRemote');
    await expect(page.getByRole('dialog').getByRole('status')).toHaveText('Searching…');
    await expect(page.locator('.mf-search__loading')).toBeVisible();
    release();
    await expect(options(page).first()).toBeVisible();
    await expect(page.locator('.mf-search__loading')).toHaveCount(0);
  });

  test('should log a failure and show an empty list', async ({ page, pageErrors }) => {
    await openSearch(page, '/guide/start/');
    await page.route(`${service.url}/**`, (route) => route.abort('connectionrefused'));
    await page.getByRole('combobox').fill('loadRemote');
    await expect(page.getByText('Please try again with a different keyword')).toBeVisible();
    await expect(options(page)).toHaveCount(0);
    expect(pageErrors.some((e) => e.includes('Remote search failed'))).toBe(true);
  });
});
