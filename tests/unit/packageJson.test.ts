import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};
const declared = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})]);

/** Folders and files of our code (docs pages are read apart: their code blocks import packages too). */
const CODE = ['config', 'lib', 'theme', 'components', 'plugins', 'rspress-patches', 'scripts', 'tests', 'demos'];
const CODE_FILE = /\.(ts|tsx|mts|mjs|js|cjs)$/;
const codeFiles = [
  ...fs.readdirSync(root).filter((f) => CODE_FILE.test(f)),
  ...CODE.flatMap((dir) =>
    fs
      .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => CODE_FILE.test(f) && !f.split(path.sep).includes('node_modules'))
      .map((f) => path.join(dir, f)),
  ),
];

/** The package a bare specifier names: `@scope/name` or `name`. Relative paths, builtins and aliases give null. */
function packageOf(specifier: string): string | null {
  if (
    /^[./]/.test(specifier) ||
    specifier.startsWith('node:') ||
    builtinModules.includes(specifier.split('/')[0] ?? '')
  )
    return null;
  // Rspress's virtual modules and our `@components` alias (plugins/authorComponents.ts) are not packages.
  if (specifier.startsWith('virtual-') || specifier.startsWith('@components/')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? null);
}

/** Packages a file imports: static and dynamic imports, `require`, and type-only imports (served by `@types/…`). */
const importsOf = (file: string): string[] =>
  ts
    .preProcessFile(fs.readFileSync(path.join(root, file), 'utf8'), true, true)
    .importedFiles.map((f) => packageOf(f.fileName))
    .filter((p): p is string => p !== null);

const imported = new Map<string, string>();
for (const file of codeFiles) for (const p of importsOf(file)) if (!imported.has(p)) imported.set(p, file);

/** Packages the type-checked code blocks of the docs import (lib/content checks them against the installed ones). */
const docsImports = new Set(
  fs
    .readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.mdx'))
    .flatMap((f) => [
      ...fs
        .readFileSync(path.join(root, 'docs', f), 'utf8')
        .matchAll(/\bfrom\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]/g),
    ])
    .map((m) => packageOf(m[1] ?? m[2] ?? '.'))
    .filter((p): p is string => p !== null),
);

/** Declared packages no file imports, and why they are declared. */
const USED_OTHERWISE: Record<string, string> = {
  '@biomejs/biome': 'the linter and formatter, run by `npm run lint` and `npm run format`',
  'dependency-cruiser': 'the layer rules of .dependency-cruiser.cjs, run by `npm run lint`',
  knip: 'unused files, exports and dependencies (knip.json), run by `npm run lint`',
  '@types/node': 'types of Node built-ins for tsc',
  '@testing-library/dom': 'peer dependency of @testing-library/react',
  'happy-dom': 'the DOM of the component tests, named by their `// @vitest-environment happy-dom` line',
  '@module-federation/rspack': 'documented at its pinned version (npm-packages page); CONTRIBUTING.md pins it',
  'webpack-5.112.2':
    'the webpack release after the pinned one, linked as `webpack` into a node_modules of its own by tests/lab/run.mjs (broken variant of symptom.webpack-upgrade)',
  'react-router': 'CONTRIBUTING.md promises code samples may import it and get checked against the real types',
};

/** `@types/x` serves imports of `x`. */
const typesFor = (p: string): string => `@types/${p.startsWith('@') ? p.slice(1).replace('/', '__') : p}`;
/** Declared packages the code uses: those it imports and the `@types/…` of those. */
const used = new Set([...imported.keys(), ...[...imported.keys()].map(typesFor)]);

describe('given package.json and the code', () => {
  it('should declare every package the code imports', () => {
    const undeclared = [...imported]
      .filter(([p]) => !declared.has(p) && !declared.has(typesFor(p)))
      .map(([p, file]) => `${p} (imported by ${file})`);
    expect(undeclared).toEqual([]);
  });

  it('should import every declared package, or say why it is declared', () => {
    const unused = [...declared].filter((p) => !used.has(p) && !docsImports.has(p) && !(p in USED_OTHERWISE));
    expect(unused).toEqual([]);
  });

  it('should give a reason only for packages nothing imports', () => {
    expect(Object.keys(USED_OTHERWISE).filter((p) => !declared.has(p) || used.has(p) || docsImports.has(p))).toEqual(
      [],
    );
  });
});
