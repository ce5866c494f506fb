import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { headersFor, matchesPattern, parseHeaders } from '../../../lib/headersFile.mjs';
import {
  contentSecurityPolicy,
  headerRules,
  IMMUTABLE,
  inlineScriptHashes,
  REVALIDATE,
  redirectEntries,
  renderHeaders,
  renderRedirects,
} from '../../../plugins/publishing/hosting';
import type { Redirect } from '../../../plugins/publishing/options';

const sha = (s: string) => `'sha256-${crypto.createHash('sha256').update(s).digest('base64')}'`;

describe('given a page with inline and external scripts', () => {
  const html = `<head><script>{;const a=1;}</script><script defer src="/static/js/a.js"></script>
    <script type="application/ld+json">{"@type":"WebSite"}</script><script type="module">import('/x.js')</script></head>`;

  it('should hash the inline scripts that run, and only those', () => {
    expect(inlineScriptHashes(html)).toEqual([sha('{;const a=1;}'), sha("import('/x.js')")]);
  });

  it('should allow them by hash without unsafe-inline or eval', () => {
    const csp = contentSecurityPolicy(inlineScriptHashes(html));
    const script = csp.split('; ').find((d) => d.startsWith('script-src '));
    expect(script).toBe(`script-src 'self' ${[sha("import('/x.js')"), sha('{;const a=1;}')].sort().join(' ')}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("media-src 'self' blob:");
    expect(csp).not.toMatch(/unsafe-eval/);
  });

  it('should add configured sources to their directive', () => {
    const csp = contentSecurityPolicy([], { connect: ['https://search.example.org'] });
    expect(csp).toContain("connect-src 'self' https://search.example.org");
  });
});

describe('given the output folder', () => {
  const rules = parseHeaders(
    renderHeaders(
      headerRules(
        ['index.html', '404.html', 'guide/', 'zh/', 'static/', 'og/', 'sitemap.xml', '_headers'],
        "default-src 'self'",
      ),
    ),
  );

  it.each([
    ['/static/js/index.1234abcd.js', IMMUTABLE],
    ['/static/search_index.en.5678.json', IMMUTABLE],
    ['/static/search/en.t3.0a1b2c3d4e.json', IMMUTABLE],
    ['/', REVALIDATE],
    ['/guide/start/quick-start', REVALIDATE],
    ['/zh/', REVALIDATE],
    ['/og/guide/start/index.png', REVALIDATE],
    ['/sitemap.xml', REVALIDATE],
  ])('should give %s exactly one cache policy', (url, policy) => {
    expect(headersFor(rules, url)['Cache-Control']).toBe(policy);
  });

  it('should send the security headers on every path', () => {
    const h = headersFor(rules, '/guide/start/');
    expect(h['Content-Security-Policy']).toBe("default-src 'self'");
    expect(h['X-Content-Type-Options']).toBe('nosniff');
    expect(h['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(h['X-Frame-Options']).toBe('DENY');
  });

  it('should not list the hosting files themselves', () => {
    expect(rules.map((r) => r.pattern)).not.toContain('/_headers');
  });
});

describe('given redirects from folders the output does not have', () => {
  const redirects = [
    { from: '/integrations/framework/nextjs', to: '/guide/framework/nextjs', status: 301 },
    { from: '/docs/', to: '/', status: 301 },
    { from: '/playground', to: '/', status: 302 },
    { from: '/', to: '/zh/', status: 302 },
  ] satisfies Redirect[];

  it('should name the top-level entry of each source, folder or name', () => {
    expect(redirectEntries(redirects)).toEqual(['integrations/', 'docs/', 'playground']);
  });

  it.each(['/integrations/framework/nextjs', '/integrations/framework/nextjs/', '/docs/', '/playground'])(
    'should give the redirect of %s a Cache-Control, as the pages get',
    (url) => {
      const rules = parseHeaders(renderHeaders(headerRules(['index.html', ...redirectEntries(redirects)], 'x')));
      expect(headersFor(rules, url)['Cache-Control']).toBe(REVALIDATE);
    },
  );
});

describe('given _headers patterns', () => {
  it.each([
    ['/*', '/anything/at/all', true],
    ['/static/*', '/static/js/a.js', true],
    ['/static/*', '/staticfoo', false],
    ['/', '/', true],
    ['/', '/guide/', false],
    ['/blog/:slug', '/blog/post', true],
    ['/blog/:slug', '/blog/a/b', false],
    ['/sitemap.xml', '/sitemapxxml', false],
  ])('should match %s against %s: %s', (pattern, url, expected) => {
    expect(matchesPattern(pattern, url)).toBe(expected);
  });

  it('should join a header named by two rules, as the CDNs do', () => {
    const rules = parseHeaders('/*\n  Vary: A\n/x\n  Vary: B\n');
    expect(headersFor(rules, '/x')).toEqual({ Vary: 'A, B' });
  });
});

describe('given moved pages', () => {
  it('should write one line per redirect and slash form, with its status', () => {
    const text = renderRedirects([{ from: '/zh/a', to: '/a', status: 302 }]);
    expect(text.split('\n').filter((l) => l && !l.startsWith('#'))).toEqual(['/zh/a /a 302', '/zh/a/ /a 302']);
  });
});
