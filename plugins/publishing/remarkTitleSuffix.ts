/**
 * Remark plugin: gives every page except the home page the frontmatter `titleSuffix: "| <site>"`,
 * so Rspress's own head renders `<page> | <site>` (it writes `<page> - <site>` otherwise, and takes a
 * suffix starting with `|` as is: see `concatTitle` in @rspress/core's Layout). It edits the
 * frontmatter object Rspress's MDX processor shares through `this.data('pageMeta')`, which is what
 * the page module exports to both the prerender and the browser. A page's own `titleSuffix` wins.
 */
import type { Processor } from 'unified';

interface PageMeta {
  frontmatter?: Record<string, unknown>;
}

/** `remarkTitleSuffix(siteTitle)` for `markdown.remarkPlugins`. */
export function remarkTitleSuffix(this: Processor, options: { siteTitle: string }) {
  const suffix = `| ${options.siteTitle}`;
  return () => {
    const meta = this.data('pageMeta' as never) as PageMeta | undefined;
    const fm = meta?.frontmatter;
    if (!fm || fm.pageType === 'home' || fm.titleSuffix !== undefined) return;
    fm.titleSuffix = suffix;
  };
}
