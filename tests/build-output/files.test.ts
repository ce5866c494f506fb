/**
 * The site-wide files of the build: the sitemap, robots.txt, the llms files and the redirects, against
 * the route set of SPEC §2.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_DESCRIPTION, SITE_ORIGIN } from '../../config/site';
import { resolveFile } from '../harness/staticServer.mjs';
import { isRoute, offenders, outDir, ROUTES, read } from './site';

describe('given the sitemap', () => {
  const xml = () => read('sitemap.xml');
  const locs = () => [...xml().matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');

  it('should list every page once and nothing else', () => {
    const listed = locs();
    const twice = listed.filter((l, i) => listed.indexOf(l) !== i);
    const missing = ROUTES.filter((r) => !listed.includes(`${SITE_ORIGIN}${r}`));
    const extra = listed.filter((l) => !ROUTES.some((r) => `${SITE_ORIGIN}${r}` === l));
    expect({ twice, missing, extra }).toEqual({ twice: [], missing: [], extra: [] });
  });

  it('should give every page a last-modified time', () => {
    const entries = [...xml().matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? '');
    expect(
      offenders(entries, (entry) => {
        const lastmod = /<lastmod>([^<]*)<\/lastmod>/.exec(entry)?.[1];
        return lastmod && !Number.isNaN(Date.parse(lastmod)) ? undefined : `lastmod ${lastmod}`;
      }).map((line) => line.replace(/^[\s\S]*?<loc>([^<]*)<\/loc>[\s\S]*?: /, '$1: ')),
    ).toEqual([]);
  });

  it('should be named in robots.txt', () => {
    expect(read('robots.txt')).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`);
  });
});

describe('given the llms files', () => {
  it.each(['', 'zh/'])('should have llms.txt and a longer llms-full.txt in /%s, in its language', (prefix) => {
    const llms = read(`${prefix}llms.txt`);
    expect(llms).toMatch(/^# /);
    expect(llms).toContain(`${SITE_ORIGIN}/${prefix}guide/start/quick-start.md`);
    expect(read(`${prefix}llms-full.txt`).length).toBeGreaterThan(llms.length);
    expect(llms).toContain(`> ${prefix ? SITE_DESCRIPTION.zh : SITE_DESCRIPTION.en}`);
  });
});

describe('given the redirects (_redirects)', () => {
  it('should redirect only from paths that are not pages, only to pages, with 301 or 302', () => {
    const lines = read('_redirects')
      .split('\n')
      .filter((l) => l.trim() && !l.startsWith('#'));
    expect(lines.length).toBeGreaterThan(0);
    expect(
      offenders(lines, (line) => {
        const [from = '', to = '', status = ''] = line.split(/\s+/);
        // A target may name a section (`/page#id`, tests/build-output/arrivals.test.ts checks the id) and may
        // be a page the specification does not list (the official site's topics, config/redirects.mjs).
        const target = to.split('#')[0] ?? '';
        return [
          ...(isRoute(from) || resolveFile(outDir, from) ? [`redirects away from the page ${from}`] : []),
          ...(isRoute(target) || resolveFile(outDir, target) ? [] : [`redirects to ${to}, which is not a page`]),
          ...(['301', '302'].includes(status) ? [] : [`status ${status}`]),
        ];
      }),
    ).toEqual([]);
  });
});

describe('given the built JavaScript', () => {
  /** Code only nprogress has: its bar template and its configuration defaults. */
  const NPROGRESS = ['role="bar"><div class="peg">', 'nprogress-custom-parent'];

  // The search dialog, like every link of the theme, navigates through the theme's Link override
  // (theme/components/Link), whose progress bar is ours. Upstream's `useLinkNavigate` imports nprogress,
  // so reaching for it again brings nprogress back into a chunk.
  it('should hold no nprogress code in any chunk', () => {
    const chunks = fs
      .readdirSync(path.join(outDir, 'static/js'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.filter((file) => NPROGRESS.some((s) => read(`static/js/${file}`).includes(s)))).toEqual([]);
  });
});
