import { Content } from '@rspress/core/runtime';
import { HomeBackground, HomeFeature, HomeFooter } from '@rspress/core/theme';
import type { HomeLayout as OriginalHomeLayout } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';
import { HomeHero } from './HomeHero';
import './index.css';

type HomeLayoutProps = ComponentProps<typeof OriginalHomeLayout>;

/**
 * Rspress's home layout (@rspress/core 2.0.22 `theme/layout/HomeLayout`), same order and slots, with
 * two changes: the MDX body of the page is rendered between the hero and the features (upstream
 * renders only frontmatter), so the home page can hold author components such as the announcement
 * `Video`; and the hero is ours (`./HomeHero`), whose name is the page's `<h1>`. The home page's
 * Markdown copy is made from its source (plugins/publishing/markdownCopy.ts).
 */
export function HomeLayout(props: HomeLayoutProps) {
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
