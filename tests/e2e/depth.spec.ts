import type { Locator, Page } from '@playwright/test';
import {
  DESKTOP,
  docTitle,
  expect,
  expectDarkTheme,
  gotoHydrated,
  MOBILE,
  sidebarOf,
  test,
  UI,
} from './support/fixtures';

/**
 * Depth scenarios: SPEC §4 and §9 interactions from the state a reader is really in, not only the
 * author's happy path. The list, with the SPEC line each covers, is in tests/README.md.
 */

const T = UI.en;
const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();
/** Route chunks hold each page's data; holding them back makes a route slow. */
const ROUTE_CHUNKS = '**/static/js/async/*.js'; // route chunks and route-table shards (lazyRoutes)

/** Presses Tab until the focused element is named `name`, as a keyboard user does (at most `max` presses). */
async function tabTo(page: Page, name: string, max = 80): Promise<Locator> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    if (focused === name) return page.locator(':focus');
  }
  throw new Error(`"${name}" not reached in ${max} presses of Tab`);
}
const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

test.describe('given a reader who uses only the keyboard', () => {
  test.use({ viewport: DESKTOP });

  test('should skip to the content, open a sidebar group and follow a link inside it', async ({ page }) => {
    await gotoHydrated(page, '/practice/overview');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: T['skipLink.text'], exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#mf-content')).toBeFocused();
    // To the sidebar (focused directly: the skip link's point is that it is far): the collapsed Frameworks group opens with Enter, and the next Tab lands
    // on its first entry (a closed group's entries are out of the tab order, an open one's are in it).
    const group = sidebarOf(page).getByRole('button', { name: 'Frameworks', exact: true });
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await group.focus();
    await page.keyboard.press('Enter');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    const entry = page.locator(':focus');
    await expect(entry).toHaveText(/Overview|React/);
    const before = await h1(page).textContent();
    await page.keyboard.press('Enter');
    await expect(h1(page)).not.toHaveText(before ?? '');
  });

  test('should reach the first code block of the content with Tab after the skip link, and copy it', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, '/guide/start/quick-start');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const copy = await tabTo(page, T['codeBlock.copyAccessibleLabel']);
    await page.keyboard.press('Enter');
    await expect(copy).toHaveAccessibleName(T['codeBlock.copiedAccessibleLabel']);
    await expect(page.getByRole('status').filter({ hasText: T['codeBlock.copiedAccessibleLabel'] })).toHaveCount(1);
  });
});

test.describe('given a reader who goes back and forward after a client-side navigation', () => {
  test.use({ viewport: DESKTOP });

  test('should show each page again with its own heading, title, description and sidebar mark, without reloading', async ({
    page,
  }) => {
    await gotoHydrated(page, '/guide/start/');
    const first = { h1: await h1(page).textContent(), title: await page.title() };
    const firstDescription = await page.locator('meta[name="description"]').getAttribute('content');
    await page.evaluate(() => Object.assign(window, { mfSameDocument: true }));
    await sidebarOf(page).getByRole('link', { name: 'Quick start', exact: true }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/guide/start/quick-start');
    await expect(page).toHaveTitle(docTitle('Quick start'));
    const secondDescription = await page.locator('meta[name="description"]').getAttribute('content');
    expect(secondDescription).not.toBe(firstDescription);

    await page.goBack();
    await expect(page).toHaveURL((u) => u.pathname === '/guide/start/');
    await expect(h1(page)).toHaveText(first.h1 ?? '');
    await expect(page).toHaveTitle(first.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', firstDescription ?? '');
    await expect(sidebarOf(page).locator('.rp-sidebar-item--active')).toHaveText(/Introduction|Overview|What/);

    await page.goForward();
    await expect(page).toHaveURL((u) => u.pathname === '/guide/start/quick-start');
    await expect(h1(page)).toHaveText(/Quick start/);
    await expect(page).toHaveTitle(docTitle('Quick start'));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', secondDescription ?? '');
    await expect(sidebarOf(page).locator('.rp-sidebar-item--active')).toHaveText('Quick start');
    expect(await page.evaluate(() => 'mfSameDocument' in window)).toBe(true);
  });
});

test.describe('given a reader with the menu open who widens the window', () => {
  test.use({ viewport: MOBILE });

  test('should close the menu at 768 px and unlock the page, and leave no menu once past 1024 px', async ({ page }) => {
    await gotoHydrated(page, '/guide/basic/runtime');
    const banner = page.getByRole('banner');
    const menu = page.locator('.rp-nav-screen');
    await banner.getByRole('button', { name: T['nav.menuAccessibleLabel'] }).click();
    await expect(menu).toBeVisible();
    // A phone turned sideways: 812 px wide.
    await page.setViewportSize({ width: 812, height: 375 });
    await expect(menu).toHaveCount(0);
    const button = banner.getByRole('button', { name: T['nav.menuAccessibleLabel'] });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');
    // Opened again there, then a window dragged to desktop width.
    await button.click();
    await expect(menu).toBeVisible();
    await page.setViewportSize({ width: 1100, height: 800 });
    await expect(menu).toHaveCount(0);
    await expect(banner.getByRole('link', { name: 'Guide', exact: true })).toBeVisible();
    await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');
  });

  test('should unlock the page when the sidebar drawer is open and the window passes 1024 px', async ({ page }) => {
    // Found by this scenario: Rspress keeps the drawer's lock until the next route change; the theme's
    // sidebar menu hook (theme/layout/SidebarMenu/useSidebarMenu.tsx) closes the drawer past 1024 px.
    await gotoHydrated(page, '/guide/basic/runtime');
    const drawerButton = page.getByRole('button', { name: T.menuTitle, exact: true });
    await drawerButton.click();
    await expect(drawerButton).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => bodyOverflow(page)).toBe('hidden');
    await page.setViewportSize({ width: 1100, height: 800 });
    await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');
    // The sidebar is a column of the page again (it scrolls by itself), and the page scrolls under the
    // content.
    await page.mouse.move(700, 400);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});

test.describe('given a reader on a slow connection', () => {
  test.use({ viewport: DESKTOP });

  test('should show the progress bar only once the next page has taken 200 ms, and remove it when it arrives', async ({
    page,
  }) => {
    await page.clock.install();
    await gotoHydrated(page, '/guide/start/quick-start');
    // From here the page's clock moves only when the test moves it, however busy the machine is.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route(ROUTE_CHUNKS, async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    const before = await h1(page).textContent();
    await sidebarOf(page).getByRole('link', { name: 'Glossary', exact: true }).click();
    const bar = page.getByRole('progressbar', { name: T['progress.loadingAccessibleLabel'] });
    await page.clock.runFor(150);
    await expect(bar).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(bar).toBeVisible();
    release();
    await expect(h1(page)).not.toHaveText(before ?? '');
    await expect(bar).toHaveCount(0);
  });
});

test.describe('given a browser whose storage throws (privacy mode, blocked cookies)', () => {
  test.use({ viewport: DESKTOP, colorScheme: 'light' });

  test('should still switch the theme and the package-manager tabs, on this page and the next', async ({
    page,
    pageErrors,
  }) => {
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage'])
        Object.defineProperty(window, name, {
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
    });
    await gotoHydrated(page, '/guide/start/quick-start');
    await page
      .getByRole('button', { name: T['appearance.toggleToDarkAccessibleLabel'] })
      .filter({ visible: true })
      .click();
    await expectDarkTheme(page, true);
    const tabs = page.getByRole('tablist').first();
    await tabs.getByRole('tab', { name: 'pnpm' }).click();
    await expect(tabs.getByRole('tab', { name: 'pnpm' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').first().locator('code')).toHaveText(/^pnpm /);
    // The next page (client-side) keeps the session's theme, and its tabs work too.
    await sidebarOf(page).getByRole('link', { name: 'Setting up the environment' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/guide/start/setting-up-env');
    await expectDarkTheme(page, true);
    expect(pageErrors.filter((e) => e.startsWith('pageerror') && !e.includes('insecure'))).toEqual([]);
  });
});
