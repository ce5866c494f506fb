import fs from 'node:fs';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** The flags DEVELOPERS.md asks for: headless, and no background traffic on this closed network. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** Finds a Chromium binary: `CHROMIUM_PATH`, then Debian's `/usr/bin/chromium`; fails with a clear message. */
export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    (p): p is string => Boolean(p),
  );
  const found = candidates.find((p) => fs.existsSync(p));
  if (!found) {
    throw new Error(
      `No Chromium found (looked at ${candidates.join(', ')}). Install Debian's package with ` +
        '`apt-get install -y chromium`, or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  return found;
}

let shared: Promise<Browser> | undefined;

/** One browser per test file (Vitest runs e2e files one after another). */
export function getBrowser(): Promise<Browser> {
  shared ??= chromium.launch({ executablePath: findChromium(), args: CHROMIUM_FLAGS });
  return shared;
}

export async function closeBrowser(): Promise<void> {
  if (shared) await (await shared).close();
  shared = undefined;
}

export const DESKTOP = { width: 1280, height: 800 } as const;
export const MOBILE = { width: 375, height: 812 } as const;

/**
 * A fresh page in a fresh context. The locale matters: with `localeRedirect: 'auto'`, an en-US browser
 * opening `/zh/...` for the first time would be sent to English, so zh tests ask for a zh-CN browser.
 */
export async function openPage(
  lang: 'en' | 'zh' = 'en',
  options: BrowserContextOptions = {},
): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const browser = await getBrowser();
  const context = await browser.newContext({
    locale: lang === 'zh' ? 'zh-CN' : 'en-US',
    viewport: DESKTOP,
    ...options,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return { page, errors, close: () => context.close() };
}

/** The base URL of the site under test, set by the global setup. */
export function baseURL(): string {
  const url = inject('baseURL');
  if (!url) throw new Error('No base URL: run the e2e tests through `npm run test:e2e`.');
  return url;
}

/** Absolute URL of a site path. */
export const at = (p: string): string => new URL(p, baseURL()).toString();
