import { useEffect, useState } from 'react';

/** Whether the reader's platform uses ⌘ rather than Ctrl (decided after mount: the server cannot know). */
export function useIsApple(): boolean | null {
  const [apple, setApple] = useState<boolean | null>(null);
  useEffect(() => {
    const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
    setApple(/mac|iphone|ipad|ipod/i.test(nav.userAgentData?.platform ?? nav.platform ?? ''));
  }, []);
  return apple;
}

/**
 * Ctrl+K / ⌘K toggles the search (SPEC §4). Compared case-insensitively: with Shift or Caps Lock, and in
 * Playwright's `Control+K`, the key arrives as an upper-case `K`.
 */
export function useSearchShortcut(toggle: () => void): void {
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);
}
