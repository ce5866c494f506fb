import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLinks } from '../../../lib/content/checkLinks.mjs';
import { checkParity } from '../../../lib/content/checkParity.mjs';
import { checkProse } from '../../../lib/content/checkProse.mjs';
import { checkSamples } from '../../../lib/content/checkSamples.mjs';
import { site } from '../support/pages';

const docsDir = path.resolve('docs');

describe('given internal links', () => {
  const { files, parsed } = site({
    '/a': '# A\n\n## Real heading\n\n[ok](/b#target) [dead](/missing)\n\n[bad anchor](/b#nope) [self](#real-heading)\n',
    '/b': '# B\n\n## Target {#target}\n',
    '/zh/a': '# 甲\n\n[仅英文](/c) [带前缀](/zh/a)\n',
    '/c': '# C only in English\n',
  });
  const { errors } = checkLinks(files, parsed, docsDir);

  it('should report a dead link with file and line', () => {
    expect(errors).toContain('docs/en/a.mdx:5: dead link "/missing": no page /missing');
  });

  it('should report a dead anchor and list the ids that exist', () => {
    expect(errors.find((e) => e.includes('"/b#nope"'))).toMatch(/^docs\/en\/a\.mdx:7: dead anchor .*\(ids: target\)/);
  });

  it('should say when the target exists in the other language only', () => {
    expect(errors.find((e) => e.startsWith('docs/zh/a.mdx:3: dead link "/c"'))).toContain('English only');
  });

  it('should refuse a hand-written /zh prefix', () => {
    expect(errors.some((e) => e.includes('"/zh/a" carries the language prefix'))).toBe(true);
  });

  it('should accept valid links and same-page anchors', () => {
    expect(errors).toHaveLength(4);
  });
});

describe('given a Chinese page that links to a page in English only', () => {
  const { files, parsed } = site({
    '/c': '# C only in English\n\n## Part {#part}\n',
    '/b': '# B\n',
    '/zh/b': '# 乙\n',
    '/zh/a': '# 甲\n\n[英文页](/en/c#part)（英文）\n\n[有中文版](/en/b)\n\n[坏锚点](/en/c#nope)\n',
    '/a': '# A\n\n[prefixed](/en/c)\n',
  });
  const { errors } = checkLinks(files, parsed, docsDir);

  it('should accept /en/… to reach the English page and check its anchor', () => {
    expect(errors.filter((e) => e.startsWith('docs/zh/a.mdx:3:'))).toEqual([]);
    expect(errors.find((e) => e.startsWith('docs/zh/a.mdx:7:'))).toContain('dead anchor "/en/c#nope"');
  });

  it('should refuse /en/… when the Chinese page exists, and on English pages', () => {
    expect(errors).toContain(
      'docs/zh/a.mdx:5: link "/en/b" goes to the English page although /zh/b exists; write "/b"',
    );
    expect(errors).toContain('docs/en/a.mdx:3: link "/en/c" carries the language prefix; write "/c"');
  });
});

describe('given an en page and its zh mirror', () => {
  it('should report a zh page that drops a section', () => {
    const { files, parsed } = site({ '/p': '# P\n\n## One\n\n## Two\n', '/zh/p': '# P\n\n## 一\n' });
    const { errors } = checkParity(files, parsed);
    expect(errors).toEqual([
      expect.stringMatching(/^docs\/zh\/p\.mdx:1: 1 level-2 headings, but docs\/en\/p\.mdx has 2/),
    ]);
  });

  it('should report a missing mirror but not for the English-only pages of SPEC §2', () => {
    const { files, parsed } = site({ '/p': '# P\n', '/guide/basic/error-catalog': '# E\n' });
    const { errors } = checkParity(files, parsed);
    expect(errors).toEqual([expect.stringContaining('docs/en/p.mdx:1: no Chinese mirror')]);
  });
});

describe('given short pages', () => {
  it('should name the pages below the prose floor', () => {
    const long = `# L\n\n${'word '.repeat(160)}\n`;
    const { files, parsed } = site({
      '/short': '# S\n\nToo short.\n',
      '/long': long,
      '/zh/short': '# 短\n\n太短了。\n',
    });
    const { errors } = checkProse(files, parsed);
    expect(errors).toEqual([
      'docs/en/short.mdx:1: 3 English words of prose, below the floor of 150',
      'docs/zh/short.mdx:1: 4 Chinese characters of prose, below the floor of 200',
    ]);
  });
});

describe('given code samples', () => {
  let line = 0;
  const block = (value: string, lang = 'ts', noCheck: string | null = null) => {
    line += 20;
    return { rel: 'docs/en/x.mdx', block: { lang, meta: '', value, line, noCheck } };
  };
  const correct = block(
    "import { loadRemote } from '@module-federation/enhanced/runtime';\nimport App from './App';\nconst m = await loadRemote<{ x: number }>('shop/Button');\nexport { m, App };",
  );
  const optedOut = block('const a = 1;', 'ts', 'a deliberately incomplete fragment');
  const wrong = block(
    "import { init } from '@module-federation/enhanced/runtime';\n\ninit({ name: 'host', remotes: [], plugin: [] });",
  );
  const misspelt = block("import { init } from '@module-federation/enhance/runtime';\nexport { init };");
  // One TypeScript program for the samples of all three tests (each sample is a module of its own, and
  // an error names its sample by line): a program costs seconds, the checks on it nothing.
  let checked: ReturnType<typeof checkSamples> | undefined;
  const result = () => {
    checked ??= checkSamples([correct, optedOut, block('```not code```', 'bash'), wrong, misspelt], process.cwd());
    return checked;
  };
  /** The errors reported in a sample: the samples are 20 lines apart, errors carry their MDX line. */
  const errorsOf = (sample: typeof correct) =>
    result().errors.filter((e) => {
      const at = Number(/^docs\/en\/x\.mdx:(\d+):/.exec(e)?.[1]);
      return at > sample.block.line && at < sample.block.line + 20;
    });

  it('should accept a correct runtime call and stub unknown imports', { timeout: 60_000 }, () => {
    expect(errorsOf(correct)).toEqual([]);
    expect(result().checked).toBe(3);
    expect(result().optedOut).toEqual([
      { where: `docs/en/x.mdx:${optedOut.block.line}`, reason: optedOut.block.noCheck },
    ]);
    expect([...result().stubbed]).toEqual(['./App']);
  });

  it('should report a wrong option with the line in the MDX file', { timeout: 60_000 }, () => {
    const errors = errorsOf(wrong);
    expect(errors).toHaveLength(1);
    // the fence is on the block's line; the faulty call is the third line of code
    expect(errors[0]).toMatch(new RegExp(`^docs/en/x\\.mdx:${wrong.block.line + 3}: TS2561?: .*plugin`));
  });

  it('should not stub a misspelt @module-federation package', { timeout: 60_000 }, () => {
    expect(errorsOf(misspelt)[0]).toMatch(/TS2307: Cannot find module '@module-federation\/enhance\/runtime'/);
    // Three samples, two faulty: nothing else is reported.
    expect(result().errors).toHaveLength(2);
  });

  it('should require a reason to opt out', () => {
    const result = checkSamples([block('x', 'ts', '')], process.cwd());
    expect(result.errors[0]).toContain('no-check needs a reason');
  });
});
