import type { PublishingOptions } from './options';
import type { PageRecord } from './pages';

/**
 * What the publishing plugins learn during a build and share: each page's record (collected by the
 * page-records plugin from Rspress's page data) and each language's site description.
 */
export interface PublishingState {
  readonly options: PublishingOptions;
  readonly pages: Map<string, PageRecord>;
  readonly siteDescriptions: Map<string, string>;
}

export const createPublishingState = (options: PublishingOptions): PublishingState => ({
  options,
  pages: new Map(),
  siteDescriptions: new Map(),
});

/** The routes of every page seen so far (for hreflang alternates: only pages that exist). */
export const routesOf = (state: PublishingState): Set<string> => new Set(state.pages.keys());
