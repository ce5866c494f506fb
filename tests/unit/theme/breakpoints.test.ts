import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isMobileWidth, rewriteBreakpoints, shouldCloseMenuAt } from '../../../theme/logic/breakpoints';

const themeDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@rspress/core/package.json')),
  'dist/theme',
);

describe('given the SPEC §9 breakpoints', () => {
  it('should give 1024 px and narrower the mobile layout, 1025 px and wider the desktop one', () => {
    expect([375, 768, 1024].map(isMobileWidth)).toEqual([true, true, true]);
    expect([1025, 1280, 1440].map(isMobileWidth)).toEqual([false, false, false]);
  });
  it('should close the mobile menu from 768 px up', () => {
    expect(shouldCloseMenuAt(767)).toBe(false);
    expect(shouldCloseMenuAt(768)).toBe(true);
  });
});

describe('given Rspress media queries', () => {
  it('should move every 1280 px query to 1024 / 1025 px and keep the others', () => {
    const css =
      '@media (width <= 1280px){a{}} @media (width >= 1280px){b{}} @media (width <= 1279px){c{}} @media (max-width: 1280px){d{}} @media (width <= 1280px) and (width >= 769px){e{}} @media (width <= 768px){f{}}';
    expect(rewriteBreakpoints(css)).toBe(
      '@media (width <= 1024px){a{}} @media (width >= 1025px){b{}} @media (width <= 1024px){c{}} @media (width <= 1024px){d{}} @media (width <= 1024px) and (width >= 769px){e{}} @media (width <= 768px){f{}}',
    );
  });
  it('should leave no 1280 px query in the stylesheets of Rspress v2 itself', () => {
    const files = [
      'components/Nav/index.css',
      'components/Nav/NavMenu.css',
      'layout/DocLayout/index.css',
      'components/SidebarMenu/index.css',
    ];
    for (const f of files) {
      const out = rewriteBreakpoints(fs.readFileSync(path.join(themeDir, f), 'utf8'));
      expect(out.match(/@media[^{]*(1279|1280)px/g), f).toBeNull();
    }
  });
});
