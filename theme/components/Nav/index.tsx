import type { NavItem, NavItemWithChildren, NavItemWithLink } from '@rspress/core';
// Not exported publicly by @rspress/core 2.0.22 (see theme/OVERRIDES.md): upstream's link item and the
// bar's stylesheets, which left the bundle with its Nav.
import { NavMenuDivider, NavMenuItemWithLink } from '@rspress/core/dist/theme/components/Nav/NavMenu.js';
import { useNav, useSite } from '@rspress/core/runtime';
import { NavHamburger, NavTitle, Search, SwitchAppearance } from '@rspress/core/theme';
import type { NavProps } from '@rspress/core/theme-original';
import '@rspress/core/dist/theme/components/Nav/index.css';
import { isDarkModeSwitchEnabled } from '@rspress/shared';
import type { ReactNode } from 'react';
import { useLanguageLinks } from '../../hooks/useLanguageLinks';
import { useUiText } from '../../i18n';
// Ours directly: the `allInMore` prop is not in upstream's types.
import { SocialLinks } from '../SocialLinks';
import { NavMenuPopup } from './NavMenuPopup';

const hasChildren = (item: NavItem): item is NavItemWithChildren =>
  'items' in item && Array.isArray(item.items) && item.items.length > 0;

function NavMenuItem({ item }: { item: NavItem }) {
  if (hasChildren(item)) return <NavMenuPopup label={item.text} items={item.items} />;
  if ('link' in item && item.link) return <NavMenuItemWithLink menuItem={item as NavItemWithLink} />;
  return (
    <li className="rp-nav-menu__item">
      <span className="rp-nav-menu__item__container">{item.text}</span>
    </li>
  );
}

function NavMenu({
  items,
  position,
  before,
  after,
}: {
  items: NavItem[];
  position: 'left' | 'right';
  before?: ReactNode;
  after?: ReactNode;
}) {
  const shown = items.filter((item) => (item.position ?? 'right') === position);
  if (shown.length === 0 && before == null && after == null) return null;
  return (
    <ul className={`rp-nav-menu rp-nav-menu--${position}`}>
      {before}
      {shown.map((item) => (
        <NavMenuItem key={`${item.text ?? ''} ${'link' in item ? item.link : ''}`} item={item} />
      ))}
      {after}
    </ul>
  );
}

/**
 * The language drop-down: a named button inside a list, links to this page in each language, or to the
 * nearest page where it has no translation (useLanguageLinks).
 */
function NavLangs() {
  const { items, activeValue } = useLanguageLinks();
  const t = useUiText();
  if (items.length < 2 || !activeValue) return null;
  return (
    <ul className="rp-nav-menu mf-nav-langs">
      <NavMenuPopup
        label={activeValue}
        accessibleLabel={t('nav.languageMenuAccessibleLabel', { language: activeValue })}
        items={items}
        activeMatcher={(item) => item.text === activeValue}
      />
    </ul>
  );
}

/**
 * Replaces Rspress v2's Nav (2.0.22, `theme/components/Nav`): same markup, classes and slots. Changes:
 * drop-downs (nav groups, languages) are buttons with `aria-expanded` that open by keyboard too
 * (NavMenuPopup), and the language menu's `<li>` sits in a list (upstream puts it straight into a
 * `<div>`, an axe `listitem` violation), and a second SocialLinks with every link behind More for the
 * compact bar (theme/styles/index.css). The version menu is left out: this site has no versions.
 */
export function Nav(props: NavProps) {
  const navList = useNav();
  const { site } = useSite();
  const hasAppearanceSwitch = isDarkModeSwitchEnabled(site.themeConfig.darkMode);
  return (
    <header className="rp-nav">
      <div className="rp-nav__left">
        {props.beforeNavTitle}
        {props.navTitle ?? <NavTitle />}
        <NavMenu items={navList} position="left" before={props.beforeLeftNavItems} after={props.afterLeftNavItems} />
        {props.afterNavTitle}
      </div>
      <div className="rp-nav__right">
        {props.beforeNavMenu}
        <Search />
        <NavMenu items={navList} position="right" before={props.beforeRightNavItems} after={props.afterRightNavItems} />
        <div className="rp-nav__others">
          <NavMenuDivider />
          <NavLangs />
          {hasAppearanceSwitch && <SwitchAppearance />}
          {/* CSS shows one: the icons, or (compact bar, 1025–1279 px) all of them behind More. */}
          <SocialLinks />
          <SocialLinks allInMore />
        </div>
        <NavHamburger
          beforeLeftNavItems={props.beforeLeftNavItems}
          afterLeftNavItems={props.afterLeftNavItems}
          beforeRightNavItems={props.beforeRightNavItems}
          afterRightNavItems={props.afterRightNavItems}
        />
        {props.afterNavMenu}
      </div>
    </header>
  );
}
