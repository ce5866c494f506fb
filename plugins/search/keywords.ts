/**
 * The words search knows for a page beside its own (docs-dev/search.md): the list in
 * config/searchKeywords.mjs, and each term of config/terms.mjs in both forms, so a Chinese reader's
 * 暴露 finds the page titled `exposes`.
 */
import { SEARCH_KEYWORDS } from '../../config/searchKeywords.mjs';
import { TERMS } from '../../config/terms.mjs';
import { compact, singular } from '../../theme/logic/search/text';
import type { PageRecord, TocEntry } from '../../theme/logic/search/types';

/** A term's renderings: `expose / exposed module` → expose, exposed module; asides in brackets dropped. */
const forms = (text: string) =>
  text
    .replace(/\([^)]*\)|（[^）]*）|`/g, '')
    .split(/\s*[/,]\s*/)
    .map((f) => f.trim())
    .filter(Boolean);

/** Compact and singular: `Exposes` and `expose` compare equal. */
const key = (text: string) => {
  const c = compact(text);
  return singular(c) ?? c;
};

/** The other forms of each term, by the key of one form (English to Chinese and back). */
const termForms = new Map<string, string[]>();
for (const term of TERMS) {
  if (term.keep) continue;
  const en = forms(term.en);
  const zh = forms(term.zh);
  for (const [from, to] of [
    [en, zh],
    [zh, en],
  ] as const)
    for (const f of from) termForms.set(key(f), [...new Set([...(termForms.get(key(f)) ?? []), ...to])]);
}

/**
 * The record with its extra words: a page's as `keywords` (ranked as its title), an entry's as headings of
 * that entry (as the console lines of error entries are), so a hit leads to the section.
 */
export function withKeywords(record: PageRecord): PageRecord {
  const keywords = new Set(termForms.get(key(record.title)) ?? []);
  let toc = record.toc ?? [];
  for (const { target, words } of SEARCH_KEYWORDS) {
    const [route, id] = target.split('#');
    if (route !== record.routePath) continue;
    const at = id ? toc.findIndex((h) => h.id === id) : -1;
    if (!id) for (const w of words) keywords.add(w);
    else if (at < 0) throw new Error(`config/searchKeywords.mjs: ${target} names no heading of ${route}.`);
    else {
      const h = toc[at] as TocEntry;
      const extra = words.map((text) => ({ text, id: h.id, depth: h.depth + 1, charIndex: h.charIndex }));
      toc = [...toc.slice(0, at + 1), ...extra, ...toc.slice(at + 1)];
    }
  }
  keywords.delete(record.title);
  return { ...record, toc, ...(keywords.size ? { keywords: [...keywords] } : {}) };
}
