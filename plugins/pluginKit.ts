/** Small helpers our Rspress plugins share. */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin, UserConfig } from '@rspress/core';

/** The build's output folder as an absolute path: `outDir`, else Rspress's default `doc_build`. */
export const outDirOf = (config: Pick<UserConfig, 'outDir'>): string => path.resolve(config.outDir ?? 'doc_build');

/** A plugin whose one job is writing files into the output folder once a production build is done. */
export function afterProductionBuild(
  name: string,
  write: (outDir: string, config: UserConfig) => void | Promise<void>,
): RspressPlugin {
  return {
    name,
    async afterBuild(config, isProd) {
      if (isProd) await write(outDirOf(config), config);
    },
  };
}

type ThemeConfig = NonNullable<UserConfig['themeConfig']>;

/** `config` with its `themeConfig` (an empty one when unset) replaced by what `update` makes of it. */
export const withThemeConfig = (config: UserConfig, update: (themeConfig: ThemeConfig) => ThemeConfig): UserConfig => ({
  ...config,
  themeConfig: update(config.themeConfig ?? {}),
});

/** The files under `dir`, sorted (none when it does not exist). */
export const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? (fs.readdirSync(dir, { recursive: true }) as string[])
        .sort()
        .map((name) => path.join(dir, name))
        .filter((file) => fs.statSync(file).isFile())
    : [];

/**
 * A hash of `files`: each one's path relative to `base` and its content. Plugins that cache work in
 * `node_modules/.cache` name it by the hash of what the work reads.
 */
export function hashFiles(files: string[], base: string): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(path.relative(base, file)).update('\0').update(fs.readFileSync(file));
  return hash.digest('hex');
}

/**
 * Deletes all but the `keep` newest entries (files or folders) of a cache folder, so that a cache kept
 * between deploys (`node_modules/.cache`) does not grow with every content change.
 */
export function pruneCache(dir: string, keep = 4): void {
  if (!fs.existsSync(dir)) return;
  const entries = fs
    .readdirSync(dir)
    .map((name) => ({ file: path.join(dir, name), time: fs.statSync(path.join(dir, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const { file } of entries.slice(keep)) fs.rmSync(file, { recursive: true, force: true });
}
