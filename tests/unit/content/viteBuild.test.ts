import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What /guide/basic/vite says about the lab's build is what tests/lab/stacks/vite/build.mjs recorded in
 * results.json (the script runs in `npm run test:full`; this test reads its committed output).
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const results = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/lab/stacks/vite/results.json'), 'utf8'));
const script = fs.readFileSync(path.join(ROOT, 'tests/lab/stacks/vite/build.mjs'), 'utf8');
const read = (lang: string) => fs.readFileSync(path.join(ROOT, `docs/${lang}/guide/basic/vite.mdx`), 'utf8');

describe.each(['en', 'zh'])('/guide/basic/vite (%s) against the recorded build', (lang) => {
  const text = read(lang);

  it('should name the versions that were built', () => {
    expect(results.versions.vite).toBe('7.3.8');
    expect(text).toContain(`Vite ${results.versions.vite}`);
    expect(text).toContain(`\`@module-federation/vite\` ${results.versions['@module-federation/vite']}`);
  });

  it('should show the producer config the lab built', () => {
    const config = text.match(/```js title="vite\.config\.js[^\n]*\n([\s\S]*?)```/)?.[1] ?? '';
    const lab = config
      .replace("'https://cdn.example.com/vite-ui/'", `'$\{base}'`)
      .replace('bundleAllCSS: false', `bundleAllCSS: $\{bundleAllCSS}`);
    expect(script).toContain(lab.trim());
  });

  it('should describe the remote entry, the shared packages and the CSS as built', () => {
    for (const v of [results.default, results.bundleAllCSS]) {
      expect(v.remoteEntry).toEqual({ name: 'remoteEntry.js', path: '', type: 'module' });
      expect(v.page.rendered).toBe('from Vite');
      expect(v.page.errors).toEqual([]);
      expect(v.page.color).toBe('rgb(200, 0, 0)');
    }
    for (const s of results.default.shared) {
      const [name, version] = s.split(/@(?=\d)/);
      expect(text, s).toContain(`\`${name}\``);
      expect(version).toBe('19.3.1');
    }
    expect(results.default.exposeCss.sync).toEqual(['assets/Button-[hash].css']);
    expect(results.default.page.stylesheets).toEqual(['assets/Button-[hash].css']);
    expect(results.default.page.border).not.toBe('rgb(0, 0, 200)');
    expect(results.bundleAllCSS.exposeCss.sync).toEqual(['assets/Button-[hash].css', 'assets/index-[hash].css']);
    expect(results.bundleAllCSS.page.stylesheets).toEqual(results.bundleAllCSS.exposeCss.sync);
    expect(results.bundleAllCSS.page.border).toBe('rgb(0, 0, 200)');
    expect(text).toContain('`assets/Button-[hash].css`');
    expect(text).toContain('`assets/index-[hash].css`');
  });
});

describe.each(['en', 'zh'])('/guide/troubleshooting/vite#library-mode (%s) against the recorded build', (lang) => {
  const page = fs.readFileSync(path.join(ROOT, `docs/${lang}/guide/troubleshooting/vite.mdx`), 'utf8');
  const section = page.slice(page.indexOf('{#library-mode}'), page.indexOf('{#dev-loadremote-004}'));

  it('should report the library-mode builds as recorded', () => {
    expect(results.libraryNoDefine.page.errors).toEqual(['process is not defined']);
    expect(section).toContain('Uncaught ReferenceError: process is not defined');
    for (const v of [results.library, results.libraryBundleAllCSS]) {
      expect(v.exposeCss.sync).toEqual(['index.css']);
      expect(v.page.stylesheets).toEqual(['index.css']);
      expect(v.page.color).toBe('rgb(200, 0, 0)');
    }
    expect(results.libraryCssCodeSplit.exposeCss.sync).toEqual(['Button.css']);
    expect(section).toContain('`index.css`');
    expect(section).toContain('`Button.css`');
    expect(script).toContain("lib: { entry: './src/Button.jsx', formats: ['es'], fileName: 'index' }");
    expect(section).toContain("`lib: { entry: './src/Button.jsx', formats: ['es'], fileName: 'index' }`");
  });
});
