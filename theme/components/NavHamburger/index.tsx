import { NavVersions } from '@rspress/core/dist/theme/components/Nav/NavMenu.js';
import type { NavScreenProps } from '@rspress/core/dist/theme/components/NavScreen/index.js';
import { NavScreenDivider } from '@rspress/core/dist/theme/components/NavScreen/index.js';
import { NavScreenAppearance } from '@rspress/core/dist/theme/components/NavScreen/NavScreenAppearance.js';
import { useLocation } from '@rspress/core/runtime';
import { HoverGroup, IconSmallMenu, SocialLinks, SvgWrapper } from '@rspress/core/theme';
import { createPortal } from 'react-dom';
import { useUiText } from '../../i18n';
import { NavScreen } from '../NavScreen';
import { NavScreenLangs } from '../NavScreen/NavScreenLangs';
import { useMenuState } from './useMenuState';

type Slots = Omit<NavScreenProps, 'isScreenOpen' | 'toggleScreen'>;

/**
 * Replaces Rspress v2's NavHamburger (2.0.22): same two buttons and classes (full-screen menu up to
 * 768 px, a pop-up of appearance, languages and social links above), with our NavScreen, whose
 * languages row is links (upstream: a clickable div).
 * Changes: translated accessible names (upstream: English "mobile hamburger"), `aria-expanded`,
 * Escape closes and refocuses the button, the menu closes at ≥ 768 px by viewport width, and the
 * pop-up opens on click rather than on hover only.
 */
export function NavHamburger(props: Slots) {
  const { pathname } = useLocation();
  const t = useUiText();
  const screen = useMenuState(pathname);
  const popup = useMenuState(pathname);
  const modalRoot = typeof document === 'undefined' ? null : document.getElementById('__rspress_modal_container');
  return (
    <>
      {screen.open &&
        modalRoot &&
        createPortal(<NavScreen {...props} isScreenOpen toggleScreen={screen.toggle} />, modalRoot)}
      <button
        ref={screen.button}
        type="button"
        onClick={screen.toggle}
        aria-expanded={screen.open}
        aria-label={t(screen.open ? 'nav.closeMenuAccessibleLabel' : 'nav.menuAccessibleLabel')}
        className={`rp-nav-hamburger rp-nav-hamburger__sm${screen.open ? ' rp-nav-hamburger--active' : ''}`}
      >
        <SvgWrapper icon={IconSmallMenu} width={20} height={20} />
      </button>
      <div className="mf-nav-hamburger-md" onMouseLeave={() => popup.setOpen(false)}>
        <button
          ref={popup.button}
          type="button"
          onClick={popup.toggle}
          onMouseEnter={() => popup.setOpen(true)}
          aria-expanded={popup.open}
          aria-label={t('nav.menuAccessibleLabel')}
          className={`rp-nav-hamburger rp-nav-hamburger__md${popup.open ? ' rp-nav-hamburger--active' : ''}`}
        >
          <SvgWrapper icon={IconSmallMenu} />
        </button>
        <HoverGroup
          isOpen={popup.open}
          position="right"
          customChildren={
            <div className="rp-nav-menu__others-mobile__container">
              <div className="rp-nav-hamburger__md__hover-group">
                <NavScreenAppearance />
                <NavVersions />
                <NavScreenLangs />
                <NavScreenDivider />
                <SocialLinks />
              </div>
            </div>
          }
        />
      </div>
    </>
  );
}
