/** The `<head>` tags a page needs for search engines and link previews, and the plugins that write them. */
import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin, UserConfig } from '@rspress/core';
import { CARD_HEIGHT, CARD_WIDTH } from '../../lib/socialCards/cardTemplate.mjs';
import { afterProductionBuild } from '../pluginKit';
import type { PublishingOptions } from './options';
import { type Alternate, alternatesOf, cardPath, fullTitle, type PageRecord, pageUrl } from './pages';
import { type PublishingState, routesOf } from './state';

const escapeAttr = (v: string): string =>
  v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const tag = (name: string, attrs: Record<string, string>): string =>
  `<${name} ${Object.entries(attrs)
    .map(([k, v]) => `${k}="${escapeAttr(v)}"`)
    .join(' ')}>`;

/**
 * Tags Rspress does not write itself: canonical, `x-default`, Open Graph URL/image/locale, Twitter
 * card. Rspress already writes `og:title`, `og:description`, `description`, `og:type` (from the
 * prerendered React head) and the `en`/`zh` alternates, so those are left to it.
 */
export function headTags(
  page: PageRecord,
  alternates: Alternate[],
  options: Pick<PublishingOptions, 'siteOrigin' | 'siteTitle' | 'locales'>,
): string {
  const url = pageUrl(options.siteOrigin, page.routePath);
  const title = fullTitle(page, options.siteTitle);
  const image = pageUrl(options.siteOrigin, cardPath(page.routePath));
  const locale = options.locales.find((l) => l.lang === page.lang);
  const otherLocales = options.locales.filter(
    (l) => l.lang !== page.lang && alternates.some((a) => a.hreflang === l.hreflang),
  );
  const out = [
    tag('link', { rel: 'canonical', href: url }),
    ...alternates
      .filter((a) => a.hreflang === 'x-default')
      .map((a) => tag('link', { rel: 'alternate', hreflang: a.hreflang, href: a.href })),
    tag('meta', { property: 'og:url', content: url }),
    tag('meta', { property: 'og:site_name', content: options.siteTitle }),
    ...(locale ? [tag('meta', { property: 'og:locale', content: locale.ogLocale })] : []),
    ...otherLocales.map((l) => tag('meta', { property: 'og:locale:alternate', content: l.ogLocale })),
    tag('meta', { property: 'og:image', content: image }),
    tag('meta', { property: 'og:image:type', content: 'image/png' }),
    tag('meta', { property: 'og:image:width', content: String(CARD_WIDTH) }),
    tag('meta', { property: 'og:image:height', content: String(CARD_HEIGHT) }),
    tag('meta', { property: 'og:image:alt', content: title }),
    tag('meta', { name: 'twitter:card', content: 'summary_large_image' }),
    tag('meta', { name: 'twitter:title', content: title }),
    ...(page.description ? [tag('meta', { name: 'twitter:description', content: page.description })] : []),
    tag('meta', { name: 'twitter:image', content: image }),
    tag('meta', { name: 'twitter:image:alt', content: title }),
  ];
  if (page.noindex) out.push(tag('meta', { name: 'robots', content: 'noindex' }));
  return out.join('');
}

/**
 * Tags of the 404 page: `noindex`, so a search engine that fetches a missing URL (or `/404`, which every
 * host answers with status 200) does not list the error page.
 */
function notFoundHeadTags(): string {
  return tag('meta', { name: 'robots', content: 'noindex' });
}

/** The 404 page's HTML with its tags added at the end of `<head>` (once: a second run changes nothing). */
export function withNotFoundHeadTags(html: string): string {
  const tags = notFoundHeadTags();
  if (html.includes(tags)) return html;
  if (!html.includes('</head>')) throw new Error('404.html has no </head> to add the robots tag to');
  return html.replace('</head>', `${tags}</head>`);
}

/**
 * Each page's head, prerendered into its HTML: canonical, `hreflang` with `x-default`, Open Graph and
 * Twitter tags (`<page> - <site>`, as Rspress writes the `<title>`) with the page's card.
 */
export function headPlugin(state: PublishingState): RspressPlugin {
  const { options } = state;
  return {
    name: 'mf-publishing-head',
    config(config: UserConfig): UserConfig {
      return {
        ...config,
        head: [
          ...(config.head ?? []),
          (route) => {
            const page = state.pages.get(route.routePath);
            if (!page) return undefined;
            return headTags(page, alternatesOf(page, routesOf(state), options), options);
          },
        ],
      };
    },
  };
}

/**
 * `noindex` in `404.html`. Rspress prerenders the 404 page from a route without a source file and runs
 * the config's `head` functions only for routes with one (`isRouteMeta` in its renderHtmlTemplate), so
 * the tag is written into the file once the build is done.
 */
export function notFoundHeadPlugin(): RspressPlugin {
  return afterProductionBuild('mf-publishing-404-head', (outDir) => {
    const file = path.join(outDir, '404.html');
    if (!fs.existsSync(file)) return;
    fs.writeFileSync(file, withNotFoundHeadTags(fs.readFileSync(file, 'utf8')));
  });
}
