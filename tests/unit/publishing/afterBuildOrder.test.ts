import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pluginPublishing } from '../../../plugins/publishing';
import type { PublishingOptions } from '../../../plugins/publishing/options';

const options: PublishingOptions = {
  siteOrigin: 'https://example.org',
  siteTitle: 'Site',
  defaultLang: 'en',
  locales: [{ lang: 'en', hreflang: 'en', ogLocale: 'en_US' }],
  sectionOf: () => undefined,
  fallbackSection: {},
  redirects: [],
  csp: {},
  cacheDir: path.join(os.tmpdir(), 'mf-publishing-order-cache'),
};

describe('given the publishing plugins run as Rspress runs afterBuild hooks, all at once', () => {
  it('should write _headers after the files the others write, the sitemap included', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-publishing-order-'));
    fs.writeFileSync(path.join(outDir, 'index.html'), '<!doctype html><title>x</title>');
    fs.writeFileSync(path.join(outDir, '404.html'), '<!doctype html><head><title>x</title></head>');
    const config = { outDir, root: path.join(import.meta.dirname, '../../../docs') };
    try {
      await Promise.all(pluginPublishing(options).map((plugin) => plugin.afterBuild?.(config, true)));
      const headers = fs.readFileSync(path.join(outDir, '_headers'), 'utf8');
      expect(fs.existsSync(path.join(outDir, 'sitemap.xml'))).toBe(true);
      expect(headers).toContain('\n/sitemap.xml\n');
      expect(headers).toContain('\n/robots.txt\n');
    } finally {
      fs.rmSync(outDir, { recursive: true, force: true });
    }
    // Every publishing hook runs over the real docs tree (cards, copies, llms files): 2-3 s on an idle
    // machine, up to 27 s with the other steps of npm run check on the same two cores.
  }, 60_000);
});
