import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { BEHAVIOUR_FACTS } from '../config/facts/behaviour';
import { FACTS_ZH } from '../config/facts/zh';

/** Folder of the MDX components for authors (`components/`), imported as `@components/<Name>`. */
const COMPONENTS_DIR = path.join(import.meta.dirname, '..', 'components');

/**
 * Stylesheets that go into Rspress's single global `styles` chunk: every `.css/.less/.sass/.scss`
 * module except xgplayer's. Rspress's own rule is `/\.(?:css|less|sass|scss)$/`, which would pull
 * xgplayer's CSS (~60 KB) into every page even though its JS is an async chunk. Excluded, it stays with
 * the async chunk of `components/Video/loadPlayer.ts` and loads only on pages that embed a video.
 * It must be a RegExp: with a function as `test` the build hangs.
 */
const GLOBAL_STYLES_TEST = /^(?!.*[\\/]node_modules[\\/]xgplayer[\\/]).*\.(?:css|less|sass|scss)$/;

/**
 * Build support for `components/`: the `@components` alias that MDX pages import from, xgplayer's
 * CSS kept out of the global stylesheet, and `<Fact>` values written into the pages at build time.
 */
export function authorComponents(): RspressPlugin {
  return {
    name: 'mf-author-components',
    markdown: { remarkPlugins: [remarkInlineFacts(BEHAVIOUR_FACTS, FACTS_ZH)] },
    builderConfig: {
      resolve: { alias: { '@components': COMPONENTS_DIR } },
      splitChunks: { cacheGroups: { styles: { test: GLOBAL_STYLES_TEST } } },
    },
  };
}

interface MdxJsxNode {
  type: string;
  name?: string | null;
  attributes?: { type: string; name?: string; value?: unknown }[];
  position?: { start: { line: number } };
  children?: MdxJsxNode[];
  value?: string;
}

/**
 * Remark plugin: every `<Fact id="…" />` of a page becomes the fact's value as inline code, at build
 * time. The value is written once, in config/facts/behaviour (where a Node scenario asserts it), and the
 * page ships it as text: no facts module reaches the browser (the whole table with its claims was about
 * 15 KB gzip on every page that showed one). An unknown id fails the build with file and line.
 * On a Chinese page (docs/zh/) a fact with a Chinese rendering (config/facts/zh.ts) shows that instead:
 * text, with its backticked parts as inline code.
 */
export function remarkInlineFacts(
  facts: Record<string, { value: string }>,
  zhFacts: Partial<Record<string, string>> = {},
) {
  return () => (tree: MdxJsxNode, file: { path?: string }) => {
    const visit = (node: MdxJsxNode) => {
      if (!node.children) return;
      node.children = node.children.flatMap((child): MdxJsxNode[] => {
        if ((child.type === 'mdxJsxTextElement' || child.type === 'mdxJsxFlowElement') && child.name === 'Fact') {
          const id = child.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'id')?.value;
          const fact = typeof id === 'string' ? facts[id] : undefined;
          if (!fact)
            throw new Error(
              `${file.path ?? 'a page'}:${child.position?.start.line ?? '?'}: <Fact id=${JSON.stringify(id)} /> names no fact of config/facts/behaviour`,
            );
          const zh = ZH_PAGE.test(file.path ?? '') ? zhFacts[id as string] : undefined;
          const nodes = zh === undefined ? [{ type: 'inlineCode', value: fact.value }] : renderingNodes(zh);
          if (child.type === 'mdxJsxFlowElement') return [{ type: 'paragraph', children: nodes }];
          return nodes;
        }
        visit(child);
        return [child];
      });
    };
    visit(tree);
  };
}

/** A page of the Chinese site. */
const ZH_PAGE = /(?:^|[\\/])docs[\\/]zh[\\/]/;

/** A Chinese rendering as Markdown nodes: text, with backticked parts as inline code. */
function renderingNodes(zh: string): MdxJsxNode[] {
  return zh
    .split(/(`[^`]+`)/)
    .filter((part) => part !== '')
    .map((part) =>
      part.startsWith('`') ? { type: 'inlineCode', value: part.slice(1, -1) } : { type: 'text', value: part },
    );
}
