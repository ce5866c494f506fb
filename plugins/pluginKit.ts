/** Small helpers our Rspress plugins share. */
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
