import type { PublishingOptions } from './options';
import type { PageRecord } from './pages';

/**
 * What the publishing plugins learn during a build and share: each page's record (collected by the
 * page-records plugin from Rspress's page data), each language's site description, and each page's own
 * description as Rspress found it (none when the page has none), for llms.txt.
 */
export interface PublishingState {
  readonly options: PublishingOptions;
  readonly pages: Map<string, PageRecord>;
  readonly siteDescriptions: Map<string, string>;
  readonly pageDescriptions: Map<string, string | undefined>;
}

export const createPublishingState = (options: PublishingOptions): PublishingState => ({
  options,
  pages: new Map(),
  siteDescriptions: new Map(),
  pageDescriptions: new Map(),
});

/** The routes of every page seen so far (for hreflang alternates: only pages that exist). */
export const routesOf = (state: PublishingState): Set<string> => new Set(state.pages.keys());
