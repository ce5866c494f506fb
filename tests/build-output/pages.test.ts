/**
 * Every page of the build as a search engine, a social network and the CDN's security policy see it:
 * one test per rule, each looping over every route of SPEC §2 and listing every offender in its failure.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_DESCRIPTION, SITE_ORIGIN, SITE_TITLE } from '../../config/site';
import { headersFor, parseHeaders } from '../../lib/headersFile.mjs';
import { counterpart, doc, frontmatter, htmlFile, isHome, langOf, meta, offenders, outDir, ROUTES, read } from './site';

/** The text of the page's h1 without its `#` anchor. */
function h1Text(d: Document): string | undefined {
  const heading = d.querySelector('h1')?.cloneNode(true) as Element | undefined;
  for (const anchor of heading?.querySelectorAll('.rp-header-anchor') ?? []) anchor.remove();
  return heading?.textContent?.trim() || undefined;
}

describe('given every page of the build', () => {
  it('should exist as a prerendered page in its language, with its heading', () => {
    expect(
      offenders(ROUTES, (route) => {
        if (!fs.existsSync(htmlFile(route))) return `no ${path.relative(outDir, htmlFile(route))}`;
        const d = doc(route);
        const problems: string[] = [];
        if (d.documentElement.lang !== langOf(route)) problems.push(`<html lang="${d.documentElement.lang}">`);
        if (isHome(route)) {
          if (!d.querySelector('.rp-home-feature')) problems.push('no prerendered feature cards');
        } else if (!h1Text(d)) problems.push('no prerendered h1');
        return problems;
      }),
    ).toEqual([]);
  });

  it('should have the title "<heading> | site" (the site title alone on the home pages), also as og:title', () => {
    expect(
      offenders(ROUTES, (route) => {
        const d = doc(route);
        const want = isHome(route) ? SITE_TITLE : `${h1Text(d)} - ${SITE_TITLE}`;
        const problems: string[] = [];
        if (d.title !== want) problems.push(`title "${d.title}", not "${want}"`);
        if (meta(d, 'og:title') !== d.title) problems.push(`og:title "${meta(d, 'og:title')}" differs from the title`);
        return problems;
      }),
    ).toEqual([]);
  });

  it('should describe itself with the description of its own frontmatter, in its language', () => {
    expect(
      offenders(ROUTES, (route) => {
        const d = doc(route);
        const own = frontmatter(route).description;
        if (typeof own !== 'string' || own.trim().length < 20) return 'no description of its own in its frontmatter';
        const problems: string[] = [];
        for (const key of ['description', 'og:description', 'twitter:description']) {
          if (meta(d, key) !== own) problems.push(`${key} "${meta(d, key)}", not its own "${own}"`);
        }
        // Only the home pages say what the whole site is about.
        if (!isHome(route) && Object.values(SITE_DESCRIPTION).includes(own as never))
          problems.push('uses the site description');
        return problems;
      }),
    ).toEqual([]);
  });

  it('should be canonical at its own absolute URL, once', () => {
    expect(
      offenders(ROUTES, (route) => {
        const canonicals = [...doc(route).head.querySelectorAll('link[rel="canonical"]')].map((l) =>
          l.getAttribute('href'),
        );
        const want = `${SITE_ORIGIN}${route}`;
        return canonicals.length === 1 && canonicals[0] === want
          ? undefined
          : `canonical ${JSON.stringify(canonicals)}`;
      }),
    ).toEqual([]);
  });

  it('should list hreflang alternates (en, zh, x-default) only when the other language has the page', () => {
    expect(
      offenders(ROUTES, (route) => {
        const links = [...doc(route).head.querySelectorAll('link[rel="alternate"][hreflang]')]
          .map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`)
          .sort();
        const other = counterpart(route);
        const en = langOf(route) === 'en' ? route : other;
        const zh = langOf(route) === 'zh' ? route : other;
        const want = other ? [`en ${SITE_ORIGIN}${en}`, `x-default ${SITE_ORIGIN}${en}`, `zh ${SITE_ORIGIN}${zh}`] : [];
        return JSON.stringify(links) === JSON.stringify(want) ? undefined : `hreflang ${JSON.stringify(links)}`;
      }),
    ).toEqual([]);
  });

  it('should declare its Open Graph locale', () => {
    expect(
      offenders(ROUTES, (route) => {
        const locale = meta(doc(route), 'og:locale');
        const want = langOf(route) === 'zh' ? 'zh_CN' : 'en_US';
        return locale === want ? undefined : `og:locale ${locale}, not ${want}`;
      }),
    ).toEqual([]);
  });

  it('should have its own social card: a PNG of the declared size, also for X', () => {
    const seen = new Map<string, string>();
    expect(
      offenders(ROUTES, (route) => {
        const d = doc(route);
        const image = meta(d, 'og:image') ?? '';
        if (!image.startsWith(`${SITE_ORIGIN}/`)) return `og:image "${image}"`;
        const problems: string[] = [];
        const first = seen.get(image);
        if (first) problems.push(`shares its card with ${first}`);
        seen.set(image, route);
        if (meta(d, 'twitter:image') !== image) problems.push('twitter:image differs from og:image');
        if (meta(d, 'twitter:card') !== 'summary_large_image') problems.push(`twitter:card ${meta(d, 'twitter:card')}`);
        const file = path.join(outDir, new URL(image).pathname);
        if (!fs.existsSync(file)) return [...problems, `${new URL(image).pathname} is missing`];
        const png = fs.readFileSync(file);
        if (png.subarray(1, 4).toString('latin1') !== 'PNG') problems.push('the card is not a PNG');
        const size = `${png.readUInt32BE(16)}×${png.readUInt32BE(20)}`;
        const declared = `${meta(d, 'og:image:width')}×${meta(d, 'og:image:height')}`;
        if (size !== declared) problems.push(`card of ${size}, declared ${declared}`);
        return problems;
      }),
    ).toEqual([]);
  });

  it('should have its Markdown version beside it: a title, and no component, import or relative link left', () => {
    expect(
      offenders(ROUTES, (route) => {
        const md = route.endsWith('/') ? `${route}index.md` : `${route}.md`;
        if (!fs.existsSync(path.join(outDir, md))) return `no ${md}`;
        // The prose, without code blocks and inline code, where any of these may be quoted.
        const prose = fs
          .readFileSync(path.join(outDir, md), 'utf8')
          .replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '')
          .replace(/`+[^`\n]*`+/g, '');
        const left = [
          /^# \S/m.test(prose) ? '' : 'no H1',
          /<[A-Z][A-Za-z]*[\s/>]/.exec(prose)?.[0] ?? '',
          /^import .* from /m.exec(prose)?.[0] ?? '',
          /\]\((?!https?:|#|mailto:)[^)]*\)/.exec(prose)?.[0] ?? '',
        ].filter(Boolean);
        return left.length ? `${md}: ${left.join(', ')}` : undefined;
      }),
    ).toEqual([]);
  });

  it('should label the copy-as-Markdown control in the page language', () => {
    const label = { en: 'Copy page as Markdown', zh: '复制本页 Markdown' } as const;
    expect(
      offenders(['/guide/start/quick-start', '/zh/guide/start/quick-start'], (route) => {
        const buttons = [...doc(route).querySelectorAll('button')].map((b) => b.textContent?.trim());
        return buttons.includes(label[langOf(route)]) ? undefined : `no "${label[langOf(route)]}" button`;
      }),
    ).toEqual([]);
  });

  it('should link other pages by their clean URL, without .html', () => {
    expect(
      offenders(ROUTES, (route) =>
        [...doc(route).querySelectorAll('a[href^="/"]')]
          .map((a) => a.getAttribute('href') ?? '')
          .filter((href) => /\.html(#|\?|$)/.test(href))
          .map((href) => `links ${href}`),
      ),
    ).toEqual([]);
  });
});

describe('given the security policy the CDN sends (_headers)', () => {
  const rules = () => parseHeaders(read('_headers'));

  it('should find no inline event handler or javascript: URL, which the policy blocks', () => {
    expect(
      offenders(ROUTES, (route) =>
        [...doc(route).querySelectorAll('*')].flatMap((el) =>
          [...el.attributes]
            .filter(
              (a) => /^on/i.test(a.name) || (/^(href|src|action)$/i.test(a.name) && /^\s*javascript:/i.test(a.value)),
            )
            .map((a) => `<${el.tagName.toLowerCase()} ${a.name}>`),
        ),
      ),
    ).toEqual([]);
  });

  it('should find nothing loaded from another origin, which the policy does not allow', () => {
    expect(
      offenders(ROUTES, (route) => {
        const d = doc(route);
        const urls = [
          ...[
            ...d.querySelectorAll(
              'img[src], script[src], video[src], audio[src], source[src], iframe[src], track[src]',
            ),
          ].map((e) => e.getAttribute('src') ?? ''),
          ...[...d.querySelectorAll('img[srcset], source[srcset]')].flatMap((e) =>
            (e.getAttribute('srcset') ?? '').split(',').map((c) => c.trim().split(/\s+/)[0] ?? ''),
          ),
          ...[...d.querySelectorAll('link[rel="stylesheet"], link[rel="preload"], link[rel="modulepreload"]')].map(
            (e) => e.getAttribute('href') ?? '',
          ),
        ];
        return urls.filter((u) => /^(https?:)?\/\//i.test(u)).map((u) => `loads ${u}`);
      }),
    ).toEqual([]);
  });

  it('should allow by hash every inline script of every page, and no unsafe-inline', () => {
    const csp = headersFor(rules(), '/')['Content-Security-Policy'] ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(
      offenders([...ROUTES, '/404.html'], (route) =>
        [...doc(route).querySelectorAll('script:not([src])')]
          .map(
            (s) =>
              `'sha256-${crypto
                .createHash('sha256')
                .update(s.textContent ?? '')
                .digest('base64')}'`,
          )
          .filter((hash) => !scriptSrc.includes(hash))
          .map((hash) => `inline script ${hash} is not allowed`),
      ),
    ).toEqual([]);
  });

  it('should open new tabs only with rel="noopener noreferrer"', () => {
    expect(
      offenders(ROUTES, (route) =>
        [...doc(route).querySelectorAll('a[target="_blank"]')]
          .filter(
            (a) =>
              !/\bnoopener\b/.test(a.getAttribute('rel') ?? '') || !/\bnoreferrer\b/.test(a.getAttribute('rel') ?? ''),
          )
          .map((a) => `target=_blank without noopener noreferrer: ${a.getAttribute('href')}`),
      ),
    ).toEqual([]);
  });

  it('should cache fingerprinted assets for a year and revalidate pages', () => {
    const asset = doc('/').querySelector('script[src^="/static/"]')?.getAttribute('src') ?? '';
    expect(fs.existsSync(path.join(outDir, asset)), asset).toBe(true);
    expect(headersFor(rules(), asset)['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(
      offenders([...ROUTES, '/sitemap.xml'], (p) => {
        const cache = headersFor(rules(), p)['Cache-Control'];
        return cache === 'public, max-age=0, must-revalidate' ? undefined : `Cache-Control ${cache}`;
      }),
    ).toEqual([]);
  });
});

describe('given the 404 page', () => {
  it('should say PAGE NOT FOUND and offer the way home, prerendered', () => {
    const html = read('404.html');
    expect(html).toContain('PAGE NOT FOUND');
    expect(html).toContain('Take me home');
  });
});
