import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { at, closeBrowser, openPage } from './support/browser';

afterAll(closeBrowser);

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 A/AA plus axe's best practices, as Starlight runs them. No rule is switched off. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

interface Violation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Violation[] }> } }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations;
  }, TAGS);
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

const PAGES = {
  en: { home: '/', doc: '/guide/start/quick-start', notFound: '/no-such-page' },
  zh: { home: '/zh/', doc: '/zh/guide/start/quick-start', notFound: '/zh/no-such-page' },
} as const;

describe.each(['en', 'zh'] as const)('given the %s site', (lang) => {
  describe.each(['light', 'dark'] as const)('in the %s theme', (theme) => {
    it.each(['home', 'doc', 'notFound'] as const)(
      'should have no serious or critical axe violation on the %s page',
      async (kind) => {
        const { page, close } = await openPage(lang);
        // The key Rspress's inline head script reads before the first paint.
        await page.addInitScript((value) => localStorage.setItem('rspress-theme-appearance', value), theme);
        await page.goto(at(PAGES[lang][kind]));
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => document.documentElement.classList.contains('rp-dark'))).toBe(
          theme === 'dark',
        );
        expect(await seriousViolations(page)).toEqual([]);
        await close();
      },
    );
  });
});
