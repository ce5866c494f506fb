import type {
  DocLayout as OriginalDocLayout,
  HomeLayout as OriginalHomeLayout,
  Overview as OriginalOverview,
} from '@rspress/core/theme-original';
import type { ComponentProps, ComponentType } from 'react';

/**
 * The layouts page modules hand over (`./plugin.ts`), read by the stand-ins of
 * `./standIns.tsx`. A module of its own: the stand-ins' module is swapped in for `./pageLayouts.ts`,
 * and a swapped module is a second instance, so a registry kept there would be seen by one side only.
 */
export interface Layouts {
  home: ComponentType<ComponentProps<typeof OriginalHomeLayout>>;
  doc: ComponentType<ComponentProps<typeof OriginalDocLayout>>;
  overview: ComponentType<ComponentProps<typeof OriginalOverview>>;
}

export const providedLayouts: Partial<Layouts> = {};

/** Called by each page module with the layouts it renders. Returns true (the page module exports it). */
export function provideLayouts(layouts: Partial<Layouts>): true {
  Object.assign(providedLayouts, layouts);
  return true;
}
