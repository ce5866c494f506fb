/**
 * `llms.txt` in the language it lists: Rspress's default renderer writes the site-level description
 * into every language's file, so the Chinese `llms.txt` opened with an English summary. Same format
 * as the default otherwise (https://llmstxt.org: `# title`, `> summary`, `## section`, `- [page](md)`).
 */
import type { LlmsTxtContext } from '@rspress/core';

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
