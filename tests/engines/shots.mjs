// @ts-check
/**
 * Screenshots for a person to look at (issue 25): the home page and the runtime API page, per engine,
 * language and width, written as `<engine>-<lang>-<width>-<page>.png`. The page is opened hydrated,
 * its fonts and images are made ready, then the viewport is captured (not the whole page).
 */
import fs from 'node:fs';
import path from 'node:path';
import { openHydrated } from './scenarios.mjs';

const PAGES = [
  ['home', '/'],
  ['runtime', '/guide/basic/runtime'],
];

/**
 * @param {import('./drivers.mjs').EngineBrowser} browser
 * @param {{ site: string, lang: 'en' | 'zh', viewport: { width: number }, dir: string }} options
 */
export async function takeShots(browser, { site, lang, viewport, dir }) {
  fs.mkdirSync(dir, { recursive: true });
  const files = [];
  for (const [name, route] of PAGES) {
    await openHydrated(browser, `${site}${lang === 'zh' ? '/zh' : ''}${route}`);
    // Fonts loaded and every image decoded: WebKit paints a decoding="async" poster a moment after
    // `complete` turns true, and a capture before that showed an empty black video frame.
    await browser.evaluate(() =>
      document.fonts.ready
        .then(() => Promise.all([...document.images].map((img) => img.decode().catch(() => undefined))))
        .then(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true))))),
    );
    const file = path.join(dir, `${browser.name}-${lang}-${viewport.width}-${name}.png`);
    await browser.screenshot(file);
    files.push(file);
  }
  return files;
}
