import { useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { movedSection } from '../../logic/movedSection';

/**
 * Follows a link to a section that moved to another page (`theme/logic/arrivals.ts`, `movedSection`):
 * the old error catalog anchors. Servers never see a `#hash`, so this runs in the page, on arrival and
 * when the hash changes. Registered as a global component by the publishing plugin (arrivalsPlugin.ts);
 * renders nothing.
 */
export default function MovedSection() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const follow = () => {
      const to = movedSection(window.location.pathname, window.location.hash);
      if (to) window.location.replace(to);
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [pathname, hash]);
  return null;
}
