// @ts-check
/**
 * Worker thread: loads the card font once, then draws the cards it is sent and writes each PNG to its
 * cache path. Messages in: `{ id, input, file }`; out: `{ id, ok, error? }`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { loadCardFont } from '../../../lib/socialCards/font.mjs';
import { renderCard } from '../../../lib/socialCards/renderCard.mjs';

const font = loadCardFont(/** @type {{ fontPath: string }} */ (workerData).fontPath);

parentPort?.on(
  'message',
  (
    /** @type {{ id: number, input: import('../../../lib/socialCards/cardTemplate.mjs').CardInput, file: string }} */ job,
  ) => {
    try {
      const png = renderCard(job.input, font);
      fs.mkdirSync(path.dirname(job.file), { recursive: true });
      // Write then rename, so an interrupted build never leaves a half-written card in the cache.
      const tmp = `${job.file}.${process.pid}-${threadId}.tmp`;
      fs.writeFileSync(tmp, png);
      fs.renameSync(tmp, job.file);
      parentPort?.postMessage({ id: job.id, ok: true });
    } catch (error) {
      parentPort?.postMessage({ id: job.id, ok: false, error: String(/** @type {Error} */ (error)?.stack ?? error) });
    }
  },
);
