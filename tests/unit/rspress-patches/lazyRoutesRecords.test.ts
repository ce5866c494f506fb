import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lazyRoutes } from '../../../rspress-patches/lazyRoutes/plugin';
import {
  type OwnFields,
  overviewPrefixes,
  remarkOwnFields,
  splitRecord,
  trimRecord,
} from '../../../rspress-patches/lazyRoutes/records';

type Record = Parameters<typeof trimRecord>[0];

const record = (routePath: string): Record =>
  ({
    title: 'Page',
    routePath,
    lang: 'en',
    version: '',
    _relativePath: 'en/x.mdx',
    _filepath: '/docs/en/x.mdx',
    content: 'the page text',
    description: 'What the page is for.',
    lastUpdatedTime: '1/1/2026',
    toc: [
      { id: 'a', text: 'A', depth: 2, charIndex: 10 },
      { id: 'b', text: 'B', depth: 3, charIndex: 20 },
    ],
    frontmatter: {
      title: 'Page',
      description: 'What the page is for.',
      hero: { name: 'x' },
      features: [1, 2],
      overview: true,
    },
  }) as unknown as Record;

describe('given the page records the route shards ship', () => {
  it('should keep level-2 headings only for pages an overview page lists', () => {
    const listed = record('/practice/frameworks/react/');
    trimRecord(listed, ['/practice/frameworks/']);
    expect(listed.toc).toEqual([{ id: 'a', text: 'A', depth: 2, charIndex: -1 }]);
    const other = record('/guide/start/');
    trimRecord(other, ['/practice/frameworks/']);
    expect(other.toc).toEqual([]);
  });

  it('should keep only the frontmatter keys other pages read', () => {
    const page = record('/guide/start/');
    trimRecord(page, []);
    expect(page.frontmatter).toEqual({ title: 'Page', overview: true });
  });

  it('should find the overview pages of both languages in the full records', () => {
    const pages = [
      { ...record('/practice/frameworks/'), frontmatter: { overview: true } },
      { ...record('/zh/practice/frameworks/'), frontmatter: { overview: true } },
      { ...record('/guide/start/'), frontmatter: { overview: false } },
    ] as Record[];
    expect(overviewPrefixes(pages)).toEqual(['/practice/frameworks/', '/zh/practice/frameworks/']);
  });
});

describe('given the fields only the page itself reads', () => {
  it('should ship the record without them, nor the text Rspress leaves out, and return them', () => {
    const { shipped, own } = splitRecord(record('/guide/start/'));
    expect(own).toEqual({
      description: 'What the page is for.',
      _relativePath: 'en/x.mdx',
      lastUpdatedTime: '1/1/2026',
    });
    for (const key of ['description', '_relativePath', 'lastUpdatedTime', 'content', '_filepath'])
      expect(shipped).not.toHaveProperty(key);
    expect(shipped).toMatchObject({ title: 'Page', routePath: '/guide/start/' });
  });

  it('should hand them to the page meta Rspress writes into the page module', () => {
    const own = new Map<string, OwnFields>([[path.resolve('/docs/en/x.mdx'), { description: 'Mine.' }]]);
    const data = new Map<string, unknown>([['pageMeta', { toc: [], title: '' }]]);
    const transform = remarkOwnFields(own).call({ data: (key: string) => data.get(key) });
    transform(null, { path: '/docs/en/x.mdx' });
    expect(data.get('pageMeta')).toEqual({ toc: [], title: '', description: 'Mine.' });
    transform(null, { path: '/docs/en/other.mdx' });
    expect(data.get('pageMeta')).toEqual({ toc: [], title: '', description: 'Mine.' });
  });

  it('should fail the build, naming the page, when Rspress no longer hands over the page meta', () => {
    const own = new Map<string, OwnFields>([[path.resolve('/docs/en/x.mdx'), { description: 'Mine.' }]]);
    const transform = remarkOwnFields(own).call({ data: () => undefined });
    expect(() => transform(null, { path: '/docs/en/x.mdx' })).toThrow(
      /x\.mdx no 'pageMeta'.*RSPRESS_PATCHES_OFF=lazyRoutes/,
    );
  });
});

describe('given the plugin as the build runs its hooks', () => {
  it('should trim under the overview pages of the full records, and keep the others whole until the browser bundle', () => {
    const plugin = lazyRoutes();
    const overview = { ...record('/zh/practice/frameworks/'), frontmatter: { overview: true } } as Record;
    const listed = record('/zh/practice/frameworks/react/');
    const other = record('/guide/start/');
    plugin.modifySearchIndexData?.([overview, { ...other, frontmatter: {} } as Record], true);
    plugin.extendPageData?.(listed, true);
    plugin.extendPageData?.(other, true);
    expect(listed.toc.map((h) => h.id)).toEqual(['a']);
    expect(other.toc).toEqual([]);
    // The last-updated line is set later by Rspress's own plugin: the record keeps the page's fields.
    expect(other).toMatchObject({ description: 'What the page is for.', lastUpdatedTime: '1/1/2026' });
  });
});
