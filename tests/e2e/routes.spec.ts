/**
 * Every route of SPEC §2 as a crawler or a visitor without JavaScript gets it from the CDN-like server,
 * and the 404 answers for pages that exist in English only.
 */
import type { APIRequestContext } from '@playwright/test';
import { EN, ZH, ZH_ABSENT } from '../fixtures/specRoutes.mjs';
import { expect, localeFor, test } from './support/fixtures';

/** Fetches a path from the served build. */
async function get(request: APIRequestContext, path: string): Promise<{ status: number; html: string }> {
  const res = await request.get(path, { maxRedirects: 0 });
  return { status: res.status(), html: await res.text() };
}

/** The text of the first <h1> in prerendered HTML, tags stripped. */
function h1(html: string): string | null {
  const m = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return m?.[1]
    ? m[1]
        .replace(/<[^>]+>/g, '')
        .replace(/&[a-z#0-9]+;/g, ' ')
        .trim()
    : null;
}

test.describe('given the built site served like a CDN', () => {
  for (const route of [...EN, ...ZH]) {
    test(`should answer ${route} with 200 and prerendered content`, async ({ request }) => {
      const { status, html } = await get(request, route);
      expect(status).toBe(200);
      expect(html).toMatch(route.startsWith('/zh') ? /<html[^>]*lang="zh"/ : /<html[^>]*lang="en"/);
      if (route === '/' || route === '/zh/') {
        expect(html).toContain('Module Federation');
        expect(html).toMatch(/class="[^"]*rp-home-feature/);
      } else {
        expect(h1(html)?.length ?? 0).toBeGreaterThan(0);
      }
    });
  }

  test('should reach a page through its .html and /index forms', async ({ request }) => {
    const quick = await get(request, '/guide/start/quick-start.html');
    expect(quick.status).toBe(200);
    expect(h1(quick.html)).toBe(h1((await get(request, '/guide/start/quick-start')).html));
    const intro = await get(request, '/guide/start/index');
    expect(intro.status).toBe(200);
    expect(h1(intro.html)).toBe(h1((await get(request, '/guide/start/')).html));
  });

  test('should link pages without the .html suffix', async ({ request }) => {
    const { html } = await get(request, '/guide/start/');
    expect(html).toContain('href="/guide/start/quick-start"');
    expect(html).not.toMatch(/href="\/[^"]*\.html"/);
  });

  test('should answer an unknown path with the 404 page and status 404', async ({ request }) => {
    const { status, html } = await get(request, '/no/such/page');
    expect(status).toBe(404);
    expect(html).toContain('PAGE NOT FOUND');
    expect(html).toContain('Take me home');
  });
});

test.describe('given a Chinese visitor on a page that exists in English only', () => {
  test.use(localeFor('zh'));

  // One English 404.html serves every unknown path; it switches to Chinese under /zh/ once hydrated, so
  // the Chinese texts are checked in the browser, not in the HTML.
  for (const route of ZH_ABSENT.map((r: string) => `/zh${r}`)) {
    test(`should answer ${route} with 404 in Chinese`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: '页面未找到' })).toBeVisible();
      await expect(page.getByRole('link', { name: '返回首页', exact: true })).toHaveAttribute('href', '/zh/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    });
  }
});
