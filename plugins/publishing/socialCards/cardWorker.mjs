// @ts-check
/**
 * Worker thread: renders the cards it is sent and writes each PNG to its cache path.
 * The font: `workerData.font` (the subset the other workers share), or, in the first worker,
 * `workerData.characters`: it loads the font file, cuts it to those characters and posts the subset
 * back (`{ font }`) so the renderer can start the others with it. A job whose text the subset lacks
 * (`full: true`) is drawn with the whole font, loaded once on demand.
 * Messages in: `{ id, input, file, full }`; out: `{ id, ok, error? }`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { loadCardFont } from '../../../lib/socialCards/font.mjs';
import { renderCard } from '../../../lib/socialCards/renderCard.mjs';
import { subsetCardFont } from '../../../lib/socialCards/subsetFont.mjs';

const data = /** @type {{ fontPath: string, font?: Uint8Array, characters?: string }} */ (workerData);
/** @type {Buffer | undefined} */
let full;
const fullFont = () => {
  full ??= loadCardFont(data.fontPath);
  return full;
};
/** @type {Promise<Buffer>} */
const subset = data.font
  ? Promise.resolve(Buffer.from(data.font))
  : subsetCardFont(fullFont(), data.characters ?? '').then((font) => {
      parentPort?.postMessage({ font });
      return font;
    });

parentPort?.on(
  'message',
  async (
    /** @type {{ id: number, input: import('../../../lib/socialCards/cardTemplate.mjs').CardInput, file: string, full: boolean }} */ job,
  ) => {
    try {
      const png = await renderCard(job.input, job.full ? fullFont() : await subset);
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
