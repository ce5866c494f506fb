// @ts-check
/**
 * Worker thread of the `mf-search` plugin (config/search.ts): builds the prebuilt index of each
 * language while Rspack compiles, instead of before it starts. `workerData`: `{ docsDir }`; posts
 * `{ en: json, zh: json }`. The indexing code is TypeScript shared with the browser, loaded with jiti
 * as Rsbuild loads the site config.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createJiti } from 'jiti';

// Awaited only after Rspack has finished: the compile takes the CPU first.

const jiti = createJiti(import.meta.url);
/** @type {typeof import('./searchIndexFiles')} */
const { buildIndexJson } = await jiti.import('./searchIndexFiles.ts');
parentPort?.postMessage(buildIndexJson(/** @type {{ docsDir: string }} */ (workerData).docsDir));
