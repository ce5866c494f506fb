import type { NavScreenProps } from '@rspress/core/dist/theme/components/NavScreen/index.js';
import { useLocation } from '@rspress/core/runtime';
import { IconSmallMenu, SvgWrapper } from '@rspress/core/theme';
import { lazy, Suspense } from 'react';
import { createPortal } from 'react-dom';
import { useDisclosure } from '../../hooks/useDisclosure';
import { useUiText } from '../../i18n';
import { shouldCloseMenuAt } from '../../logic/breakpoints';
import { loadNavScreen } from './loadNavScreen';
import './index.css';

type Slots = Omit<NavScreenProps, 'isScreenOpen' | 'toggleScreen'>;

/**
 * The full-screen menu is rendered only while open, so its code (with Rspress's NavScreen parts) loads
 * on the first opening instead of with every page; pointing at or focusing the button fetches it ahead
 * of the press. Nothing of it is prerendered, so nothing hydrates differently.
 */
const NavScreen = lazy(() => loadNavScreen().then((m) => ({ default: m.NavScreen })));
const preload = () => void loadNavScreen();

/**
 * Replaces Rspress v2's NavHamburger (2.0.22). Upstream has two buttons: a full-screen menu up to
 * 768 px and, up to 1280 px, a pop-up of appearance, languages and social links that leaves the nav
 * items in the bar. SPEC §9 has one mobile layout up to 1024 px, so ours is one button, shown by CSS
 * at `(--mf-mobile)` (index.css beside it), opening our full-screen NavScreen (theme/components/NavScreen):
 * nav items, appearance, languages as links, and social links. Also: translated accessible names (upstream: English
 * "mobile hamburger"), `aria-expanded`, Escape closes and refocuses the button, and the menu closes
 * when the window is resized to ≥ 768 px (SPEC §4, by viewport width; upstream reads `outerWidth`).
 */
export function NavHamburger(props: Slots) {
  const { pathname } = useLocation();
  const t = useUiText();
  const screen = useDisclosure(pathname, { closeAtWidth: shouldCloseMenuAt });
  const modalRoot = typeof document === 'undefined' ? null : document.getElementById('__rspress_modal_container');
  return (
    <>
      {screen.open &&
        modalRoot &&
        createPortal(
          <Suspense fallback={null}>
            <NavScreen {...props} isScreenOpen toggleScreen={screen.toggle} />
          </Suspense>,
          modalRoot,
        )}
      <button
        ref={screen.button}
        type="button"
        onClick={screen.toggle}
        onPointerEnter={preload}
        onFocus={preload}
        aria-expanded={screen.open}
        aria-label={t(screen.open ? 'nav.closeMenuAccessibleLabel' : 'nav.menuAccessibleLabel')}
        className={`rp-nav-hamburger${screen.open ? ' rp-nav-hamburger--active' : ''}`}
      >
        <SvgWrapper icon={IconSmallMenu} width={20} height={20} />
      </button>
    </>
  );
}
