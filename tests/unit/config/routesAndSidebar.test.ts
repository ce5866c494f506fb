import fs from 'node:fs';
import path from 'node:path';
import type { SidebarGroup, SidebarItem } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import { navFor } from '../../../config/nav';
import { sidebarFor } from '../../../config/sidebar';
import { listPages } from '../../../lib/content/pages.mjs';
import * as spec from '../../fixtures/specRoutes.mjs';

type Entry = SidebarGroup | SidebarItem | { dividerType: string } | { sectionHeaderText: string };
const links = (items: Entry[]): string[] =>
  items.flatMap((i) =>
    'items' in i ? [...(i.link ? [i.link] : []), ...links(i.items as Entry[])] : 'link' in i ? [i.link] : [],
  );

describe('given the docs folder', () => {
  it('should hold exactly the routes of SPEC §2 in both languages', () => {
    const pages = listPages(path.resolve('docs'));
    const routesIn = (lang: string) =>
      pages
        .filter((p) => p.lang === lang)
        .map((p) => p.key)
        .sort();
    expect(routesIn('en')).toEqual([...spec.EN].sort());
    expect(routesIn('zh')).toEqual([...spec.ZH].sort());
  });

  it('should keep the route fixture equal to the shared SPEC data beside the repo', async () => {
    // The specification lives beside the repository (../shared); without it this check cannot run,
    // and a green test would be a lie, so it fails and says what is missing.
    for (const required of ['../shared/SPEC.md', '../shared/tools']) {
      expect(
        fs.existsSync(path.resolve(required)),
        `${path.resolve(required)} is missing: check out the shared specification beside this repository`,
      ).toBe(true);
    }
    const shared = path.resolve('../shared/tools/spec-routes.mjs');
    expect(fs.existsSync(shared), `${shared} is missing`).toBe(true);
    const original = await import(shared);
    expect(spec.EN).toEqual(original.EN);
    expect(spec.ZH).toEqual(original.ZH);
  });
});

describe('given the sidebars', () => {
  const en = sidebarFor('en');
  const zh = sidebarFor('zh');
  const all = (s: typeof en) => Object.values(s).flatMap((items) => links(items as Entry[]));

  it('should link every sidebar entry to a page of its language', () => {
    const enPages = new Set(spec.EN);
    const zhPages = new Set(spec.ZH.map((r: string) => r.slice(3)));
    for (const l of all(en)) expect(enPages, l).toContain(l);
    for (const l of all(zh)) expect(zhPages, l).toContain(l);
  });

  it('should leave out the pages SPEC keeps out of the sidebar, and the zh-absent pages in Chinese', () => {
    for (const hidden of spec.NOT_IN_SIDEBAR) expect(all(en)).not.toContain(hidden);
    for (const absent of spec.ZH_ABSENT) expect(all(zh)).not.toContain(absent);
    expect(all(zh)).toContain('/plugin/dev/hooks');
    expect(all(en)).not.toContain('/plugin/dev/hooks');
  });

  it('should key the Chinese sidebars under /zh', () => {
    expect(Object.keys(zh).every((k) => k.startsWith('/zh/'))).toBe(true);
    expect(Object.keys(en).some((k) => k.startsWith('/zh/'))).toBe(false);
  });

  it('should start the Frameworks group and its sub-groups collapsed and the others open', () => {
    const practice = en['/practice/'] as Entry[];
    const groups = practice.filter((i): i is SidebarGroup => 'items' in i);
    const frameworks = groups.find((g) => g.text === 'Frameworks');
    expect(frameworks?.collapsed).toBe(true);
    const subGroups = (frameworks?.items ?? []).filter((i): i is SidebarGroup => 'items' in i);
    expect(subGroups.map((g) => g.text)).toEqual(['React', 'Modern.js', 'Next.js', 'Angular']);
    expect(subGroups.every((g) => g.collapsed === true)).toBe(true);
    expect(groups.filter((g) => g !== frameworks).every((g) => g.collapsed === false)).toBe(true);
  });

  it('should use solid and dashed dividers and section headers', () => {
    const flat = Object.values(en).flat() as Entry[];
    expect(flat.some((i) => 'dividerType' in i && i.dividerType === 'solid')).toBe(true);
    expect(flat.some((i) => 'dividerType' in i && i.dividerType === 'dashed')).toBe(true);
    expect(flat.some((i) => 'sectionHeaderText' in i)).toBe(true);
  });
});

describe('given the top navigation', () => {
  it('should omit the cloud deployment service from the Chinese Ecosystem menu', () => {
    const eco = (lang: 'en' | 'zh') => {
      const menu = navFor(lang).at(-1);
      return menu && 'items' in menu ? menu.items : [];
    };
    expect(eco('en')).toHaveLength(3);
    expect(eco('zh')).toHaveLength(2);
    expect(JSON.stringify(eco('zh'))).not.toContain('zephyr');
  });
});
