import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

interface DisclosureOptions {
  /** Close when a pointer goes down outside this element. */
  container?: RefObject<HTMLElement | null>;
  /** Close when the window is resized to a width this returns true for. */
  closeAtWidth?: (width: number) => boolean;
}

/**
 * Open state of a button-controlled pop-up: closes on route change (`routeKey`) and on Escape, which
 * returns focus to the button; optionally on a click outside `container` and on resize.
 */
export function useDisclosure(routeKey: string | undefined, { container, closeAtWidth }: DisclosureOptions = {}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => setOpen(false), [routeKey]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onDown = (e: MouseEvent) => {
      if (container && !container.current?.contains(e.target as Node)) setOpen(false);
    };
    const onResize = () => {
      if (closeAtWidth?.(window.innerWidth)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onDown);
    window.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onDown);
      window.removeEventListener('resize', onResize);
    };
  }, [open, container, closeAtWidth]);
  const toggle = useCallback(() => setOpen((o) => !o), []);
  return { open, setOpen, toggle, button };
}
