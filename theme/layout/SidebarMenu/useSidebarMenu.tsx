import { useClickOutside } from '@rspress/core/dist/theme/components/SidebarMenu/useClickOutside.js';
import { useLocation } from '@rspress/core/runtime';
import { type ReactNode, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { MOBILE_MAX_WIDTH } from '../../logic/breakpoints';
import { SidebarMenu } from './index';

/** The widths at which DocLayout's sidebar is a drawer and its outline a drop-down (SPEC §9). */
const PANEL_WIDTHS = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

/**
 * Replaces Rspress 2.0.22's `useSidebarMenu` (DocLayout imports it by relative path, so `theme/plugin.ts`
 * swaps the module; theme/OVERRIDES.md): the open state of the mobile sidebar drawer and the outline
 * drop-down, and the bar that toggles them (./index.tsx). What it adds to upstream's, all from this state:
 * - both panels close on every route change (upstream closed the outline only on a hash change), on
 *   Escape (focus returns to the panel's button), and when the window grows past the drawer's width;
 * - the page behind the open drawer cannot scroll (`overflow: hidden` on `<body>`), and since the drawer
 *   closes past 1024 px, the lock goes with it (upstream kept it until the next route change).
 * A click outside closes them, as upstream.
 */
export function useSidebarMenu(beforeOutline?: ReactNode, afterOutline?: ReactNode) {
  const [isSidebarOpen, setIsSidebarOpen] = useState(false);
  const [isOutlineOpen, setIsOutlineOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const sidebarButton = useRef<HTMLButtonElement>(null);
  const outlineButton = useRef<HTMLButtonElement>(null);
  const sidebarLayoutRef = useRef<HTMLDivElement>(null);
  const asideLayoutRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  // A new route closes both.
  useEffect(() => {
    setIsSidebarOpen(false);
    setIsOutlineOpen(false);
  }, [pathname]);
  useClickOutside([menuRef, sidebarLayoutRef], () => setIsSidebarOpen(false));
  useClickOutside([menuRef, asideLayoutRef], () => setIsOutlineOpen(false));
  useBodyLock(isSidebarOpen);
  useEffect(() => {
    if (!isSidebarOpen && !isOutlineOpen) return undefined;
    const query = window.matchMedia(PANEL_WIDTHS);
    const onWidth = () => {
      if (query.matches) return;
      setIsSidebarOpen(false);
      setIsOutlineOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      (isSidebarOpen ? sidebarButton : outlineButton).current?.focus();
      setIsSidebarOpen(false);
      setIsOutlineOpen(false);
    };
    query.addEventListener('change', onWidth);
    document.addEventListener('keydown', onKey);
    return () => {
      query.removeEventListener('change', onWidth);
      document.removeEventListener('keydown', onKey);
    };
  }, [isSidebarOpen, isOutlineOpen]);

  const sidebarMenu = useMemo(
    () => (
      <SidebarMenu
        isSidebarOpen={isSidebarOpen}
        onIsSidebarOpenChange={setIsSidebarOpen}
        isOutlineOpen={isOutlineOpen}
        onIsOutlineOpenChange={setIsOutlineOpen}
        beforeOutline={beforeOutline}
        afterOutline={afterOutline}
        menuRef={menuRef}
        sidebarButton={sidebarButton}
        outlineButton={outlineButton}
        sidebarLayoutRef={sidebarLayoutRef as RefObject<HTMLElement | null>}
        asideLayoutRef={asideLayoutRef as RefObject<HTMLElement | null>}
      />
    ),
    [isSidebarOpen, isOutlineOpen, beforeOutline, afterOutline],
  );
  return { sidebarMenu, isOutlineOpen, isSidebarOpen, sidebarLayoutRef, asideLayoutRef };
}

/** While `locked`, the page behind the drawer does not scroll; the scrollbar's width is kept as padding. */
function useBodyLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return undefined;
    const { style } = document.body;
    const saved = { overflow: style.overflow, paddingRight: style.paddingRight };
    const gap = window.innerWidth - document.documentElement.clientWidth;
    if (gap > 0) style.paddingRight = `${gap}px`;
    style.overflow = 'hidden';
    return () => {
      style.overflow = saved.overflow;
      style.paddingRight = saved.paddingRight;
    };
  }, [locked]);
}
