#!/usr/bin/env node
// @ts-check
/**
 * Hydration benchmark: what the main thread does while a page starts, at a phone's size with the CPU
 * slowed 4× (as Lighthouse's mobile preset does) but without its network simulation, so the figures
 * move far less between runs than Lighthouse's Total Blocking Time. Per page, the median of `--runs`
 * fresh visits (default 5):
 * - blocking: the sum over long tasks (> 50 ms) after the first contentful paint of their time past
 *   50 ms, the way Total Blocking Time counts it, up to two seconds after the load;
 * - longest: the longest of those tasks;
 * - script: time spent running JavaScript (Chromium's `ScriptDuration`);
 * - tasks: the long tasks of the median run, as start:duration in ms.
 * Chinese pages are opened in a zh-CN browser: in an English one, `localeRedirect` sends a first visit
 * to the English page. Prints figures; it does not pass or fail. Build first.
 *
 *   node tests/bench/hydration.mjs [--pages /,/guide/start/quick-start,/zh/guide/basic/runtime] [--runs 5]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from '../harness/chromium.mjs';
import { median } from '../harness/median.mjs';
import { startServer } from '../harness/staticServer.mjs';

const outDir = path.resolve(process.env.RSPRESS_OUT_DIR ?? 'doc_build');
const { values: opts } = parseArgs({
  options: {
    pages: { type: 'string', default: '/,/zh/,/guide/start/quick-start,/zh/guide/basic/runtime' },
    runs: { type: 'string', default: '5' },
  },
});
const pages = opts.pages.split(',');
const runs = Math.max(1, Number(opts.runs));

/**
 * One fresh visit: the long tasks after the first contentful paint, and the script time.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {string} locale
 */
async function visit(browser, url, locale) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Performance.enable');
  await page.addInitScript(() => {
    const w = /** @type {Window & { __mfLongTasks?: [number, number][] }} */ (window);
    w.__mfLongTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__mfLongTasks?.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load' });
  // Two seconds after the load: hydration and the effects after it are over by then at 4×.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 2000)));
  const { tasks, fcp } = await page.evaluate(() => {
    const w = /** @type {Window & { __mfLongTasks?: [number, number][] }} */ (window);
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return { tasks: w.__mfLongTasks ?? [], fcp: paint ? paint.startTime : 0 };
  });
  const { metrics } = await cdp.send('Performance.getMetrics');
  const script = (metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0) * 1000;
  await context.close();
  const after = tasks.filter(([start]) => start >= fcp);
  return {
    blocking: after.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
    longest: Math.max(0, ...after.map(([, duration]) => duration)),
    script,
    tasks: after.map(([start, duration]) => `${Math.round(start)}:${Math.round(duration)}`).join(' ') || '-',
  };
}

const server = await startServer({ root: outDir, hostingHeaders: true });
const browser = await launchChromium();
try {
  console.log(`hydration at 412×823, CPU 4× slower, median of ${runs} fresh visits (${outDir})`);
  console.log('page'.padEnd(28), 'blocking', ' longest', '  script', '  long tasks of the median run (start:ms)');
  for (const route of pages) {
    const locale = route.startsWith('/zh') ? 'zh-CN' : 'en-US';
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await visit(browser, `${server.url}${route}`, locale));
    const blocking = median(results.map((r) => r.blocking));
    const typical = results.find((r) => r.blocking === blocking) ?? results[0];
    const ms = (/** @type {number} */ n) => `${Math.round(n)} ms`.padStart(8);
    console.log(
      route.padEnd(28),
      ms(blocking),
      ms(median(results.map((r) => r.longest))),
      ms(median(results.map((r) => r.script))),
      ` ${typical?.tasks}`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}
