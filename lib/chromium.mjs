// @ts-check
/** Finds and launches Debian's Chromium for scripts (the e2e suite has its own copy in TypeScript). */
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
