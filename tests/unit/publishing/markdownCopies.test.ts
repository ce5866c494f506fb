import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BEHAVIOUR_FACTS } from '../../../config/facts/behaviour';
import { optionFact, subOptionFact } from '../../../config/facts/options';
import { FACTS_ZH } from '../../../config/facts/zh';
import { llmsSections, llmsTxt, writeLlmsFiles } from '../../../plugins/publishing/llms';
import {
  absoluteUrl,
  COPY_TEXT,
  type CopySource,
  codeFilePath,
  type MarkdownCopy,
  markdownCopy,
  mdFileOf,
} from '../../../plugins/publishing/markdownCopy';
import { en } from '../../../theme/i18n/en';
import { zh } from '../../../theme/i18n/zh';

const ORIGIN = 'https://example.org';
const root = path.join(import.meta.dirname, '../../..');
const copy = (source: string, over: Partial<CopySource> = {}) =>
  markdownCopy(
    { source, file: 'docs/en/guide/a.mdx', lang: 'en', routePath: '/guide/a', ...over },
    { origin: ORIGIN, root, docsDir: path.join(root, 'docs') },
  );
/** The copy without its first line (the hint) and the blank line after it. */
const body = (source: string, over: Partial<CopySource> = {}) =>
  copy(source, over).markdown.split('\n').slice(2).join('\n');

describe('given a page with frontmatter, imports and prose', () => {
  it('should keep the prose as written and drop the frontmatter and the imports', () => {
    const source = `---
title: A
description: About A.
---

import { Fact } from '@components/Fact';

# Page A

Some *text* with \`code\`.

## Next {#next}
`;
    const result = copy(source);
    expect(result.markdown.split('\n')[0]).toBe(
      `> The Markdown copy of ${ORIGIN}/guide/a. Every page is listed in ${ORIGIN}/llms.txt, and all of them are in one file, ${ORIGIN}/llms-full.txt.`,
    );
    expect(body(source)).toBe('# Page A\n\nSome *text* with `code`.\n\n## Next {#next}\n');
    expect(result).toMatchObject({ title: 'A', description: 'About A.', lang: 'en', routePath: '/guide/a' });
  });

  it('should give a page with no H1 its title as one', () => {
    expect(body('---\ntitle: Guides\n---\n\nText.\n')).toBe('# Guides\n\nText.\n');
    expect(copy('# From the heading\n').title).toBe('From the heading');
  });
});

describe('given links and images', () => {
  it('should point page links at Markdown copies, with the language prefix, and keep the rest', () => {
    const source =
      '# A\n\n[b](/guide/b#x) [c](/guide/) [e](https://e.org) [h](#h) ![i](/i.svg) [r](./b)\n\n[d]: /configure/\n';
    expect(body(source)).toBe(
      `# A\n\n[b](${ORIGIN}/guide/b.md#x) [c](${ORIGIN}/guide/index.md) [e](https://e.org) [h](#h) ![i](${ORIGIN}/i.svg) [r](${ORIGIN}/guide/b.md)\n\n[d]: ${ORIGIN}/configure/index.md\n`,
    );
    expect(body('# 甲\n\n[乙](/guide/b) [丙](/zh/guide/c)\n', { lang: 'zh', routePath: '/zh/guide/a' })).toBe(
      `# 甲\n\n[乙](${ORIGIN}/zh/guide/b.md) [丙](${ORIGIN}/zh/guide/c.md)\n`,
    );
  });

  it('should leave links inside code alone', () => {
    expect(body('# A\n\n`[x](/y)`\n\n```md\n[x](/y)\n```\n')).toBe('# A\n\n`[x](/y)`\n\n```md\n[x](/y)\n```\n');
  });

  it('should map routes to their Markdown files', () => {
    expect(mdFileOf('/')).toBe('index.md');
    expect(mdFileOf('/zh/guide/')).toBe('zh/guide/index.md');
    expect(absoluteUrl('/a.html', { lang: 'en', routePath: '/' }, ORIGIN)).toBe(`${ORIGIN}/a.md`);
    expect(absoluteUrl('mailto:x@y.z', { lang: 'en', routePath: '/' }, ORIGIN)).toBe('mailto:x@y.z');
    expect(absoluteUrl('/zh', { lang: 'zh', routePath: '/zh/a' }, ORIGIN)).toBe(`${ORIGIN}/zh/index.md`);
  });

  it("should send a Chinese page's link to an English-only page to that page's English copy", () => {
    // Chinese pages write `/en/<route>`（英文）; the site serves it at `/<route>`, not `/zh/en/<route>`.
    const zhPage = { lang: 'zh', routePath: '/zh/guide/troubleshooting/build' } as const;
    expect(absoluteUrl('/en/guide/basic/error-catalog#error-codes', zhPage, ORIGIN)).toBe(
      `${ORIGIN}/guide/basic/error-catalog.md#error-codes`,
    );
    expect(absoluteUrl('/en/plugin/plugins/', zhPage, ORIGIN)).toBe(`${ORIGIN}/plugin/plugins/index.md`);
    expect(absoluteUrl('/guide/start/', zhPage, ORIGIN)).toBe(`${ORIGIN}/zh/guide/start/index.md`);
    expect(absoluteUrl('/zh/guide/start/', zhPage, ORIGIN)).toBe(`${ORIGIN}/zh/guide/start/index.md`);
    expect(absoluteUrl('/guide/start/', { lang: 'en', routePath: '/guide/a' }, ORIGIN)).toBe(
      `${ORIGIN}/guide/start/index.md`,
    );
  });
});

describe('given the components authors use', () => {
  const [id, fact] = Object.entries(BEHAVIOUR_FACTS)[0] ?? [];
  const zhId = Object.keys(FACTS_ZH)[0] ?? '';

  it('should write a fact as its value, and on a Chinese page its Chinese rendering', () => {
    expect(body(`# A\n\nIt is <Fact id="${id}" />.\n`)).toBe(`# A\n\nIt is \`${fact?.value}\`.\n`);
    expect(body(`# 甲\n\n<Fact id="${zhId}" />\n`, { lang: 'zh', routePath: '/zh/guide/a' })).toBe(
      `# 甲\n\n${FACTS_ZH[zhId as keyof typeof FACTS_ZH]}\n`,
    );
  });

  it("should write an option's Type and Default lines and a sub-option's default as a link", () => {
    const shared = optionFact('shared');
    expect(body('# shared\n\n<OptionFacts name="shared" />\n')).toBe(
      `# shared\n\n- **Type:** \`${shared.shownType ?? shared.type}\`\n- **Default:** \`${shared.default}\`, ${shared.defaultNote?.en}\n`,
    );
    const singleton = subOptionFact('shared.singleton');
    expect(body('# A\n\nIt defaults to <OptionDefault name="shared.singleton" />.\n')).toBe(
      `# A\n\nIt defaults to [\`${singleton.default}\`](${ORIGIN}/${singleton.page.replace(/#.*/, '').replace(/^\//, '')}.md${singleton.page.replace(/^[^#]*/, '')}).\n`,
    );
  });

  it('should write install commands for each package manager, a source link and a video link', () => {
    expect(body('# A\n\n<PackageManagerTabs command="install -D x" />\n')).toBe(
      '# A\n\n```sh [npm]\nnpm install -D x\n```\n\n```sh [yarn]\nyarn add -D x\n```\n\n```sh [pnpm]\npnpm install -D x\n```\n\n```sh [bun]\nbun add -D x\n```\n',
    );
    expect(body('# A\n\n<PackageManagerTabs command="create-x" dlx />\n')).toContain('```sh [bun]\nbunx create-x\n```');
    expect(body('# A\n\n<SourceCode href="https://github.com/o/r" />\n')).toBe(
      '# A\n\n[Source](https://github.com/o/r)\n',
    );
    expect(body('# 甲\n\n<Video src="/v.mp4" title="看" />\n', { lang: 'zh', routePath: '/zh/guide/a' })).toBe(
      `# 甲\n\n视频：[看](${ORIGIN}/v.mp4)\n`,
    );
  });

  it('should keep what a wrapper holds, without its tags', () => {
    expect(body('# A\n\n<Steps>\n\n### One\n\nDo [it](/guide/b).\n\n</Steps>\n')).toBe(
      `# A\n\n### One\n\nDo [it](${ORIGIN}/guide/b.md).\n`,
    );
  });

  it('should write tabs as their labels and contents, and a badge as its text', () => {
    expect(body('# A\n\n<Tabs>\n  <Tab label="npm">\n\nOne.\n\n  </Tab>\n</Tabs>\n\nNew <Badge text="2.0" />\n')).toBe(
      '# A\n\n**npm**\n\nOne.\n\nNew 2.0\n',
    );
  });

  it("should put a file code block's file in it, without the file attribute", () => {
    expect(body('# A\n\n```ts title="m.ts" file="<root>/demos/producer/src/math.ts"\n```\n')).toBe(
      `# A\n\n\`\`\`ts title="m.ts"\n${fs.readFileSync(path.join(root, 'demos/producer/src/math.ts'), 'utf8').trimEnd()}\n\`\`\`\n`,
    );
  });

  it('should find included files as Rspress does: from the root, the docs folder or the page', () => {
    const site = { root: '/r', docsDir: '/r/docs' };
    expect(codeFilePath('<root>/demos/a.ts', 'docs/en/x.mdx', site)).toBe('/r/demos/a.ts');
    expect(codeFilePath('/snippets/a.ts', 'docs/en/x.mdx', site)).toBe('/r/docs/snippets/a.ts');
    expect(codeFilePath('./a.ts', 'docs/en/guide/x.mdx', site)).toBe('/r/docs/en/guide/a.ts');
  });

  it('should fail naming file and line for a component with no Markdown form, and for a missing file', () => {
    expect(() => copy('# A\n\n<Unknown />\n')).toThrow('docs/en/guide/a.mdx:3: <Unknown> has no Markdown form');
    expect(() => copy('# A\n\n```ts file="./nope.ts"\n```\n')).toThrow(
      /docs\/en\/guide\/a\.mdx:3: .*nope\.ts does not exist/,
    );
    expect(() => copy('# A\n\n<Fact id="no.such.fact" />\n')).toThrow(
      'docs/en/guide/a.mdx:3: <Fact id="no.such.fact" />',
    );
  });

  it("should use the words the site's components show", () => {
    for (const [lang, text] of [
      ['en', en],
      ['zh', zh],
    ] as const) {
      expect(COPY_TEXT[lang].type.replace(/:$/, '')).toBe(text['optionFacts.type'].replace(/:$/, ''));
      expect(COPY_TEXT[lang].default.replace(/:$/, '')).toBe(text['optionFacts.default'].replace(/:$/, ''));
      expect(COPY_TEXT[lang].source).toBe(text['sourceCode.label']);
    }
  });
});

describe('given the home page', () => {
  it('should write its hero and features', () => {
    const source = `---
pageType: home
hero:
  name: Site
  text: Does things
  tagline: Well.
  actions:
    - text: Start
      link: /guide/
features:
  - title: Fast
    details: Very.
    link: /guide/fast
---
`;
    expect(body(source, { routePath: '/' })).toBe(
      `# Site\n\nDoes things\n\n> Well.\n\n- [Start](${ORIGIN}/guide/index.md)\n\n## Features\n\n- [**Fast**](${ORIGIN}/guide/fast.md): Very.\n`,
    );
  });
});

describe('given the copies of a language', () => {
  const page = (routePath: string, title: string): MarkdownCopy => ({
    routePath,
    lang: 'zh',
    title,
    description: `${title}说明`,
    markdown: `# ${title}\n`,
  });
  const copies = [page('/zh/', '首页'), page('/zh/guide/b', '乙'), page('/zh/guide/a', '甲'), page('/zh/x', '其他')];
  const nav = [{ text: '指南', link: '/guide/', activeMatch: '^/(zh/)?guide/' }];

  it('should group pages by navigation item in sidebar order, and list the rest under Others', () => {
    const sections = llmsSections(copies, nav, ['/zh/guide/a', '/zh/guide/b']);
    expect(sections.map((s) => [s.title, s.pages.map((p) => p.title)])).toEqual([
      ['指南', ['甲', '乙']],
      ['Others', ['首页', '其他']],
    ]);
    expect(llmsTxt('站点', '描述', sections.slice(0, 1), ORIGIN)).toBe(
      `# 站点\n\n> 描述\n\n## 指南\n\n- [甲](${ORIGIN}/zh/guide/a.md): 甲说明\n- [乙](${ORIGIN}/zh/guide/b.md): 乙说明\n`,
    );
  });

  it('should write each language its own files, the home page in llms-full.txt only', () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-llms-'));
    writeLlmsFiles(
      outDir,
      {
        lang: 'en',
        siteOrigin: ORIGIN,
        locales: [{ lang: 'zh', label: '中文', title: '站点', description: '描述' }],
        themeConfig: {
          locales: [
            {
              lang: 'zh',
              label: '中文',
              nav,
              sidebar: {
                '/zh/guide/': [
                  { text: '甲', link: '/guide/a' },
                  { text: '乙', link: '/guide/b' },
                ],
              },
            },
          ],
        },
      },
      copies,
    );
    const txt = fs.readFileSync(path.join(outDir, 'zh/llms.txt'), 'utf8');
    expect(txt).toContain('# 站点\n\n> 描述\n\n## 指南\n\n- [甲]');
    expect(txt).not.toContain('首页');
    const full = fs.readFileSync(path.join(outDir, 'zh/llms-full.txt'), 'utf8');
    expect(full.match(/^url: .*$/gm)).toEqual([
      `url: ${ORIGIN}/zh/guide/a.md`,
      `url: ${ORIGIN}/zh/guide/b.md`,
      `url: ${ORIGIN}/zh/index.md`,
      `url: ${ORIGIN}/zh/x.md`,
    ]);
    fs.rmSync(outDir, { recursive: true, force: true });
  });
});
