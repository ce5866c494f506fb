import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';

test('should serve the home page with the site title and no page errors', async ({ page, pageErrors }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Module federation/);
  await expect(page.getByRole('link', { name: 'Guide', exact: true }).first()).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('should have no serious axe violation on the home page', async ({ page }) => {
  await page.goto('/');
  expect(await seriousViolations(page)).toEqual([]);
});
