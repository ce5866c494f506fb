import type { SocialLink } from '@rspress/core';
import { type ReactNode, useId, useRef } from 'react';
import { useDisclosure } from '../../hooks/useDisclosure';
import type { Translate } from '../../i18n';
import { splitSocialLinks } from '../../logic/socialLinks';

/** Display names of the icon keys Rspress knows; others are shown as written. */
const ICON_NAMES: Record<string, string> = {
  github: 'GitHub',
  gitlab: 'GitLab',
  discord: 'Discord',
  x: 'X',
  twitter: 'X',
  slack: 'Slack',
  youtube: 'YouTube',
  bilibili: 'Bilibili',
  wechat: 'WeChat',
};

const nameOf = (link: SocialLink): string =>
  typeof link.icon === 'string' ? (ICON_NAMES[link.icon] ?? link.icon) : link.content;

function Item({ link, icons, t }: { link: SocialLink; icons: Record<string, string>; t: Translate }) {
  const svg = typeof link.icon === 'string' ? (icons[link.icon] ?? '') : link.icon.svg;
  const label = t('nav.socialLinkAccessibleLabel', { name: nameOf(link) });
  const icon = <span className="rp-social-links__icon" aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg }} />;
  if (link.mode === 'link' || link.mode === undefined) {
    return (
      <a
        className="rp-social-links__item"
        href={link.content}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label}
      >
        {icon}
      </a>
    );
  }
  // `text`, `img` and `dom` modes show content on hover upstream; here the content is the item's name.
  return (
    <span className="rp-social-links__item" role="img" aria-label={link.mode === 'text' ? link.content : label}>
      {icon}
    </span>
  );
}

export interface SocialLinksRawProps {
  links: readonly SocialLink[];
  /** SVG markup by icon key (Rspress's `virtual-social-links`). */
  icons: Record<string, string>;
  t: Translate;
  /** Changes when the route changes; the pop-up closes then. */
  routeKey?: string;
  /** Every link in the `More` pop-up (the compact desktop bar, theme/styles/index.css). */
  allInMore?: boolean;
  /** Drawn after the `More` label: the chevron of the bar's other drop-downs (see ./index.tsx). */
  moreIcon?: ReactNode;
}

/**
 * The social links of the bar: at most three icons, the rest in a `More` pop-up opened by a button
 * with `aria-expanded` (SPEC §9); with `allInMore`, all of them in the pop-up. Escape, a click
 * elsewhere or a route change closes it.
 */
export function SocialLinksRaw({ links, icons, t, routeKey, allInMore = false, moreIcon }: SocialLinksRawProps) {
  const { shown, more } = splitSocialLinks(links, allInMore ? 0 : undefined);
  const popupId = useId();
  const root = useRef<HTMLDivElement>(null);
  const { open, toggle, button } = useDisclosure(routeKey, { container: root });
  if (links.length === 0) return null;
  return (
    <div className={`rp-social-links mf-social-links${allInMore ? ' mf-social-links--all-in-more' : ''}`} ref={root}>
      {shown.map((link) => (
        <Item key={link.content} link={link} icons={icons} t={t} />
      ))}
      {more.length > 0 && (
        <>
          <button
            ref={button}
            type="button"
            className="mf-reset-button mf-social-links__more-button"
            aria-expanded={open}
            aria-controls={popupId}
            aria-label={t('nav.socialMoreAccessibleLabel')}
            onClick={toggle}
          >
            {t('nav.socialMoreText')}
            {moreIcon}
          </button>
          <ul id={popupId} className="mf-social-links__popup" hidden={!open}>
            {more.map((link) => (
              <li key={link.content}>
                <Item link={link} icons={icons} t={t} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
