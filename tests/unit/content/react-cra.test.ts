import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What /practice/frameworks/react/rsbuild-cra and the per-app section of /practice/frameworks/react/i18n-react
 * say the lab saw is what tests/lab/stacks/react-cra/build.mjs recorded in results.json (the script runs in
 * `npm run test:full`; this test reads its committed output), and the files they show are the lab's files.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const results = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/lab/stacks/react-cra/results.json'), 'utf8'));
const built = fs.readFileSync(path.join(ROOT, 'tests/lab/stacks/react-cra/build.mjs'), 'utf8');
const read = (lang: string, page: string) =>
  fs.readFileSync(path.join(ROOT, `docs/${lang}/practice/frameworks/react/${page}.mdx`), 'utf8');

/** The lines of one file of the lab's apps (a template literal of build.mjs). */
const fileLines = (app: string, file: string) => {
  const from = built.indexOf(`    '${file}': \``, built.indexOf(`  ${app}: {`));
  const start = built.indexOf('`', from) + 1;
  return built
    .slice(start, built.indexOf('`,\n', start))
    .split('\n')
    .filter(
      (l) => l.trim().length > 2 && !l.trim().startsWith('//') && !l.includes('${') && !l.includes('process.env'),
    );
};

describe.each(['en', 'zh'])('the React practice pages (%s) against the recorded build', (lang) => {
  const cra = read(lang, 'rsbuild-cra');
  const i18n = read(lang, 'i18n-react');

  it('should name the versions the lab built with', () => {
    expect(results.versions).toEqual({
      '@rsbuild/core': '2.3.2',
      '@rsbuild/plugin-react': '2.1.1',
      '@module-federation/rsbuild-plugin': '2.9.2',
      react: '19.3.1',
      i18next: '27.2.9',
      'react-i18next': '18.0.3',
    });
    for (const v of [
      '`@rsbuild/core` 2.3.2',
      '`@rsbuild/plugin-react` 2.1.1',
      '`@module-federation/rsbuild-plugin` 2.9.2',
    ])
      expect(cra).toContain(v);
    expect(i18n).toContain('`i18next` 27.2.9');
    expect(i18n).toContain('`react-i18next` 18.0.3');
  });

  it('should show the files the lab built', () => {
    for (const file of ['rsbuild.config.js', 'src/Button.jsx'])
      for (const line of fileLines('mfe2', file)) expect(cra, `${file}: ${line}`).toContain(line);
    for (const file of ['rsbuild.config.js', 'src/bootstrap.jsx', 'src/App.jsx'])
      for (const line of fileLines('host', file)) expect(cra, `${file}: ${line}`).toContain(line);
    for (const file of [
      'src/i18n.js',
      'src/hooks/useSwitchLanguage.js',
      'src/hooks/useIsRemote.js',
      'src/bootstrap.jsx',
      'src/App.jsx',
    ])
      for (const line of fileLines('mfe2', file)) expect(i18n, `${file}: ${line}`).toContain(line);
    for (const file of ['src/i18n.js', 'src/hooks/useSwitchLanguage.js', 'src/App.jsx'])
      for (const line of fileLines('host', file)) expect(i18n, `${file}: ${line}`).toContain(line);
  });

  it('should report the producer build: exposes, singletons and a hashed container', () => {
    const { mfe2, host } = results.builds;
    expect(mfe2.exposes).toEqual(['./App', './Button', './hooks/useSwitchLanguage']);
    for (const b of [mfe2, host])
      expect(b.shared).toEqual([
        'i18next@27.2.9 singleton',
        'react-dom@19.3.1 singleton',
        'react-i18next@18.0.3 singleton',
        'react@19.3.1 singleton',
      ]);
    expect(mfe2.remoteEntry).toBe('static/js/mfe2.<hash>.js');
    expect(cra).toContain('`static/js/mfe2.<hash>.js`');
    const files = results.page.producerFiles as string[];
    expect(files.filter((f) => f.includes('__federation_expose_'))).toHaveLength(3);
    expect(files.length - 2 - 3).toBe(4); // manifest, container, three exposes, four other chunks
    expect(results.page.producerReactChunks).toBe(0);
    expect(results.page.button).toBe('Button from mfe2');
  });

  it('should report separate instances, the switches and useIsRemote', () => {
    const { page, standalone } = results;
    expect(page.before).toEqual({ a: 'Flights', b: 'Hotel bookings' });
    expect(page.embeddedSwitcher).toBe(0);
    expect(page.afterAll).toEqual({ a: 'Vols', b: 'Réservations d’hôtel' });
    expect(page.afterAOnly).toEqual({ a: 'Flights', b: 'Réservations d’hôtel' });
    expect(page.errors).toEqual([]);
    expect(standalone).toEqual({
      title: 'Hotel bookings',
      switcher: 1,
      afterSwitch: 'Réservations d’hôtel',
      errors: [],
    });
    for (const t of ['`Flights`', '`Hotel bookings`', '`Vols`', '`Réservations d’hôtel`']) expect(i18n).toContain(t);
  });
});
