import type { NavItemWithChildren } from '@rspress/core';
import { useLocation } from '@rspress/core/runtime';
import { HoverGroup, type HoverGroupProps, IconArrowDown, SvgWrapper } from '@rspress/core/theme';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useDisclosure } from '../../hooks/useDisclosure';

/** Rspress's delay before a hover menu closes, so the pointer can travel to it diagonally. */
const CLOSE_DELAY_MS = 150;

export interface NavMenuPopupProps {
  /** The button's visible content. */
  label: ReactNode;
  /** The button's accessible name when it must say more than `label` (it then contains `label`). */
  accessibleLabel?: string;
  items: NavItemWithChildren['items'];
  activeMatcher?: HoverGroupProps['activeMatcher'];
}

/**
 * A drop-down of the bar (a nav group, the language menu). Upstream (2.0.22 `NavMenuItemWithChildren`)
 * opens on hover of an `<li>` with a click handler and a `<div>` label: not reachable by keyboard and
 * not announced as a menu. Here the label is a `<button>` with `aria-expanded`/`aria-controls`; hover
 * still opens it (and a click on a menu the hover just opened leaves it open), and Escape, a click or
 * focus outside it and route changes close it (`useDisclosure`).
 */
export function NavMenuPopup({ label, accessibleLabel, items, activeMatcher }: NavMenuPopupProps) {
  const { pathname } = useLocation();
  const root = useRef<HTMLLIElement>(null);
  const { open, setOpen, toggle, button } = useDisclosure(pathname, { container: root });
  const id = useId();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const cancelClose = () => clearTimeout(timer.current);
  // Set while the menu is open because the pointer is over it. The click that usually follows (a mouse
  // user aiming at the button, a tap, whose compatibility mouse events hover first) is then a request to
  // see the menu, not to close it: it must not take a second press (issue 25).
  const openedByHover = useRef(false);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <li
      ref={root}
      className="rp-nav-menu__item mf-nav-menu-popup"
      onMouseEnter={() => {
        cancelClose();
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        timer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
      }}
    >
      <button
        ref={button}
        type="button"
        className="rp-nav-menu__item__container mf-reset-button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={accessibleLabel}
        onClick={() => {
          // A press decides, whatever a pointer that left a moment ago had scheduled.
          cancelClose();
          const keepOpen = openedByHover.current;
          openedByHover.current = false;
          if (keepOpen) setOpen(true);
          else toggle();
        }}
      >
        {label}
        <SvgWrapper icon={IconArrowDown} className="rp-nav-menu__item__icon" aria-hidden="true" />
      </button>
      <div id={id}>
        <HoverGroup items={items} isOpen={open} activeMatcher={activeMatcher} />
      </div>
    </li>
  );
}
