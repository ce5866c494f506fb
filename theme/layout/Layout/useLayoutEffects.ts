import { useLocation, useSite } from '@rspress/core/runtime';
import { useEffect, useLayoutEffect } from 'react';
import { type HideNavbar, navHiddenAfterScroll, SCROLL_THROTTLE_MS } from '../../logic/navAutoHide';
import { applyHidden } from '../../logic/queryParams';
import { throttle } from '../../logic/throttle';

/** Attribute on `<html>` while the navigation bar is slid out of view. */
const NAV_HIDDEN_ATTRIBUTE = 'data-mf-nav-hidden';
/** Height of Rspress's bar (`--rp-nav-height`). */
const NAV_HEIGHT = 64;

/** `navbar=0`, `sidebar=0`, … in the URL hide those elements, also after client-side navigation. */
function useQueryParamHiding(search: string): void {
  useLayoutEffect(() => applyHidden(document.documentElement, search), [search]);
}

/** The bar hides when scrolling down and shows when scrolling up, unless `hideNavbar` is `never`. */
function useNavAutoHide(setting: HideNavbar, pathname: string): void {
  useEffect(() => {
    const root = document.documentElement;
    root.removeAttribute(NAV_HIDDEN_ATTRIBUTE);
    if (setting === 'never') return;
    let previousY = window.scrollY;
    const onScroll = throttle(() => {
      const y = window.scrollY;
      root.toggleAttribute(NAV_HIDDEN_ATTRIBUTE, navHiddenAfterScroll(previousY, y, setting, NAV_HEIGHT));
      previousY = y;
    }, SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
    };
  }, [setting, pathname]);
}

/**
 * Client-side behaviours our Layout adds to Rspress's: query-parameter hiding and the navigation bar's
 * auto-hide. The mobile sidebar and outline panels are DocLayout's, with our state (../SidebarMenu).
 */
export function useLayoutEffects(): void {
  const { pathname, search } = useLocation();
  const { site } = useSite();
  const setting: HideNavbar = (site.themeConfig as { hideNavbar?: HideNavbar }).hideNavbar ?? 'auto';
  useQueryParamHiding(search);
  useNavAutoHide(setting, pathname);
}
