import type { RspressPlugin } from '@rspress/core';
import type { Processor } from 'unified';

interface PageMeta {
  frontmatter?: Record<string, unknown>;
}

/**
 * Remark plugin: gives every page except the home page the frontmatter `titleSuffix: "| <site>"`, so
 * Rspress's own head renders `<page> | <site>` (it writes `<page> - <site>` otherwise, and takes a suffix
 * starting with `|` as is: `concatTitle` in @rspress/core's Layout). It edits the frontmatter object
 * Rspress's MDX processor shares through `this.data('pageMeta')`, which is what the page module exports
 * to both the prerender and the browser. A page's own `titleSuffix` wins.
 */
export function remarkTitleSuffix(this: Processor, options: { siteTitle: string }) {
  return () => {
    const meta = this.data('pageMeta' as never) as PageMeta | undefined;
    const fm = meta?.frontmatter;
    if (!fm || fm.pageType === 'home' || fm.titleSuffix !== undefined) return;
    fm.titleSuffix = `| ${options.siteTitle}`;
  };
}

/** Adds {@link remarkTitleSuffix} with the site's `title` (read when the configuration is final). */
export function titleSuffix(): RspressPlugin {
  const options = { siteTitle: '' };
  return {
    name: 'mf-title-suffix',
    config(config) {
      options.siteTitle = config.title ?? '';
      return config;
    },
    markdown: { remarkPlugins: [[remarkTitleSuffix, options]] },
  };
}
