/**
 * Each language's `llms.txt` (https://llmstxt.org: `# title`, `> summary`, `## section`, `- [page](md):
 * description`) and `llms-full.txt` (every page's Markdown copy, each under a `url:` header), from the
 * Markdown copies (markdownCopies.ts). Pages are grouped by the top navigation item whose `activeMatch`
 * they fall under, in the order of their sidebar, as Rspress's own llms output did; each language's file
 * opens with that language's title and description. Also the copy control under each H1 (`llmsUI`).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { NavItem, RspressPlugin, UserConfig } from '@rspress/core';
import { withThemeConfig } from '../pluginKit';
import type { MarkdownCopy } from './markdownCopy';
import { mdFileOf } from './markdownCopy';
import { pureRoute, routeIn } from './pages';

/** One `## section` of llms.txt. */
export interface LlmsSection {
  title: string;
  pages: MarkdownCopy[];
}

/** `llms.txt` of one language. */
export function llmsTxt(title: string, description: string | undefined, sections: LlmsSection[], origin: string) {
  const lines = [`# ${title}`];
  if (description) lines.push('', `> ${description}`);
  for (const section of sections) {
    lines.push('', `## ${section.title}`, '');
    for (const page of section.pages)
      lines.push(
        `- [${page.title}](${origin}/${mdFileOf(page.routePath)})${page.description ? `: ${page.description}` : ''}`,
      );
  }
  return `${lines.join('\n')}\n`;
}

/** `llms-full.txt` of one language: the copies in order, each after a header with its URL. */
const llmsFullTxt = (copies: MarkdownCopy[], origin: string): string =>
  copies.map((copy) => `---\nurl: ${origin}/${mdFileOf(copy.routePath)}\n---\n\n${copy.markdown}`).join('\n');

type Locale = NonNullable<NonNullable<UserConfig['themeConfig']>['locales']>[number];
// biome-ignore lint/suspicious/noExplicitAny: sidebar entries of every shape Rspress accepts.
type SidebarEntry = any;

/** A route or link compared without `.html`, a trailing `index` or a trailing slash. */
const normal = (link: string) =>
  link
    .replace(/\.html$/, '')
    .replace(/\/index$/, '/')
    .replace(/(.)\/$/, '$1');

/** The links of a sidebar, depth first, each with the language prefix it is served under. */
function sidebarOrder(sidebar: Locale['sidebar'], lang: string, defaultLang: string): string[] {
  const links: string[] = [];
  const walk = (entry: SidebarEntry) => {
    if (typeof entry === 'string') links.push(entry);
    else if (entry && typeof entry === 'object') {
      if (typeof entry.link === 'string') links.push(entry.link);
      for (const item of entry.items ?? []) walk(item);
    }
  };
  for (const entries of Object.values(sidebar ?? {})) for (const entry of entries) walk(entry);
  return links.map((link) =>
    normal(link.startsWith('/') ? routeIn(pureRoute(link, lang, defaultLang), lang, defaultLang) : link),
  );
}

/**
 * The sections of one language: one per top navigation link (its pages in sidebar order, the rest after
 * them in file order), then `Others` for pages under none. The home page is in none.
 */
export function llmsSections(copies: MarkdownCopy[], nav: NavItem[], order: string[]): LlmsSection[] {
  // A link listed twice ranks where it first appears.
  const position = new Map([...order.entries()].reverse().map(([i, link]) => [link, i]));
  const rank = (copy: MarkdownCopy) => position.get(normal(copy.routePath)) ?? Number.MAX_SAFE_INTEGER;
  const links = nav.flatMap((item) =>
    'link' in item && typeof item.link === 'string'
      ? [{ title: item.text ?? '', match: new RegExp(item.activeMatch ?? item.link) }]
      : [],
  );
  const sections: LlmsSection[] = [...links.map(({ title }) => ({ title, pages: [] })), { title: 'Others', pages: [] }];
  for (const copy of copies) {
    const at = links.findIndex(({ match }) => match.test(copy.routePath));
    sections[at === -1 ? links.length : at]?.pages.push(copy);
  }
  for (const section of sections) section.pages.sort((a, b) => rank(a) - rank(b));
  return sections.filter((section) => section.pages.length > 0);
}

/** Writes `llms.txt` and `llms-full.txt` of every language of `config` into `outDir`. */
export function writeLlmsFiles(outDir: string, config: UserConfig, copies: MarkdownCopy[]): void {
  const origin = (config.siteOrigin ?? '').replace(/\/$/, '');
  const defaultLang = config.lang ?? 'en';
  for (const locale of config.themeConfig?.locales ?? []) {
    const site = config.locales?.find((l) => l.lang === locale.lang);
    const ofLang = copies.filter((copy) => copy.lang === locale.lang);
    const nav = Array.isArray(locale.nav) ? locale.nav : [];
    const sections = llmsSections(ofLang, nav, sidebarOrder(locale.sidebar, locale.lang, defaultLang));
    // llms.txt lists every page but the home page; llms-full.txt holds them all.
    const listed = sections.map((section) => ({
      ...section,
      pages: section.pages.filter((page) => pureRoute(page.routePath, locale.lang, defaultLang) !== '/'),
    }));
    const dir = path.join(outDir, routeIn('/', locale.lang, defaultLang));
    fs.mkdirSync(dir, { recursive: true });
    const title = site?.title ?? locale.title ?? config.title ?? '';
    const description = site?.description ?? locale.description ?? config.description;
    fs.writeFileSync(
      path.join(dir, 'llms.txt'),
      llmsTxt(
        title,
        description,
        listed.filter((s) => s.pages.length),
        origin,
      ),
    );
    fs.writeFileSync(
      path.join(dir, 'llms-full.txt'),
      llmsFullTxt(
        sections.flatMap((s) => s.pages),
        origin,
      ),
    );
  }
}

/** The copy control under each H1 ("Copy page as Markdown"), which fetches the page's Markdown copy. */
export function llmsPlugin(): RspressPlugin {
  return {
    name: 'mf-publishing-llms',
    config(config: UserConfig): UserConfig {
      return withThemeConfig(config, (themeConfig) => ({
        ...themeConfig,
        // The view-options menu is off because its trigger has no accessible name in Rspress 2.0.22.
        llmsUI: themeConfig.llmsUI ?? { viewOptions: false, placement: 'title' },
      }));
    },
  };
}
