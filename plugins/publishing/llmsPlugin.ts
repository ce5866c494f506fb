import type { RspressPlugin, UserConfig } from '@rspress/core';
import { withThemeConfig } from '../pluginKit';
import { llmsTxtRenderer } from './llmsTxt';
import type { PublishingState } from './state';

/**
 * Rspress's built-in llms output (`llms.txt`, `llms-full.txt`, a `.md` per page) with each language's
 * `llms.txt` opening with that language's description, and the copy control under each H1.
 */
export function llmsPlugin(state: PublishingState): RspressPlugin {
  return {
    name: 'mf-publishing-llms',
    config(config: UserConfig): UserConfig {
      const llmsTxt = llmsTxtRenderer(state.siteDescriptions, (route) => state.pageDescriptions.get(route));
      return withThemeConfig(config.llms === true ? { ...config, llms: { llmsTxt } } : config, (themeConfig) => ({
        ...themeConfig,
        // The view-options menu is off because its trigger has no accessible name in Rspress 2.0.22.
        llmsUI: themeConfig.llmsUI ?? { viewOptions: false, placement: 'title' },
      }));
    },
  };
}
