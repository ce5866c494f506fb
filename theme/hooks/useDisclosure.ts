import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

interface DisclosureOptions {
  /** Close when a pointer goes down outside this element or focus leaves it. */
  container?: RefObject<HTMLElement | null>;
  /** Close when the window is resized to a width this returns true for. */
  closeAtWidth?: (width: number) => boolean;
}

/**
 * Open state of a button-controlled pop-up (the bar's drop-downs, the social links' More, the mobile
 * menu): closes on route change (`routeKey`) and on Escape, which returns focus to the button when focus
 * was inside the pop-up; optionally on a click or focus outside `container` and on resize.
 */
export function useDisclosure(routeKey: string | undefined, { container, closeAtWidth }: DisclosureOptions = {}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => setOpen(false), [routeKey]);
  useEffect(() => {
    if (!open) return;
    const root = container?.current;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      // A pop-up opened by hover leaves focus where it was; one the visitor is in hands it back to its button.
      if (!root || root.contains(document.activeElement)) button.current?.focus();
    };
    const onDown = (e: MouseEvent) => {
      if (root && !root.contains(e.target as Node)) setOpen(false);
    };
    const onFocusOut = (e: FocusEvent) => {
      if (!root?.contains(e.relatedTarget as Node | null)) setOpen(false);
    };
    const onResize = () => {
      if (closeAtWidth?.(window.innerWidth)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onDown);
    root?.addEventListener('focusout', onFocusOut);
    window.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onDown);
      root?.removeEventListener('focusout', onFocusOut);
      window.removeEventListener('resize', onResize);
    };
  }, [open, container, closeAtWidth]);
  const toggle = useCallback(() => setOpen((o) => !o), []);
  return { open, setOpen, toggle, button };
}
