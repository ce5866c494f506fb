// @ts-check
/**
 * Worker thread of `whileRspackBuilds` (whileRspackBuilds.ts): makes the plugins from their module and
 * runs their `afterBuild` in turn into a scratch output folder, which it deletes, for the caches they fill.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { workerData } from 'node:worker_threads';
import { createJiti } from 'jiti';

const { module, factory } = /** @type {import('./whileRspackBuilds').PluginSource} */ (workerData);
/** @type {Record<string, () => import('@rspress/core').RspressPlugin[]>} */
const mod = await createJiti(import.meta.url).import(module);
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-ahead-'));
try {
  for (const plugin of mod[factory]?.() ?? []) await plugin.afterBuild?.({ outDir }, true);
} finally {
  fs.rmSync(outDir, { recursive: true, force: true });
}
