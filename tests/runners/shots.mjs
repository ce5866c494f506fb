#!/usr/bin/env node
// @ts-check
/**
 * `npm run shots`: PNG screenshots of the pages tests/e2e/responsive.spec.ts measures (home, a long
 * doc page, an overview page, the 404 page and the open search dialog), in en and zh, light and dark,
 * at every width of tests/harness/layoutWidths.mjs, into `shots/` (ignored by git; `npm test` never
 * writes there). They are for looking at a layout change by eye; the README's "Layout" section says how.
 *
 * Options: `--dir <built site>` (default `RSPRESS_OUT_DIR` or `doc_build`), `--out <folder>` (`shots`),
 * `--widths 375,1280`, `--langs en`, `--pages home,search`, `--themes dark`, `--full` (whole page,
 * not only the first screen).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from '../harness/chromium.mjs';
import { LAYOUT_PAGES, LAYOUT_WIDTHS } from '../harness/layoutWidths.mjs';
import { startServer } from '../harness/staticServer.mjs';

const HEIGHT = 900;
const { values: opts } = parseArgs({
  options: {
    dir: { type: 'string', default: process.env.RSPRESS_OUT_DIR ?? 'doc_build' },
    out: { type: 'string', default: 'shots' },
    widths: { type: 'string' },
    langs: { type: 'string' },
    pages: { type: 'string' },
    themes: { type: 'string' },
    full: { type: 'boolean', default: false },
  },
});
const root = opts.dir;
const out = path.resolve(opts.out);
/** @param {string | undefined} value @param {readonly (string | number)[]} all */
const pick = (value, all) =>
  value ? value.split(',').map((v) => (typeof all[0] === 'number' ? Number(v) : v)) : [...all];
const widths = /** @type {number[]} */ (pick(opts.widths, LAYOUT_WIDTHS));
const langs = /** @type {string[]} */ (pick(opts.langs, ['en', 'zh']));
const pages = /** @type {string[]} */ (pick(opts.pages, [...Object.keys(LAYOUT_PAGES), 'search']));
const themes = /** @type {string[]} */ (pick(opts.themes, ['light', 'dark']));
const fullPage = opts.full;

const server = await startServer({ root });
const browser = await launchChromium();
const started = performance.now();
let count = 0;
try {
  for (const lang of langs) {
    fs.mkdirSync(path.join(out, lang), { recursive: true });
    for (const theme of themes) {
      const context = await browser.newContext({
        locale: lang === 'zh' ? 'zh-CN' : 'en-US',
        colorScheme: theme === 'dark' ? 'dark' : 'light',
      });
      // The key Rspress's inline head script reads before the first paint.
      await context.addInitScript((value) => localStorage.setItem('rspress-theme-appearance', value), theme);
      const page = await context.newPage();
      for (const name of pages) {
        const pagePath = name === 'search' ? '/' : LAYOUT_PAGES[/** @type {keyof typeof LAYOUT_PAGES} */ (name)];
        if (pagePath === undefined)
          throw new Error(`Unknown page ${name}; known: ${Object.keys(LAYOUT_PAGES)}, search`);
        for (const width of widths) {
          await page.setViewportSize({ width, height: HEIGHT });
          await page.goto(new URL(lang === 'en' ? pagePath : `/zh${pagePath}`, server.url).toString());
          await page.waitForLoadState('networkidle');
          if (name === 'search') {
            await page.keyboard.press('Control+k');
            await page.getByRole('dialog').waitFor();
          }
          const file = path.join(out, lang, `${name}-${width}-${theme}.png`);
          await page.screenshot({ path: file, fullPage });
          count++;
        }
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(
  `${count} screenshots in ${path.relative(process.cwd(), out) || '.'}/ in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
