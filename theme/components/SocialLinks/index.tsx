import type { SocialLink } from '@rspress/core';
import { useLocation, useSite } from '@rspress/core/runtime';
import { IconArrowDown, SvgWrapper } from '@rspress/core/theme';
import virtualSocialIcons from 'virtual-social-links';
// Upstream's stylesheet (icon size, spacing) left the bundle with the component we replace.
import '@rspress/core/dist/theme/components/SocialLinks/index.css';
import './index.css';
import { useUiText } from '../../i18n';
import { SocialLinksRaw } from './SocialLinksRaw';

/**
 * Replaces Rspress v2's SocialLinks (2.0.22), which shows five icons and has unnamed links. Same props,
 * plus `allInMore` for the compact desktop bar (theme/components/Nav).
 */
export function SocialLinks({ socialLinks, allInMore }: { socialLinks?: SocialLink[]; allInMore?: boolean }) {
  const { site } = useSite();
  const { pathname } = useLocation();
  const t = useUiText();
  const links = site.themeConfig.socialLinks ?? socialLinks ?? [];
  return (
    <SocialLinksRaw
      links={links}
      icons={virtualSocialIcons}
      t={t}
      routeKey={pathname}
      allInMore={allInMore}
      // The chevron the bar's other drop-downs draw (theme/components/Nav/NavMenuPopup.tsx), so More reads as one.
      moreIcon={<SvgWrapper icon={IconArrowDown} className="mf-social-links__more-icon" aria-hidden="true" />}
    />
  );
}
