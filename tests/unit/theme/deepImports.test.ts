import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dist = path.join(path.dirname(createRequire(import.meta.url).resolve('@rspress/core/package.json')), 'dist');

/** Every `@rspress/core/dist/…` import of theme/, with the names we take from it (theme/OVERRIDES.md). */
const DEEP: Record<string, string[]> = {
  'theme/components/Nav/hooks.js': ['useLangsMenu'],
  'theme/components/Nav/NavMenu.js': ['NavMenuItemWithLink', 'NavMenuDivider'],
  'theme/components/NavScreen/index.js': ['NavScreen'],
  'theme/components/Sidebar/SidebarItem.js': ['SidebarItem', 'SidebarItemRaw'],
  'theme/components/Sidebar/SidebarDivider.js': ['SidebarDivider'],
  'theme/components/Sidebar/SidebarSectionHeader.js': ['SidebarSectionHeader'],
};
const CSS = [
  'theme/components/Nav/index.css',
  'theme/components/Sidebar/SidebarGroup.css',
  'theme/components/CodeButtonGroup/index.css',
  'theme/components/CodeButtonGroup/CopyCodeButton.css',
  'theme/components/Link/index.css',
  'theme/components/SocialLinks/index.css',
  'theme/components/SwitchAppearance/index.css',
  'theme/layout/NotFountLayout/index.css',
  'theme/components/Tabs/index.css',
  'theme/components/HomeHero/index.css',
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
