/**
 * `sitemap.xml` and `robots.txt`. Hand-written because @rspress/plugin-sitemap 2.x writes no hreflang
 * (`xhtml:link`) alternates and takes `lastmod` from the file's mtime rather than git.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { afterProductionBuild } from '../pluginKit';
import { dirtyFiles, lastCommitTimes, lastModified } from './gitTimes';
import { type Alternate, alternatesOf, type PageRecord, pageUrl } from './pages';
import { type PublishingState, routesOf } from './state';

const escapeXml = (v: string): string =>
  v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** A sitemap entry: the page, when it last changed (ISO 8601), and its language alternates. */
export interface SitemapEntry {
  page: Pick<PageRecord, 'routePath'>;
  lastmod?: string;
  alternates: Alternate[];
}

/**
 * A sitemap with one `<url>` per page, sorted by path, with `xhtml:link` alternates (Google's way of
 * declaring translations in a sitemap).
 */
export function renderSitemap(entries: SitemapEntry[], origin: string): string {
  const urls = [...entries]
    .sort((a, b) => a.page.routePath.localeCompare(b.page.routePath))
    .map((e) => {
      const lines = [`    <loc>${escapeXml(pageUrl(origin, e.page.routePath))}</loc>`];
      if (e.lastmod) lines.push(`    <lastmod>${e.lastmod}</lastmod>`);
      for (const a of e.alternates) {
        lines.push(`    <xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`);
      }
      return `  <url>\n${lines.join('\n')}\n  </url>`;
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** `robots.txt`: everything may be crawled; the sitemap is named with its absolute URL. */
export function renderRobots(origin: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

/** `sitemap.xml` (both languages, hreflang alternates, `lastmod` from git) and `robots.txt`. */
export function sitemapPlugin(state: PublishingState): RspressPlugin {
  const { options } = state;
  /** The git history of the docs, asked for as the build starts and read at its end. */
  let history: Promise<[Map<string, string>, Set<string>]> | undefined;
  const historyOf = (docRoot: string) => Promise.all([lastCommitTimes(docRoot), dirtyFiles(docRoot)]);
  return {
    ...afterProductionBuild('mf-publishing-sitemap', async (outDir, config) => {
      const [commits, dirty] = await (history ?? historyOf(config.root ?? path.resolve('docs')));
      const existing = routesOf(state);
      const entries = [...state.pages.values()]
        .filter((p) => !p.noindex)
        .map((page) => ({
          page,
          lastmod: lastModified(page.sourceFile, commits, dirty),
          alternates: alternatesOf(page, existing, options),
        }));
      fs.writeFileSync(path.join(outDir, 'sitemap.xml'), renderSitemap(entries, options.siteOrigin));
      fs.writeFileSync(path.join(outDir, 'robots.txt'), renderRobots(options.siteOrigin));
    }),
    beforeBuild(config, isProd) {
      if (isProd) history = historyOf(config.root ?? path.resolve('docs'));
    },
  };
}
