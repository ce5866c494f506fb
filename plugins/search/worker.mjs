// @ts-check
/**
 * Worker thread of the search plugin (./index.ts): builds the prebuilt index of each language while
 * Rspack compiles. `workerData`: `{ docsDir, langs }`; posts `{ [lang]: json }`. The indexing code is the
 * TypeScript the browser runs, loaded with jiti as Rsbuild loads the site config.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createJiti } from 'jiti';
import { pageRecords } from './records.mjs';

// Awaited only after Rspack has finished: the compile takes the CPU first.

/** @type {typeof import('../../theme/logic/search/flexIndex')} */
const { buildIndexFile } = await createJiti(import.meta.url).import('../../theme/logic/search/flexIndex.ts');
const { docsDir, langs } = /** @type {{ docsDir: string, langs: ('en' | 'zh')[] }} */ (workerData);
parentPort?.postMessage(
  Object.fromEntries(langs.map((lang) => [lang, JSON.stringify(buildIndexFile(pageRecords(docsDir, lang)))])),
);
