import { describe, expect, it } from 'vitest';
import { alternatesOf, cardPath, fullTitle, pureRoute, routeIn } from '../../../plugins/publishing/pages';
import { TWO_LOCALES } from '../../fixtures/publishingLocales';

const options = {
  siteOrigin: 'https://example.org',
  defaultLang: 'en',
  locales: TWO_LOCALES,
};

describe('given routes in two languages', () => {
  it('should strip and add the language prefix', () => {
    expect(pureRoute('/zh/guide/start/', 'zh', 'en')).toBe('/guide/start/');
    expect(pureRoute('/zh/', 'zh', 'en')).toBe('/');
    expect(pureRoute('/guide/', 'en', 'en')).toBe('/guide/');
    expect(routeIn('/guide/', 'zh', 'en')).toBe('/zh/guide/');
    expect(routeIn('/', 'zh', 'en')).toBe('/zh/');
  });

  it('should place each card beside its route under /og', () => {
    expect(cardPath('/')).toBe('/og/index.png');
    expect(cardPath('/zh/guide/start/')).toBe('/og/zh/guide/start/index.png');
    expect(cardPath('/guide/start/quick-start')).toBe('/og/guide/start/quick-start.png');
  });
});

describe('given a page title', () => {
  it('should suffix documents with the site title after a bar', () => {
    expect(fullTitle({ title: 'Quick start', pageType: 'doc' }, 'Module federation')).toBe(
      'Quick start - Module federation',
    );
  });
  it('should use the site title alone for the home page', () => {
    expect(fullTitle({ title: 'Whatever', pageType: 'home' }, 'Module federation')).toBe('Module federation');
  });
});

describe('given which pages exist', () => {
  const existing = new Set([
    '/',
    '/zh/',
    '/guide/start/',
    '/zh/guide/start/',
    '/blog/hoisted-runtime',
    '/zh/plugin/dev/hooks',
  ]);

  it('should link both languages and x-default when both exist', () => {
    expect(alternatesOf({ routePath: '/zh/guide/start/', lang: 'zh' }, existing, options)).toEqual([
      { hreflang: 'en', href: 'https://example.org/guide/start/' },
      { hreflang: 'zh', href: 'https://example.org/zh/guide/start/' },
      { hreflang: 'x-default', href: 'https://example.org/guide/start/' },
    ]);
  });

  it('should give an English-only page no alternates', () => {
    expect(alternatesOf({ routePath: '/blog/hoisted-runtime', lang: 'en' }, existing, options)).toEqual([]);
  });

  it('should give a Chinese-only page no alternates', () => {
    expect(alternatesOf({ routePath: '/zh/plugin/dev/hooks', lang: 'zh' }, existing, options)).toEqual([]);
  });
});
