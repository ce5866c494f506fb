/**
 * Reference queries generated from the sidebar and the pages' headings, so a new option, runtime
 * function, hook or plugin is covered without editing a list: each must be found by its identifier,
 * its English words (`share strategy`) and, in Chinese, its Chinese name (`共享策略`).
 */
import type { SidebarGroup, SidebarItem } from '@rspress/core';
import { sidebarFor } from '../../../config/sidebar';
import type { PageRecord } from '../../../theme/logic/search/types';

/** A query and the links that answer it (a page, or the sections of the pages with that heading). */
export interface ReferenceQuery {
  query: string;
  /** A page route, or `route#id` of a section. */
  wanted: string[];
}

/** Routes (inside a language) whose pages are references: options, runtime API, hooks, plugins. */
const REFERENCE = /^\/(?:configure\/.+|plugin\/.+|guide\/basic\/runtime)$/;
const IDENTIFIER = /^[a-z][A-Za-z0-9]*$/;

/** `shareStrategy` → `share strategy`; null when the identifier is one word. */
const words = (identifier: string): string | null => {
  const spaced = identifier.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced === identifier.toLowerCase() ? null : spaced;
};

function sidebarPages(lang: 'en' | 'zh'): { text: string; link: string }[] {
  const out: { text: string; link: string }[] = [];
  const walk = (items: unknown[]) => {
    for (const item of items) {
      const g = item as SidebarGroup & SidebarItem;
      if (Array.isArray(g.items)) walk(g.items);
      else if (typeof g.link === 'string' && typeof g.text === 'string') out.push({ text: g.text, link: g.link });
    }
  };
  for (const items of Object.values(sidebarFor(lang))) walk(items as unknown[]);
  return out;
}

/** The reference queries of one language over its page records. */
export function referenceQueries(lang: 'en' | 'zh', records: PageRecord[]): ReferenceQuery[] {
  const prefix = lang === 'en' ? '' : '/zh';
  const byRoute = new Map(records.map((r) => [r.routePath, r]));
  const out: ReferenceQuery[] = [];
  const add = (query: string | null, wanted: string[]) => {
    if (query && !out.some((q) => q.query === query)) out.push({ query, wanted });
  };
  const references = sidebarPages(lang)
    .map((p) => ({ ...p, route: `${prefix}${p.link}`, inLang: p.link.replace(/^\/zh/, '') }))
    .filter((p) => REFERENCE.test(p.inLang.replace(/\/$/, '')) && byRoute.has(p.route));
  for (const page of references) {
    const record = byRoute.get(page.route)!;
    add(page.text, [page.route]);
    if (IDENTIFIER.test(record.title)) {
      add(words(record.title), [page.route]);
      // The Chinese name follows the identifier in the first sentence: `shareStrategy（共享策略）`.
      if (lang === 'zh')
        add(new RegExp(`^${record.title}（([^）]+)）`).exec(record.content)?.[1] ?? null, [page.route]);
    }
  }
  // Sections named by an identifier (runtime functions, hooks): every page with that heading answers.
  const sections = new Map<string, string[]>();
  for (const page of references) {
    for (const h of byRoute.get(page.route)!.toc ?? []) {
      if (IDENTIFIER.test(h.text)) sections.set(h.text, [...(sections.get(h.text) ?? []), `${page.route}#${h.id}`]);
    }
  }
  for (const [identifier, wanted] of sections) {
    add(identifier, wanted);
    add(words(identifier), wanted);
  }
  return out;
}
