import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const core = path.dirname(createRequire(import.meta.url).resolve('@rspress/core/package.json'));
const dist = path.join(core, 'dist');

/** Every `@rspress/core/dist/…` import of theme/, with the names we take from it (theme/OVERRIDES.md). */
const DEEP: Record<string, string[]> = {
  'theme/components/Nav/NavMenu.js': ['NavMenuItemWithLink', 'NavMenuDivider'],
  'theme/components/NavScreen/index.js': ['NavScreen', 'NavScreenDivider'],
  'theme/components/NavScreen/NavScreenAppearance.js': ['NavScreenAppearance'],
  'theme/components/NavScreen/NavScreenMenu.js': ['NavScreenMenu'],
  'theme/components/NavList/context.js': ['NavListContext'],
  'theme/components/Sidebar/SidebarItem.js': ['SidebarItem', 'SidebarItemRaw'],
  'theme/components/SidebarMenu/useClickOutside.js': ['useClickOutside'],
  'theme/components/Sidebar/SidebarDivider.js': ['SidebarDivider'],
  'theme/components/Sidebar/SidebarSectionHeader.js': ['SidebarSectionHeader'],
  'theme/components/PackageManagerTabs/icons/Npm.js': ['Npm'],
  'theme/components/PackageManagerTabs/icons/Yarn.js': ['Yarn'],
  'theme/components/PackageManagerTabs/icons/Pnpm.js': ['Pnpm'],
  'theme/components/PackageManagerTabs/icons/Bun.js': ['Bun'],
  'theme/components/PackageManagerTabs/icons/Deno.js': ['Deno'],
  // theme/layout/pageLayouts.ts; rspress-patches/perRouteLayouts has page modules import them by the same path.
  'theme/layout/DocLayout/index.js': ['DocLayout'],
  'theme/components/Overview/index.js': ['Overview'],
};
const CSS = [
  'theme/components/Nav/index.css',
  'theme/components/Sidebar/SidebarGroup.css',
  'theme/components/SidebarMenu/index.css',
  'theme/components/CodeButtonGroup/index.css',
  'theme/components/CodeButtonGroup/CopyCodeButton.css',
  'theme/components/Link/index.css',
  'theme/components/SocialLinks/index.css',
  'theme/components/SwitchAppearance/index.css',
  'theme/layout/NotFountLayout/index.css',
  'theme/components/NavScreen/NavScreenLangs.css',
  'theme/components/Tabs/index.css',
  'theme/components/HomeHero/index.css',
  'theme/components/HomeBackground/index.css',
  'theme/components/NavTitle/index.css',
  'theme/components/Llms/index.css',
  'theme/components/Llms/LlmsCopyButton.css',
];

/** The names a compiled module exports (`export { a, b as c };`). */
const exportsOf = (file: string): string[] =>
  [...fs.readFileSync(file, 'utf8').matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) =>
    (m[1] ?? '')
      .split(',')
      .map(
        (s) =>
          s
            .trim()
            .split(/\s+as\s+/)
            .pop() ?? '',
      )
      .filter(Boolean),
  );

describe('given the Rspress modules our theme deep-imports', () => {
  it.each(Object.entries(DEEP))('should still find %s exporting what we use', (rel, names) => {
    const file = path.join(dist, rel);
    expect(fs.existsSync(file), rel).toBe(true);
    expect(exportsOf(file)).toEqual(expect.arrayContaining(names));
  });
  it('should still find the stylesheets of the components we replace', () => {
    expect(CSS.filter((rel) => !fs.existsSync(path.join(dist, rel)))).toEqual([]);
  });
  it('should list every deep import of theme/ here', () => {
    const files = fs.readdirSync('theme', { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));
    const used = new Set(
      files.flatMap((f) =>
        [...fs.readFileSync(path.join('theme', f), 'utf8').matchAll(/@rspress\/core\/dist\/([^'"]+)/g)].map(
          (m) => m[1] ?? '',
        ),
      ),
    );
    expect([...used].filter((u) => !(u in DEEP) && !CSS.includes(u)).sort()).toEqual([]);
  });
});

/**
 * Names and behaviours of Rspress internals our theme relies on without importing them: a string we
 * share with upstream, an element upstream creates, classes we watch, an event upstream listens for.
 * Each entry: the file of ours that depends on it and what it must contain, and the upstream files (in
 * the installed @rspress/core) that must still contain the matching code.
 */
const INTERNALS: {
  what: string;
  ours: { file: string; uses: RegExp };
  upstream: { file: string; has: RegExp }[];
}[] = [
  {
    what: 'the same-tab storage sync event RSPRESS_SYNC_STORAGE_EVENT_NAME',
    ours: { file: 'theme/hooks/useStorageValue.ts', uses: /'RSPRESS_SYNC_STORAGE_EVENT_NAME'/ },
    upstream: [{ file: 'dist/theme/logic/useStorageValue.js', has: /'RSPRESS_SYNC_STORAGE_EVENT_NAME'/ }],
  },
  {
    what: "useThemeState's storage hook, a module of its own that our theme plugin swaps for ours (never throws)",
    ours: { file: 'theme/plugin.ts', uses: /useStorageValue\\\.js/ },
    upstream: [
      {
        file: 'dist/theme/logic/useThemeState.js',
        has: /import \{ useStorageValue \} from "\.\/useStorageValue\.js";/,
      },
      { file: 'dist/theme/index.js', has: /export \{ useThemeState \} from "\.\/logic\/useThemeState\.js";/ },
    ],
  },
  {
    what: 'the #__rspress_modal_container element our mobile menu is portalled into',
    ours: { file: 'theme/components/NavHamburger/index.tsx', uses: /getElementById\('__rspress_modal_container'\)/ },
    upstream: [
      // The HTML template creates it; upstream's own NavHamburger portals into it, as ours does.
      { file: 'index.html', has: /<div id="__rspress_modal_container">/ },
      { file: 'dist/theme/components/NavHamburger/index.js', has: /getElementById\('__rspress_modal_container'\)/ },
    ],
  },
  {
    what: "DocLayout's sidebar menu hook, a module of its own that our theme plugin swaps for ours",
    ours: { file: 'theme/plugin.ts', uses: /useSidebarMenu\\\.js/ },
    upstream: [
      {
        file: 'dist/theme/layout/DocLayout/index.js',
        has: /import \{ useSidebarMenu \} from "\.\.\/\.\.\/components\/SidebarMenu\/useSidebarMenu\.js";/,
      },
      {
        // What DocLayout reads from it, and where it puts the two refs (the panels our hook names).
        file: 'dist/theme/layout/DocLayout/index.js',
        has: /const \{ isOutlineOpen, isSidebarOpen, sidebarMenu, asideLayoutRef, sidebarLayoutRef \} = useSidebarMenu\(beforeOutline, afterOutline\);[\s\S]*ref: sidebarLayoutRef,[\s\S]*ref: asideLayoutRef,/,
      },
    ],
  },
];

describe('given the Rspress internals our theme relies on by name', () => {
  it.each(INTERNALS)('should still find $what', ({ ours, upstream }) => {
    // If this fails, the file of ours moved or stopped using the name: update INTERNALS and theme/OVERRIDES.md.
    expect(fs.readFileSync(ours.file, 'utf8'), `${ours.file} no longer uses it`).toMatch(ours.uses);
    for (const { file, has } of upstream) {
      const full = path.join(core, file);
      expect(fs.existsSync(full), `@rspress/core/${file} is gone; ${ours.file} depends on it`).toBe(true);
      expect(fs.readFileSync(full, 'utf8'), `@rspress/core/${file} changed; ${ours.file} depends on it`).toMatch(has);
    }
  });
});
