import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Asserts that axe finds no violation (WCAG 2.2 AA and best practices) in `container`, naming them all.
 * The DOM of the tests (happy-dom) has no layout, so colour contrast is left to the e2e sweep, which runs in Chromium.
 */
export async function expectNoAxeViolations(container: Element, state: string): Promise<void> {
  const { violations } = await axe.run(container, {
    runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(
    violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    state,
  ).toEqual([]);
}
