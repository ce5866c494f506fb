import type { UserConfig } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import { sidebarFor } from '../../../config/sidebar';
import { prefixSidebarLinks } from '../../../plugins/reproducible';

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
