import { useLocation, useSite } from '@rspress/core/runtime';
import { useEffect, useLayoutEffect } from 'react';
import { type HideNavbar, navScrollState, SCROLL_THROTTLE_MS } from '../../logic/navAutoHide';
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
    const state = navScrollState(setting, NAV_HEIGHT, window.scrollY);
    // Every position is noted; the attribute is written at most once per SCROLL_THROTTLE_MS (SPEC §9).
    const update = throttle(() => root.toggleAttribute(NAV_HIDDEN_ATTRIBUTE, state.hidden()), SCROLL_THROTTLE_MS);
    const onScroll = () => {
      state.scrolled(window.scrollY);
      update();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      update.cancel();
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
