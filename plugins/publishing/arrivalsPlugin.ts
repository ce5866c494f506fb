import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { fallbackTable } from '../../theme/logic/arrivals';
import { withBothSlashForms } from './hosting';
import type { PublishingState } from './state';

/** The module the 404 page imports (only there: an async chunk) to follow a redirect the host did not apply. */
const ARRIVALS_MODULE = 'virtual-mf-arrivals';

/**
 * The 404 page's fallback: the redirects of `_redirects`, keyed by path without the trailing slash, as a
 * runtime module. On a host that does not read `_redirects` (a plain static server, the preview with
 * `--no-redirects`), the 404 page looks the address up there and replaces it with the target.
 * Also registers `MovedSection`, which follows links to sections that moved to another page.
 */
export function arrivalsPlugin({ options }: PublishingState): RspressPlugin {
  return {
    name: 'mf-publishing-arrivals',
    // Links to a section that moved to another page (the error catalog's codes): followed in the page.
    globalUIComponents: [path.join(import.meta.dirname, '../../theme/components/MovedSection/index.tsx')],
    addRuntimeModules: () => ({
      [ARRIVALS_MODULE]: `export default ${JSON.stringify(fallbackTable(withBothSlashForms(options.redirects)))};`,
    }),
  };
}
