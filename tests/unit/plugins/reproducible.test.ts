import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { UserConfig } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import { sidebarFor } from '../../../config/sidebar';
import { prefixSidebarLinks, unshareGeneratedModules } from '../../../plugins/reproducible';

type Entry = { link?: string; items?: Entry[] };
const links = (entries: Entry[]): string[] =>
  entries.flatMap((e) => [...(e.link ? [e.link] : []), ...links(e.items ?? [])]);
const sidebarLinks = (config: UserConfig, lang: string): string[] =>
  Object.values(config.themeConfig?.locales?.find((l) => l.lang === lang)?.sidebar ?? {}).flatMap((entries) =>
    links(entries as Entry[]),
  );

describe('given the site sidebars before Rspress has seen them', () => {
  const config: UserConfig = {
    lang: 'en',
    themeConfig: {
      locales: [
        { lang: 'en', label: 'English', sidebar: sidebarFor('en') },
        { lang: 'zh', label: '简体中文', sidebar: sidebarFor('zh') },
      ],
    },
  };
  const fixed = prefixSidebarLinks(config);

  it('should give every Chinese link its /zh prefix, as the site data has it, whether or not it is built', () => {
    const zh = sidebarLinks(fixed, 'zh');
    expect(zh.length).toBeGreaterThan(50);
    expect(zh.filter((l) => !l.startsWith('/zh/'))).toEqual([]);
    expect(zh).toEqual(sidebarLinks(config, 'zh').map((l) => `/zh${l}`));
  });

  it('should leave the default language, and links that already have the prefix, as they are', () => {
    expect(sidebarLinks(fixed, 'en')).toEqual(sidebarLinks(config, 'en'));
    expect(prefixSidebarLinks(fixed)).toEqual(fixed);
  });

  it('should leave external links alone', () => {
    const external: UserConfig = {
      lang: 'en',
      themeConfig: {
        locales: [{ lang: 'zh', label: 'zh', sidebar: { '/zh/': [{ text: 'x', link: 'https://e.org/' }] } }],
      },
    };
    expect(sidebarLinks(prefixSidebarLinks(external), 'zh')).toEqual(['https://e.org/']);
  });
});

describe('given a node_modules copied with hard links from another tree', () => {
  it('should give the modules builds write there their own files, and leave the other tree as it was', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'unshare-'));
    try {
      const [theirs, ours] = [path.join(dir, 'a'), path.join(dir, 'b')];
      fs.mkdirSync(path.join(theirs, '.rspress/virtual-demo'), { recursive: true });
      fs.writeFileSync(path.join(theirs, '.rspress/virtual-demo/x.tsx'), 'theirs');
      fs.mkdirSync(path.join(ours, '.rspress/virtual-demo'), { recursive: true });
      fs.linkSync(path.join(theirs, '.rspress/virtual-demo/x.tsx'), path.join(ours, '.rspress/virtual-demo/x.tsx'));
      unshareGeneratedModules(ours);
      // What a build does: rewrite the module in place.
      fs.writeFileSync(path.join(ours, '.rspress/virtual-demo/x.tsx'), 'ours');
      expect(fs.readFileSync(path.join(theirs, '.rspress/virtual-demo/x.tsx'), 'utf8')).toBe('theirs');
      expect(fs.statSync(path.join(ours, '.rspress/virtual-demo/x.tsx')).nlink).toBe(1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
