/**
 * Runs a plugin's `afterBuild` once ahead, in a worker thread, while Rspack compiles, so that the real
 * `afterBuild` at the end of the build finds its work in the plugin's own cache and only copies files.
 *
 * The end of a build is single-threaded (Rspress calls each plugin's `afterBuild` in turn once every
 * page is rendered), so work done there adds its whole time to the build; done in advance, it uses the
 * core that Rspack's main thread leaves. The worker builds into a scratch folder that it deletes; only
 * the plugin's cache (which it keys by its inputs) carries over. The output is always the one the real
 * `afterBuild` writes: if the worker fails or the plugin keeps no cache, the build does the work as
 * before, and no slower.
 */
import { Worker } from 'node:worker_threads';
import type { RspressPlugin } from '@rspress/core';

/** Where the worker finds the plugin: a module (absolute path, TypeScript allowed) and its factory's name. */
export interface PluginSource {
  module: string;
  /** Called with no arguments in the worker, so it must make the same plugin as the one passed. */
  factory: string;
  /** Whether the plugin's cache already holds what `afterBuild` needs: then no worker starts. */
  cached?: () => boolean;
}

/** `plugin`, with its `afterBuild` run ahead in a worker thread during a production build. */
export function whileRspackBuilds(plugin: RspressPlugin, source: PluginSource): RspressPlugin {
  let ahead: Promise<void> | undefined;
  return {
    ...plugin,
    async beforeBuild(config, isProd) {
      await plugin.beforeBuild?.(config, isProd);
      // On a warm build the worker would only load the plugin's code to find its cache full.
      if (!isProd || !plugin.afterBuild || source.cached?.()) return;
      ahead = new Promise<void>((resolve) => {
        const worker = new Worker(new URL('./whileRspackBuildsWorker.mjs', import.meta.url), {
          // Only what can be cloned: `cached` is a function.
          workerData: { module: source.module, factory: source.factory },
        });
        // A failure here only means the real afterBuild does the work itself, and reports it if it fails.
        worker.once('error', () => resolve());
        worker.once('exit', () => resolve());
      });
    },
    async afterBuild(config, isProd) {
      await ahead;
      await plugin.afterBuild?.(config, isProd);
    },
  };
}
