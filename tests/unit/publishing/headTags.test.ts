// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { headTags } from '../../../plugins/publishing/headTags';
import type { PageRecord } from '../../../plugins/publishing/pages';
import { TWO_LOCALES } from '../../fixtures/publishingLocales';

const options = {
  siteOrigin: 'https://example.org',
  siteTitle: 'Module federation',
  locales: TWO_LOCALES,
};
const page: PageRecord = {
  routePath: '/zh/guide/start/quick-start',
  lang: 'zh',
  title: '快速上手 "A" & <B>',
  description: '从零开始',
  pageType: 'doc',
  sourceFile: '/x.mdx',
  noindex: false,
};

/** Parses the tags into a document so the test reads attributes, not strings. */
function parse(html: string): Document {
  return new DOMParser().parseFromString(`<head>${html}</head>`, 'text/html');
}

describe('given a Chinese page that has an English version', () => {
  const alternates = [
    { hreflang: 'en', href: 'https://example.org/guide/start/quick-start' },
    { hreflang: 'zh', href: 'https://example.org/zh/guide/start/quick-start' },
    { hreflang: 'x-default', href: 'https://example.org/guide/start/quick-start' },
  ];
  const doc = parse(headTags(page, alternates, options));
  const meta = (key: string) =>
    doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');

  it('should point canonical and og:url at its own absolute URL', () => {
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://example.org/zh/guide/start/quick-start',
    );
    expect(meta('og:url')).toBe('https://example.org/zh/guide/start/quick-start');
  });

  it('should add only x-default, leaving en and zh to Rspress', () => {
    const langs = [...doc.querySelectorAll('link[rel="alternate"]')].map((l) => l.getAttribute('hreflang'));
    expect(langs).toEqual(['x-default']);
  });

  it('should declare its locale and the other one', () => {
    expect(meta('og:locale')).toBe('zh_CN');
    expect(meta('og:locale:alternate')).toBe('en_US');
  });

  it('should name a PNG card of 1200×630 and keep the title text intact', () => {
    expect(meta('og:image')).toBe('https://example.org/og/zh/guide/start/quick-start.png');
    expect(meta('og:image:type')).toBe('image/png');
    expect([meta('og:image:width'), meta('og:image:height')]).toEqual(['1200', '630']);
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:title')).toBe('快速上手 "A" & <B> - Module federation');
  });

  it('should not mark the page noindex', () => {
    expect(meta('robots')).toBeUndefined();
  });
});

describe('given a page in one language only', () => {
  it('should declare no alternate locale', () => {
    const doc = parse(headTags({ ...page, noindex: true }, [], options));
    expect(doc.querySelector('meta[property="og:locale:alternate"]')).toBeNull();
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });
});
