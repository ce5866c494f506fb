import { cleanUrlByConfig, isExternalUrl, removeBase, withBase } from '@rspress/core/runtime';
import { cleanUrl } from '@rspress/shared';

/** How a link leaves the page: another site, this page's anchor, a relative path or a site path. */
export type LinkType = 'external' | 'hashOnly' | 'relative' | 'internal';

const linkTypeOf = (href: string): LinkType =>
  isExternalUrl(href) ? 'external' : href.startsWith('#') ? 'hashOnly' : href.startsWith('/') ? 'internal' : 'relative';

/** Rspress v2's `getHref` (2.0.22, `theme/components/Link/getHref.js`, not exported), same results. */
export function getHref(
  href: string,
  currentUrl: string | undefined = typeof window === 'undefined' ? undefined : window.location.href,
) {
  const linkType = linkTypeOf(href);
  if (linkType === 'external' || linkType === 'hashOnly')
    return { linkType, withBaseHref: href, removeBaseHref: href, routePath: cleanUrl(href) };
  let withBaseHref: string;
  if (linkType === 'relative' && currentUrl) {
    const url = new URL(href, currentUrl);
    withBaseHref = `${url.pathname}${url.search}${url.hash}`;
  } else withBaseHref = withBase(cleanUrlByConfig(href));
  const removeBaseHref = removeBase(withBaseHref);
  return { linkType, withBaseHref, removeBaseHref, routePath: cleanUrl(removeBaseHref) };
}
