import { describe, expect, it } from 'vitest';
import { parseMdxTree } from '../../../lib/content/source.mjs';
import { remarkInlineFacts } from '../../../plugins/authorComponents';

const facts = { 'runtime.code': { value: 'RUNTIME-006' } };
const run = (mdx: string) => {
  const tree = parseMdxTree(mdx) as Parameters<ReturnType<ReturnType<typeof remarkInlineFacts>>>[0];
  remarkInlineFacts(facts)()(tree, { path: 'docs/en/page.mdx' });
  return tree;
};

describe('given <Fact> in a page', () => {
  it('should write the value into the page as inline code, in text and on a line of its own', () => {
    const tree = run('It fails with <Fact id="runtime.code" />.\n\n<Fact id="runtime.code" />\n');
    expect(JSON.stringify(tree)).not.toContain('mdxJsx');
    expect(JSON.stringify(tree).match(/"type":"inlineCode","value":"RUNTIME-006"/g)).toHaveLength(2);
  });

  it('should fail the build with file and line for an id no fact has', () => {
    expect(() => run('One.\n\nTwo <Fact id="runtime.nope" />\n')).toThrow(
      'docs/en/page.mdx:3: <Fact id="runtime.nope" />',
    );
  });
});
