import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { placeFile } from '../../../lib/cacheFiles.mjs';
import { findCardFont } from '../../../lib/socialCards/font.mjs';
import { outDirOf } from '../../pluginKit';
import { cardPath } from '../pages';
import type { PublishingState } from '../state';
import { CardRenderer } from './index';

/**
 * A PNG card per page (`og:image`), drawn in a worker thread while Rspack builds, from a cache keyed by
 * the card's content, and copied into the output after the build.
 */
export function socialCardsPlugin(state: PublishingState): RspressPlugin {
  const { options } = state;
  const host = new URL(options.siteOrigin).host;
  const jobs = new Map<string, Promise<string>>();
  let renderer: CardRenderer | undefined;
  let started = 0;
  let finished = 0;

  return {
    name: 'mf-publishing-social-cards',

    // Runs after the page-records plugin's extendPageData, so the page's record is there.
    extendPageData(pageData, isProd) {
      const record = state.pages.get(pageData.routePath);
      if (!isProd || !record) return;
      // Start drawing now, so the cards are ready by the time Rspack has finished.
      if (!renderer) {
        renderer = new CardRenderer({ cacheDir: options.cacheDir, fontPath: findCardFont() });
        started = performance.now();
      }
      const hero = (pageData.frontmatter as { hero?: { text?: unknown } }).hero;
      const title = record.pageType === 'home' && typeof hero?.text === 'string' ? hero.text : record.title;
      const section =
        options.sectionOf(record.routePath, record.lang) ?? options.fallbackSection[record.lang] ?? options.siteTitle;
      const job = renderer.card({ title, section, siteTitle: options.siteTitle, host });
      job.then(
        () => {
          finished = performance.now();
        },
        () => undefined,
      ); // awaited in afterBuild; keep an early failure from being unhandled
      jobs.set(record.routePath, job);
    },

    async afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = outDirOf(config);
      try {
        for (const [routePath, job] of jobs) {
          const target = path.join(outDir, cardPath(routePath));
          fs.mkdirSync(path.dirname(target), { recursive: true });
          placeFile(await job, target);
        }
      } finally {
        await renderer?.close();
      }
      if (renderer) {
        const seconds = ((finished - started) / 1000).toFixed(1);
        console.log(
          `[publishing] social cards: ${jobs.size} pages, ${renderer.drawn} drawn, ${renderer.cached} from cache, ${renderer.shared} the same as another page's, in ${seconds} s (alongside the Rspack build)`,
        );
      }
    },
  };
}
