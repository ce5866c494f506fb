import { Content } from '@rspress/core/runtime';
import { HomeBackground, HomeFeature, HomeFooter } from '@rspress/core/theme';
import { HomeLayout as OriginalHomeLayout } from '@rspress/core/theme-original';
import { type ComponentProps, useEffect } from 'react';
import { whenNear } from '../../logic/whenNear';
import { HomeHero } from './HomeHero';
import './index.css';

/**
 * The doc layout, which the home page does not render but every other page does: the home page leaves
 * it out of its first visit (`rspress-patches/perRouteLayouts`) and fetches it once the visitor starts
 * using the page (first scroll, pointer, key or focus: `whenNear` of the whole document), so the
 * navigation that usually follows costs only the next page's own module.
 */
const preloadDocLayout = () => {
  import('@rspress/core/dist/theme/layout/DocLayout/index.js').catch(() => undefined);
};

type HomeLayoutProps = ComponentProps<typeof OriginalHomeLayout>;

/**
 * Rspress's home layout (@rspress/core 2.0.22 `theme/layout/HomeLayout`), same order and slots, with
 * two changes: the MDX body of the page is rendered between the hero and the features (upstream
 * renders only frontmatter), so the home page can hold author components such as the announcement
 * `Video`; and the hero is ours (`./HomeHero`), whose name is the page's `<h1>`. The `.md` rendering
 * (SSG_MD) stays upstream's.
 */
export function HomeLayout(props: HomeLayoutProps) {
  useEffect(() => whenNear(document.documentElement, preloadDocLayout), []);
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
