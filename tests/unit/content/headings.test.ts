// Rspress's own table-of-contents reader: the ids it gives headings are the ones the site links to.
import { parseToc } from '@rspress/core/dist/node/mdx/remarkPlugins/toc.js';
import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { readFrontmatter } from '../../../lib/content/frontmatter.mjs';
import { headingReader } from '../../../lib/content/headings.mjs';
import { parseMdxTree } from '../../../lib/content/source.mjs';

const PAGE = [
  '# The `shared` option',
  '',
  '## Version **negotiation**',
  '## Version *negotiation*',
  '## [Linked](https://example.org) ~~old~~ title',
  '## 共享依赖 {#shared-deps}',
  '## `import()` and `loadRemote`',
  '## Same',
  '## Same',
  '### C++ & Node.js: 2.0',
].join('\n');

describe('given a page with headings Rspress slugs in different ways', () => {
  it('should give every heading the id Rspress gives it', () => {
    const tree = parseMdxTree(PAGE) as Root;
    const read = headingReader();
    const ours = tree.children.filter((n) => n.type === 'heading').map((h) => read(h as never).id);
    const { anchorIds } = parseToc(tree);
    expect(ours).toEqual(anchorIds);
  });

  it('should give the text without the custom id and without inline marks', () => {
    const read = headingReader();
    const tree = parseMdxTree('## 共享依赖 {#shared-deps}\n## Version **negotiation**\n') as Root;
    const [a, b] = tree.children.map((h) => read(h as never));
    expect(a).toEqual({ text: '共享依赖', id: 'shared-deps' });
    expect(b).toEqual({ text: 'Version negotiation', id: 'version-negotiation' });
  });
});

describe('given frontmatter', () => {
  it('should read it as Rspress does, and name the line of malformed YAML', () => {
    expect(readFrontmatter('---\ntitle: x\noverview: true\n---\n# x\n')).toEqual({ title: 'x', overview: true });
    expect(readFrontmatter('# no frontmatter\n')).toEqual({});
    expect(() => readFrontmatter('---\ntitle: x\nbad: a: b\n---\n')).toThrowError(
      expect.objectContaining({ line: 3 }) as Error,
    );
  });
});
