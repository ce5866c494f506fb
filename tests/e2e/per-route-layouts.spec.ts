import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * The home layout, the doc layout and the overview listing come with the pages that render them
 * (rspress-patches/perRouteLayouts/plugin.ts): what a first visit downloads, told by class names only each layout's
 * code holds.
 */
const CODE_OF = {
  home: 'rp-home-hero__image',
  doc: 'rp-doc-layout__doc-container',
  overview: 'rp-overview-group',
} as const;

/** The built site the suite is served from (playwright.config.ts). */
const OUT_DIR = path.resolve(process.env.RSPRESS_OUT_DIR ?? 'doc_build');

/**
 * Watches the scripts the page loads from now on; the function returned gives their bodies, read from
 * the build by the requested path. (Reading bodies through the protocol raced: a body read after
 * `networkidle` came back empty once on a loaded machine, and the doc layout seemed missing.)
 */
function scriptsOf(page: Page): () => Promise<string[]> {
  const paths = new Set<string>();
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.endsWith('.js')) paths.add(pathname);
  });
  return async () => [...paths].map((p) => fs.readFileSync(path.join(OUT_DIR, p), 'utf8'));
}
const holds = (bodies: string[], layout: keyof typeof CODE_OF) => bodies.some((b) => b.includes(CODE_OF[layout]));

test('should load a doc page with the doc layout and without the home layout or the overview listing', async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await page.goto('/guide/start/quick-start', { waitUntil: 'networkidle' });
  const bodies = await scripts();
  expect(holds(bodies, 'doc')).toBe(true);
  expect(holds(bodies, 'home')).toBe(false);
  expect(holds(bodies, 'overview')).toBe(false);
});

test('should load the overview listing on an overview page', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto('/practice/frameworks/', { waitUntil: 'networkidle' });
  expect(holds(await scripts(), 'overview')).toBe(true);
  await expect(page.locator('.rp-overview-group').first()).toBeVisible();
});

test('should load the home page without the doc layout, fetch it at the first interaction and then navigate with it', async ({
  page,
  pageErrors,
}) => {
  const scripts = scriptsOf(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  const atLoad = await scripts();
  expect(holds(atLoad, 'home')).toBe(true);
  expect(holds(atLoad, 'doc')).toBe(false);
  await page.mouse.move(200, 200);
  await expect.poll(async () => holds(await scripts(), 'doc')).toBe(true);
  await page.getByRole('banner').getByRole('link', { name: 'Configuration', exact: true }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/configure/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Configuration');
  expect(pageErrors).toEqual([]);
});
