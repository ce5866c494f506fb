// @ts-check
/** Finds and launches Debian's Chromium for the e2e suite and the scripts. */
import fs from 'node:fs';
import { chromium } from '@playwright/test';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** @returns {string} */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    (p) => typeof p === 'string' && p.length > 0,
  );
  const found = candidates.find((p) => fs.existsSync(/** @type {string} */ (p)));
  if (!found)
    throw new Error(
      `No Chromium found (looked at ${candidates.join(', ')}). Run \`apt-get install -y chromium\` or set CHROMIUM_PATH.`,
    );
  return /** @type {string} */ (found);
}

export function launchChromium() {
  return chromium.launch({ executablePath: findChromium(), args: CHROMIUM_FLAGS });
}

/** Debian's old-headless build of the same Chromium (package `chromium-headless-shell`). */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium of the e2e suite: `CHROMIUM_PATH` when set, else Debian's headless shell when
 * installed, else `findChromium()`. The shell is what Playwright
 * itself runs headless: the same engine without the desktop browser around it, and the lean e2e suite
 * took 211 s in it against 303 s in `/usr/bin/chromium` (docs-dev/decisions/0006-fast-check-tier.md).
 * Screenshots, Lighthouse and the benches keep the full browser.
 * @returns {string}
 */
export function findHeadlessChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : findChromium();
}
