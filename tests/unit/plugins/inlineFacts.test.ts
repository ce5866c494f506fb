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

describe('given <Fact> in a Chinese page and a fact whose value is an English phrase', () => {
  const zhFacts = { 'scope.same': '消费者的 `react@19.1.0`' };
  const phrase = { 'scope.same': { value: 'react@19.1.0 from host' } };
  const run = (path: string) => {
    const tree = parseMdxTree('拿到的是<Fact id="scope.same" />。\n') as Parameters<
      ReturnType<ReturnType<typeof remarkInlineFacts>>
    >[0];
    remarkInlineFacts(phrase, zhFacts)()(tree, { path });
    return JSON.stringify(tree);
  };

  it('should show the Chinese rendering, its backticked part as inline code', () => {
    const tree = run('/site/docs/zh/configure/shared.mdx');
    expect(tree).toContain('"type":"text","value":"消费者的 "');
    expect(tree).toContain('"type":"inlineCode","value":"react@19.1.0"');
    expect(tree).not.toContain('from host');
  });

  it('should keep the English value on an English page', () => {
    expect(run('/site/docs/en/configure/shared.mdx')).toContain('"type":"inlineCode","value":"react@19.1.0 from host"');
  });
});
