import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRedirects } from '../../../lib/headersFile.mjs';
import { withNotFoundHeadTags } from '../../../plugins/publishing/headTags';
import { renderRedirects, withBothSlashForms } from '../../../plugins/publishing/hosting';
import { startServer } from '../../harness/staticServer.mjs';
import { tempTree } from '../support/tempTree';

describe('given a page that moved or exists in one language only', () => {
  it('should redirect both slash forms of its path to the same place', () => {
    expect(
      withBothSlashForms([
        { from: '/zh/plugin/plugins/', to: '/plugin/plugins/', status: 302 },
        { from: '/configure/runtimePlugins', to: '/configure/runtimeplugins', status: 301 },
      ]),
    ).toEqual([
      { from: '/zh/plugin/plugins/', to: '/plugin/plugins/', status: 302 },
      { from: '/zh/plugin/plugins', to: '/plugin/plugins/', status: 302 },
      { from: '/configure/runtimePlugins', to: '/configure/runtimeplugins', status: 301 },
      { from: '/configure/runtimePlugins/', to: '/configure/runtimeplugins', status: 301 },
    ]);
  });

  it('should keep a form listed on its own and leave "/" alone', () => {
    const own = [
      { from: '/a', to: '/b', status: 301 as const },
      { from: '/a/', to: '/c/', status: 302 as const },
      { from: '/', to: '/zh/', status: 302 as const },
    ];
    expect(withBothSlashForms(own)).toEqual(own);
  });

  it('should write both forms into _redirects, which reads back the same', () => {
    const text = renderRedirects([{ from: '/zh/a', to: '/a', status: 302 }]);
    expect(parseRedirects(text)).toEqual([
      { from: '/zh/a', to: '/a', status: 302 },
      { from: '/zh/a/', to: '/a', status: 302 },
    ]);
  });
});

describe('given a _redirects file', () => {
  it('should read "from to status" lines, 301 when the status is left out, skipping comments', () => {
    expect(parseRedirects('# moved\n/a /b 302\n\n/c   /d\n')).toEqual([
      { from: '/a', to: '/b', status: 302 },
      { from: '/c', to: '/d', status: 301 },
    ]);
  });

  it('should refuse a line it cannot read, naming it', () => {
    expect(() => parseRedirects('/a /b 200 extra\n')).toThrow(/line 1/);
    expect(() => parseRedirects('/a\n')).toThrow(/line 1/);
  });
});

describe('given the preview server with the hosting files of a build', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    const root = tempTree('site-redirects', {
      'index.html': 'home',
      '404.html': 'not found',
      'plugin/plugins/index.html': 'plugins',
      _headers: "/*\n  Content-Security-Policy: default-src 'self'\n",
      _redirects: renderRedirects([{ from: '/zh/plugin/plugins/', to: '/plugin/plugins/', status: 302 }]),
    });
    server = await startServer({ root, hostingHeaders: true, hostingRedirects: true });
  });
  afterAll(() => server.close());

  it.each(['/zh/plugin/plugins/', '/zh/plugin/plugins'])('should redirect %s with the security headers', async (p) => {
    const res = await fetch(server.url + p, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/plugin/plugins/');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'self'");
  });

  it.each(['/_headers', '/_redirects'])('should not serve %s, the instructions for the host', async (p) => {
    const res = await fetch(server.url + p);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('not found');
  });
});

describe('given the prerendered 404 page', () => {
  it('should ask search engines not to index it, once', () => {
    const html = '<html><head><title>404</title></head><body></body></html>';
    const once = withNotFoundHeadTags(html);
    expect(once).toBe(
      '<html><head><title>404</title><meta name="robots" content="noindex"></head><body></body></html>',
    );
    expect(withNotFoundHeadTags(once)).toBe(once);
  });
});
