import { describe, expect, it } from 'vitest';
import { ERROR_CODES, OFFICIAL_ROUTES, SAME_PATH_PAGES, UNCOVERED } from '../../../config/redirects.mjs';
import { LANGUAGES, ROUTES } from '../../../config/siteFacts.mjs';
import { withBothSlashForms } from '../../../plugins/publishing/hosting';
import { redirects } from '../../../plugins/publishing/site';
import {
  fallbackDestination,
  fallbackTable,
  movedSection,
  officialRedirects,
  type PageRef,
  searchWordsOf,
  servesRoute,
  suggestPages,
} from '../../../theme/logic/arrivals';

const all = withBothSlashForms(redirects);
const byFrom = new Map(all.map((r) => [r.from, r]));

describe('given every route the official site serves or served (config/redirects.mjs)', () => {
  for (const { lang, prefix } of LANGUAGES) {
    const pages = new Set([...ROUTES[lang], ...SAME_PATH_PAGES]);
    it(`should serve each ${lang} route, or redirect it to a page that exists, in both slash forms`, () => {
      const wrong: string[] = [];
      for (const route of OFFICIAL_ROUTES[lang]) {
        for (const form of [route, route.endsWith('/') ? route.slice(0, -1) : `${route}/`]) {
          if (form === '') continue;
          if (servesRoute(pages, form)) continue;
          const rule = byFrom.get(`${prefix}${form}`);
          if (!rule) {
            wrong.push(`${prefix}${form}: no page, no redirect`);
            continue;
          }
          const target = (rule.to.split('#')[0] ?? '').replace(/^\/zh(?=\/)/, '');
          const targetLang = rule.to.startsWith('/zh/') ? 'zh' : 'en';
          if (!servesRoute(new Set([...ROUTES[targetLang], ...SAME_PATH_PAGES]), target))
            wrong.push(`${prefix}${form} → ${rule.to}: not a page`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }

  it('should send each old per-code page of every code the error-codes package defines to its entry', () => {
    for (const [kind, codes] of Object.entries(ERROR_CODES))
      for (const code of codes) {
        const entry = `/guide/troubleshooting/${kind}#${code.toLowerCase()}`;
        expect(byFrom.get(`/guide/troubleshooting/${kind}/${code}`)?.to).toBe(entry);
        expect(byFrom.get(`/zh/guide/troubleshooting/${kind}/${code}/`)?.to).toBe(`/zh${entry}`);
      }
    expect(ERROR_CODES.runtime).toHaveLength(15);
  });

  it('should redirect permanently, and never a path this site serves', () => {
    const served = new Set(LANGUAGES.flatMap(({ lang, prefix }) => ROUTES[lang].map((r) => `${prefix}${r}` || '/')));
    const official = all.filter((r) => r.status === 301);
    expect(official.length).toBeGreaterThan(600);
    expect(all.filter((r) => served.has(r.from))).toEqual([]);
    // Cloudflare Pages reads at most 2,000 static redirects.
    expect(all.length).toBeLessThan(2000);
  });

  it('should send a Chinese reader to the Chinese page, and to the English one where only that exists', () => {
    expect(byFrom.get('/zh/guide/runtime/runtime-api')?.to).toBe('/zh/guide/basic/runtime');
    expect(byFrom.get('/zh/guide/runtime/runtime-hooks')?.to).toBe('/zh/plugin/dev/hooks');
    expect(byFrom.get('/zh/configure/experiments')?.to).toBe('/configure/experiments');
    expect(byFrom.get('/guide/basic/plugins/vite')?.to).toBe('/guide/basic/vite');
    expect(byFrom.get('/integrations/build-tool/vite/')?.to).toBe('/guide/basic/vite');
  });

  it('should name a topic for every route that has no page of its own here', () => {
    for (const [route, [to, topic]] of Object.entries(UNCOVERED)) {
      expect(topic?.length, route).toBeGreaterThan(5);
      expect(byFrom.get(route)?.to ?? byFrom.get(`${route}/`)?.to).toBe(to);
    }
  });

  it('should name the official routes it cannot place', () => {
    expect(() =>
      officialRedirects({
        defaultLang: 'en',
        prefixes: { en: '' },
        pages: { en: ['/a'] },
        official: { en: ['/a', '/gone'] },
        moved: {},
        errorCodes: {},
      }),
    ).toThrow(/\/gone/);
  });
});

describe('given a 404 page on a host that did not apply the redirects', () => {
  const table = fallbackTable(all);

  it('should go where _redirects goes, with the query and the reader’s #hash', () => {
    expect(fallbackDestination(table, '/guide/runtime/runtime-api', '?x=1', '#loadremote')).toBe(
      '/guide/basic/runtime?x=1#loadremote',
    );
    expect(fallbackDestination(table, '/zh/guide/basic/error-catalog', '', '#runtime-004')).toBe(
      '/guide/basic/error-catalog#runtime-004',
    );
  });

  it('should let a target’s own section win, and match a code in any case', () => {
    expect(fallbackDestination(table, '/guide/troubleshooting/runtime/RUNTIME-004/', '', '')).toBe(
      '/guide/troubleshooting/runtime#runtime-004',
    );
    expect(fallbackDestination(table, '/guide/troubleshooting/runtime/runtime-004.html', '', '#x')).toBe(
      '/guide/troubleshooting/runtime#runtime-004',
    );
  });

  it('should leave an address nobody moved alone', () => {
    expect(fallbackDestination(table, '/guide/basic/runtim', '', '')).toBeNull();
  });
});

describe('given a mistyped or old address', () => {
  const page = (route: string, title: string, lang = 'en'): PageRef => ({
    route: lang === 'en' ? route : `/zh${route}`,
    bareRoute: route,
    title,
    lang,
  });
  const pages = [
    page('/guide/basic/runtime', 'Runtime API'),
    page('/guide/basic/rspack', 'Rspack and Rsbuild'),
    page('/guide/basic/webpack', 'Webpack'),
    page('/guide/basic/type-prompt', 'Type hints'),
    page('/plugin/dev/', 'Plugin system: hooks'),
    page('/configure/runtimeplugins', 'runtimePlugins'),
    page('/guide/basic/runtime', '运行时 API', 'zh'),
  ];

  it('should suggest the page one letter away first', () => {
    expect(suggestPages('/guide/basic/runtim', pages, 'en')[0]?.title).toBe('Runtime API');
    expect(suggestPages('/guide/basic/runtmie', pages, 'en')[0]?.title).toBe('Runtime API');
  });

  it('should suggest by the words of an old path, in the reader’s language only', () => {
    expect(suggestPages('/guide/runtime/hooks', pages, 'en').map((p) => p.title)).toContain('Plugin system: hooks');
    expect(suggestPages('/guide/basic/runtim', pages, 'zh').map((p) => p.route)).toEqual(['/zh/guide/basic/runtime']);
  });

  it('should type the path’s words into search, without the language prefix', () => {
    expect(searchWordsOf('/zh/guide/basic/runtim.html', ['', '/zh'])).toBe('guide basic runtim');
    expect(searchWordsOf('/<img src=x>/%E8%BF%90%E8%A1%8C', ['', '/zh'])).toBe('img src x 运行');
  });
});

describe('given a link to a section of the error catalog that moved (decision D1)', () => {
  it('should follow the code to its entry, and the other problems to the symptom page', () => {
    expect(movedSection('/guide/basic/error-catalog', '#runtime-004')).toBe(
      '/guide/troubleshooting/runtime#runtime-004',
    );
    expect(movedSection('/guide/basic/error-catalog.html', '#BUILD-001')).toBe(
      '/guide/troubleshooting/build#build-001',
    );
    expect(movedSection('/guide/basic/error-catalog', '#hmr')).toBe('/guide/troubleshooting/#hmr');
    expect(movedSection('/guide/basic/error-catalog', '#other-problems')).toBe('/guide/troubleshooting/');
  });

  it('should leave the catalog’s own sections and other pages alone', () => {
    expect(movedSection('/guide/basic/error-catalog', '#invalid-hook-call')).toBeNull();
    expect(movedSection('/guide/basic/error-catalog', '')).toBeNull();
    expect(movedSection('/guide/basic/runtime', '#runtime-004')).toBeNull();
  });
});
