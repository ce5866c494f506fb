// @vitest-environment happy-dom

import { cleanup, render, screen } from '@testing-library/react';
import type { Element, Root } from 'hast';
import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rehypeStaticCodeBlocks, TOKEN_CLASS, tokenCss } from '../../../plugins/staticCodeBlocks';
import { withStaticCode } from '../../../theme/components/MdxComponents/StaticCodePre';

afterEach(cleanup);

describe('given the token classes and their stylesheet', () => {
  it('should colour each class with the Shiki variable of the token kind it stands for', () => {
    const rules = [...tokenCss().matchAll(/\.shiki \.([a-z]+) \{ color: var\(--shiki-token-([a-z-]+)\); \}/g)];
    expect(Object.fromEntries(rules.map(([, name, kind]) => [kind, name]))).toEqual(TOKEN_CLASS);
    expect(new Set(Object.values(TOKEN_CLASS)).size, 'one class per kind').toBe(Object.keys(TOKEN_CLASS).length);
  });
});

const span = (style: string, text: string): Element => ({
  type: 'element',
  tagName: 'span',
  properties: { style },
  children: [{ type: 'text', value: text }],
});

/** A code block as Rspress's Shiki step leaves it: `class` written as a string. */
const highlighted = (): Element => ({
  type: 'element',
  tagName: 'pre',
  properties: { class: 'shiki css-variables', lang: 'ts', tabindex: '0' },
  children: [
    {
      type: 'element',
      tagName: 'code',
      properties: {},
      children: [
        {
          type: 'element',
          tagName: 'span',
          properties: { className: ['line'] },
          children: [span('color:var(--shiki-token-keyword)', 'const'), span('', " a = '<b>';")],
        },
      ],
    },
  ],
});

const plain = (): Element => ({
  type: 'element',
  tagName: 'pre',
  properties: {},
  children: [{ type: 'text', value: 'not highlighted' }],
});

function transform(...children: Element[]): Root {
  const tree: Root = { type: 'root', children };
  rehypeStaticCodeBlocks()(tree);
  return tree;
}

describe('given the rehype step after Shiki', () => {
  it('should move a highlighted block’s contents into one HTML string on its pre, keeping its other properties', () => {
    const [pre] = transform(highlighted()).children as Element[];
    expect(pre?.children).toEqual([]);
    expect(pre?.properties).toMatchObject({ class: 'shiki css-variables', lang: 'ts', tabindex: '0' });
    expect(pre?.properties.dataMfHtml).toBe(
      '<code><span class=line><span class=tk>const</span>' + "<span style> a = '&#x3C;b>';</span></span></code>",
    );
  });

  it('should give tokens a class for their colour and drop the spans of default-coloured text', () => {
    const pre0 = highlighted();
    const line = (pre0.children[0] as Element).children[0] as Element;
    line.children.push({
      type: 'element',
      tagName: 'span',
      properties: { style: 'color:var(--shiki-foreground)' },
      children: [{ type: 'text', value: ' // end' }],
    });
    const [pre] = transform(pre0).children as Element[];
    expect(pre?.properties.dataMfHtml).toContain('<span class=tk>const</span>');
    expect(pre?.properties.dataMfHtml).toContain(';</span> // end</span></code>');
    expect(pre?.properties.dataMfHtml).not.toContain('--shiki-');
  });

  it('should leave a block Shiki did not highlight alone', () => {
    const [pre] = transform(plain()).children as Element[];
    expect(pre).toEqual(plain());
  });
});

describe('given the theme’s pre', () => {
  const Pre = withStaticCode((props: ComponentProps<'pre'>) => <pre data-testid="pre" {...props} />);

  it('should render the block’s HTML string as its contents, with the code text intact', () => {
    render(<Pre data-mf-html={'<code><span class="line">const a = 1;</span></code>'} tabIndex={0} />);
    const pre = screen.getByTestId('pre');
    expect(pre.querySelector('code > span.line')?.textContent).toBe('const a = 1;');
    expect(pre.hasAttribute('data-mf-html')).toBe(false);
  });

  it('should render children as they are when there is no HTML string', () => {
    render(
      <Pre>
        <code>plain</code>
      </Pre>,
    );
    expect(screen.getByTestId('pre').textContent).toBe('plain');
  });
});

// Rspress's `ShikiPre` (the MDX `pre`) inside a `CodeBlock` that only renders its children: what matters is
// that ShikiPre hands our `data-mf-html` on to the `pre` it renders.
vi.mock('@rspress/core/theme', () => ({ CodeBlock: ({ children }: { children: ReactNode }) => children }));

describe('given Rspress’s own pre wrapped by the theme (2.0.22’s ShikiPre, read from its dist/)', () => {
  it('should pass the block’s HTML string through to the pre Rspress renders', async () => {
    const { ShikiPre } = await import(
      '../../../node_modules/@rspress/core/dist/theme/components/DocContent/docComponents/pre.js'
    );
    const Pre = withStaticCode(ShikiPre as ComponentType<ComponentProps<'pre'>>);
    const { container } = render(
      <Pre className="shiki" data-mf-html={'<code><span class="line"><span class="tk">const</span> a</span></code>'} />,
    );
    expect(container.querySelector('pre.shiki > code span.line .tk')?.textContent).toBe('const');
  });
});
