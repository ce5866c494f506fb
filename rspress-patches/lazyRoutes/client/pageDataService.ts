/**
 * The page data of ./initPageData.ts, given the route lookup and the site data: plain logic, so that a test
 * can hand it routes (tests/unit/rspress-patches/lazyRoutesClient.test.ts). The same three cache slots as
 * Rspress's `runtime/initPageData.js` (2.0.22; ./ssrClientEntry.ts warms slot 0); `initPageData`
 * waits for the route's shard and takes the page's record from it instead of searching every page's record.
 */
import { cleanUrl, MDX_OR_MD_REGEXP } from '@rspress/shared';
import type { Route } from './routeService';

type Data = Record<string, unknown>;
type Slot = { routePath: string; data: Data } | undefined;

/** What `initPageData` reads of Rspress's site data, for the 404 page's language and version. */
export interface PageSiteData {
  base: string;
  lang?: string;
  locales: { lang: string }[];
  multiVersion: { default?: string; versions?: string[] };
}

export function createPageData(
  loadRoute: (pathname: string) => Promise<Route | undefined>,
  siteData: PageSiteData,
  /** The path the browser is at (`window.location.pathname`); undefined in the prerender. */
  currentPathname: () => string | undefined,
) {
  const slots: [Slot, Slot, Slot] = [undefined, undefined, undefined];

  function warmPageData(routePath: string, data: Data): void {
    slots[0] = { routePath, data };
  }

  function consumeCachedPageData(routePath: string): Data | undefined {
    if (slots[0]?.routePath === routePath) {
      const data = slots[0].data;
      slots[2] = slots[1];
      slots[1] = slots[0];
      slots[0] = undefined;
      return data;
    }
    if (slots[2]?.routePath === routePath) {
      const data = slots[2].data;
      slots[0] = slots[1];
      slots[1] = slots[2];
      slots[2] = undefined;
      return data;
    }
    return undefined;
  }

  function setCurrentPageData(routePath: string, data: Data): void {
    slots[2] = slots[1];
    slots[1] = { routePath, data };
  }

  async function initPageData(routePath: string): Promise<Data> {
    const matchedRoute = await loadRoute(routePath);
    if (matchedRoute) {
      const mod = (await matchedRoute.preload()) as Data & { default: { __RSPRESS_PAGE_META?: Record<string, Data> } };
      const pagePath = cleanUrl(matchedRoute.filePath);
      const meta = mod.default.__RSPRESS_PAGE_META?.[encodeURIComponent(pagePath)] || {};
      const {
        toc = [],
        title = '',
        frontmatter = {},
        ...rest
      } = (MDX_OR_MD_REGEXP.test(matchedRoute.filePath) ? meta : mod) as Data & { frontmatter?: { pageType?: string } };
      return {
        ...rest,
        pagePath,
        ...matchedRoute.record,
        pageType: frontmatter?.pageType || 'doc',
        title,
        frontmatter,
        toc,
      };
    }
    let lang = siteData.lang || '';
    let version = siteData.multiVersion?.default || '';
    const at = currentPathname();
    if (siteData.lang && at !== undefined) {
      const path = at.replace(siteData.base, '').split('/').slice(0, 2);
      if (siteData.locales.length) {
        const result = siteData.locales.find(({ lang }) => path.includes(lang));
        if (result) lang = result.lang;
      }
      if (siteData.multiVersion.versions) {
        const result = siteData.multiVersion.versions.find((v) => path.includes(v));
        if (result) version = result;
      }
    }
    return {
      pagePath: '',
      pageType: '404',
      routePath: '/404',
      lang,
      frontmatter: {},
      title: '404',
      toc: [],
      version,
      _filepath: '',
      _relativePath: '',
    };
  }

  return { warmPageData, consumeCachedPageData, setCurrentPageData, initPageData };
}
