import fs from 'node:fs';
import path from 'node:path';
import type { SidebarGroup, SidebarItem } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import { navFor } from '../../../config/nav';
import { sidebarFor } from '../../../config/sidebar';
import {
  BEYOND_SPEC,
  EN_ONLY,
  existsIn,
  missingIn,
  NOT_IN_SIDEBAR,
  ROUTES,
  servedPath,
  ZH_ONLY,
} from '../../../config/siteFacts.mjs';
import { listPages } from '../../../lib/content/pages.mjs';
import * as spec from '../../fixtures/specRoutes.mjs';
import {
  readSharedSpecRoutes,
  SPEC_ROUTES_FIXTURE,
  type SpecRoutes,
  specRoutesData,
} from '../../harness/specRoutes.mjs';

type Entry = SidebarGroup | SidebarItem | { dividerType: string } | { sectionHeaderText: string };
const links = (items: Entry[]): string[] =>
  items.flatMap((i) =>
    'items' in i ? [...(i.link ? [i.link] : []), ...links(i.items as Entry[])] : 'link' in i ? [i.link] : [],
  );

const shared = await readSharedSpecRoutes();

describe('given the route set of SPEC §2', () => {
  const sorted = (routes: readonly string[]) => [...routes].sort();

  // SPEC §2 is the minimum: the site serves it plus the routes of BEYOND_SPEC (decision 0007), in both languages.
  const withExtra = (lang: 'en' | 'zh', specRoutes: readonly string[]) =>
    sorted([...specRoutes, ...BEYOND_SPEC.map((r) => servedPath(lang, r))]);

  it('should be what config/siteFacts.mjs holds, in both languages', () => {
    expect(sorted(ROUTES.en.map((r) => servedPath('en', r)))).toEqual(withExtra('en', spec.EN));
    expect(sorted(ROUTES.zh.map((r) => servedPath('zh', r)))).toEqual(withExtra('zh', spec.ZH));
    for (const r of BEYOND_SPEC) expect(spec.EN, `${r} is in SPEC §2 now: drop it from BEYOND_SPEC`).not.toContain(r);
    expect(EN_ONLY).toEqual(spec.ZH_ABSENT);
    expect(NOT_IN_SIDEBAR).toEqual(spec.NOT_IN_SIDEBAR);
  });

  it('should be what the docs folder holds, in both languages', () => {
    const pages = listPages(path.resolve('docs'));
    const routesIn = (lang: string) => sorted(pages.filter((p) => p.lang === lang).map((p) => p.key));
    expect(routesIn('en')).toEqual(withExtra('en', spec.EN));
    expect(routesIn('zh')).toEqual(withExtra('zh', spec.ZH));
  });

  it('should say of every one-language page which language lacks it', () => {
    for (const route of EN_ONLY) {
      expect(missingIn(route)).toBe('zh');
      expect(existsIn('zh', route)).toBe(false);
    }
    for (const route of ZH_ONLY) {
      expect(missingIn(route)).toBe('en');
      expect(existsIn('en', route)).toBe(false);
    }
    expect(missingIn('/guide/start/')).toBeUndefined();
    expect(servedPath('zh', '/')).toBe('/zh/');
  });

  // The vendored fixture against the specification itself, when it is checked out beside the repository
  // (`node scripts/sync-spec-routes.mjs` copies it again).
  it.skipIf(!shared)('should keep tests/fixtures/spec-routes.json equal to ../shared/tools/spec-routes.mjs', () => {
    expect(JSON.parse(fs.readFileSync(SPEC_ROUTES_FIXTURE, 'utf8'))).toEqual(specRoutesData(shared as SpecRoutes));
  });
});

describe('given the sidebars', () => {
  const en = sidebarFor('en');
  const zh = sidebarFor('zh');
  const all = (s: typeof en) => Object.values(s).flatMap((items) => links(items as Entry[]));

  it('should link every sidebar entry to a page of its language', () => {
    const enPages = new Set([...spec.EN, ...BEYOND_SPEC]);
    const zhPages = new Set([...spec.ZH.map((r: string) => r.slice(3)), ...BEYOND_SPEC]);
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
