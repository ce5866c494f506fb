import { useLocation, useSite } from '@rspress/core/runtime';
import { useEffect, useLayoutEffect, useRef } from 'react';
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
 * On route change: close the local outline drop-down and the mobile sidebar (Rspress closes the
 * outline only on a hash change; both listen for a `mousedown` outside them), and scroll the active
 * sidebar item into view inside the sidebar, without moving the page.
 */
function useRouteChangeReset(pathname: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else document.body.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    const frame = requestAnimationFrame(() => {
      const sidebar = document.querySelector<HTMLElement>('.rp-doc-layout__sidebar');
      const active = sidebar?.querySelector<HTMLElement>('.rp-sidebar-item--active');
      if (!sidebar || !active) return;
      const box = sidebar.getBoundingClientRect();
      const item = active.getBoundingClientRect();
      if (item.top < box.top || item.bottom > box.bottom) {
        sidebar.scrollTop += item.top - box.top - (box.height - item.height) / 2;
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}

/** Ids we give Rspress's mobile sidebar and outline panels so their buttons can point at them. */
const PANELS = [
  {
    button: '.rp-sidebar-menu__left',
    panel: '.rp-doc-layout__sidebar',
    open: 'rp-doc-layout__sidebar--open',
    id: 'mf-sidebar',
  },
  {
    button: '.rp-sidebar-menu__right',
    panel: '.rp-doc-layout__outline',
    open: 'rp-doc-layout__outline--open',
    id: 'mf-outline',
  },
] as const;

/**
 * Rspress's mobile "Menu" and outline buttons (DocLayout's SidebarMenu, reachable only by replacing
 * DocLayout) carry no state. We mirror each panel's `--open` class into its button's
 * `aria-expanded`/`aria-controls`, watching the class with a MutationObserver.
 */
function useSidebarMenuState(pathname: string): void {
  useEffect(() => {
    const observers = PANELS.map(({ button, panel, open, id }) => {
      const panelEl = document.querySelector<HTMLElement>(panel);
      const buttonEl = document.querySelector<HTMLElement>(button);
      if (!panelEl || !buttonEl || buttonEl.tagName !== 'BUTTON') return undefined;
      panelEl.id ||= id;
      buttonEl.setAttribute('aria-controls', panelEl.id);
      const sync = () => buttonEl.setAttribute('aria-expanded', String(panelEl.classList.contains(open)));
      sync();
      const observer = new MutationObserver(sync);
      observer.observe(panelEl, { attributes: true, attributeFilter: ['class'] });
      return observer;
    });
    return () => {
      for (const observer of observers) observer?.disconnect();
    };
  }, [pathname]);
}

/**
 * Escape closes the mobile sidebar or outline panel, as it closes every other pop-up of the site (issue
 * 25: upstream closes them only on a click outside). It closes them the way that click does, with a
 * `mousedown` on `<body>`, and gives focus back to the button of the panel that was open. A key another
 * handler already used (the search dialog, an open menu) is left alone.
 */
function useEscapeClosesPanels(): void {
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      const open = PANELS.find(({ panel, open }) => document.querySelector(panel)?.classList.contains(open));
      if (!open) return;
      document.body.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
      document.querySelector<HTMLElement>(open.button)?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}

/** Client-side behaviours our Layout adds to Rspress's. */
export function useLayoutEffects(): void {
  const { pathname, search } = useLocation();
  const { site } = useSite();
  const setting: HideNavbar = (site.themeConfig as { hideNavbar?: HideNavbar }).hideNavbar ?? 'auto';
  useQueryParamHiding(search);
  useNavAutoHide(setting, pathname);
  useRouteChangeReset(pathname);
  useSidebarMenuState(pathname);
  useEscapeClosesPanels();
}
