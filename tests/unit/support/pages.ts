import path from 'node:path';
import type { PageFile } from '../../../lib/content/pages.mjs';
import { parsePage } from '../../../lib/content/source.mjs';

/**
 * The pages of a small site as the content checks receive them: `pages` maps the key the site serves
 * (`/guide/a`, `/zh/guide/a`, `/configure/` for an index page) to the page's MDX source. Returns the
 * files (with the path under docs/ each error names) and each page parsed.
 */
export function site(pages: Record<string, string>) {
  const files: PageFile[] = Object.entries(pages).map(([key, source]) => {
    const lang = key.startsWith('/zh/') ? 'zh' : 'en';
    const route = lang === 'zh' ? key.slice(3) : key;
    const rel = `docs/${lang}${route.endsWith('/') ? `${route}index` : route}.mdx`;
    return { lang, route, key, file: path.resolve(rel), rel, source };
  });
  const parsed = new Map(files.map((f) => [f.key, parsePage(f.source, f.rel)]));
  return { files, parsed };
}
