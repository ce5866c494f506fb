/**
 * Publishing plugin: makes the built site ready for a CDN and for the robots that read it.
 * - per-page head: `<page> | <site>` title, canonical, `hreflang` with `x-default`, Open Graph and
 *   Twitter tags with a PNG card per page (prerendered into the HTML);
 * - `sitemap.xml` (both languages, `lastmod` from git) and `robots.txt`;
 * - `llms.txt` / `llms-full.txt` / `.md` per page (Rspress's built-in `llms`), with the copy control;
 * - `_headers` (cache + security headers, CSP with the hashes of Rspress's inline scripts) and
 *   `_redirects`;
 * - `rel="noopener noreferrer"` on navigation links that open a new tab.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { NavItem, RspressPlugin, UserConfig } from '@rspress/core';
import { dirtyFiles, lastCommitTimes, lastModified } from './gitTimes';
import { headTags } from './headTags';
import { contentSecurityPolicy, headerRules, inlineScriptHashes, renderHeaders, renderRedirects } from './hosting';
import { llmsTxtRenderer } from './llmsTxt';
import { type PublishingOptions, validatePublishingOptions } from './options';
import { alternatesOf, cardPath, type PageRecord } from './pages';
import { remarkTitleSuffix } from './remarkTitleSuffix';
import { renderRobots, renderSitemap } from './sitemap';
import { findCardFont } from './socialCards/font.mjs';
import { CardRenderer } from './socialCards/index';

export type { PublishingOptions } from './options';

const isExternal = (link: string): boolean => /^https?:\/\//.test(link);

/** Adds `rel` to external navigation links: Rspress's Link passes the item's `rel` through and so drops its own default. */
export function withSafeRel<T extends NavItem>(items: T[]): T[] {
  return items.map((item) => {
    const next: Record<string, unknown> = { ...item };
    if ('link' in item && typeof item.link === 'string' && isExternal(item.link) && !('rel' in item && item.rel)) {
      next.rel = 'noopener noreferrer';
    }
    if ('items' in item && Array.isArray(item.items)) next.items = withSafeRel(item.items as NavItem[]);
    return next as T;
  });
}

/** `withSafeRel` over either form of Rspress's nav config (a list, or lists keyed by version). */
function safeNav<N extends NavItem[] | Record<string, NavItem[]>>(nav: N): N {
  if (Array.isArray(nav)) return withSafeRel(nav) as N;
  return Object.fromEntries(Object.entries(nav).map(([k, v]) => [k, withSafeRel(v)])) as N;
}

/** Lists every file under `dir` ending in `ext`. */
function filesUnder(dir: string, ext: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith(ext))
    .map((f) => path.join(dir, f));
}

/** The plugin. `options` come from `config/publishing.ts`. */
export function pluginPublishing(rawOptions: PublishingOptions): RspressPlugin {
  const options = validatePublishingOptions(rawOptions);
  const pages = new Map<string, PageRecord>();
  const siteDescriptions = new Map<string, string>();
  /** Each page's own description as Rspress found it (none when the page has none), for llms.txt. */
  const pageDescriptions = new Map<string, string | undefined>();
  const cardJobs = new Map<string, Promise<string>>();
  let renderer: CardRenderer | undefined;
  let cardStart = 0;
  let cardEnd = 0;
  let logoDataUri: string | undefined;
  const host = new URL(options.siteOrigin).host;

  const routeSet = () => new Set(pages.keys());

  return {
    name: 'mf-publishing',

    markdown: {
      remarkPlugins: [[remarkTitleSuffix, { siteTitle: options.siteTitle }]],
    },

    config(config: UserConfig): UserConfig {
      if (config.siteOrigin && config.siteOrigin !== options.siteOrigin) {
        throw new Error(
          `[publishing] siteOrigin in rspress.config.ts is "${config.siteOrigin}" but the publishing plugin got "${options.siteOrigin}": ` +
            'pass SITE_ORIGIN from config/site.ts to both.',
        );
      }
      for (const l of config.locales ?? []) if (l.description) siteDescriptions.set(l.lang, l.description);
      const themeConfig = config.themeConfig ?? {};
      return {
        ...config,
        siteOrigin: options.siteOrigin,
        // Each language's llms.txt opens with that language's description.
        ...(config.llms === true
          ? { llms: { llmsTxt: llmsTxtRenderer(siteDescriptions, (route) => pageDescriptions.get(route)) } }
          : {}),
        head: [
          ...(config.head ?? []),
          (route) => {
            const page = pages.get(route.routePath);
            if (!page) return undefined;
            return headTags(page, alternatesOf(page, routeSet(), options), options);
          },
        ],
        themeConfig: {
          ...themeConfig,
          // The copy control under each H1; the view-options menu is off because its trigger has no
          // accessible name in Rspress 2.0.22.
          llmsUI: themeConfig.llmsUI ?? { viewOptions: false, placement: 'title' },
          ...(themeConfig.nav ? { nav: safeNav(themeConfig.nav) } : {}),
          ...(themeConfig.locales
            ? { locales: themeConfig.locales.map((l) => ({ ...l, ...(l.nav ? { nav: safeNav(l.nav) } : {}) })) }
            : {}),
        },
      };
    },

    extendPageData(pageData, isProd) {
      const fm = pageData.frontmatter as Record<string, unknown>;
      const pageType = typeof fm.pageType === 'string' ? fm.pageType : 'doc';
      const title = typeof fm.title === 'string' ? fm.title : pageData.title;
      const record: PageRecord = {
        routePath: pageData.routePath,
        lang: pageData.lang,
        title: pageType === 'home' ? options.siteTitle : title,
        description: pageData.description ?? siteDescriptions.get(pageData.lang),
        pageType,
        sourceFile: pageData._filepath,
        noindex: fm.noindex === true || pageType === '404',
      };
      pages.set(record.routePath, record);
      pageDescriptions.set(record.routePath, pageData.description);
      if (!isProd) return;

      // Start drawing now, so the cards are ready by the time Rspack has finished.
      if (!renderer) {
        renderer = new CardRenderer({ cacheDir: options.cacheDir, fontPath: findCardFont() });
        cardStart = performance.now();
        if (options.cardLogo)
          logoDataUri = `data:image/svg+xml;base64,${fs.readFileSync(options.cardLogo).toString('base64')}`;
      }
      const hero = fm.hero as { text?: unknown } | undefined;
      const cardTitle = pageType === 'home' && typeof hero?.text === 'string' ? hero.text : record.title;
      const section =
        options.sectionOf(record.routePath, record.lang) ?? options.fallbackSection[record.lang] ?? options.siteTitle;
      const job = renderer.card({ title: cardTitle, section, siteTitle: options.siteTitle, host, logoDataUri });
      job.then(
        () => {
          cardEnd = performance.now();
        },
        () => undefined,
      ); // awaited in afterBuild; keep an early failure from being unhandled
      cardJobs.set(record.routePath, job);
    },

    async afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');

      // Social cards.
      try {
        for (const [routePath, job] of cardJobs) {
          const target = path.join(outDir, cardPath(routePath));
          fs.mkdirSync(path.dirname(target), { recursive: true });
          fs.copyFileSync(await job, target);
        }
      } finally {
        await renderer?.close();
      }
      if (renderer) {
        const ms = cardEnd - cardStart;
        console.log(
          `[publishing] social cards: ${cardJobs.size} pages, ${renderer.drawn} drawn, ${renderer.cached} from cache, in ${(ms / 1000).toFixed(1)} s (alongside the Rspack build)`,
        );
      }

      // Sitemap and robots.txt.
      const docRoot = config.root ?? path.resolve('docs');
      const commits = lastCommitTimes(docRoot);
      const dirty = dirtyFiles(docRoot);
      const existing = routeSet();
      const entries = [...pages.values()]
        .filter((p) => !p.noindex)
        .map((page) => ({
          page,
          lastmod: lastModified(page.sourceFile, commits, dirty),
          alternates: alternatesOf(page, existing, options),
        }));
      fs.writeFileSync(path.join(outDir, 'sitemap.xml'), renderSitemap(entries, options.siteOrigin));
      fs.writeFileSync(path.join(outDir, 'robots.txt'), renderRobots(options.siteOrigin));

      // Hosting files: the CSP lists the hash of every inline script found in the output.
      const hashes = new Set<string>();
      for (const file of filesUnder(outDir, '.html'))
        for (const h of inlineScriptHashes(fs.readFileSync(file, 'utf8'))) hashes.add(h);
      const csp = contentSecurityPolicy(hashes, options.csp);
      const topLevel = fs
        .readdirSync(outDir, { withFileTypes: true })
        .map((d) => (d.isDirectory() ? `${d.name}/` : d.name));
      fs.writeFileSync(path.join(outDir, '_headers'), renderHeaders(headerRules(topLevel, csp)));
      fs.writeFileSync(path.join(outDir, '_redirects'), renderRedirects(options.redirects));
    },
  };
}
