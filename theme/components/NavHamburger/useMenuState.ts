import { useCallback, useEffect, useRef, useState } from 'react';
import { shouldCloseMenuAt } from '../../logic/breakpoints';

/**
 * Open state of the mobile menu: closes on route change (`routeKey`), when the window becomes at
 * least 768 px wide (SPEC §4; upstream compares `outerWidth`, which ignores viewport changes), and on
 * Escape, returning focus to the button that opened it.
 */
export function useMenuState(routeKey: string) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useEffect(close, [routeKey, close]);
  useEffect(() => {
    if (!open) return;
    const onResize = () => {
      if (shouldCloseMenuAt(window.innerWidth)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    window.addEventListener('resize', onResize);
    document.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('resize', onResize);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return { open, setOpen, toggle: useCallback(() => setOpen((o) => !o), []), button };
}
