import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type OwnFields,
  overviewPrefixes,
  remarkPageOwnFields,
  slimPageData,
  slimPageRecord,
  takeOwnFields,
} from '../../../rspress-patches/slimPageData/plugin';
import { tempTree } from '../support/tempTree';

type Record = Parameters<typeof slimPageRecord>[0];

const record = (routePath: string): Record =>
  ({
    title: 'Page',
    routePath,
    lang: 'en',
    version: '',
    _relativePath: 'en/x.mdx',
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

describe('given the page records Rspress bundles into every page', () => {
  it('should keep level-2 headings only for pages an overview page lists', () => {
    const listed = record('/practice/frameworks/react/');
    slimPageRecord(listed, ['/practice/frameworks/']);
    expect(listed.toc).toEqual([{ id: 'a', text: 'A', depth: 2, charIndex: -1 }]);
    const other = record('/guide/start/');
    slimPageRecord(other, ['/practice/frameworks/']);
    expect(other.toc).toEqual([]);
  });

  it('should keep only the frontmatter keys other pages read, and what the current page needs', () => {
    const page = record('/guide/start/');
    slimPageRecord(page, []);
    expect(page.frontmatter).toEqual({ title: 'Page', overview: true });
    expect(page).toMatchObject({
      description: 'What the page is for.',
      _relativePath: 'en/x.mdx',
      lastUpdatedTime: '1/1/2026',
    });
  });
});

describe('given the fields only the page itself reads', () => {
  it('should take description, source path and last-updated line out of the bundled copy of the record', () => {
    const page = record('/guide/start/');
    const own = takeOwnFields(page);
    expect(own).toEqual({
      description: 'What the page is for.',
      _relativePath: 'en/x.mdx',
      lastUpdatedTime: '1/1/2026',
    });
    const bundled = { ...page };
    expect(bundled).not.toHaveProperty('description');
    expect(bundled).not.toHaveProperty('_relativePath');
    expect(bundled).not.toHaveProperty('lastUpdatedTime');
    expect(JSON.stringify(page)).not.toContain('1/1/2026');
    expect(bundled).toMatchObject({ title: 'Page' });
  });

  it('should catch a last-updated line set after the record was trimmed (Rspress sets it in parallel)', () => {
    const page = record('/guide/start/');
    delete (page as { lastUpdatedTime?: string }).lastUpdatedTime;
    const own = takeOwnFields(page);
    expect(own).not.toHaveProperty('lastUpdatedTime');
    (page as { lastUpdatedTime?: string }).lastUpdatedTime = '2/2/2026';
    expect(own.lastUpdatedTime).toBe('2/2/2026');
    expect((page as { lastUpdatedTime?: string }).lastUpdatedTime).toBe('2/2/2026');
    expect({ ...page }).not.toHaveProperty('lastUpdatedTime');
  });

  it('should hand them to the page meta Rspress writes into the page module', () => {
    const own = new Map<string, OwnFields>([[path.resolve('/docs/en/x.mdx'), { description: 'Mine.' }]]);
    const data = new Map<string, unknown>([['pageMeta', { toc: [], title: '' }]]);
    const processor = { data: (key: string) => data.get(key) };
    const transform = remarkPageOwnFields(own).call(processor);
    transform(null, { path: '/docs/en/x.mdx' });
    expect(data.get('pageMeta')).toEqual({ toc: [], title: '', description: 'Mine.' });
    transform(null, { path: '/docs/en/other.mdx' });
    expect(data.get('pageMeta')).toEqual({ toc: [], title: '', description: 'Mine.' });
  });

  it('should fail the build, naming the page, when Rspress no longer hands over the page meta', () => {
    const own = new Map<string, OwnFields>([[path.resolve('/docs/en/x.mdx'), { description: 'Mine.' }]]);
    const transform = remarkPageOwnFields(own).call({ data: () => undefined });
    expect(() => transform(null, { path: '/docs/en/x.mdx' })).toThrow(
      /x\.mdx no 'pageMeta'.*RSPRESS_PATCHES_OFF=slimPageData/,
    );
  });
});

describe('given a docs folder', () => {
  it('should find the overview pages of both languages', () => {
    const root = tempTree('docs', {
      'en/practice/frameworks/index.mdx': '---\noverview: true\n---\n\n# Frameworks\n',
      'zh/practice/frameworks/index.mdx': '---\ntitle: x\noverview: true\n---\n',
      'en/guide/start/index.mdx': '---\noverview: false\n---\n# Intro\n',
    });
    expect(overviewPrefixes(root).sort()).toEqual(['/practice/frameworks/', '/zh/practice/frameworks/']);
  });
});

describe('given every full record before extendPageData', () => {
  it('should keep headings under the overview pages the records name, without reading the pages', () => {
    const plugin = slimPageData('/no/such/docs');
    const overview = { ...record('/zh/practice/frameworks/'), frontmatter: { overview: true } } as Record;
    const listed = record('/zh/practice/frameworks/react/');
    const other = record('/guide/start/');
    plugin.modifySearchIndexData?.([overview, { ...other, frontmatter: {} } as Record], true);
    plugin.extendPageData?.(listed, true);
    plugin.extendPageData?.(other, true);
    expect(listed.toc.map((h) => h.id)).toEqual(['a']);
    expect(other.toc).toEqual([]);
  });
});

describe('given the plugin as the build runs it', () => {
  /** The plugin's hook on a page record, then its remark plugin on the same page's MDX file. */
  function buildPage(isProd: boolean) {
    const root = tempTree('docs', { 'en/guide/start/index.mdx': '# Start\n' });
    const plugin = slimPageData(root);
    const file = path.join(root, 'en/guide/start/index.mdx');
    const page = { ...record('/guide/start/'), _filepath: file } as Record;
    plugin.extendPageData?.(page, isProd);
    const meta = { toc: [], title: 'Start' };
    const processor = { data: (key: string) => (key === 'pageMeta' ? meta : undefined) };
    const [remark] = plugin.markdown?.remarkPlugins ?? [];
    const transform = (remark as ReturnType<typeof remarkPageOwnFields>).call(processor);
    transform(null, { path: file });
    return { page, meta };
  }

  it("should move the fields it takes out of a page record into the same page's module meta", () => {
    const { page, meta } = buildPage(true);
    expect(page).not.toHaveProperty('description');
    expect({ ...page }).not.toHaveProperty('lastUpdatedTime');
    expect(meta).toEqual({
      toc: [],
      title: 'Start',
      description: 'What the page is for.',
      _relativePath: 'en/x.mdx',
      lastUpdatedTime: '1/1/2026',
    });
  });

  it('should leave the fields in the record on the dev server', () => {
    const { page, meta } = buildPage(false);
    expect(page).toMatchObject({ description: 'What the page is for.', _relativePath: 'en/x.mdx' });
    expect(meta).toEqual({ toc: [], title: 'Start' });
  });
});
