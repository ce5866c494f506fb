import { describe, expect, it } from 'vitest';
import {
  counterpartOf404,
  langOfRoute,
  languageSwitchTarget,
  normalizeRoute,
  untranslatedFrom,
} from '../../../common/languageSwitch';

/** A slice of the site's routes, with the pages that exist in one language only (SPEC §2). */
const ROUTES = new Set([
  '/',
  '/zh/',
  '/blog/',
  '/blog/hoisted-runtime',
  '/zh/blog/',
  '/configure/',
  '/configure/experiments',
  '/configure/name',
  '/zh/configure/',
  '/zh/configure/name',
  '/plugin/dev/',
  '/plugin/plugins/',
  '/plugin/plugins/retry-plugin',
  '/zh/plugin/dev/',
  '/zh/plugin/dev/hooks',
  '/zh/plugin/plugins/retry-plugin',
  '/guide/basic/error-catalog',
  '/guide/basic/runtime',
  '/zh/guide/basic/runtime',
  '/zh/guide/start/',
]);

const target = (pathname: string, from: string, to: string) => languageSwitchTarget(pathname, from, to, ROUTES, 'en');

describe('given a page that exists in both languages', () => {
  it('should lead to the same page in the other language, without a notice', () => {
    expect(target('/configure/name', 'en', 'zh')).toEqual({
      href: '/zh/configure/name',
      route: '/zh/configure/name',
      exact: true,
    });
    expect(target('/zh/configure/name', 'zh', 'en')).toMatchObject({ href: '/configure/name', exact: true });
    expect(target('/zh', 'zh', 'en')).toMatchObject({ href: '/', exact: true });
    expect(target('/', 'en', 'zh')).toMatchObject({ href: '/zh/', exact: true });
  });

  it('should read .html and /index spellings as the page itself', () => {
    expect(target('/configure/name.html', 'en', 'zh').route).toBe('/zh/configure/name');
    expect(target('/zh/configure/index', 'zh', 'en').route).toBe('/configure/');
  });
});

describe('given a page without a translation', () => {
  it.each([
    ['/blog/hoisted-runtime', 'en', 'zh', '/zh/blog/'],
    ['/configure/experiments', 'en', 'zh', '/zh/configure/'],
    ['/guide/basic/error-catalog', 'en', 'zh', '/zh/guide/basic/runtime'],
    ['/plugin/plugins/', 'en', 'zh', '/zh/plugin/plugins/retry-plugin'],
    ['/zh/plugin/dev/hooks', 'zh', 'en', '/plugin/dev/'],
  ])('should lead from %s to the nearest page that exists (%s → %s)', (from, fromLang, toLang, expected) => {
    const t = target(from, fromLang, toLang);
    expect(t.route).toBe(expected);
    expect(t.exact).toBe(false);
    expect(ROUTES.has(t.route)).toBe(true);
    expect(t.href).toBe(`${expected}?untranslated=${fromLang}`);
  });

  it('should fall back to the home page of the other language when no folder has a page there', () => {
    expect(target('/showcase/only-en', 'en', 'zh')).toMatchObject({ route: '/zh/', exact: false });
  });
});

describe('given the landing page query', () => {
  it('should name the language the visitor came from, and ignore anything else', () => {
    expect(untranslatedFrom('?untranslated=zh', ['en', 'zh'])).toBe('zh');
    expect(untranslatedFrom('?untranslated=fr', ['en', 'zh'])).toBeNull();
    expect(untranslatedFrom('', ['en', 'zh'])).toBeNull();
  });
});

describe('given a 404 path', () => {
  it('should offer the other language only when its page exists', () => {
    expect(counterpartOf404('/zh/configure/experiments', 'zh', 'en', ROUTES, 'en')).toBe('/configure/experiments');
    expect(counterpartOf404('/plugin/dev/hooks', 'en', 'zh', ROUTES, 'en')).toBe('/zh/plugin/dev/hooks');
    expect(counterpartOf404('/nothing/here', 'en', 'zh', ROUTES, 'en')).toBeNull();
  });

  it('should read the language of a path from its prefix', () => {
    expect(langOfRoute('/zh/x', ['en', 'zh'], 'en')).toBe('zh');
    expect(langOfRoute('/zhx/x', ['en', 'zh'], 'en')).toBe('en');
    expect(normalizeRoute('/a/index.html')).toBe('/a/');
  });
});
