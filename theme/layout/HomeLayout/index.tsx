import { Content } from '@rspress/core/runtime';
import { HomeBackground, HomeFeature, HomeFooter } from '@rspress/core/theme';
import { HomeLayout as OriginalHomeLayout } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';
import { usePreloadDocLayout } from '../../../rspress-patches/perRouteLayouts/preloadDocLayout';
import { HomeHero } from './HomeHero';
import './index.css';

type HomeLayoutProps = ComponentProps<typeof OriginalHomeLayout>;

/**
 * Rspress's home layout (@rspress/core 2.0.22 `theme/layout/HomeLayout`), same order and slots, with
 * two changes: the MDX body of the page is rendered between the hero and the features (upstream
 * renders only frontmatter), so the home page can hold author components such as the announcement
 * `Video`; and the hero is ours (`./HomeHero`), whose name is the page's `<h1>`. The `.md` rendering
 * (SSG_MD) stays upstream's.
 */
export function HomeLayout(props: HomeLayoutProps) {
  usePreloadDocLayout();
  if (import.meta.env.SSG_MD) return <OriginalHomeLayout {...props} />;
  const { beforeHero, afterHero, beforeFeatures, afterFeatures, beforeHeroActions, afterHeroActions } = props;
  return (
    <>
      <HomeBackground />
      {beforeHero}
      <HomeHero beforeHeroActions={beforeHeroActions} afterHeroActions={afterHeroActions} />
      {afterHero}
      <div className="mf-home-body">
        <Content />
      </div>
      {beforeFeatures}
      <HomeFeature />
      {afterFeatures}
      <HomeFooter />
    </>
  );
}
