// @ts-check
/**
 * Worker thread of `whileRspackBuilds` (whileRspackBuilds.ts): makes the plugin from its module and
 * runs its `afterBuild` into a scratch output folder, which it deletes, for the cache it fills.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { workerData } from 'node:worker_threads';
import { createJiti } from 'jiti';

const { module, factory } = /** @type {import('./whileRspackBuilds').PluginSource} */ (workerData);
/** @type {Record<string, () => import('@rspress/core').RspressPlugin>} */
const mod = await createJiti(import.meta.url).import(module);
const plugin = mod[factory]?.();
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-ahead-'));
try {
  await plugin?.afterBuild?.({ outDir }, true);
} finally {
  fs.rmSync(outDir, { recursive: true, force: true });
}
