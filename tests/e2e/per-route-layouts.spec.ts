import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * The home layout, the doc layout and the overview listing come with the pages that render them
 * (plugins/perRouteLayouts.ts): what a first visit downloads, told by class names only each layout's
 * code holds.
 */
const CODE_OF = {
  home: 'rp-home-hero__image',
  doc: 'rp-doc-layout__doc-container',
  overview: 'rp-overview-group',
} as const;

/** Collects the bodies of the scripts the page loads from now on. */
function scriptsOf(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', async (r) => {
    if (r.url().endsWith('.js')) bodies.push(await r.text().catch(() => ''));
  });
  return bodies;
}
const holds = (bodies: string[], layout: keyof typeof CODE_OF) => bodies.some((b) => b.includes(CODE_OF[layout]));

test('should load a doc page with the doc layout and without the home layout or the overview listing', async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await page.goto('/guide/start/quick-start', { waitUntil: 'networkidle' });
  expect(holds(scripts, 'doc')).toBe(true);
  expect(holds(scripts, 'home')).toBe(false);
  expect(holds(scripts, 'overview')).toBe(false);
});

test('should load the overview listing on an overview page', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto('/practice/frameworks/', { waitUntil: 'networkidle' });
  expect(holds(scripts, 'overview')).toBe(true);
  await expect(page.locator('.rp-overview-group').first()).toBeVisible();
});

test('should load the home page without the doc layout, fetch it at the first interaction and then navigate with it', async ({
  page,
  pageErrors,
}) => {
  const scripts = scriptsOf(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(holds(scripts, 'home')).toBe(true);
  expect(holds(scripts, 'doc')).toBe(false);
  await page.mouse.move(200, 200);
  await expect.poll(() => holds(scripts, 'doc')).toBe(true);
  await page.getByRole('banner').getByRole('link', { name: 'Configuration', exact: true }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/configure/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Configuration');
  expect(pageErrors).toEqual([]);
});
