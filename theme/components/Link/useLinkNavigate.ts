import { initPageData, isActive, useLocation, useNavigate, useSite, warmPageData } from '@rspress/core/runtime';
import { startTransition as reactStartTransition, type TransitionStartFunction, useCallback } from 'react';
import { findRoute } from '../../../rspress-patches/lazyRoutes';
import { pageLoadProgress } from '../../logic/pageLoadProgress';
import { getHref } from './getHref';

/**
 * Replaces Rspress v2's `useLinkNavigate` (2.0.22, `theme/components/Link/useLinkNavigate.js`): load
 * the target page's data, then navigate. Upstream starts nprogress after 200 ms and, when the load
 * fails, never clears its timer: the bar sticks and the rejection goes unhandled. Here the bar is
 * ours (PageLoadProgress, shown after 200 ms, always ended), and a failed load is logged to the
 * console while the current page stays as it is (SPEC §8).
 */
export function useLinkNavigate({
  startTransition = reactStartTransition,
}: {
  startTransition?: TransitionStartFunction;
} = {}) {
  const { pathname: currentPathname } = useLocation();
  const navigate = useNavigate();
  const { site } = useSite();
  const useTransitions = Boolean(site?.route?.useTransitions);
  return useCallback(
    async (href: string) => {
      const { linkType, removeBaseHref, routePath, withBaseHref } = getHref(href);
      if (linkType === 'external' || linkType === 'hashOnly') {
        window.location.assign(href);
        return;
      }
      const go = () => navigate(removeBaseHref, { replace: false });
      const loadThenNavigate = async () => {
        if (!isActive(removeBaseHref, currentPathname)) {
          const end = pageLoadProgress.begin();
          try {
            // With the route table in shards (rspress-patches/lazyRoutes), the target's shard may load first.
            if (!(await findRoute(routePath))) {
              window.location.assign(withBaseHref);
              return;
            }
            warmPageData(routePath, await initPageData(routePath));
          } catch (error) {
            console.error(`[mf-theme] Could not load the page data of ${routePath}; staying on this page.`, error);
            return;
          } finally {
            end();
          }
        }
        if (useTransitions) startTransition(go);
        else void go();
      };
      if (useTransitions) startTransition(loadThenNavigate);
      else await loadThenNavigate();
    },
    [useTransitions, currentPathname, navigate, startTransition],
  );
}
