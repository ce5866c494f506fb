import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIXED_HEADINGS, TERMS } from '../../../config/terms.mjs';
import { checkHeadings, checkQuotes, checkTerms, checkTermTable, termTable } from '../../../lib/content/checkTerms.mjs';
import { checkZhErrorEntries, checkZhFacts, checkZhStyle } from '../../../lib/content/zhStyle.mjs';
import { site } from '../support/pages';

const zh = (source: string) => [{ lang: 'zh', rel: 'docs/zh/page.mdx', source }];

/** Expects checkZhStyle to report `errors` for the page `source` (checked as p.mdx); a failure shows the source. */
function expectStyle(source: string, errors: string[]) {
  expect(checkZhStyle(source, 'p.mdx'), source).toEqual(errors);
}

describe('given the term list', () => {
  it('should report an avoided variant with file, line and the preferred term', () => {
    const { errors } = checkTerms(zh('# 标题\n\n第一行。\n\n外壳应用负责布局，浏览器随后注水。\n'), TERMS);
    expect(errors).toEqual([
      'docs/zh/page.mdx:5: "外壳应用" is not on the term list; write "主应用" (shell (the top-level application that composes producers)), see config/terms.mjs',
      'docs/zh/page.mdx:5: "注水" is not on the term list; write "水合" (hydration), see config/terms.mjs',
    ]);
  });

  it('should check frontmatter values and every line of a paragraph', () => {
    const { errors } = checkTerms(
      zh('---\ndescription: 跨应用的热刷新\n---\n\n# 标题\n\n第一行\n这一行有 peer 依赖。\n'),
      TERMS,
    );
    expect(errors.map((e) => e.split(': ')[0])).toEqual(['docs/zh/page.mdx:2', 'docs/zh/page.mdx:8']);
  });

  it('should leave code, inline code, link URLs, heading ids and quoted English strings alone', () => {
    const source = [
      '# 标题',
      '',
      '## 钩子 {#init-hooks}',
      '',
      '调用 `hooks.lifecycle` 时，见[参考](/plugin/dev/hooks)，控制台会打印“React hooks are broken”。',
      '',
      '```ts',
      "const shell = '外壳应用';",
      '```',
      '',
    ].join('\n');
    expect(checkTerms(zh(source), TERMS).errors).toEqual([]);
  });

  it('should match an English variant only as a whole word', () => {
    expect(checkTerms(zh('# 标题\n\nReact Hooks 和 useHooksThing。\n'), TERMS).errors).toHaveLength(1);
  });

  it.each([
    ['webpack 会同步执行首屏 chunk 中的模块。', '首屏 chunk', '初始 chunk'],
    ['消费者会从生产者的域名加载 chunk。', '生产者的域名', '源'],
    ['但会失去预加载和调试工具。', '调试工具', '开发者工具'],
    ['要从 Chrome 应用商店安装。', 'Chrome 应用商店', 'Chrome 网上应用店'],
    ['打开 Network 面板查看。', 'Network 面板', '网络面板'],
    ['适合库和小部件。', '小部件', '小组件'],
    ['详见[配置总览](/configure/)。', '配置总览', '配置概览'],
    ['# Webpack 插件', 'Webpack', 'webpack'],
  ])('should enforce the secondary term in “%s”', (sentence, variant, preferred) => {
    const { errors } = checkTerms(zh(`# 标题\n\n${sentence}\n`), TERMS);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`"${variant}" is not on the term list; write "${preferred}"`);
  });

  it('should leave 域名 alone where a host name is meant', () => {
    expect(checkTerms(zh('# 标题\n\n令牌绝不发给第三方域名。\n'), TERMS).errors).toEqual([]);
  });

  it('should not look at English pages', () => {
    const files = [{ lang: 'en', rel: 'docs/en/page.mdx', source: '# Title\n\nhooks 外壳应用\n' }];
    expect(checkTerms(files, TERMS).errors).toEqual([]);
  });
});

describe('given quotation marks in Chinese prose', () => {
  it('should report ASCII double quotes with file and line', () => {
    expect(checkQuotes(zh('# 标题\n\n把一部分"链接"工作挪到运行时。\n'))).toEqual([
      'docs/zh/page.mdx:3: ASCII quotation mark in Chinese prose; write “…” instead of "…"',
    ]);
  });

  it('should accept Chinese quotation marks, quotes in code and YAML quoting', () => {
    const source =
      '---\ndescription: "一句说明"\n---\n\n# 标题\n\n把“链接”挪走，`"x"` 不算。\n\n```json\n{ "a": "中文" }\n```\n';
    expect(checkQuotes(zh(source))).toEqual([]);
  });
});

describe('given the term table in CONTRIBUTING.md', () => {
  it('should be the table generated from config/terms.mjs', () => {
    expect(checkTermTable(fs.readFileSync('CONTRIBUTING.md', 'utf8'), TERMS).errors).toEqual([]);
  });

  it('should report a stale table and offer the regenerated one', () => {
    const stale = `intro\n${termTable(TERMS).replace('| 主应用 |', '| 外壳应用 |')}\noutro\n`;
    const { errors, updated } = checkTermTable(stale, TERMS);
    expect(errors).toEqual([
      'CONTRIBUTING.md:2: the text generated from config/terms.mjs differs from it; run "node scripts/check-content.mjs --write-terms"',
    ]);
    expect(updated).toBe(`intro\n${termTable(TERMS)}\noutro\n`);
  });
});

describe('given Chinese typography', () => {
  it('should report italics in Chinese', () => {
    expectStyle('# 标题\n\n问题是：_页面会怎样？_\n', [
      'p.mdx:3: italics in Chinese; Chinese has no italic type, write plain text or **bold**',
    ]);
  });

  it('should report spaces around Chinese bold text and after a Chinese link', () => {
    expectStyle('# 标题\n\n插件 **要么** 在构建时注册。见 [快速上手](/a) 一节。\n', [
      'p.mdx:3: space between Chinese text and bold text "要么"; remove it',
      'p.mdx:3: space after bold text "要么" before Chinese text; remove it',
      'p.mdx:3: space between Chinese text and a link "快速上手"; remove it',
      'p.mdx:3: space after a link "快速上手" before Chinese text; remove it',
    ]);
  });

  it('should report a space between two Chinese characters, outside code', () => {
    expectStyle('# 标题\n\n声明的 对等依赖是 `a 中` 吗\n', [
      'p.mdx:3: space between two Chinese characters ("的 对"); remove it',
    ]);
  });

  it('should want the marker （英文） right after a link to an English-only page', () => {
    expectStyle('# 标题\n\n见[错误目录](/en/guide/basic/error-catalog)。\n', [
      'p.mdx:3: the link to the English page "/en/guide/basic/error-catalog" needs the marker （英文） right after it',
    ]);
    expectStyle('# 标题\n\n见[错误目录](/en/guide/basic/error-catalog)（英文）。\n', []);
  });

  it('should keep the space between Chinese and English, as AutoCorrect wants', () => {
    expectStyle('# 标题\n\n使用 **Rspack** 构建，见 [Rspack 插件](/a)。**注意**：后文。\n', []);
  });

  it('should want a space between Chinese text and English bold or link text', () => {
    expectStyle('# 标题\n\n引用的**chunk**文件名，见[Rspack 插件](/a)。\n', [
      'p.mdx:3: no space between Chinese text and bold text "chunk"; add one',
      'p.mdx:3: no space after bold text "chunk" before Chinese text; add one',
      'p.mdx:3: no space between Chinese text and a link "Rspack 插件"; add one',
    ]);
    // The same sentence with the spaces: nothing to report.
    expectStyle('# 标题\n\n引用的 **chunk** 文件名，见 [Rspack 插件](/a)。\n', []);
  });
});

describe('given a heading id that recurs on many pages', () => {
  it('should want the same text for {#next-steps} in each language', () => {
    const { files, parsed } = site({
      '/zh/a': '# 甲\n\n## 相关阅读 {#next-steps}\n',
      '/zh/b': '# 乙\n\n## 下一步 {#next-steps}\n',
      '/a': '# A\n\n## Next steps {#next-steps}\n',
    });
    expect(checkHeadings(files, parsed, FIXED_HEADINGS)).toEqual([
      'docs/zh/a.mdx:3: the heading {#next-steps} reads "下一步" on every page, not "相关阅读"',
    ]);
  });

  it('should keep Pitfalls and Troubleshooting apart in Chinese', () => {
    const { files, parsed } = site({
      '/zh/a': '# 甲\n\n## 常见问题 {#pitfalls}\n',
      '/zh/b': '# 乙\n\n## 常见问题 {#troubleshooting}\n',
      '/zh/c': '# 丙\n\n## 支持状态 {#support-status}\n',
    });
    expect(checkHeadings(files, parsed, FIXED_HEADINGS)).toEqual([
      'docs/zh/a.mdx:3: the heading {#pitfalls} reads "常见陷阱" on every page, not "常见问题"',
      'docs/zh/b.mdx:3: the heading {#troubleshooting} reads "问题排查" on every page, not "常见问题"',
      'docs/zh/c.mdx:3: the heading {#support-status} reads "支持情况" on every page, not "支持状态"',
    ]);
  });
});

describe('given a bold lead-in followed by text', () => {
  it('should want the punctuation outside the bold and no space after it', () => {
    const source = '# 标题\n\n- **保证唯一。** 同名的两个应用会冲突。\n- **类型：** `string`\n';
    expectStyle(source, [
      'p.mdx:3: bold text "保证唯一。" ends in 。 and text follows; move the punctuation out and drop the space: **保证唯一**。…',
      'p.mdx:4: bold text "类型：" ends in ： and text follows; move the punctuation out and drop the space: **类型**：…',
    ]);
  });

  it('should report a space after the punctuation that follows the bold text', () => {
    expectStyle('# 标题\n\n- **保证唯一**。 同名的两个应用会冲突。\n', [
      'p.mdx:3: space after the 。 that follows bold text "保证唯一"; remove it',
    ]);
  });

  it('should accept the one style, and a bold sentence that ends its paragraph', () => {
    const source =
      '# 标题\n\n- **保证唯一**。同名的两个应用会冲突。\n- **类型**：`string`\n\n**加载失败时 Promise 往往不会 reject。**\n';
    expectStyle(source, []);
  });
});

describe('given an English message quoted in Chinese prose', () => {
  it('should want an error message in inline code, not in quotation marks', () => {
    const source = [
      '# 标题',
      '',
      'Hook 会报“Invalid hook call”。',
      '',
      '- **“No provider for InjectionToken okta.auth”。** 微前端解析到了自己的一份。',
      '',
      '报错 `RUNTIME-005`（“Invalid loadShareSync function call from bundler runtime”）。',
      '',
      '插件会以“App Directory is not supported by nextjs-mf”错误中止构建。',
    ].join('\n');
    expect(checkZhStyle(source, 'p.mdx').filter((e) => e.includes('quotation marks'))).toEqual([
      'p.mdx:3: the message “Invalid hook call” is in quotation marks; quote an error message verbatim in inline code: `Invalid hook call`',
      'p.mdx:5: the message “No provider for InjectionToken okta.auth” is in quotation marks; quote an error message verbatim in inline code: `No provider for InjectionToken okta.auth`',
      'p.mdx:7: the message “Invalid loadShareSync function call from bundler runtime” is in quotation marks; quote an error message verbatim in inline code: `Invalid loadShareSync function call from bundler runtime`',
      'p.mdx:9: the message “App Directory is not supported by nextjs-mf” is in quotation marks; quote an error message verbatim in inline code: `App Directory is not supported by nextjs-mf`',
    ]);
  });

  it('should leave quoted names and labels, Chinese quotations and code blocks alone', () => {
    const source = [
      '# 标题',
      '',
      '它会增加一个“Module Federation”面板，页面标题可以改成“Consumer”，报错时显示“加载失败”。',
      '',
      '```text',
      '报错“Invalid hook call”',
      '```',
    ].join('\n');
    expectStyle(source, []);
  });
});

describe('given nested full-width brackets', () => {
  it('should report them, also when a link and its marker close the inner pair', () => {
    expectStyle('# 标题\n\n在 Node 中（构建、服务端渲染（SSR）），请设置变量。\n', [
      'p.mdx:3: nested full-width brackets （…（…）…）; rephrase so that one pair of brackets is enough',
    ]);
    expectStyle('# 标题\n\n会先输出一条消息（见[错误目录](/en/guide/basic/error-catalog)（英文））。\n', [
      'p.mdx:3: nested full-width brackets （…（…）…）; rephrase so that one pair of brackets is enough',
    ]);
  });

  it('should accept brackets one after another and brackets inside inline code', () => {
    expectStyle('# 标题\n\n生产者（remote）和消费者（host），以及 `（（x））`。\n', []);
  });
});

describe('given comments in the code blocks of a Chinese page', () => {
  it('should report an English comment, also after a file path or as e.g. before a URL', () => {
    const page = [
      '# 标题',
      '',
      '```ts',
      '// keep the wildcard last',
      "const a = 'http://x.example'; // e.g. https://your-org.okta.com",
      '// src/app/app.routes.ts (excerpt)',
      '```',
      '',
    ].join('\n');
    expect(checkZhStyle(page, 'p.mdx').map((e) => e.split(': the code comment')[0])).toEqual([
      'p.mdx:4',
      'p.mdx:5',
      'p.mdx:6',
    ]);
  });

  it('should accept Chinese comments, file paths, literals, directives and URLs in code', () => {
    const page = [
      '# 标题',
      '',
      '```ts',
      '// src/bootstrap.tsx',
      "const url = 'https://example.com/a'; // 只在需要时加载",
      'const on = true; // true',
      '// @ts-expect-error 故意传错类型',
      '```',
      '',
      '```bash',
      'npm run build # 构建生产者',
      '```',
      '',
    ].join('\n');
    expectStyle(page, []);
  });
});

describe('given a fact shown on a Chinese page', () => {
  const facts = {
    'a.phrase': { value: 'same instance' },
    'a.word': { value: 'none' },
    'a.code': { value: 'auto' },
    'a.message': { value: 'Failed to get manifest. #RUNTIME-003' },
    'a.kept': { value: 'loadShareSync failed!' },
  };
  const page = (id: string) => `# 标题\n\n返回<Fact id="${id}" />。\n`;

  it('should report an English phrase or word that has no Chinese rendering', () => {
    expect(checkZhFacts(page('a.phrase'), 'p.mdx', facts, {}, new Set())).toHaveLength(1);
    expect(checkZhFacts(page('a.word'), 'p.mdx', facts, {}, new Set())).toHaveLength(1);
    expect(checkZhFacts(page('a.phrase'), 'p.mdx', facts, { 'a.phrase': '同一个实例' }, new Set())).toEqual([]);
  });

  it('should leave codes, identifiers and messages as they are', () => {
    for (const id of ['a.code', 'a.message']) expect(checkZhFacts(page(id), 'p.mdx', facts, {}, new Set())).toEqual([]);
    expect(checkZhFacts(page('a.kept'), 'p.mdx', facts, {}, new Set(['a.kept']))).toEqual([]);
  });
});

describe('given the error codes and the Chinese troubleshooting pages', () => {
  const entry = (code: string) =>
    `## ${code} {#${code.toLowerCase()}}\n\n**报错信息**。<Fact id="errors.${code.toLowerCase()}" />\n\n**原因**。运行时读取的全局变量里什么都没有，远程入口没有留下容器。\n\n**如何确认**。在网络面板中确认请求成功，再在控制台查看全局变量。\n\n**解决方法**。让消费者使用的名称与生产者的名称完全一致，并重新部署。\n`;

  it('should report a code without an entry, and an entry without Chinese text', () => {
    const runtime = `# 运行时错误码\n\n${entry('RUNTIME-001')}\n## RUNTIME-002 {#runtime-002}\n\n**报错信息**。<Fact id="errors.runtime-002" />\n\n**原因**。See above.\n`;
    expect(
      checkZhErrorEntries(['RUNTIME-001', 'RUNTIME-002', 'BUILD-001'], (k) => (k === 'runtime' ? runtime : undefined)),
    ).toEqual([
      'docs/zh/guide/troubleshooting/runtime.mdx: RUNTIME-002: **原因**。 needs an explanation in Chinese',
      'docs/zh/guide/troubleshooting/runtime.mdx: RUNTIME-002: no lead-in **如何确认**。',
      'docs/zh/guide/troubleshooting/runtime.mdx: RUNTIME-002: no lead-in **解决方法**。',
      'docs/zh/guide/troubleshooting/build.mdx: missing; it holds the Chinese entries of the BUILD codes (BUILD-001)',
    ]);
  });
});
