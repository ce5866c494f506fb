/**
 * Publishing: makes the built site ready for a CDN and for the robots that read it. One small plugin
 * per job, sharing what they learn about the pages (state.ts); the order below is the order Rspress runs
 * their hooks in:
 * - page records and `siteOrigin` (pageRecordsPlugin.ts), read by the others;
 * - per-page head tags and the `<page> | <site>` title, `noindex` in 404.html (headTags.ts);
 * - the copy control (llms.ts); a Markdown copy of every page, and llms.txt and llms-full.txt in each
 *   language (markdownCopies.ts), made ahead in a worker thread;
 * - `rel="noopener noreferrer"` on navigation links to other sites (safeLinksPlugin.ts);
 * - a social card per page (socialCards/plugin.ts);
 * - `sitemap.xml` and `robots.txt` (sitemap.ts);
 * - `_headers` with the CSP, and `_redirects` (hosting.ts), last;
 * - the same redirects as the 404 page's fallback table (arrivalsPlugin.ts).
 */
import type { RspressPlugin } from '@rspress/core';
import { arrivalsPlugin } from './arrivalsPlugin';
import { headPlugin, notFoundHeadPlugin } from './headTags';
import { hostingPlugin } from './hosting';
import { llmsPlugin } from './llms';
import { markdownCopiesPlugin } from './markdownCopies';
import { type PublishingOptions, validatePublishingOptions } from './options';
import { pageRecordsPlugin } from './pageRecordsPlugin';
import { safeLinksPlugin } from './safeLinksPlugin';
import { sitemapPlugin } from './sitemap';
import { socialCardsPlugin } from './socialCards/plugin';
import { createPublishingState } from './state';

export type { PublishingOptions } from './options';
export { withSafeRel } from './safeLinksPlugin';

/**
 * The publishing plugins. Rspress calls every plugin's `afterBuild` at once (`Promise.all`), so the
 * hosting files, which list the output folder and hash the pages' inline scripts, wait until the other
 * publishing plugins have written theirs (`sitemap.xml` is written after an await on git). `options`
 * come from `plugins/publishing/site.ts`.
 */
export function pluginPublishing(
  options: PublishingOptions,
  // The Markdown copies and llms files (markdownCopies.ts), made ahead with the search index (plugins/pagesAhead.ts).
  markdownCopies: RspressPlugin = markdownCopiesPlugin(),
): RspressPlugin[] {
  const state = createPublishingState(validatePublishingOptions(options));
  const written: Promise<unknown>[] = [];
  const writers = [
    pageRecordsPlugin(state),
    headPlugin(state),
    notFoundHeadPlugin(),
    llmsPlugin(),
    markdownCopies,
    safeLinksPlugin(),
    socialCardsPlugin(state),
    sitemapPlugin(state),
    arrivalsPlugin(state),
  ].map(({ afterBuild, ...plugin }): RspressPlugin => {
    if (!afterBuild) return plugin;
    return {
      ...plugin,
      afterBuild(...args) {
        const done = Promise.resolve(afterBuild(...args));
        written.push(done);
        return done;
      },
    };
  });
  return [...writers, hostingPlugin(state, () => Promise.allSettled(written))];
}
