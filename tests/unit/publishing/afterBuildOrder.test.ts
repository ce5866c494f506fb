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
    // A docs tree of two pages: what is checked is the order of the hooks, not the pages they write.
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-publishing-order-docs-'));
    fs.mkdirSync(path.join(root, 'en/guide'), { recursive: true });
    fs.writeFileSync(path.join(root, 'en/index.mdx'), '---\npageType: home\n---\n\n# Site\n');
    fs.writeFileSync(path.join(root, 'en/guide/start.mdx'), '# Start\n\nHow to start.\n');
    const config = { outDir, root };
    try {
      await Promise.all(pluginPublishing(options).map((plugin) => plugin.afterBuild?.(config, true)));
      const headers = fs.readFileSync(path.join(outDir, '_headers'), 'utf8');
      expect(fs.existsSync(path.join(outDir, 'sitemap.xml'))).toBe(true);
      expect(headers).toContain('\n/sitemap.xml\n');
      expect(headers).toContain('\n/robots.txt\n');
    } finally {
      fs.rmSync(outDir, { recursive: true, force: true });
      fs.rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);
});
