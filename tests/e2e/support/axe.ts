import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** WCAG 2.2 A/AA plus axe's best practices, as Starlight runs them. No rule is switched off. */
const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** axe-core's browser build, read once per worker. */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The serious and critical axe violations on the page (or inside `include`), one line each as
 * `rule (impact): first targets`, so a failing assertion names what to fix.
 *
 * axe-core runs in the page itself, put there through the DevTools protocol (which the site's CSP does
 * not block) when the page does not have it yet. `@axe-core/playwright` was dropped: it opens an extra
 * page for every analysis to merge frame results, which made a sweep 3.5 times slower, and the site has
 * no frames to merge.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // A pop-up still fading in has a see-through text colour: axe would report its contrast mid-way.
  // (Endless animations, such as a spinner, are not waited for.)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const options: RunOptions = { runOnly: { type: 'tag', values: A11Y_TAGS }, resultTypes: ['violations'] };
  const { violations } = await page.evaluate(
    ([selector, opts]) =>
      (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<AxeResults> } }).axe.run(
        selector ?? document,
        opts,
      ),
    [include ?? null, options] as const,
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}
