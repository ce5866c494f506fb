import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { afterProductionBuild } from '../pluginKit';
import { dirtyFiles, lastCommitTimes, lastModified } from './gitTimes';
import { alternatesOf } from './pages';
import { renderRobots, renderSitemap } from './sitemap';
import { type PublishingState, routesOf } from './state';

/** `sitemap.xml` (both languages, hreflang alternates, `lastmod` from git) and `robots.txt`. */
export function sitemapPlugin(state: PublishingState): RspressPlugin {
  const { options } = state;
  return afterProductionBuild('mf-publishing-sitemap', (outDir, config) => {
    const docRoot = config.root ?? path.resolve('docs');
    const commits = lastCommitTimes(docRoot);
    const dirty = dirtyFiles(docRoot);
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
  });
}
