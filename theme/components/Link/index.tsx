import { useSite } from '@rspress/core/runtime';
import type { LinkProps } from '@rspress/core/theme-original';
// Upstream's stylesheet (same class) leaves the bundle with the component we replace.
import '@rspress/core/dist/theme/components/Link/index.css';
import { forwardRef, type MouseEvent } from 'react';
import { findRoute } from '../../../rspress-patches/lazyRoutes';
import { getHref } from './getHref';
import { useLinkNavigate } from './useLinkNavigate';

export { useLinkNavigate } from './useLinkNavigate';

const isPlainClick = (e: MouseEvent<HTMLAnchorElement>) =>
  e.button === 0 &&
  (!e.currentTarget.target || e.currentTarget.target === '_self') &&
  !e.metaKey &&
  !e.shiftKey &&
  !e.altKey &&
  !e.ctrlKey;

/**
 * Replaces Rspress v2's Link (2.0.22), same props, classes and behaviour (external links in a new tab,
 * route chunks preloaded on hover/touch, client-side navigation), so that it navigates through our
 * `useLinkNavigate` (upstream imports its own relatively). A failed hover preload is swallowed here:
 * the click reports it.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const { href = '/', children, className = '', onClick, onMouseEnter, startTransition, ...rest } = props;
  const { site } = useSite();
  const { linkType, removeBaseHref, routePath, withBaseHref } = getHref(href);
  const navigate = useLinkNavigate({ startTransition });
  const cls = `${className} rp-link`.trim();
  if (linkType === 'external' || linkType === 'hashOnly') {
    const newTab = linkType === 'external' ? { target: '_blank', rel: 'noopener noreferrer' } : {};
    return (
      <a ref={ref} href={href} {...newTab} className={cls} onClick={onClick} onMouseEnter={onMouseEnter} {...rest}>
        {children}
      </a>
    );
  }
  const preload = () => {
    if (site.route?.prefetchLink === false) return;
    findRoute(routePath)
      .then((route) => route?.preload())
      .catch(() => undefined);
  };
  return (
    <a
      ref={ref}
      href={linkType === 'relative' ? href : withBaseHref}
      className={cls}
      onMouseEnter={(e) => {
        onMouseEnter?.(e);
        preload();
      }}
      onTouchStart={preload}
      onClick={(e) => {
        onClick?.(e);
        if (!isPlainClick(e)) return;
        e.preventDefault();
        void navigate(linkType === 'relative' ? href : removeBaseHref);
      }}
      {...rest}
    >
      {children}
    </a>
  );
});
