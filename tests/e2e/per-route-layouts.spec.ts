import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * The home layout, the doc layout and the overview listing come with the pages that render them
 * (rspress-patches/perRouteLayouts/plugin.ts): what a first visit downloads, told by class names only each layout's
 * code holds. The two tests of what a page leaves out assert the patch's mechanism (`@patch:`, skipped with it off).
 */
const CODE_OF = {
  home: 'rp-home-hero__image',
  doc: 'rp-doc-layout__doc-container',
  overview: 'rp-overview-group',
} as const;

/** The built site the suite is served from (playwright.config.ts). */
const OUT_DIR = path.resolve(process.env.RSPRESS_OUT_DIR ?? 'doc_build');

/**
 * The bodies of the scripts the page has loaded so far, by the page's own resource timing entries, read
 * from the build by path. (Playwright's request events missed chunks on a loaded machine: a chunk the page
 * had run was not among them, and the doc layout seemed missing.)
 */
async function scriptsOf(page: Page): Promise<string[]> {
  const urls = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  return urls
    .map((url) => new URL(url).pathname)
    .filter((p) => p.endsWith('.js'))
    .map((p) => fs.readFileSync(path.join(OUT_DIR, p), 'utf8'));
}
const holds = (bodies: string[], layout: keyof typeof CODE_OF) => bodies.some((b) => b.includes(CODE_OF[layout]));

test('should load a doc page with the doc layout and without the home layout or the overview listing @patch:perRouteLayouts', async ({
  page,
}) => {
  await page.goto('/guide/start/quick-start', { waitUntil: 'networkidle' });
  // A loaded machine can report network idle before the page's last chunk has arrived: wait for the layout.
  await expect.poll(async () => holds(await scriptsOf(page), 'doc')).toBe(true);
  const bodies = await scriptsOf(page);
  expect(holds(bodies, 'home')).toBe(false);
  expect(holds(bodies, 'overview')).toBe(false);
});

test('should load the overview listing on an overview page', async ({ page }) => {
  await page.goto('/practice/frameworks/', { waitUntil: 'networkidle' });
  await expect.poll(async () => holds(await scriptsOf(page), 'overview')).toBe(true);
  await expect(page.locator('.rp-overview-group').first()).toBeVisible();
});

test('should load the home page without the doc layout, fetch it at the first interaction and then navigate with it @patch:perRouteLayouts', async ({
  page,
  pageErrors,
}) => {
  // A visitor whose pointer is not over the page. Chromium gives the pointer it keeps at (0,0) a
  // `pointerover` when the header renders under it, which would count as pointing at the page: until the
  // test moves the mouse, pointer events stop at the window.
  await page.addInitScript(() => {
    const held = (e: Event) => {
      if (!(window as Window & { pointerMoved?: boolean }).pointerMoved) e.stopImmediatePropagation();
    };
    for (const type of ['pointerover', 'pointermove', 'mouseover', 'mousemove']) addEventListener(type, held, true);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect.poll(async () => holds(await scriptsOf(page), 'home')).toBe(true);
  expect(holds(await scriptsOf(page), 'doc')).toBe(false);
  await page.evaluate(() => {
    (window as Window & { pointerMoved?: boolean }).pointerMoved = true;
  });
  await page.mouse.move(200, 200);
  await expect.poll(async () => holds(await scriptsOf(page), 'doc')).toBe(true);
  await page.getByRole('banner').getByRole('link', { name: 'Configuration', exact: true }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/configure/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Configuration');
  expect(pageErrors).toEqual([]);
});
