/**
 * Social cards for every page: drawn in worker threads while Rspack compiles, cached by content hash
 * under `node_modules/.cache`, copied into the output folder after the build.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { type CardInput, TEMPLATE_VERSION } from './cardTemplate.mjs';

/** A card to produce: what it shows and where it goes in the output folder (site path). */
export interface CardJob {
  input: CardInput;
  sitePath: string;
}

/** Figures for the build log and the benchmark. */
export interface CardStats {
  total: number;
  drawn: number;
  cached: number;
  ms: number;
}

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
export function fontId(fontPath: string): string {
  const st = fs.statSync(fontPath);
  return `${fontPath}:${st.size}:${st.mtimeMs}`;
}

/**
 * Draws the cards missing from the cache with a small pool of worker threads. Resolves to the cache
 * file of each job, in job order.
 */
export class CardRenderer {
  readonly #cacheDir: string;
  readonly #fontPath: string;
  readonly #fontId: string;
  readonly #workers: Worker[] = [];
  readonly #pending = new Map<number, { resolve: () => void; reject: (e: Error) => void }>();
  readonly #queue: { id: number; input: CardInput; file: string }[] = [];
  readonly #idle: Worker[] = [];
  readonly #size: number;
  #nextId = 0;
  drawn = 0;
  cached = 0;

  constructor({ cacheDir, fontPath, threads }: { cacheDir: string; fontPath: string; threads?: number }) {
    this.#cacheDir = cacheDir;
    this.#fontPath = fontPath;
    this.#fontId = fontId(fontPath);
    // Two cores is the size of CI's machine; more threads than cores only adds font-loading time.
    this.#size = Math.max(1, threads ?? Math.min(2, os.availableParallelism()));
  }

  /** The cached PNG for `input`, drawing it first if needed. */
  async card(input: CardInput): Promise<string> {
    const file = path.join(this.#cacheDir, `${cardKey(input, this.#fontId)}.png`);
    if (fs.existsSync(file)) {
      this.cached += 1;
      return file;
    }
    await new Promise<void>((resolve, reject) => {
      const id = this.#nextId++;
      this.#pending.set(id, { resolve, reject });
      this.#queue.push({ id, input, file });
      this.#pump();
    });
    this.drawn += 1;
    return file;
  }

  #spawn(): Worker {
    const worker = new Worker(new URL('./cardWorker.mjs', import.meta.url), {
      workerData: { fontPath: this.#fontPath },
    });
    worker.on('message', (msg: { id: number; ok: boolean; error?: string }) => {
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
      const worker = this.#idle.pop() ?? (this.#workers.length < this.#size ? this.#spawn() : undefined);
      if (!worker) return;
      const job = this.#queue.shift();
      if (job) worker.postMessage(job);
    }
  }

  /** Stops the worker threads. */
  async close(): Promise<void> {
    await Promise.all(this.#workers.map((w) => w.terminate()));
    this.#workers.length = 0;
    this.#idle.length = 0;
  }
}
