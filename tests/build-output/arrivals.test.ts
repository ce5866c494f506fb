/**
 * Arrivals (issue 32) over the built files: every route the official site serves or served
 * (config/redirects.mjs), in both languages and both slash forms, is a page of this build or a redirect of
 * its `_redirects` to a page of this build, and a redirect that names a section lands on an element with
 * that id. Also: every page carries our first-visit script (plugins/localeRedirect), not Rspress's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, OFFICIAL_ROUTES } from '../../config/redirects.mjs';
import { LANGUAGES } from '../../config/siteFacts.mjs';
import { parseRedirects } from '../../lib/headersFile.mjs';
import { resolveFile } from '../harness/staticServer.mjs';
import { doc, outDir, read } from './site';

const rules = new Map(parseRedirects(read('_redirects')).map((r) => [r.from, r]));
const otherForm = (p: string) => (p === '/' ? p : p.endsWith('/') ? p.slice(0, -1) : `${p}/`);
/** The built page a path is, or null (the 404 page is not a page). */
const pageFile = (p: string) => {
  const file = resolveFile(outDir, p);
  return file && path.basename(file) !== '404.html' ? file : null;
};

/** What a reader who opens `address` on a host with `_redirects` ends on: a page file and a section, or why not. */
function landing(address: string): string | null {
  if (pageFile(address)) return null;
  const rule = rules.get(address);
  if (!rule) return `${address}: no page and no redirect`;
  const [target = '', id] = rule.to.split('#');
  const file = pageFile(target);
  if (!file) return `${address} → ${rule.to}: no such page`;
  if (id && !doc(path.relative(outDir, file).replace(/^/, '/')).getElementById(id))
    return `${address} → ${rule.to}: no element with id "${id}"`;
  return null;
}

describe('given every route of the official site (config/redirects.mjs)', () => {
  const addresses = LANGUAGES.flatMap(({ lang, prefix }) => {
    const routes = [
      ...OFFICIAL_ROUTES[lang],
      ...Object.entries(ERROR_CODES).flatMap(([kind, codes]) =>
        codes.map((c) => `/guide/troubleshooting/${kind}/${c}`),
      ),
    ];
    return routes.flatMap((r) => [`${prefix}${r}` || '/', `${prefix}${otherForm(r)}` || '/']);
  });

  it('should answer each, in both languages and slash forms, with a page, or a redirect to a page and section', () => {
    expect(addresses.length).toBeGreaterThan(900);
    expect(addresses.map(landing).filter(Boolean)).toEqual([]);
  });

  it('should keep _redirects under the 2,000 lines Cloudflare Pages reads', () => {
    expect(rules.size).toBeGreaterThan(700);
    expect(rules.size).toBeLessThan(2000);
  });
});

describe('given the first-visit language redirect (plugins/localeRedirect)', () => {
  const pages = fs
    .readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html') && !f.startsWith('static') && !f.startsWith('demos'));

  it('should be our script in every page, carrying the hash, and not Rspress’s', () => {
    const wrong = pages.filter((f) => {
      const html = read(f);
      return !html.includes('l.search+l.hash') || html.includes('newPathname') || !html.includes('rspress-visited');
    });
    expect(pages.length).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  });
});
