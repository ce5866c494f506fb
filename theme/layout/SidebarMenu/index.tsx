import { useFrontmatter, useI18n, useLocation } from '@rspress/core/runtime';
import {
  IconArrowRight,
  IconMenu,
  ReadPercent,
  renderInlineMarkdown,
  SvgWrapper,
  useActiveAnchor,
  useDynamicToc,
} from '@rspress/core/theme';
import { type ReactNode, type RefObject, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import '@rspress/core/dist/theme/components/SidebarMenu/index.css';

/** The ids our panels get, so that the buttons can name what they control (`aria-controls`). */
const SIDEBAR_ID = 'mf-sidebar';
const OUTLINE_ID = 'mf-outline';

export interface SidebarMenuProps {
  isSidebarOpen: boolean;
  onIsSidebarOpenChange: (open: boolean) => void;
  isOutlineOpen: boolean;
  onIsOutlineOpenChange: (open: boolean) => void;
  beforeOutline?: ReactNode;
  afterOutline?: ReactNode;
  menuRef: RefObject<HTMLDivElement | null>;
  sidebarButton: RefObject<HTMLButtonElement | null>;
  outlineButton: RefObject<HTMLButtonElement | null>;
  /** DocLayout's two panels (the asides it renders with the refs `useSidebarMenu` returns). */
  sidebarLayoutRef: RefObject<HTMLElement | null>;
  asideLayoutRef: RefObject<HTMLElement | null>;
}

/**
 * Rspress's mobile bar above a doc page (2.0.22 `SidebarMenu`): the "Menu" button that opens the sidebar
 * drawer, and the outline button with the heading in view. Same markup and classes, with the state told
 * to assistive technology: each button carries `aria-expanded` from the open state and, once the panels
 * have their ids (after hydration: DocLayout renders them without one), `aria-controls`.
 */
export function SidebarMenu(props: SidebarMenuProps) {
  const { isSidebarOpen, isOutlineOpen, onIsSidebarOpenChange, onIsOutlineOpenChange, beforeOutline, afterOutline } =
    props;
  const t = useI18n();
  const headers = useDynamicToc();
  const { scrolledHeader } = useActiveAnchor(headers);
  const { frontmatter } = useFrontmatter();
  const { sidebar = true, outline: showOutline = true } = frontmatter;
  const outlineDisabled = !beforeOutline && !afterOutline && headers.length === 0;
  const [sidebarId, outlineId] = usePanelIds(props.sidebarLayoutRef, props.asideLayoutRef);
  const { hash } = useLocation();
  // As upstream: following a heading link of the outline closes it.
  useEffect(() => {
    if (hash) onIsOutlineOpenChange(false);
  }, [hash, onIsOutlineOpenChange]);
  return (
    <>
      <div className="rp-sidebar-menu" ref={props.menuRef}>
        {sidebar === true ? (
          <button
            type="button"
            ref={props.sidebarButton}
            onClick={() => onIsSidebarOpenChange(true)}
            className="rp-sidebar-menu__left"
            aria-expanded={isSidebarOpen}
            aria-controls={sidebarId}
          >
            <SvgWrapper icon={IconMenu} />
            <span>{t('menuTitle')}</span>
          </button>
        ) : (
          <div className="rp-sidebar-menu__left" />
        )}
        {showOutline ? (
          <button
            type="button"
            ref={props.outlineButton}
            disabled={outlineDisabled}
            onClick={() => onIsOutlineOpenChange(!isOutlineOpen)}
            className="rp-sidebar-menu__right"
            aria-expanded={isOutlineOpen}
            aria-controls={outlineId}
          >
            {scrolledHeader?.text ? (
              <span className="rp-sidebar-menu__right__text rp-doc" {...renderInlineMarkdown(scrolledHeader.text)} />
            ) : (
              <span className="rp-sidebar-menu__right__text">{t('outlineTitle')}</span>
            )}
            <ReadPercent size={14} strokeWidth={2} />
            {!outlineDisabled && (
              <SvgWrapper
                icon={IconArrowRight}
                className="rp-sidebar-menu__right__icon"
                style={{ transform: `rotate(${isOutlineOpen ? 90 : 0}deg)`, transition: 'transform 0.2s ease-out' }}
              />
            )}
          </button>
        ) : (
          <div className="rp-sidebar-menu__right" />
        )}
      </div>
      {(isSidebarOpen || isOutlineOpen) &&
        createPortal(
          // The mask closes the drawer on a click, as upstream; keyboard users close it with Escape.
          // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: Escape closes it (useSidebarMenu)
          <div onClick={() => onIsSidebarOpenChange(false)} className="rp-sidebar-menu__mask" />,
          document.getElementById('__rspress_modal_container') ?? document.body,
        )}
    </>
  );
}

/**
 * Gives DocLayout's sidebar and outline panels their ids after hydration and returns them, so that the
 * prerendered buttons never name an element that is not there (the HTML checker rejects that).
 */
function usePanelIds(sidebar: RefObject<HTMLElement | null>, outline: RefObject<HTMLElement | null>) {
  const [ids, setIds] = useState<[string | undefined, string | undefined]>([undefined, undefined]);
  useEffect(() => {
    if (sidebar.current) sidebar.current.id = SIDEBAR_ID;
    if (outline.current) outline.current.id = OUTLINE_ID;
    setIds([sidebar.current ? SIDEBAR_ID : undefined, outline.current ? OUTLINE_ID : undefined]);
  }, [sidebar, outline]);
  return ids;
}
