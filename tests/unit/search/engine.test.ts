import { describe, expect, it, vi } from 'vitest';
import { buildIndex } from '../../../theme/logic/search/build';
import { memoryReader, SearchEngine } from '../../../theme/logic/search/engine';
import { findRanges, snippet, splitHighlights } from '../../../theme/logic/search/hits';
import type { PageRecord } from '../../../theme/logic/search/types';

/** Display width where full-width characters count as 3 (SPEC §9). */
const textWidth = (text: string) => [...text].reduce((w, ch) => w + (ch.charCodeAt(0) > 255 ? 3 : 1), 0);

const pages: PageRecord[] = [
  {
    title: 'Runtime API',
    routePath: '/guide/basic/runtime',
    content:
      'Overview\n\nThe runtime exports loadRemote and registerRemotes.\n\nloadRemote\n\nCall loadRemote to load a module from a producer.',
    toc: [
      { text: 'Overview', id: 'overview', depth: 2, charIndex: 0 },
      { text: 'loadRemote', id: 'loadremote', depth: 2, charIndex: 56 },
    ],
  },
  {
    title: 'shareStrategy',
    routePath: '/configure/shareStrategy',
    content: 'Decides which copy of a shared dependency wins.',
    toc: [],
  },
  { title: 'Café', routePath: '/cafe', content: 'Un café crème.', toc: [] },
  {
    title: '共享依赖',
    routePath: '/zh/shared',
    content: '生产者和消费者共享依赖。插件系统也可以改写共享依赖。',
    toc: [],
  },
];
/** An engine over the fragments of `records`, read as the browser does: through JSON. */
const engineOf = (records: PageRecord[]) => {
  const built = buildIndex(records, 'en');
  return new SearchEngine(built.manifest, memoryReader(built));
};
const engine = engineOf(pages);
const rankRoutes = (query: string) => engine.rank(query).map((r) => r.record.routePath);

describe('given an English index', () => {
  it('should find identifiers by prefix and by a small typo', () => {
    expect(rankRoutes('loadRemot')[0]).toBe('/guide/basic/runtime');
    expect(rankRoutes('laodRemote')[0]).toBe('/guide/basic/runtime');
  });
  it('should find a camelCase identifier from its words', () => {
    expect(rankRoutes('share strategy')[0]).toBe('/configure/shareStrategy');
  });
  it('should ignore case and accents', () => {
    expect(rankRoutes('CAFE CREME')).toEqual(['/cafe']);
  });
  it('should give title, header and content hits with highlight ranges', () => {
    const hits = engine.search('loadRemote');
    expect(hits.map((h) => h.type)).toEqual(['header', 'content']);
    const header = hits[0]!;
    expect(header.link).toBe('/guide/basic/runtime#loadremote');
    expect(header.header).toBe('Runtime API > loadRemote');
    const [r] = header.highlightInfoList;
    expect(header.header.slice(r!.start, r!.start + r!.length)).toBe('loadRemote');
  });
  it('should find every page of a word used on many pages, the pages using it most first', () => {
    // 80 pages: ids past one base-36 digit, and five body slots (a page uses the word 1 to 5 times).
    const many = Array.from({ length: 80 }, (_, i) => ({
      title: `Page ${i}`,
      routePath: `/p${i}`,
      content: 'federation '.repeat(1 + (i % 5)),
    }));
    const ranked = engineOf(many).rank('federation', 80);
    const routes = ranked.map((r) => r.record.routePath);
    expect(new Set(routes).size).toBe(80);
    expect(routes.slice(0, 16)).toEqual(Array.from({ length: 16 }, (_, k) => `/p${5 * k + 4}`));
  });
  it('should find nothing for an absent word', () => {
    expect(engine.search('kubernetes')).toEqual([]);
  });
});

describe('given a Chinese index', () => {
  it('should rank the page that has the whole word first and still find partial words', () => {
    expect(rankRoutes('共享依赖')[0]).toBe('/zh/shared');
    expect(rankRoutes('插件')).toEqual(['/zh/shared']);
  });
});

describe('given highlight helpers', () => {
  it('should split text into pieces without touching markup', () => {
    const text = '<img src=x onerror=alert(1)>';
    const pieces = splitHighlights(text, findRanges(text, ['img']));
    expect(pieces).toEqual([
      { text: '<', highlighted: false, start: 0 },
      { text: 'img', highlighted: true, start: 1 },
      { text: ' src=x onerror=alert(1)>', highlighted: false, start: 4 },
    ]);
  });
  it('should highlight identifier parts only at word or camel boundaries', () => {
    expect(findRanges('loadRemote preloaded', ['load'])).toEqual([{ start: 0, length: 4 }]);
  });
  it('should cut a snippet about 100 wide, full-width counting 3', () => {
    const text = `${'前'.repeat(60)}共享依赖${'后'.repeat(80)}`;
    const { statement, ranges } = snippet(text, [{ start: 60, length: 4 }]);
    expect(textWidth(statement)).toBeLessThanOrEqual(100 + 2 * 3 + 12);
    expect(textWidth(statement)).toBeGreaterThan(90);
    expect(statement.slice(ranges[0]!.start, ranges[0]!.start + 4)).toBe('共享依赖');
  });
});

describe('given the result cache', () => {
  it('should keep the answers to the 100 most recently used queries, a read counting as a use', () => {
    const cached = engineOf(pages);
    const first = Array.from({ length: 100 }, (_, i) => cached.search(`remote ${i}`));
    // Asking for query 0 again makes it the most recent: a FIFO would evict it next, an LRU evicts query 1.
    expect(cached.search('remote 0')).toBe(first[0]);
    cached.search('remote 100');
    expect(cached.search('remote 0')).toBe(first[0]);
    expect(cached.search('remote 2')).toBe(first[2]);
    expect(cached.search('remote 1')).not.toBe(first[1]);
  });
});

describe('given a reader whose first query is Latin', () => {
  it("should not make the browser's word segmenter until a query has Chinese in it, then make it once", async () => {
    // Making one costs Chromium 20–50 ms, inside the wait for the first result (docs-dev/search.md).
    const Original = Intl.Segmenter;
    let made = 0;
    class Counting extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        made++;
      }
    }
    Object.assign(Intl, { Segmenter: Counting });
    try {
      vi.resetModules(); // a fresh module: no segmenter made by the tests above
      const fresh = await import('../../../theme/logic/search/engine');
      const built = (await import('../../../theme/logic/search/build')).buildIndex(pages, 'en');
      const engine = new fresh.SearchEngine(built.manifest, fresh.memoryReader(built));
      engine.search('loadRemote');
      engine.search('share strategy');
      expect(made).toBe(0);
      expect(engine.rank('共享依赖')[0]?.record.routePath).toBe('/zh/shared');
      engine.search('插件');
      expect(made).toBe(1);
    } finally {
      Object.assign(Intl, { Segmenter: Original });
    }
  });
});

describe('given a one-sentence edit to one page (a returning reader, issue 44)', () => {
  // Forty pages, so that the page texts fall in every group; page 7 gets a sentence of words no page had.
  const many: PageRecord[] = Array.from({ length: 40 }, (_, i) => ({
    title: `Page ${i}`,
    routePath: `/p${i}`,
    content: `Section ${i} about shared dependencies, remotes and manifest number${i}.`,
    toc: [],
  }));
  const edited = many.map((p, i) => (i === 7 ? { ...p, content: `${p.content} Zephyrine quokkas juggle.` } : p));
  const before = buildIndex(many, 'en');
  const after = buildIndex(edited, 'en');
  const kept = (name: string) => after.files.has(name);

  it('should keep the shard count, and the names of the texts of every page outside the edited page’s group', () => {
    expect(after.manifest.shards).toBe(before.manifest.shards);
    const renamed = [...before.files.keys()].filter((name) => name.includes('.p') && !kept(name));
    // Pages 7, 23 and 39 share a group of 16.
    expect(renamed.sort()).toEqual(
      ['search/en.p23.', 'search/en.p39.', 'search/en.p7.'].map((p) => expect.stringContaining(p)),
    );
  });

  it('should rename only the term shards of the groups whose shards changed', () => {
    const changed = [...after.files].filter(([name, text]) => name.includes('.t') && before.files.get(name) !== text);
    const renamedShards = [...before.files.keys()].filter((name) => name.includes('.t') && !kept(name));
    expect(renamedShards.length).toBeGreaterThan(0);
    // Far fewer than every shard: the words of one sentence fall in a few groups of 48.
    expect(renamedShards.length).toBeLessThan(before.manifest.shards / 2);
    expect(changed.length).toBe(renamedShards.length);
  });
});
