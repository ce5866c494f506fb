/**
 * The layouts only some pages render, loaded with those pages instead of with every page: Rspress's
 * `Layout` renders `HomeLayout` for the home page, `DocLayout` for the others, and `DocLayout` the
 * `Overview` listing for `overview: true` pages; each is a static import there, so all three were in
 * the first chunk every visitor downloads. Here they are stand-ins that render the real layout a page
 * module hands over when it loads (`./registry.ts`; `./plugin.ts` adds the call to
 * every page). The browser bundle uses this module in place of the theme's `theme/layout/pageLayouts.ts`. Rspress loads
 * the page module before it hydrates or shows a page, so the real layout is there for the first render:
 * nothing is lazy, nothing flashes.
 */
import type { ComponentProps, ComponentType } from 'react';
import { type Layouts, providedLayouts } from './registry';

/** The layout a page handed over, rendered with `props`; a clear error when none came with the page. */
function renderProvided(name: keyof Layouts, props: object) {
  const Real = providedLayouts[name] as ComponentType<object> | undefined;
  if (!Real)
    throw new Error(
      `The ${name} layout did not come with this page's module; rspress-patches/perRouteLayouts/plugin.ts adds it to every MDX page.`,
    );
  return <Real {...props} />;
}

export function HomeLayout(props: ComponentProps<Layouts['home']>) {
  return renderProvided('home', props);
}

export function DocLayout(props: ComponentProps<Layouts['doc']>) {
  return renderProvided('doc', props);
}

export function Overview(props: ComponentProps<Layouts['overview']>) {
  return renderProvided('overview', props);
}
