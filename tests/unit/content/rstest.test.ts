import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What /guide/basic/rstest says about the test runs is what tests/lab/stacks/rstest/build.mjs recorded in
 * results.json (the script runs in `npm run test:full`; this test reads its committed output).
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const results = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/lab/stacks/rstest/results.json'), 'utf8'));
const script = fs.readFileSync(path.join(ROOT, 'tests/lab/stacks/rstest/build.mjs'), 'utf8');
const read = (lang: string) => fs.readFileSync(path.join(ROOT, `docs/${lang}/guide/basic/rstest.mdx`), 'utf8');

/** The code block of the page whose title is `title`. */
const block = (text: string, title: string) => {
  const m = text.match(
    new RegExp(`\`\`\`\\w+ title="${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"\\n([\\s\\S]*?)\`\`\``),
  );
  return m?.[1] ?? '';
};

describe.each(['en', 'zh'])('/guide/basic/rstest (%s) against the recorded runs', (lang) => {
  const text = read(lang);

  it('should name the versions that ran', () => {
    for (const [name, version] of Object.entries(results.versions)) {
      const pkg = name.replace(' (Rstest’s)', '');
      expect(text, name).toContain(pkg === 'react' ? `React ${version}` : `\`${pkg}\` ${version}`);
    }
  });

  it('should show the consumer and the tests the lab ran, file for file', () => {
    for (const [title, name] of [
      ['src/Greeting.tsx', "'src/Greeting.tsx'"],
      ['rstest.config.ts', "'rstest.config.ts'"],
      ['src/remote-types.ts', "'src/remote-types.ts'"],
      ['test/mocked.test.tsx', 'MOCKED_TEST'],
      ['test/real.test.tsx', 'REAL_TEST'],
    ]) {
      const code = block(text, title as string);
      expect(code, title).not.toBe('');
      // The script holds each file as a template literal (with \` and \${ escaped).
      const inScript = code.replaceAll('`', '\\`').replaceAll('${', '\\${');
      expect(script, `${title} (${name}) differs from the lab's`).toContain(inScript.trim());
    }
  });

  it('should report what each run did', () => {
    expect(results.run).toEqual({
      status: 0,
      files: ['✓ test/mocked.test.tsx (1)', '✓ test/real.test.tsx (1)'],
      errors: [],
    });
    expect(results.producer).toEqual([
      '__federation_expose_Button.js',
      'mf-manifest.json',
      'mf-stats.json',
      'remoteEntry.js',
    ]);
    for (const f of results.producer) expect(text, f).toContain(`\`${f}\``);
    expect(results.unmocked.status).toBe(1);
    expect(results.unmocked.errors).toEqual(["Error: Cannot find module 'ui_lib/Button'"]);
    expect(text).toContain(`\`${results.unmocked.errors[0]}\``);
    expect(results.withoutNodePlugin.status).toBe(1);
    expect(text).toContain(`\`${results.withoutNodePlugin.errors[0]}\``);
    expect(results.classicJsx.status).toBe(1);
    expect(results.classicJsx.errors[0]).toContain('ReferenceError: React is not defined.');
    expect(text).toContain('`ReferenceError: React is not defined.`');
  });
});
