import type { Page } from '@playwright/test';
import {
  DESKTOP,
  expect,
  gotoHydrated,
  inLang,
  LANGS,
  localeFor,
  repeatUnless,
  sidebarOf,
  test,
} from './support/fixtures';

/**
 * Counts, through the hook React calls after every commit (`__REACT_DEVTOOLS_GLOBAL_HOOK__`, which
 * production builds call too when it exists before React loads):
 * - `renders`: commits that rendered the page's MDX content. The content component is the page
 *   module's default export, which Rspress marks with `__RSPRESS_PAGE_META`. A commit rendered it when
 *   its fiber is a new object carrying React's PerformedWork flag (1): a fiber React skipped keeps its
 *   object, one it copied without rendering loses the flag.
 * - `dataChanges`: commits after which the app holds another page-data object: the state of
 *   Rspress's `ClientApp` (the root's child, its first hook), which every page component reads.
 */
async function countRenders(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Fiber = {
      type?: unknown;
      flags: number;
      child: Fiber | null;
      sibling: Fiber | null;
      memoizedState?: { memoizedState?: unknown } | null;
    };
    const isContent = (f: Fiber) => typeof f.type === 'function' && '__RSPRESS_PAGE_META' in f.type;
    const find = (root: Fiber | null): Fiber | null => {
      const stack = root ? [root] : [];
      while (stack.length > 0) {
        const f = stack.pop() as Fiber;
        if (isContent(f)) return f;
        if (f.sibling) stack.push(f.sibling);
        if (f.child) stack.push(f.child);
      }
      return null;
    };
    const state = { renders: 0, last: null as Fiber | null, dataChanges: -1, data: undefined as unknown };
    (window as unknown as { __mfContentRenders: typeof state }).__mfContentRenders = state;
    (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => undefined,
      onScheduleFiberRoot: () => undefined,
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
        const content = find(root.current);
        if (content && content !== state.last && (content.flags & 1) === 1) state.renders += 1;
        state.last = content;
        const data = root.current.child?.memoizedState?.memoizedState;
        if (data !== state.data) state.dataChanges += 1;
        state.data = data;
      },
    };
  });
}

type Counts = { renders: number; dataChanges: number };
const counts = (page: Page) =>
  page.evaluate(() => {
    const { renders, dataChanges } = (window as unknown as { __mfContentRenders: Counts }).__mfContentRenders;
    return { renders, dataChanges };
  });

for (const lang of LANGS) {
  test.describe(`${lang}: hydration`, repeatUnless(lang === 'en'), () => {
    test.use({ ...localeFor(lang), viewport: DESKTOP });

    // Rspress 2.0.22 rendered a doc page's whole content a second time, synchronously, right after
    // hydrating it (its App reloads the page data it hydrated with; its DocLayout re-renders through a
    // callback ref): rspress-patches/lazyRoutes/client/ssrClientEntry.ts and docContentMemo/index.ts.
    test('should render a long doc page’s content once, with the data it hydrated with, and again on a client-side navigation @patch:lazyRoutes @patch:docContentMemo', async ({
      page,
    }) => {
      await countRenders(page);
      await gotoHydrated(page, inLang(lang, '/guide/basic/runtime'));
      // The second render came in the tasks right after the hydration commit: count once they are done.
      await page.evaluate(() => new Promise((r) => requestIdleCallback(() => r(undefined), { timeout: 5000 })));
      // Rendered once, with the data it was hydrated with (`dataChanges` starts at -1: the first commit sets it).
      expect(await counts(page)).toEqual({ renders: 1, dataChanges: 0 });

      // A navigation renders the new page's content: the count still moves when it should.
      await sidebarOf(page)
        .getByRole('link', { name: lang === 'en' ? 'Rspack plugin' : 'Rspack 插件', exact: true })
        .click();
      await expect(page).toHaveURL(/\/guide\/basic\/rspack$/);
      await expect.poll(async () => (await counts(page)).renders).toBeGreaterThanOrEqual(2);
      expect((await counts(page)).dataChanges).toBeGreaterThanOrEqual(1);
    });
  });
}
