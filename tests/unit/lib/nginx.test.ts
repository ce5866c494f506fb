import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { redirectsConf, securityHeadersConf } from '../../../lib/nginx.mjs';
import { headerRules, renderHeaders, renderRedirects } from '../../../plugins/publishing/hosting';
import { NGINX_INCLUDE_DIR, NGINX_SITE_ROOT, relocateServerBlock } from '../../harness/nginxServer.mjs';

const CSP = "default-src 'self'; script-src 'self' 'sha256-abc='";
const HEADERS = renderHeaders(headerRules(['index.html', 'static/', 'guide/'], CSP));

describe('given the _headers of a build', () => {
  it('should send its "/*" headers on every nginx answer (always), without a Cache-Control', () => {
    const lines = securityHeadersConf(HEADERS)
      .split('\n')
      .filter((l) => l && !l.startsWith('#'));
    expect(lines[0]).toBe(`add_header Content-Security-Policy "${CSP}" always;`);
    expect(lines).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(lines.every((l) => l.endsWith(' always;'))).toBe(true);
    expect(lines.some((l) => /cache-control/i.test(l))).toBe(false);
  });

  it('should refuse a value nginx would read as a variable, and a _headers without a CSP', () => {
    expect(() => securityHeadersConf('/*\n  X-Test: $host\n  Content-Security-Policy: x\n')).toThrow(/literally/);
    expect(() => securityHeadersConf('/*\n  X-Test: a\n')).toThrow(/no Content-Security-Policy/);
  });
});

describe('given the _redirects of a build', () => {
  it('should answer each of its lines, both slash forms, with an exact-match location', () => {
    const conf = redirectsConf(renderRedirects([{ from: '/zh/plugin/plugins/', to: '/plugin/plugins/', status: 302 }]));
    expect(conf.split('\n').filter((l) => l && !l.startsWith('#'))).toEqual([
      'location = /zh/plugin/plugins/ { return 302 /plugin/plugins/; }',
      'location = /zh/plugin/plugins { return 302 /plugin/plugins/; }',
    ]);
  });

  it('should refuse a path nginx would need quoted', () => {
    expect(() => redirectsConf('/a b /c 301\n')).toThrow();
    expect(() => redirectsConf('/a;x /c 301\n')).toThrow(/cannot take/);
  });
});

describe('given deploy/nginx.conf', () => {
  const conf = fs.readFileSync('deploy/nginx.conf', 'utf8');

  it('should be run elsewhere with one listen line, the given root and includes', () => {
    const moved = relocateServerBlock(conf, { listen: '127.0.0.1:8080', root: '/tmp/site', includeDir: '/tmp/inc' });
    expect(moved.match(/^\s*listen\s[^;]*;/gm)).toEqual(['    listen 127.0.0.1:8080;']);
    expect(moved).toContain('root /tmp/site;');
    expect(moved).not.toContain(`include ${NGINX_INCLUDE_DIR}`);
    expect(moved).toContain('include /tmp/inc/security-headers.conf;');
  });

  it('should include the security headers again in every location that adds a header of its own', () => {
    // nginx drops inherited add_header lines in a block that has one; the CSP would vanish there.
    const blocks = [...conf.matchAll(/location [^{]*\{([^}]*)\}/g)].map((m) => m[1] ?? '');
    const adding = blocks.filter((b) => /add_header/.test(b));
    expect(adding.length).toBeGreaterThan(0);
    expect(adding.filter((b) => !b.includes(`include ${NGINX_INCLUDE_DIR}/security-headers.conf;`))).toEqual([]);
  });

  it('should fail loudly when the recipe no longer has what the test replaces', () => {
    const noRoot = conf.replace(`root ${NGINX_SITE_ROOT};`, 'root /elsewhere;');
    expect(() => relocateServerBlock(noRoot, { listen: '1', root: '/r', includeDir: '/i' })).toThrow(/root/);
  });
});
