import type { NavItem } from '@rspress/core';
import { type Bilingual, bilingual } from './bilingual';
import type { Lang } from './siteFacts.mjs';

interface NavEntry {
  text: Bilingual;
  link: string;
  activeMatch?: string;
}
interface NavMenu {
  text: Bilingual;
  items: NavEntry[];
}

/** Top navigation, one list for both languages (SPEC §2 "Top navigation"). */
const NAV: (NavEntry | NavMenu)[] = [
  { text: bilingual('Guide', '指南'), link: '/guide/start/', activeMatch: '^/(zh/)?guide/' },
  { text: bilingual('Practice', '实践'), link: '/practice/overview', activeMatch: '^/(zh/)?practice/' },
  { text: bilingual('Configuration', '配置'), link: '/configure/', activeMatch: '^/(zh/)?configure/' },
  { text: bilingual('Plugins', '插件'), link: '/plugin/dev/', activeMatch: '^/(zh/)?plugin/' },
  { text: bilingual('Showcase', '案例'), link: '/showcase/', activeMatch: '^/(zh/)?showcase/' },
  { text: bilingual('Blog', '博客'), link: '/blog/', activeMatch: '^/(zh/)?blog/' },
  {
    text: bilingual('Ecosystem', '生态'),
    items: [
      {
        text: bilingual('Module Federation examples', 'Module Federation 示例'),
        link: 'https://github.com/module-federation/module-federation-examples',
      },
      {
        text: bilingual('Practical Module Federation (book)', '《Practical Module Federation》（图书）'),
        link: 'https://module-federation.myshopify.com/products/practical-module-federation',
      },
      // The cloud deployment service is listed on the English site only (SPEC §2).
      { text: bilingual('Zephyr Cloud (deployment)', null), link: 'https://zephyr-cloud.io' },
    ],
  },
];

function localise(entry: NavEntry, lang: Lang): NavItem | null {
  const text = entry.text[lang];
  if (text === null) return null;
  return { text, link: entry.link, ...(entry.activeMatch ? { activeMatch: entry.activeMatch } : {}) };
}

/** The navigation of one language. Rspress prefixes internal links with `/zh` on the Chinese site. */
export function navFor(lang: Lang): NavItem[] {
  return NAV.flatMap((item): NavItem[] => {
    const text = item.text[lang];
    if (text === null) return [];
    if ('items' in item) {
      const items = item.items.map((i) => localise(i, lang)).filter((i): i is NavItem => i !== null);
      return [{ text, items }];
    }
    const one = localise(item, lang);
    return one ? [one] : [];
  });
}
