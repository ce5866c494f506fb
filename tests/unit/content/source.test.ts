import { describe, expect, it } from 'vitest';
import { countWords, parsePage } from '../../../lib/content/source.mjs';
import { countHan } from '../../../theme/logic/cjk';

describe('given an MDX page', () => {
  const page = parsePage(
    [
      '---',
      'description: A page',
      '---',
      '# Title',
      '',
      '## Version negotiation {#version-negotiation}',
      '',
      '## 共享依赖',
      '',
      'See [shared](/configure/shared#singleton) and <a href="/guide/start/">intro</a>.',
      '',
      '```ts no-check="a fragment of the shared option" title="x.ts"',
      'shared: {}',
      '```',
    ].join('\n'),
    'docs/en/x.mdx',
  );

  it('should read the frontmatter', () => {
    expect(page.frontmatter).toEqual({ description: 'A page' });
  });

  it('should give headings the ids Rspress gives them, custom ids first', () => {
    expect(page.headings.map((h) => [h.depth, h.id])).toEqual([
      [1, 'title'],
      [2, 'version-negotiation'],
      [2, '共享依赖'],
    ]);
  });

  it('should find markdown and JSX links with their lines', () => {
    expect(page.links).toEqual([
      { url: '/configure/shared#singleton', line: 10 },
      { url: '/guide/start/', line: 10 },
    ]);
  });

  it('should read the opt-out reason of a code block', () => {
    expect(page.code).toHaveLength(1);
    expect(page.code[0]).toMatchObject({ lang: 'ts', line: 12, noCheck: 'a fragment of the shared option' });
  });

  it('should leave code out of the prose', () => {
    expect(page.prose).not.toContain('shared: {}');
  });
});

describe('given malformed input', () => {
  it('should name file and line of broken frontmatter', () => {
    expect(() => parsePage('---\ntitle: [unclosed\nother: 1\n---\n# x\n', 'docs/en/bad.mdx')).toThrowError(
      /^docs\/en\/bad\.mdx:\d+: malformed frontmatter/,
    );
  });

  it('should name file and line of an unclosed JSX tag', () => {
    expect(() => parsePage('# x\n\n<div>\n\ntext\n', 'docs/en/bad.mdx')).toThrowError(
      /^docs\/en\/bad\.mdx:3: MDX syntax error/,
    );
  });
});

describe('given prose in either language', () => {
  it('should count English words and Chinese characters', () => {
    expect(countWords("The host's remote entry loads, then it's done.")).toBe(8);
    expect(countHan('生产者暴露模块 loadRemote')).toBe(7);
  });
});
