import { describe, expect, it } from 'vitest';
import { EN, ZH, ZH_ABSENT } from '../fixtures/specRoutes.mjs';
import { at } from './support/browser';

/** Fetches a path from the served build, as a crawler or a visitor without JavaScript would. */
async function get(path: string): Promise<{ status: number; html: string }> {
  const res = await fetch(at(path));
  return { status: res.status, html: await res.text() };
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

describe('given the built site served like a CDN', () => {
  it.each([...EN, ...ZH])('should answer %s with 200 and prerendered content', async (route) => {
    const { status, html } = await get(route);
    expect(status).toBe(200);
    expect(html).toMatch(route.startsWith('/zh') ? /<html[^>]*lang="zh"/ : /<html[^>]*lang="en"/);
    if (route === '/' || route === '/zh/') {
      expect(html).toContain('Module Federation');
      expect(html).toMatch(/class="[^"]*rp-home-feature/);
    } else {
      expect(h1(html)?.length ?? 0).toBeGreaterThan(0);
    }
  });

  it.each(ZH_ABSENT.map((r: string) => `/zh${r}`))(
    'should answer the English-only page %s with 404 in Chinese',
    async (route) => {
      const { status, html } = await get(route);
      expect(status).toBe(404);
      expect(html).toContain('404');
    },
  );

  it('should reach a page through its .html and /index forms', async () => {
    const quick = await get('/guide/start/quick-start.html');
    expect(quick.status).toBe(200);
    expect(h1(quick.html)).toBe(h1((await get('/guide/start/quick-start')).html));
    const intro = await get('/guide/start/index');
    expect(intro.status).toBe(200);
    expect(h1(intro.html)).toBe(h1((await get('/guide/start/')).html));
  });

  it('should link pages without the .html suffix', async () => {
    const { html } = await get('/guide/start/');
    expect(html).toContain('href="/guide/start/quick-start"');
    expect(html).not.toMatch(/href="\/[^"]*\.html"/);
  });

  it('should answer an unknown path with the 404 page and status 404', async () => {
    const { status, html } = await get('/no/such/page');
    expect(status).toBe(404);
    expect(html).toContain('PAGE NOT FOUND');
    expect(html).toContain('Take me home');
  });
});
