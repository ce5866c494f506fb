/**
 * The built folder as a CDN, a search engine and a social network see it: every page's prerendered
 * head, its social card, the sitemap, robots.txt, llms files and hosting files. Reads files only (no
 * browser); runs in the e2e suite because it needs the production build.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { SITE_DESCRIPTION, SITE_ORIGIN, SITE_TITLE } from '../../config/site';
import { headersFor, parseHeaders } from '../../lib/headersFile.mjs';
import { EN, ZH } from '../fixtures/specRoutes.mjs';
import { expect, test } from './support/fixtures';

const outDir = path.resolve(process.env.RSPRESS_OUT_DIR ?? 'doc_build');
const ALL = [...EN, ...ZH];
const exists = new Set(ALL);

/** The HTML file Rspress writes for a clean route. */
const htmlFile = (route: string) => path.join(outDir, route.endsWith('/') ? `${route}index.html` : `${route}.html`);
const read = (p: string) => fs.readFileSync(path.join(outDir, p), 'utf8');

const docs = new Map<string, Document>();
/** The prerendered document of a route, parsed once. */
function doc(route: string): Document {
  const cached = docs.get(route);
  if (cached) return cached;
  const parsed = new JSDOM(fs.readFileSync(htmlFile(route), 'utf8')).window.document;
  docs.set(route, parsed);
  return parsed;
}
const meta = (d: Document, key: string) =>
  d.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? undefined;

/** The same page in the other language, if the specification has it. */
function counterpart(route: string): string | undefined {
  const other = route.startsWith('/zh/') ? route.slice(3) : route === '/' ? '/zh/' : `/zh${route}`;
  return exists.has(other) ? other : undefined;
}
const langOf = (route: string) => (route.startsWith('/zh/') ? 'zh' : 'en');

for (const route of ALL)
  test.describe(`given the built page ${route}`, () => {
    test('should have a prerendered "<page> | site" title, matching its heading', () => {
      const d = doc(route);
      const title = d.title;
      if (route === '/' || route === '/zh/') {
        expect(title).toBe(SITE_TITLE);
        return;
      }
      expect(title).toMatch(new RegExp(`^.+ \\| ${SITE_TITLE}$`));
      // The heading's text without its `#` anchor (first child in MDX headings, last in the overview layout's).
      const heading = d.querySelector('h1')?.cloneNode(true) as Element | undefined;
      for (const anchor of heading?.querySelectorAll('.rp-header-anchor') ?? []) anchor.remove();
      const h1 = heading?.textContent?.trim();
      expect(h1, 'the page has an h1').toBeTruthy();
      expect(title).toBe(`${h1} | ${SITE_TITLE}`);
      expect(meta(d, 'og:title')).toBe(title);
    });

    test('should have a description', () => {
      expect(meta(doc(route), 'description')?.length ?? 0).toBeGreaterThan(20);
    });

    test('should be canonical at its own absolute URL', () => {
      const canonicals = [...doc(route).head.querySelectorAll('link[rel="canonical"]')].map((l) =>
        l.getAttribute('href'),
      );
      expect(canonicals).toEqual([`${SITE_ORIGIN}${route}`]);
    });

    test('should list hreflang alternates only when the other language has the page', () => {
      const links = [...doc(route).head.querySelectorAll('link[rel="alternate"][hreflang]')]
        .map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`)
        .sort();
      const other = counterpart(route);
      if (!other) {
        expect(links).toEqual([]);
        return;
      }
      const en = langOf(route) === 'en' ? route : other;
      const zh = langOf(route) === 'zh' ? route : other;
      expect(links).toEqual([`en ${SITE_ORIGIN}${en}`, `x-default ${SITE_ORIGIN}${en}`, `zh ${SITE_ORIGIN}${zh}`]);
    });

    test('should declare its Open Graph locale', () => {
      const d = doc(route);
      expect(meta(d, 'og:locale')).toBe(langOf(route) === 'zh' ? 'zh_CN' : 'en_US');
      expect(d.documentElement.lang).toBe(langOf(route));
    });

    test('should have an og:image that exists as a PNG of the declared size', () => {
      const d = doc(route);
      const image = meta(d, 'og:image') ?? '';
      expect(image.startsWith(`${SITE_ORIGIN}/`)).toBe(true);
      expect(meta(d, 'twitter:image')).toBe(image);
      expect(meta(d, 'twitter:card')).toBe('summary_large_image');
      const png = fs.readFileSync(path.join(outDir, new URL(image).pathname));
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(String(png.readUInt32BE(16))).toBe(meta(d, 'og:image:width'));
      expect(String(png.readUInt32BE(20))).toBe(meta(d, 'og:image:height'));
    });

    test('should have its Markdown version beside it', () => {
      const md = route.endsWith('/') ? `${route}index.md` : `${route}.md`;
      expect(fs.existsSync(path.join(outDir, md))).toBe(true);
    });

    test('should have no inline event handler or javascript: URL, which the CSP would block', () => {
      const offending = [...doc(route).querySelectorAll('*')].flatMap((el) =>
        [...el.attributes]
          .filter(
            (a) => /^on/i.test(a.name) || (/^(href|src|action)$/i.test(a.name) && /^\s*javascript:/i.test(a.value)),
          )
          .map((a) => `<${el.tagName.toLowerCase()} ${a.name}>`),
      );
      expect(offending).toEqual([]);
    });

    test('should load nothing from another origin, which the CSP does not allow', () => {
      const d = doc(route);
      const urls = [
        ...[
          ...d.querySelectorAll('img[src], script[src], video[src], audio[src], source[src], iframe[src], track[src]'),
        ].map((e) => e.getAttribute('src') ?? ''),
        ...[...d.querySelectorAll('img[srcset], source[srcset]')].flatMap((e) =>
          (e.getAttribute('srcset') ?? '').split(',').map((c) => c.trim().split(/\s+/)[0] ?? ''),
        ),
        ...[...d.querySelectorAll('link[rel="stylesheet"], link[rel="preload"], link[rel="modulepreload"]')].map(
          (e) => e.getAttribute('href') ?? '',
        ),
      ];
      expect(urls.filter((u) => /^(https?:)?\/\//i.test(u))).toEqual([]);
    });

    test('should open new tabs only with rel="noopener noreferrer"', () => {
      const unsafe = [...doc(route).querySelectorAll('a[target="_blank"]')]
        .filter(
          (a) =>
            !/\bnoopener\b/.test(a.getAttribute('rel') ?? '') || !/\bnoreferrer\b/.test(a.getAttribute('rel') ?? ''),
        )
        .map((a) => a.getAttribute('href'));
      expect(unsafe).toEqual([]);
    });
  });

test.describe('given the social cards', () => {
  test('should give each page its own card', () => {
    const images = ALL.map((r) => meta(doc(r), 'og:image'));
    expect(new Set(images).size).toBe(ALL.length);
  });
});

test.describe('given the copy-as-Markdown control', () => {
  for (const [route, label] of [
    ['/guide/start/quick-start', 'Copy page as Markdown'],
    ['/zh/guide/start/quick-start', '复制本页 Markdown'],
  ] as const) {
    test(`should label it on ${route} in the page language`, () => {
      const buttons = [...doc(route).querySelectorAll('button')].map((b) => b.textContent?.trim());
      expect(buttons).toContain(label);
    });
  }
});

test.describe('given the sitemap', () => {
  // Read in the tests, not while Playwright collects them (the build may not exist yet then).
  const xml = () => read('sitemap.xml');
  const locs = () => [...xml().matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

  test('should list every page once and nothing else', () => {
    expect(new Set(locs()).size).toBe(locs().length);
    expect([...locs()].sort()).toEqual(ALL.map((r) => `${SITE_ORIGIN}${r}`).sort());
  });

  test('should give every page a last-modified time', () => {
    const lastmods = [...xml().matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map((m) => m[1]);
    expect(lastmods).toHaveLength(locs().length);
    for (const t of lastmods) expect(Number.isNaN(Date.parse(t ?? ''))).toBe(false);
  });

  test('should be named in robots.txt', () => {
    expect(read('robots.txt')).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`);
  });
});

test.describe('given the llms files', () => {
  for (const prefix of ['', 'zh/'])
    test(`should have llms.txt and llms-full.txt in /${prefix}`, () => {
      const llms = read(`${prefix}llms.txt`);
      expect(llms).toMatch(/^# /);
      expect(llms).toContain(`${SITE_ORIGIN}/${prefix}guide/start/quick-start.md`);
      expect(read(`${prefix}llms-full.txt`).length).toBeGreaterThan(llms.length);
      expect(llms).toContain(`> ${prefix ? SITE_DESCRIPTION.zh : SITE_DESCRIPTION.en}`);
    });
});

test.describe('given the hosting files', () => {
  const rules = () => parseHeaders(read('_headers'));

  test('should allow by hash every inline script the pages contain', () => {
    const csp = headersFor(rules(), '/')['Content-Security-Policy'] ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    for (const route of ['/', '/zh/', '/guide/start/quick-start']) {
      for (const s of doc(route).querySelectorAll('script:not([src])')) {
        const hash = crypto
          .createHash('sha256')
          .update(s.textContent ?? '')
          .digest('base64');
        expect(scriptSrc).toContain(`'sha256-${hash}'`);
      }
    }
  });

  test('should cache fingerprinted assets for a year and revalidate pages', () => {
    const asset = doc('/').querySelector('script[src^="/static/"]')?.getAttribute('src') ?? '';
    expect(fs.existsSync(path.join(outDir, asset))).toBe(true);
    expect(headersFor(rules(), asset)['Cache-Control']).toBe('public, max-age=31536000, immutable');
    for (const p of ['/', '/guide/start/quick-start', '/zh/', '/sitemap.xml']) {
      expect(headersFor(rules(), p)['Cache-Control']).toBe('public, max-age=0, must-revalidate');
    }
  });

  test('should redirect only to pages that exist', () => {
    const lines = read('_redirects')
      .split('\n')
      .filter((l) => l.trim() && !l.startsWith('#'));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const [from, to, status] = line.split(/\s+/);
      expect(exists.has(to ?? '')).toBe(true);
      expect(exists.has(from ?? '')).toBe(false);
      expect(['301', '302']).toContain(status);
    }
  });
});
