/**
 * The site under the Content-Security-Policy it ships with: our own server applies the output
 * folder's `_headers` as the CDN will, and Chromium reports every violation.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../scripts/lib/staticServer.mjs';
import { closeBrowser, openPage } from './support/browser';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer({ root: path.resolve(process.env.RSPRESS_OUT_DIR ?? 'doc_build'), hostingHeaders: true });
});
afterAll(async () => {
  await closeBrowser();
  await server?.close();
});

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Opens `route` with the CSP applied and collects violations twice over: the DOM event (injected
 * through DevTools, so the policy does not block the listener itself) and Chromium's console report.
 */
async function openUnderCsp(route: string, lang: 'en' | 'zh', colorScheme: 'light' | 'dark' = 'light') {
  const opened = await openPage(lang, { colorScheme });
  const { page } = opened;
  const console: string[] = [];
  page.on('console', (m) => {
    if (/Content[- ]Security[- ]Policy|Refused to/i.test(m.text())) console.push(m.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations?.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  const response = await page.goto(`${server.url}${route}`, { waitUntil: 'load' });
  // Lazy chunks and the search index come after `load`; a streaming video never lets the network idle.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  const violations = async () => [
    ...((await page.evaluate(() => window.__cspViolations ?? [])) as string[]),
    ...console,
  ];
  return { ...opened, response, violations };
}

const search = async (page: Page, query: string) => {
  await page.keyboard.press('Control+K');
  const box = page.getByRole('combobox').or(page.getByRole('searchbox')).first();
  await box.waitFor({ state: 'visible' });
  await box.fill(query);
  return page.getByRole('option').or(page.locator('.rp-search-panel a')).first();
};

describe('given the CSP from _headers', () => {
  it('should be sent with a page, without unsafe-inline scripts', async () => {
    const { response, close } = await openUnderCsp('/', 'en');
    const csp = (await response?.allHeaders())?.['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    await close();
  });

  it.each([
    ['/', 'en'],
    ['/zh/', 'zh'],
    ['/guide/start/quick-start', 'en'],
    ['/zh/guide/basic/runtime', 'zh'],
  ] as const)('should load %s with zero violations and no errors', async (route, lang) => {
    const { page, errors, violations, close } = await openUnderCsp(route, lang);
    await expect.poll(() => page.locator('h1, .rp-home-hero').count()).toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('should run the inline appearance script, which picks the dark theme before React', async () => {
    const { page, violations, close } = await openUnderCsp('/guide/start/quick-start', 'en', 'dark');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await violations()).toEqual([]);
    await close();
  });

  it('should let search load its index and show hits', async () => {
    const { page, violations, close } = await openUnderCsp('/guide/start/', 'en');
    const hit = await search(page, 'loadRemote');
    await hit.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await hit.textContent()).toMatch(/loadRemote/i);
    expect(await violations()).toEqual([]);
    await close();
  });

  it('should play the announcement video (same-origin media)', async () => {
    const { page, violations, close } = await openUnderCsp('/blog/announcement', 'en');
    const video = page.locator('video').first();
    await video.waitFor({ state: 'attached', timeout: 10_000 });
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 10_000 })
      .toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
    await close();
  });
});
