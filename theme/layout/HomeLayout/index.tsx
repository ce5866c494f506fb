import { Content } from '@rspress/core/runtime';
import { HomeLayout as OriginalHomeLayout } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';
import './index.css';

type HomeLayoutProps = ComponentProps<typeof OriginalHomeLayout>;

/**
 * Rspress's home layout renders only frontmatter (hero, features), never the MDX body of the page
 * (@rspress/core 2.0.22 `theme/layout/HomeLayout`). We render the body between the hero and the
 * features, through the `afterHero` slot, so the home page can hold author components such as the
 * announcement `Video`.
 */
export function HomeLayout(props: HomeLayoutProps) {
  return (
    <OriginalHomeLayout
      {...props}
      afterHero={
        <>
          {props.afterHero}
          <div className="mf-home-body">
            <Content />
          </div>
        </>
      }
    />
  );
}
