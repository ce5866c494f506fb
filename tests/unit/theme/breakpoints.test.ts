import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import { shouldCloseMenuAt } from '../../../theme/logic/breakpoints';
import { mfTheme } from '../../../theme/plugin';

const require = createRequire(import.meta.url);
const themeDir = path.join(path.dirname(require.resolve('@rspress/core/package.json')), 'dist/theme');
const root = path.resolve(import.meta.dirname, '../../..');

type Transform = (ctx: { code: string; resourcePath: string }) => string;

/** The stylesheet transform exactly as the build registers it through theme/plugin.ts. */
function buildTransform(): { test: RegExp; run: Transform } {
  const registered: { test: RegExp; run: Transform }[] = [];
  const api = {
    transform: (options: { test: RegExp }, run: Transform) => registered.push({ test: options.test, run }),
  };
  const plugins = (mfTheme() as RspressPlugin & { builderConfig: { plugins: { setup: (a: unknown) => void }[] } })
    .builderConfig.plugins;
  for (const plugin of plugins) plugin.setup(api);
  expect(registered).toHaveLength(1);
  return registered[0] as { test: RegExp; run: Transform };
}

const transform = buildTransform();
const build = (file: string): string => {
  expect(transform.test.test(file), file).toBe(true);
  return transform.run({ code: fs.readFileSync(file, 'utf8'), resourcePath: file });
};

/** Every rule of a stylesheet with the media conditions around it (a small brace-counting reader). */
function rulesWithMedia(css: string): { selector: string; media: string[]; body: string }[] {
  const out: { selector: string; media: string[]; body: string }[] = [];
  const stack: (string | null)[] = [];
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (c === '{') {
      const prelude = css.slice(start, i).trim();
      if (prelude.startsWith('@media')) stack.push(prelude.slice(6).trim());
      else {
        const end = css.indexOf('}', i);
        out.push({
          selector: prelude,
          media: stack.filter((m): m is string => m !== null),
          body: css.slice(i + 1, end),
        });
        i = end;
      }
      start = i + 1;
    } else if (c === '}') {
      stack.pop();
      start = i + 1;
    } else if (c === ';' && stack.length > 0) start = i + 1;
  }
  return out;
}

const mediaOf = (css: string, selector: string): string[][] =>
  rulesWithMedia(css)
    .filter((r) => r.selector.split(',').some((s) => s.trim() === selector))
    .map((r) => r.media);

const cssFilesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.css'))
    .map((f) => path.join(dir, f));

const MOBILE = '(width <= 1024px)';

describe('given the stylesheets of Rspress v2 through our build transform', () => {
  it('should leave no 1279/1280 px query in any of them', () => {
    const files = cssFilesUnder(themeDir);
    expect(files.length).toBeGreaterThan(30);
    for (const file of files) expect(build(file).match(/@media[^{]*12(79|80)px/g), file).toBeNull();
  });

  it('should make the sidebar a drawer, hide the nav items and show the mask at 1024 px and below', () => {
    const docLayout = build(path.join(themeDir, 'layout/DocLayout/index.css'));
    expect(mediaOf(docLayout, '.rp-doc-layout__sidebar--open')).toEqual([[MOBILE]]);
    expect(mediaOf(docLayout, '.rp-doc-layout__outline--open')).toEqual([[MOBILE]]);
    const navMenu = build(path.join(themeDir, 'components/Nav/NavMenu.css'));
    expect(
      rulesWithMedia(navMenu).find((r) => r.selector === '.rp-nav-menu' && /display:\s*none/.test(r.body))?.media,
    ).toEqual([MOBILE]);
    const sidebarMenu = build(path.join(themeDir, 'components/SidebarMenu/index.css'));
    expect(mediaOf(sidebarMenu, '.rp-sidebar-menu__mask').at(-1)).toEqual([MOBILE]);
    // The bar of the sidebar and outline buttons leaves exactly where the mobile layout ends.
    expect(mediaOf(sidebarMenu, '.rp-sidebar-menu').at(-1)).toEqual(['(width >= 1025px)']);
  });

  it('should keep the phone-size queries of the other stylesheets', () => {
    const hero = build(path.join(themeDir, 'components/HomeHero/index.css'));
    expect(mediaOf(hero, '.rp-home-hero__actions').at(-1)).toEqual(['(width <= 768px)']);
  });
});

describe('given our own stylesheets', () => {
  const ours = [...cssFilesUnder(path.join(root, 'theme')), ...cssFilesUnder(path.join(root, 'components'))];

  it('should write the layout breakpoint only as a named query, and the build should resolve every one', () => {
    for (const file of ours) {
      const source = fs.readFileSync(file, 'utf8');
      expect(source.match(/@media[^{]*(1024|1025)px/g), file).toBeNull();
      expect(build(file).match(/@media[^{]*--mf-/g), file).toBeNull();
    }
    const hamburger = build(path.join(root, 'theme/components/NavHamburger/index.css'));
    expect(mediaOf(hamburger, '.rp-nav-hamburger').at(-1)).toEqual([MOBILE]);
  });

  it('should fail the build on a query name it does not know', () => {
    expect(() =>
      transform.run({
        code: '@media (--mf-tablet) { a { color: red } }',
        resourcePath: path.join(root, 'theme/x.css'),
      }),
    ).toThrow(/--mf-tablet/);
  });

  it('should leave the stylesheets of other packages alone', () => {
    const css = '@media (width <= 1280px) { a { color: red } } @media (--mf-mobile) { b { color: red } }';
    expect(transform.run({ code: css, resourcePath: path.join(root, 'node_modules/xgplayer/dist/index.css') })).toBe(
      css,
    );
  });
});

describe('given the mobile menu', () => {
  it('should close it from 768 px up (SPEC §9)', () => {
    expect(shouldCloseMenuAt(767)).toBe(false);
    expect(shouldCloseMenuAt(768)).toBe(true);
  });
});
