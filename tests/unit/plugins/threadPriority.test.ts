import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';

const MODULE = new URL('../../../plugins/threadPriority.mjs', import.meta.url).href;

/** Starts a worker that lowers its own priority and reports the nice values it then sees. */
function niceValuesFromWorker(): Promise<{ self: number; tid: number }> {
  const code = `
    import fs from 'node:fs';
    import os from 'node:os';
    import { parentPort } from 'node:worker_threads';
    const { lowerThreadPriority } = await import(${JSON.stringify(MODULE)});
    lowerThreadPriority();
    const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    parentPort.postMessage({ self: os.getPriority(tid), tid });
  `;
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(code)}`), {});
    worker.once('message', (m) => {
      resolve(m);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

describe.runIf(process.platform === 'linux')('lowerThreadPriority', () => {
  it('lowers the calling worker thread only, not the process the build runs in', async () => {
    const before = os.getPriority(process.pid);
    const { self, tid } = await niceValuesFromWorker();
    expect(tid).not.toBe(process.pid);
    expect(self).toBe(Math.min(19, before + 10));
    expect(os.getPriority(process.pid)).toBe(before);
  });
});
