import { describe, expect, it } from 'vitest';
import { EN_ONLY } from '../../../config/siteFacts.mjs';
import { checkLinkParity, linkTarget } from '../../../lib/content/linkParity.mjs';
import { site } from '../support/pages';

const ROUTE = '/guide/start/features';

function check(en: string, zh: string) {
  const { files, parsed } = site({ [ROUTE]: en, [`/zh${ROUTE}`]: zh });
  return checkLinkParity(files, parsed, EN_ONLY);
}

const EN = [
  '# Features',
  '',
  'Intro with the [quick start](/guide/start/quick-start).',
  '',
  '## Async startup {#async-startup}',
  '',
  'The entry becomes asynchronous. See [experiments](/configure/experiments).',
  '',
  '## Sharing {#sharing}',
  '',
  'Or enable [`experiments.asyncStartup`](/configure/experiments#asyncstartup), see [Rspack](https://rspack.rs).',
].join('\n');

/**
 * The Chinese mirror of EN with the given body of its async-startup and its sharing section (the title
 * and the intro stay; the sharing body keeps both links by default), and `more` lines after them. Each
 * body stands on the line of its English paragraph.
 */
const zhMirror = (
  asyncStartup: string,
  sharing = '或者开启 [`experiments.asyncStartup`](/en/configure/experiments#asyncstartup)（英文），见 [Rspack](https://rspack.rs)。',
  ...more: string[]
) =>
  [
    '# 功能',
    '',
    '简介见[快速上手](/guide/start/quick-start)。',
    '',
    '## 异步启动 {#async-startup}',
    '',
    asyncStartup,
    '',
    '## 共享 {#sharing}',
    '',
    sharing,
    ...more,
  ].join('\n');

describe('given an English page and its Chinese mirror', () => {
  it('should accept every link in its counterpart form, an English-only page as /en/… （英文）', () => {
    const zh = zhMirror('入口变成异步的。详见 [`experiments`](/en/configure/experiments)（英文）。');
    expect(check(EN, zh)).toEqual({ errors: [], checked: 4 });
  });

  it('should report a dropped link with the line of its section and the form to write', () => {
    // The audit's O1: the trailing "See [experiments](…)" fell away in translation.
    const zh = zhMirror('入口变成异步的，拿到的是一个 Promise。');
    expect(check(EN, zh).errors).toEqual([
      'docs/zh/guide/start/features.mdx:5: no link to "/configure/experiments", which docs/en/guide/start/features.mdx:7 has; add it as […](/en/configure/experiments)（英文）',
    ]);
  });

  it('should report a link kept in one section and dropped in another', () => {
    // The audit's O2: the page kept the experiments link further down, so a page-wide look missed it.
    const en = `${EN}\n\n## Pitfalls {#pitfalls}\n\n- Enable [asyncStartup](/configure/experiments#asyncstartup).\n`;
    const zh = zhMirror(
      '详见 [`experiments`](/en/configure/experiments)（英文）。',
      '或者开启 `experiments.asyncStartup`，见 [Rspack](https://rspack.rs)。',
      '',
      '## 常见陷阱 {#pitfalls}',
      '',
      '- 开启 [asyncStartup](/en/configure/experiments#asyncstartup)（英文）。',
    );
    expect(check(en, zh).errors).toEqual([
      'docs/zh/guide/start/features.mdx:9: no link to "/configure/experiments#asyncstartup", which docs/en/guide/start/features.mdx:11 has; add it as […](/en/configure/experiments#asyncstartup)（英文）',
    ]);
  });

  it('should want /en/ for a page that exists only in English', () => {
    const en = '# Features\n\nSee the [error catalog](/guide/basic/error-catalog#runtime-006).\n';
    const zh = '# 功能\n\n见[错误目录](/guide/basic/error-catalog#runtime-006)。\n';
    expect(check(en, zh).errors).toEqual([
      'docs/zh/guide/start/features.mdx:1: the link to the English-only page "/guide/basic/error-catalog#runtime-006" (docs/en/guide/start/features.mdx:3) is written without /en; write […](/en/guide/basic/error-catalog#runtime-006)（英文）',
    ]);
  });

  it('should compare relative links, same-page anchors and JSX links by where they go', () => {
    const en =
      '# Features\n\nSee [below](#sharing), [npm](./npm-packages.html) and <a href="/configure/">options</a>.\n\n## Sharing {#sharing}\n';
    const zh =
      '# 功能\n\n见[下文](/guide/start/features#sharing)、[npm](/guide/start/npm-packages)和<a href="/configure/index">配置</a>。\n\n## 共享 {#sharing}\n';
    expect(check(en, zh).errors).toEqual([]);
  });

  it('should skip pages without a mirror and English-only pages', () => {
    const { files, parsed } = site({ '/configure/experiments': '# Experiments\n\nSee [shared](/configure/shared).\n' });
    expect(checkLinkParity(files, parsed, EN_ONLY)).toEqual({ errors: [], checked: 0 });
  });
});

describe('given a link target', () => {
  it.each([
    ['/en/configure/experiments#asyncstartup', '/guide/start/features', '/configure/experiments#asyncstartup', true],
    ['#sharing', '/configure/shared', '/configure/shared#sharing', false],
    ['../basic/runtime.html', '/guide/start/features', '/guide/basic/runtime', false],
    ['/configure/index', '/', '/configure/', false],
    ['https://rspack.rs/guide', '/', 'https://rspack.rs/guide', false],
  ])('should read %s on %s as %s', (url, route, target, english) => {
    expect(linkTarget(url, route)).toEqual({ target, english });
  });
});
