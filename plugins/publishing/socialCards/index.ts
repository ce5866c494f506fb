/**
 * Social cards for every page: drawn (lib/socialCards/) in worker threads while Rspack compiles, with
 * the font cut to the characters the cards show, cached by content hash under `node_modules/.cache`,
 * copied into the output folder after the build.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { type CardInput, TEMPLATE_VERSION } from '../../../lib/socialCards/cardTemplate.mjs';
import { cardCharacters, covers } from '../../../lib/socialCards/subsetFont.mjs';

/** Cache key of a card: everything that changes its pixels. */
export function cardKey(input: CardInput, fontId: string): string {
  return crypto
    .createHash('sha256')
    .update(
      JSON.stringify([
        TEMPLATE_VERSION,
        fontId,
        input.title,
        input.section,
        input.siteTitle,
        input.host,
        input.logoDataUri ?? '',
      ]),
    )
    .digest('hex')
    .slice(0, 24);
}

/** Identifies a font file cheaply (path, size, modification time) for the cache key. */
function fontId(fontPath: string): string {
  const st = fs.statSync(fontPath);
  return `${fontPath}:${st.size}:${st.mtimeMs}`;
}

/**
 * Draws the cards missing from the cache with a small pool of worker threads. Resolves to the cache
 * file of each job, in job order. Cards asked for in the same turn of the event loop (Rspress calls
 * `extendPageData` for every page at once) share one font subset: the first worker cuts it, the
 * others start with it.
 */
export class CardRenderer {
  readonly #cacheDir: string;
  readonly #fontPath: string;
  readonly #fontId: string;
  readonly #workers: Worker[] = [];
  readonly #pending = new Map<number, { resolve: () => void; reject: (e: Error) => void }>();
  readonly #queue: { id: number; input: CardInput; file: string; full?: boolean }[] = [];
  readonly #idle: Worker[] = [];
  readonly #size: number;
  #nextId = 0;
  #started = false;
  /** The subset once the first worker has made it; until then only that worker runs. */
  #font: Uint8Array | undefined;
  #characters = new Set<string>();
  /** Cards being drawn, by cache file: pages whose cards look the same wait for one drawing. */
  readonly #drawing = new Map<string, Promise<string>>();
  drawn = 0;
  cached = 0;
  /** Pages whose card is the same as another page's of this build, drawn once for both. */
  shared = 0;

  constructor({ cacheDir, fontPath, threads }: { cacheDir: string; fontPath: string; threads?: number }) {
    this.#cacheDir = cacheDir;
    this.#fontPath = fontPath;
    this.#fontId = fontId(fontPath);
    // Two cores is the size of CI's machine; more threads than cores only adds font-loading time.
    this.#size = Math.max(1, threads ?? Math.min(2, os.availableParallelism()));
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
      this.#queue.push({ id, input, file });
      if (this.#started) this.#pump();
      else setImmediate(() => this.#start());
    }).then(() => {
      this.drawn += 1;
      return file;
    });
    this.#drawing.set(file, job);
    return job;
  }

  #start(): void {
    if (this.#started) return;
    this.#started = true;
    const characters = cardCharacters(this.#queue.map((j) => j.input));
    this.#characters = new Set(characters);
    this.#spawn(characters);
    this.#pump();
  }

  #spawn(characters?: string): Worker {
    const worker = new Worker(new URL('./cardWorker.mjs', import.meta.url), {
      workerData: { fontPath: this.#fontPath, font: this.#font, characters },
    });
    this.#idle.push(worker);
    worker.on('message', (msg: { id: number; ok: boolean; error?: string } | { font: Uint8Array }) => {
      if ('font' in msg) {
        this.#font = msg.font;
        this.#pump();
        return;
      }
      const p = this.#pending.get(msg.id);
      this.#pending.delete(msg.id);
      if (msg.ok) p?.resolve();
      else p?.reject(new Error(`Social card could not be drawn: ${msg.error}`));
      this.#idle.push(worker);
      this.#pump();
    });
    worker.on('error', (e) => {
      for (const p of this.#pending.values()) p.reject(e);
      this.#pending.clear();
    });
    this.#workers.push(worker);
    return worker;
  }

  #pump(): void {
    while (this.#queue.length > 0) {
      const canGrow = this.#font !== undefined && this.#workers.length < this.#size;
      if (this.#idle.length === 0 && canGrow) this.#spawn();
      const worker = this.#idle.pop();
      if (!worker) return;
      const job = this.#queue.shift();
      if (job) worker.postMessage({ ...job, full: !covers(job.input, this.#characters) });
    }
  }

  /** Stops the worker threads. */
  async close(): Promise<void> {
    await Promise.all(this.#workers.map((w) => w.terminate()));
    this.#workers.length = 0;
    this.#idle.length = 0;
  }
}
