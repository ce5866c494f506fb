import vm from 'node:vm';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, ROUTES } from '../../../config/siteFacts.mjs';
import { localeRedirect } from '../../../plugins/localeRedirect/plugin';
import {
  decodeRoutes,
  encodeRoutes,
  localeRedirectScript,
  routeKey,
  VISITED_KEY,
} from '../../../plugins/localeRedirect/script';

const script = localeRedirectScript({
  defaultLang: 'en',
  langs: LANGUAGES.map((l) => l.lang),
  routes: { en: ROUTES.en.map(routeKey), zh: ROUTES.zh.map(routeKey) },
});

/** Runs the script as a first (or later) visit would, and says where it sent the browser. */
function visit(
  url: string,
  { language = 'zh-CN', visited = false, userAgent = 'Mozilla/5.0', storage = true } = {},
): { replacedWith: string | null; flag: string | null } {
  const u = new URL(url, 'https://module-federation.io');
  const store = new Map<string, string>(visited ? [[VISITED_KEY, '1']] : []);
  let replacedWith: string | null = null;
  const localStorage = {
    getItem: (k: string) => {
      if (!storage) throw new Error('SecurityError');
      return store.get(k) ?? null;
    },
    setItem: (k: string, v: string) => store.set(k, v),
  };
  const location = {
    pathname: u.pathname,
    search: u.search,
    hash: u.hash,
    replace: (to: string) => {
      replacedWith = to;
    },
  };
  vm.runInNewContext(script, { localStorage, location, navigator: { language, userAgent } });
  return { replacedWith, flag: store.get(VISITED_KEY) ?? null };
}

describe('given a first visit in the other language (plugins/localeRedirect)', () => {
  it('should keep the #hash and the query of a deep link', () => {
    expect(visit('/configure/shared?a=1#tree-shaking').replacedWith).toBe('/zh/configure/shared?a=1#tree-shaking');
    expect(visit('/zh/guide/start/#what-is-module-federation', { language: 'en-US' }).replacedWith).toBe(
      '/guide/start/#what-is-module-federation',
    );
    expect(visit('/', { language: 'zh' }).replacedWith).toBe('/zh/');
  });

  it('should stay on a page the target language does not have, and count the visit', () => {
    expect(visit('/guide/basic/error-catalog#runtime-004')).toEqual({ replacedWith: null, flag: '1' });
    expect(visit('/zh/plugin/dev/hooks', { language: 'en-US' })).toEqual({ replacedWith: null, flag: '1' });
  });

  it('should do nothing on an address that is no page (404), and leave the first visit for the next page', () => {
    expect(visit('/guide/runtime/runtime-api')).toEqual({ replacedWith: null, flag: null });
  });

  it('should redirect once, not for the browser’s own language, not for robots, not when storage throws', () => {
    expect(visit('/configure/shared', { visited: true }).replacedWith).toBeNull();
    expect(visit('/configure/shared', { language: 'en-GB' })).toEqual({ replacedWith: null, flag: '1' });
    expect(visit('/configure/shared', { language: 'fr-FR' }).replacedWith).toBeNull();
    expect(visit('/configure/shared', { userAgent: 'Googlebot/2.1' })).toEqual({ replacedWith: null, flag: null });
    expect(() => visit('/configure/shared', { storage: false })).not.toThrow();
  });

  it('should read the .html and /index spellings of a page as the page', () => {
    expect(visit('/configure/shared.html#x').replacedWith).toBe('/zh/configure/shared.html#x');
    expect(visit('/guide/start/index').replacedWith).toBe('/zh/guide/start/index');
  });

  it('should carry the routes in few bytes', () => {
    const keys = ['/a/b', '/a/bc', '/', '/z'];
    expect(decodeRoutes(encodeRoutes(keys))).toEqual([...keys].sort());
    const all = [...new Set([...ROUTES.en, ...ROUTES.zh].map(routeKey))];
    expect(decodeRoutes(encodeRoutes(all))).toEqual([...all].sort());
    // 1.6 KB (970 B gzip) with today's 123 routes; Rspress's own script is 1.0 KB (450 B gzip).
    expect(script.length).toBeLessThan(2560);
    expect(gzipSync(script).length).toBeLessThan(1280);
    expect(script).not.toContain('</');
  });
});

describe('given the plugin (plugins/localeRedirect/plugin.ts)', () => {
  const site = {
    lang: 'en',
    locales: [
      { lang: 'en', label: 'English' },
      { lang: 'zh', label: '简体中文' },
    ],
  };

  it("should switch Rspress's own first-visit script off in the 'auto' mode, and only then", async () => {
    const auto = await localeRedirect().config?.(
      structuredClone({ ...site, route: { localeRedirect: 'auto' as const } }),
      {} as never,
      true,
    );
    expect(auto?.route?.localeRedirect).toBe('never');
    const always = await localeRedirect().config?.(
      structuredClone({ ...site, route: { localeRedirect: 'only-default-lang' as const } }),
      {} as never,
      true,
    );
    expect(always?.route?.localeRedirect).toBe('only-default-lang');
  });
});
