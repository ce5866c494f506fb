/**
 * Rspress's `runtime/ssrClientEntry.js` (2.0.22) for the browser with lazyRoutes on: the page's shard of
 * the route table loads before the clean-URL redirect and the hydration read the route. The page data goes
 * where `App`'s layout effect looks first (`warmPageData`, slot 0): upstream stores it in slot 1, which that
 * lookup skips, so `App` loads it again and sets a copy, and the whole page renders twice right after
 * hydration (docs-dev/upstream/hydrated-page-data.md).
 */

import { ClientApp } from '@rspress/core/dist/runtime/ClientApp.js';
import { removeBase } from '@rspress/core/runtime';
import { createElement, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { initPageData, loadRoute, redirectToCleanUrl, warmPageData } from './bundled';

async function renderInBrowser(): Promise<void> {
  await loadRoute(removeBase(window.location.pathname));
  redirectToCleanUrl(window.location, window.history);
  const container = document.getElementById('__rspress_root');
  const pathname = removeBase(window.location.pathname);
  const initialPageData = await initPageData(pathname);
  warmPageData(pathname, initialPageData);
  startTransition(() => {
    hydrateRoot(container as HTMLElement, createElement(ClientApp, { initialPageData: initialPageData as never }), {
      onRecoverableError(error, errorInfo) {
        if (error instanceof Error) console.warn('hydrateRoot recoverable error:', error, errorInfo);
      },
    });
  });
}
void renderInBrowser();
