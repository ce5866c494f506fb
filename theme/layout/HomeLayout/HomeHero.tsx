import type { Hero } from '@rspress/core';
import { normalizeImagePath, useFrontmatter } from '@rspress/core/runtime';
import { Button, Link, renderHtmlOrText } from '@rspress/core/theme';
import '@rspress/core/dist/theme/components/HomeHero/index.css';
import type { ReactNode } from 'react';

const joinList = (field: string | string[] | undefined): string | undefined =>
  (Array.isArray(field) ? field : [field]).filter(Boolean).join(', ') || undefined;

function HeroImage({ image }: { image: NonNullable<Hero['image']> }) {
  const src =
    typeof image.src === 'string' ? { light: image.src, dark: image.src } : (image.src ?? { light: '', dark: '' });
  return (
    <div className="rp-home-hero__image">
      {(['light', 'dark'] as const).map((mode) => (
        <img
          key={mode}
          src={normalizeImagePath(src[mode])}
          alt={image.alt}
          srcSet={joinList(image.srcset)}
          sizes={joinList(image.sizes)}
          // The box the image is laid out in before it loads: a square, as Rspress's hero expects. A hero
          // image of another shape moves the page when it arrives (CLS), so ours (docs/public/hero.svg) is square.
          width={375}
          height={375}
          className={`rp-home-hero__image-img rp-home-hero__image-img--${mode}`}
        />
      ))}
    </div>
  );
}

function Badge({ badge }: { badge: NonNullable<Hero['badge']> }) {
  if (typeof badge === 'string') return <div className="rp-home-hero__badge">{badge}</div>;
  return badge.link ? (
    <Link href={badge.link} className="rp-home-hero__badge">
      {badge.text}
    </Link>
  ) : (
    <div className="rp-home-hero__badge">{badge.text}</div>
  );
}

/**
 * Rspress v2's HomeHero (2.0.22, `theme/components/HomeHero`), same markup and classes, except that
 * the hero name is the page's one `<h1>` (upstream: a `<div>`, so the home page had no h1 heading).
 */
export function HomeHero({
  beforeHeroActions,
  afterHeroActions,
}: {
  beforeHeroActions?: ReactNode;
  afterHeroActions?: ReactNode;
}) {
  const { frontmatter } = useFrontmatter();
  const hero: Hero = frontmatter?.hero ?? {};
  const textLines = hero.text
    ? hero.text
        .toString()
        .split(/\n/g)
        .filter((line) => line !== '')
    : [];
  return (
    <div className={`rp-home-hero${hero.image ? '' : ' rp-home-hero--no-image'}`}>
      <div className="rp-home-hero__container">
        {hero.badge && <Badge badge={hero.badge} />}
        <div className="rp-home-hero__content">
          <h1 className="rp-home-hero__title">
            <span className="rp-home-hero__title-brand" {...renderHtmlOrText(hero.name)} />
          </h1>
          {textLines.map((line) => (
            <div key={line} className="rp-home-hero__subtitle" {...renderHtmlOrText(line)} />
          ))}
        </div>
        <p className="rp-home-hero__tagline" {...renderHtmlOrText(hero.tagline)} />
        {beforeHeroActions}
        <div className="rp-home-hero__actions">
          {hero.actions?.map((action) => (
            <Button
              key={action.link}
              type="a"
              href={action.link}
              theme={action.theme}
              className="rp-home-hero__action"
              {...renderHtmlOrText(action.text)}
            />
          ))}
        </div>
        {afterHeroActions}
      </div>
      {hero.image && <HeroImage image={hero.image} />}
    </div>
  );
}
