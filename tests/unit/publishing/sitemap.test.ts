import { describe, expect, it } from 'vitest';
import { renderRobots, renderSitemap } from '../../../plugins/publishing/sitemap';

describe('given pages with change times and translations', () => {
  const xml = renderSitemap(
    [
      { page: { routePath: '/zh/' }, lastmod: '2026-01-02T00:00:00.000Z', alternates: [] },
      {
        page: { routePath: '/a?b&c' },
        alternates: [{ hreflang: 'x-default', href: 'https://example.org/a?b&c' }],
      },
    ],
    'https://example.org',
  );

  it('should list them sorted, escaped, with lastmod where known', () => {
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(['https://example.org/a?b&amp;c', 'https://example.org/zh/']);
    expect(xml).toContain('<lastmod>2026-01-02T00:00:00.000Z</lastmod>');
    expect(xml.match(/<lastmod>/g)).toHaveLength(1);
  });

  it('should declare translations with xhtml:link', () => {
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://example.org/a?b&amp;c"/>');
  });
});

describe('given the site origin', () => {
  it('should point robots.txt at the absolute sitemap URL', () => {
    expect(renderRobots('https://example.org')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://example.org/sitemap.xml\n',
    );
  });
});
