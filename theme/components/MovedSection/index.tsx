import { useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';

/** The only page whose sections moved (`theme/logic/movedSection.ts`), as its addresses contain it. */
const MOVED_FROM = '/guide/basic/error-catalog';

/**
 * Follows a link to a section that moved to another page (`theme/logic/movedSection.ts`, `movedSection`):
 * the old error catalog anchors. Servers never see a `#hash`, so this runs in the page, on arrival and
 * when the hash changes. Registered as a global component by the publishing plugin (arrivalsPlugin.ts);
 * renders nothing. Every page carries it, so the lookup loads only on the page it can apply to.
 */
export default function MovedSection() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!window.location.pathname.includes(MOVED_FROM)) return;
    let live = true;
    const follow = () =>
      import('../../logic/movedSection').then(({ movedSection }) => {
        const to = live ? movedSection(window.location.pathname, window.location.hash) : null;
        if (to) window.location.replace(to);
      });
    void follow();
    window.addEventListener('hashchange', follow);
    return () => {
      live = false;
      window.removeEventListener('hashchange', follow);
    };
  }, [pathname, hash]);
  return null;
}
