import { describe, expect, it } from 'vitest';
import { overviewPrefixes, slimPageRecord } from '../../../plugins/slimPageData';
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
