/**
 * Runs plugins' `afterBuild` once ahead, one after the other in one worker thread, while Rspack compiles,
 * so that their real `afterBuild` at the end of the build finds the work in each plugin's own cache and
 * only copies files.
 *
 * The end of a build is single-threaded (Rspress calls each plugin's `afterBuild` once every page is
 * rendered), so work done there adds its whole time to the build; done in advance, it uses the core that
 * Rspack's main thread leaves. One worker for all of them: plugins that read the same pages parse each
 * page once there (lib/content/source.mjs, `sharedMdxTree`), and a second worker would only compete with
 * Rspack's main thread for the two cores. The worker builds into a scratch folder that it deletes; only
 * the plugins' caches (which they key by their inputs) carry over. The output is always the one the real
 * `afterBuild` writes: if the worker fails or a plugin keeps no cache, the build does the work as before,
 * and no slower.
 */
import { Worker } from 'node:worker_threads';
import type { RspressPlugin } from '@rspress/core';

/** Where the worker finds the plugins: a module (absolute path, TypeScript allowed) and its factory's name. */
export interface PluginSource {
  module: string;
  /** Called with no arguments in the worker, so it must make the same plugins as the ones passed, in order. */
  factory: string;
  /** Whether the plugins' caches already hold what their `afterBuild` needs: then no worker starts. */
  cached?: () => boolean;
}

/** `plugins`, with their `afterBuild` run ahead in one worker thread during a production build. */
export function whileRspackBuilds(plugins: RspressPlugin[], source: PluginSource): RspressPlugin[] {
  let ahead: Promise<void> | undefined;
  let decided = false;
  // Each wrapped plugin's beforeBuild calls this; the first decides for all (the probe hashes every page).
  const start = (isProd: boolean) => {
    if (decided || !isProd) return;
    decided = true;
    // On a warm build the worker would only load the plugins' code to find their caches full.
    if (source.cached?.()) return;
    ahead = new Promise<void>((resolve) => {
      const worker = new Worker(new URL('./whileRspackBuildsWorker.mjs', import.meta.url), {
        // Only what can be cloned: `cached` is a function.
        workerData: { module: source.module, factory: source.factory },
      });
      // A failure here only means the real afterBuild does the work itself, and reports it if it fails.
      worker.once('error', () => resolve());
      worker.once('exit', () => resolve());
    });
  };
  return plugins.map((plugin) => ({
    ...plugin,
    async beforeBuild(config, isProd) {
      await plugin.beforeBuild?.(config, isProd);
      start(isProd);
    },
    async afterBuild(config, isProd) {
      await ahead;
      await plugin.afterBuild?.(config, isProd);
    },
  }));
}
