import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findDeadLinks, pageUrl, urlsIn } from '../../harness/builtLinks.mjs';

/** A tiny build: two pages (one per language), an image, the 404 page. */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'built-links-'));
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
};
write('404.html', '<a href="/missing-from-404">x</a>');
write('logo.svg', '<svg/>');
write('zh/blog/index.html', '<a href="/">home</a>');
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('given a built site', () => {
  it('should pass links, images and the language switch that reach existing files', () => {
    write(
      'index.html',
      '<link rel="icon" href="/logo.svg"><img srcset="/logo.svg 1x, logo.svg 2x"><a hreflang="zh" href="/zh/blog/?untranslated=en">中文</a><a href="#top">top</a><a href="https://example.com/x">x</a>',
    );
    expect(findDeadLinks(root).dead).toEqual([]);
  });

  it('should report every element whose link answers 404, naming page, tag and attribute', () => {
    write(
      'index.html',
      '<a rel="alternate" href="/zh/blog/hoisted-runtime">中文</a><area href="gone/"><link rel="preload" href="/a.js"><script>const s = "<a href=\'/in-script\'>";</script>',
    );
    expect(findDeadLinks(root).dead).toEqual([
      '/: <a href="/zh/blog/hoisted-runtime"> answers 404',
      '/: <area href="gone/"> answers 404',
      '/: <link href="/a.js"> answers 404',
    ]);
  });

  it('should read the page URL of an output file as the CDN serves it', () => {
    expect(pageUrl('index.html')).toBe('/');
    expect(pageUrl('zh/blog/index.html')).toBe('/zh/blog/');
    expect(pageUrl('guide/start/quick-start.html')).toBe('/guide/start/quick-start');
    expect(urlsIn('<form action="/s"><button formaction="/t">').map((u) => u.url)).toEqual(['/s', '/t']);
  });
});
