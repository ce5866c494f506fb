/**
 * Social cards for every page: drawn (lib/socialCards/) in a worker thread while Rspack compiles,
 * cached by content hash under `node_modules/.cache`, copied into the output folder after the build.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { type CardInput, TEMPLATE_VERSION } from '../../../lib/socialCards/cardTemplate.mjs';

/** Cache key of a card: everything that changes its pixels. */
export function cardKey(input: CardInput, fontId: string): string {
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([TEMPLATE_VERSION, fontId, input.title, input.section, input.siteTitle, input.host]))
    .digest('hex')
    .slice(0, 24);
}

/** Identifies a font file cheaply (path, size, modification time) for the cache key. */
function fontId(fontPath: string): string {
  const st = fs.statSync(fontPath);
  return `${fontPath}:${st.size}:${st.mtimeMs}`;
}

/**
 * Draws the cards missing from the cache in a worker thread, so the drawing never holds up the main
 * thread's share of the Rspack build. Resolves to the cache file of each card.
 */
export class CardRenderer {
  readonly #cacheDir: string;
  readonly #fontPath: string;
  readonly #fontId: string;
  #worker: Worker | undefined;
  readonly #pending = new Map<number, { resolve: () => void; reject: (e: Error) => void }>();
  #nextId = 0;
  /** Cards being drawn, by cache file: pages whose cards look the same wait for one drawing. */
  readonly #drawing = new Map<string, Promise<string>>();
  drawn = 0;
  cached = 0;
  /** Pages whose card is the same as another page's of this build, drawn once for both. */
  shared = 0;

  constructor({ cacheDir, fontPath }: { cacheDir: string; fontPath: string }) {
    this.#cacheDir = cacheDir;
    this.#fontPath = fontPath;
    this.#fontId = fontId(fontPath);
  }

  /** The cached PNG for `input`, drawing it first if needed (once, however many pages ask for it). */
  card(input: CardInput): Promise<string> {
    const file = path.join(this.#cacheDir, `${cardKey(input, this.#fontId)}.png`);
    const drawing = this.#drawing.get(file);
    if (drawing) {
      this.shared += 1;
      return drawing;
    }
    if (fs.existsSync(file)) {
      this.cached += 1;
      return Promise.resolve(file);
    }
    const job = new Promise<void>((resolve, reject) => {
      const id = this.#nextId++;
      this.#pending.set(id, { resolve, reject });
      this.#start().postMessage({ id, input, file });
    }).then(() => {
      this.drawn += 1;
      return file;
    });
    this.#drawing.set(file, job);
    return job;
  }

  #start(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(new URL('./cardWorker.mjs', import.meta.url), {
      workerData: { fontPath: this.#fontPath },
    });
    worker.on('message', (msg: { id: number; ok: boolean; error?: string }) => {
      const p = this.#pending.get(msg.id);
      this.#pending.delete(msg.id);
      if (msg.ok) p?.resolve();
      else p?.reject(new Error(`Social card could not be drawn: ${msg.error}`));
    });
    worker.on('error', (e) => {
      for (const p of this.#pending.values()) p.reject(e);
      this.#pending.clear();
    });
    this.#worker = worker;
    return worker;
  }

  /** Stops the worker thread. */
  async close(): Promise<void> {
    await this.#worker?.terminate();
    this.#worker = undefined;
  }
}
