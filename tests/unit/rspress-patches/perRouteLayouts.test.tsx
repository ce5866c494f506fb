// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { parseMdxTree } from '../../../lib/content/source.mjs';
import { layoutsModuleCode, layoutsOf } from '../../../rspress-patches/perRouteLayouts/plugin';
import { provideLayouts } from '../../../rspress-patches/perRouteLayouts/registry';
import { DocLayout, HomeLayout } from '../../../rspress-patches/perRouteLayouts/standIns';

afterEach(cleanup);

describe('given the layouts a page renders', () => {
  it('should follow the frontmatter as Rspress chooses its layout', () => {
    expect(layoutsOf({ pageType: 'home' })).toEqual(['home']);
    expect(layoutsOf({})).toEqual(['doc']);
    expect(layoutsOf({ pageType: 'doc-wide' })).toEqual(['doc']);
    expect(layoutsOf({ overview: true })).toEqual(['doc', 'overview']);
    expect(layoutsOf({ pageType: 'custom' })).toEqual([]);
  });

  it('should give the page module imports of those layouts and one call handing them over', () => {
    const code = layoutsModuleCode(['doc', 'overview'], '/theme/layout/HomeLayout/index.tsx');
    expect(code).toContain('from "@rspress/core/dist/theme/layout/DocLayout/index.js"');
    expect(code).toContain('from "@rspress/core/dist/theme/components/Overview/index.js"');
    expect(code).not.toContain('HomeLayout');
    // A home page imports the theme's home layout from the path the theme gives, with the doc layout's preload.
    const home = layoutsModuleCode(['home'], '/theme/layout/HomeLayout/index.tsx');
    expect(home).toContain('import { HomeLayout as __mf_home } from "/theme/layout/HomeLayout/index.tsx";');
    expect(home).toContain('__mf_provideLayouts({ home: __mf_withPreload(__mf_home) })');
    expect(code).toMatch(
      /export const __mf_layouts = __mf_provideLayouts\(\{ doc: __mf_doc, overview: __mf_overview \}\);/,
    );
    // It parses as MDX ESM, with the estree the MDX compiler reads.
    const [esm] = parseMdxTree(code).children as { type: string; data?: { estree?: unknown } }[];
    expect(esm?.type).toBe('mdxjsEsm');
    expect(esm?.data?.estree).toBeDefined();
  });
});

describe('given the layout stand-ins of the theme', () => {
  it('should render the layout the page module handed over, with its props', () => {
    provideLayouts({ doc: (props) => <main>doc layout, nav title {String(props.navTitle)}</main> });
    render(<DocLayout navTitle="x" />);
    expect(screen.getByRole('main').textContent).toBe('doc layout, nav title x');
  });

  it('should fail with a message naming the plugin when a page did not hand its layout over', () => {
    expect(() => render(<HomeLayout />)).toThrow(/home layout did not come with this page's module.*perRouteLayouts/);
  });
});
