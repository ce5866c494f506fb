/**
 * The index in fragments (docs-dev/search.md): a small manifest per language, the term maps sharded by a
 * hash of the term, and each page's text in its own file, each named by the content hash of its group. A query
 * fetches the manifest, the shards its terms fall in, then the text of the pages it shows.
 */

/** Format of the files: bump it when the fields, the tokenizer, the sharding or the encodings change. */
export const INDEX_FORMAT = 10;
/**
 * Fragments are named by groups: term shard n by the hash of group `n % TERM_GROUPS`, page id's text by that of
 * group `TERM_GROUPS + id % PAGE_GROUPS`, each the hash of its files' content. An edit to one page renames its
 * text's group and the groups of the shards its changed terms fall in, not every fragment; the manifest carries
 * one short hash per group (384 hex digits) at any size.
 */
const TERM_GROUPS = 48;
const PAGE_GROUPS = 16;
const GROUP_HEX = 6;

/**
 * The manifest `static/search_index.<lang>.<hash>.json`: the page count, the shard count (term `t` lives
 * in shard `shardOf(t, shards)`) and the groups' hashes, `GROUP_HEX` hex digits each, term groups first.
 */
export type SearchManifest = { format: number; lang: string; pages: number; shards: number; hashes: string };

/**
 * A shard: for each field of the Document, and for the name boosts, a term map as one string,
 * ` term:pages term:pages `, pages per slot (`3,1a|f`: ascending ids as base-36 gaps), looked up at query time.
 * `names`: the compact title, Chinese name or keyword (slot 0) and headings (slot 1) of pages; `words`:
 * a page's English title words, in slot k when its title has k + 1 of them.
 */
export type Shard = Record<string, string>;

/** FNV-1a over UTF-16 units: the same in the browser and in Node. */
function hash32(text: string, seed = 0x811c9dc5): number {
  let h = seed;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The content hash of a group of fragments. */
const contentHash = (text: string): string =>
  (hash32(text).toString(16).padStart(8, '0') + hash32(text, 0x6b43a9b5).toString(16).padStart(8, '0')).slice(
    0,
    GROUP_HEX,
  );

/** The manifest's `hashes`: each group's hash, from the shards' and the pages' texts (ids are positions). */
export function groupHashes(shardTexts: readonly string[], pageTexts: readonly string[]): string {
  const groups: string[][] = Array.from({ length: TERM_GROUPS + PAGE_GROUPS }, () => []);
  for (const [n, text] of shardTexts.entries()) groups[n % TERM_GROUPS]?.push(text);
  for (const [id, text] of pageTexts.entries()) groups[TERM_GROUPS + (id % PAGE_GROUPS)]?.push(text);
  return groups.map((texts) => contentHash(texts.join('\n'))).join('');
}

const groupHash = (m: SearchManifest, group: number) => m.hashes.slice(group * GROUP_HEX, (group + 1) * GROUP_HEX);

/** The shard of a term among `n`. */
export const shardOf = (term: string, n: number): number => hash32(term) % n;

/**
 * File names under `static/`: `search/<lang>.t<n>.<hash>.json` (shard n), `search/<lang>.p<id>.<hash>.json`
 * (a page's text). A file whose group's content changed has another hash, so every name is immutable.
 */
export const shardFile = (m: SearchManifest, n: number) =>
  `search/${m.lang}.t${n}.${groupHash(m, n % TERM_GROUPS)}.json`;
export const shardName = (m: SearchManifest, term: string) => shardFile(m, shardOf(term, m.shards));
export const pageName = (m: SearchManifest, id: number) =>
  `search/${m.lang}.p${id}.${groupHash(m, TERM_GROUPS + (id % PAGE_GROUPS))}.json`;
/** Whether a fragment's name is a page's text. */
export const isPageName = (name: string): boolean => /\.p\d+\.[0-9a-f]+\.json$/.test(name);

/** Slots of a term map: an empty slot is null, as in FlexSearch's own maps. */
export type Slots = (number[] | null)[];

/** One slot's ids, ascending, as base-36 gaps (`3,1a,f` is pages 3, 49, 64): long lists compress to little. */
const encodeIds = (ids: number[]) =>
  [...ids]
    .sort((a, b) => a - b)
    .map((id, i, all) => (id - (i ? (all[i - 1] as number) : 0)).toString(36))
    .join(',');

/** One term map as its string. */
export const encodeMap = (entries: [string, Slots][]): string =>
  ` ${entries.map(([term, s]) => `${term}:${s.map((ids) => encodeIds(ids ?? [])).join('|')}`).join(' ')} `;

/** The slots of `term` in a map string, or undefined. */
export function decodeTerm(text: string | undefined, term: string): Slots | undefined {
  const at = text?.indexOf(` ${term}:`) ?? -1;
  if (!text || at < 0) return undefined;
  const pages = text.slice(at + term.length + 2, text.indexOf(' ', at + 1));
  return pages.split('|').map((s) => {
    let id = 0;
    return s ? s.split(',').map((gap) => (id += Number.parseInt(gap, 36))) : null;
  });
}

/** Reads a fragment by its name under `static/`: at once (Node), or as a promise (the browser). */
export type ReadFragment = (name: string) => unknown;

/** The fragments read so far, and those on their way. */
export class Fragments {
  readonly #got = new Map<string, unknown>();
  readonly #pending = new Map<string, Promise<unknown>>();
  constructor(readonly read: ReadFragment) {}

  /** The fragment, or undefined while it loads (asking starts the load). */
  get<T>(name: string): T | undefined {
    if (this.#got.has(name)) return this.#got.get(name) as T;
    if (this.#pending.has(name)) return undefined;
    const value = this.read(name);
    if (typeof (value as Promise<unknown> | undefined)?.then !== 'function') {
      this.#got.set(name, value);
      return value as T;
    }
    const loading = (value as Promise<unknown>).then(
      (v) => void this.#got.set(name, v),
      (error: unknown) => {
        throw new Error(`Search fragment ${name} could not be loaded.`, { cause: error });
      },
    );
    this.#pending.set(
      name,
      loading.finally(() => this.#pending.delete(name)),
    );
    return undefined;
  }

  /** Whether a fragment asked for is still loading. */
  get loading(): boolean {
    return this.#pending.size > 0;
  }

  /** Resolves once the fragments asked for so far have loaded; rejects if one failed. */
  async settle(): Promise<void> {
    await Promise.all(this.#pending.values());
  }
}
