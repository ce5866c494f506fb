import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { outDirOf } from '../pluginKit';
import { dirtyFiles, lastCommitTimes, lastModified } from './gitTimes';
import { alternatesOf } from './pages';
import { renderRobots, renderSitemap } from './sitemap';
import { type PublishingState, routesOf } from './state';

/** `sitemap.xml` (both languages, hreflang alternates, `lastmod` from git) and `robots.txt`. */
export function sitemapPlugin(state: PublishingState): RspressPlugin {
  const { options } = state;
  /** The git history of the docs, asked for as the build starts and read at its end. */
  let history: Promise<[Map<string, string>, Set<string>]> | undefined;
  const historyOf = (docRoot: string) => Promise.all([lastCommitTimes(docRoot), dirtyFiles(docRoot)]);
  return {
    name: 'mf-publishing-sitemap',
    beforeBuild(config, isProd) {
      if (isProd) history = historyOf(config.root ?? path.resolve('docs'));
    },
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = outDirOf(config);
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
    },
  };
}
