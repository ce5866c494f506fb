/**
 * Rspress's built-in llms output (`llms.txt`, `llms-full.txt`, a `.md` per page), with each language's
 * `llms.txt` in its own language: Rspress's default renderer writes the site-level description into
 * every language's file, so the Chinese `llms.txt` opened with an English summary. Same format as the
 * default otherwise (https://llmstxt.org: `# title`, `> summary`, `## section`, `- [page](md)`).
 */
import type { LlmsTxtContext, RspressPlugin, UserConfig } from '@rspress/core';
import { withThemeConfig } from '../pluginKit';
import type { PublishingState } from './state';

/**
 * A renderer for `llms: { llmsTxt }` that takes each language's description from `descriptions`, and a
 * page's description from `pageDescription` when its record no longer carries it (rspress-patches/slimPageData/plugin.ts
 * moves it into the page's own module).
 */
export function llmsTxtRenderer(
  descriptions: ReadonlyMap<string, string>,
  pageDescription: (routePath: string) => string | undefined = () => undefined,
) {
  return (ctx: LlmsTxtContext): string => {
    const description = descriptions.get(ctx.lang) ?? ctx.description;
    const lines = [`# ${ctx.title ?? ''}`];
    if (description) lines.push('', `> ${description}`);
    for (const section of ctx.sections) {
      lines.push('', `## ${section.title}`, '');
      for (const page of section.pages) {
        const description = page.description ?? pageDescription(page.routePath);
        lines.push(`- [${page.title}](${page.link})${description ? `: ${description}` : ''}`);
      }
    }
    return `${lines.join('\n')}\n`;
  };
}

/** The llms output with {@link llmsTxtRenderer}, and the copy control under each H1. */
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
