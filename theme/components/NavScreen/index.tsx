import { NavListContext } from '@rspress/core/dist/theme/components/NavList/context.js';
import type { NavScreenProps } from '@rspress/core/dist/theme/components/NavScreen/index.js';
import { NavScreenDivider } from '@rspress/core/dist/theme/components/NavScreen/index.js';
import { NavScreenAppearance } from '@rspress/core/dist/theme/components/NavScreen/NavScreenAppearance.js';
import { NavScreenMenu } from '@rspress/core/dist/theme/components/NavScreen/NavScreenMenu.js';
import { useNav } from '@rspress/core/runtime';
import { SocialLinks } from '@rspress/core/theme';
import { useEffect } from 'react';
import { NavScreenLangs } from './NavScreenLangs';
import './index.css';

/**
 * Replaces Rspress v2's NavScreen (2.0.22, the full-screen mobile menu): same markup and classes, with
 * our languages row, whose links are real links (NavScreenLangs). Upstream's parts are reused by deep
 * import; the body scroll lock is `overflow: hidden` on `<body>` (upstream uses body-scroll-lock, not a
 * dependency of ours). No version row: the site has none.
 */
export function NavScreen(props: NavScreenProps) {
  const { isScreenOpen, toggleScreen, beforeLeftNavItems, afterLeftNavItems, beforeRightNavItems, afterRightNavItems } =
    props;
  const menuItems = useNav();
  useEffect(() => {
    if (!isScreenOpen) return undefined;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const style = document.createElement('style');
    style.id = 'rp-nav-screen-body-lock-style'; // upstream's: it clears the home page's background
    style.textContent = ':root { --rp-home-background-bg: transparent; }';
    document.head.appendChild(style);
    return () => {
      document.body.style.overflow = previousOverflow;
      style.remove();
    };
  }, [isScreenOpen]);
  return (
    // Clicking the backdrop closes the menu, as upstream; Escape and the menu button do too (NavHamburger).
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: keyboard users close it with Escape
    <div className={`rp-nav-screen${isScreenOpen ? ' rp-nav-screen--open' : ''}`} onClick={toggleScreen}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: only stops the backdrop's click */}
      <div className="rp-nav-screen__container" onClick={(e) => e.stopPropagation()}>
        <NavListContext.Provider value="screen">
          <NavScreenMenu
            menuItems={menuItems}
            beforeLeftNavItems={beforeLeftNavItems}
            afterLeftNavItems={afterLeftNavItems}
            beforeRightNavItems={beforeRightNavItems}
            afterRightNavItems={afterRightNavItems}
          />
        </NavListContext.Provider>
        <NavScreenDivider />
        <NavScreenAppearance />
        <NavScreenLangs />
        <NavScreenDivider />
        <SocialLinks />
      </div>
    </div>
  );
}
