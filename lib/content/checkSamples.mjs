// @ts-check
/**
 * Type-checks every ts/tsx/js/mjs code block of the docs against the installed packages.
 * Each block is a module of its own. Imports of packages we document for real must resolve;
 * relative imports and packages we do not install (frameworks, federated `remote/x` ids) resolve to
 * an `any` stub so that the rest of the block is still checked.
 *
 * The blocks and their stubs are written as files into a folder of their own under `.samples/`, with
 * a tsconfig whose `paths` send each stubbed package name to its stub, and TypeScript 7's `tsc`
 * (`typescript-go`, docs-dev/decisions/0006-fast-check-tier.md) checks them: three times faster than a
 * program built with TypeScript 5.9's API. TypeScript 5.9 still parses the blocks' imports and decides,
 * with its module resolution, which specifiers resolve.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

const require = createRequire(import.meta.url);
/** TypeScript 7's command line, and its version (part of the cache key). */
const TSC7 = path.join(path.dirname(require.resolve('typescript-go/package.json')), 'bin', 'tsc');
const TSC7_VERSION = require('typescript-go/package.json').version;

const CHECKED_LANGS = new Map([
  ['ts', '.ts'],
  ['typescript', '.ts'],
  ['tsx', '.tsx'],
  ['js', '.jsx'],
  ['javascript', '.jsx'],
  ['jsx', '.jsx'],
  ['mjs', '.mjs'],
]);

/**
 * Packages whose imports must resolve: a typo or a wrong export name there is a real error. Every
 * installed `@module-federation/*` package counts; the few we do not install (framework plugins such as
 * `nextjs-mf` and `modern-js`, which pull whole frameworks in) are stubbed like any other.
 */
const REAL = [
  /^react(-dom)?(\/|$)/,
  /^react-router(-dom)?(\/|$)/,
  /^vue(-router)?(\/|$)/,
  /^@rspack\/core(\/|$)/,
  /^webpack(\/|$)/,
  /^node:/,
];
const NODE_BUILTINS = new Set(builtinModules);
const INSTALLED_MF = path.resolve('node_modules/@module-federation');
/** Published framework plugins we deliberately do not install; anything else under the scope must exist. */
const NOT_INSTALLED_MF = new Set([
  'nextjs-mf',
  'modern-js',
  'modern-js-v3',
  'storybook-addon',
  'native-federation-typescript',
  'native-federation-tests',
  'utilities',
]);

/**
 * Entry points of packages we do not install that only re-export an installed one: samples importing
 * them are checked against the installed package instead of an `any` stub.
 * `@module-federation/modern-js` 0.19.1 `dist/esm/runtime/index.js` is `export * from "@module-federation/enhanced/runtime"`.
 */
const STAND_INS = new Map([['@module-federation/modern-js/runtime', '@module-federation/enhanced/runtime']]);

/** @param {string} specifier */
function mustResolve(specifier) {
  const mf = /^@module-federation\/([^/]+)/.exec(specifier);
  if (mf) return fs.existsSync(path.join(INSTALLED_MF, mf[1] ?? '')) || !NOT_INSTALLED_MF.has(mf[1] ?? '');
  return REAL.some((r) => r.test(specifier)) || NODE_BUILTINS.has(specifier.split('/')[0] ?? '');
}

const IMPLICIT_ANY = new Set([7005, 7006, 7019, 7031, 7034]);

/**
 * Builds one declaration file per stubbed specifier, exporting every name the blocks import from it as
 * both an `any` value and a generic `any` type, so `import { Component, type Routes } from '@angular/core'`
 * type-checks. `require()` and unknown specifiers get an `export = any` module.
 * @param {Map<string, { text: string }>} virtual
 * @param {string} virtualDir
 */
function stubModules(virtual, virtualDir) {
  /** @type {Map<string, Set<string>>} */
  const names = new Map();
  /** @type {Map<string, Set<string>>} */
  const importsOf = new Map();
  for (const [file, { text }] of virtual) {
    // Every module reference: static and dynamic imports, `require()`, re-exports.
    const specs = new Set(ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName));
    const sf = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
    sf.forEachChild((node) => {
      if (
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
      ) {
        const spec = node.moduleSpecifier.text;
        const set = names.get(spec) ?? new Set();
        names.set(spec, set);
        const bindings = ts.isImportDeclaration(node) ? node.importClause?.namedBindings : node.exportClause;
        if (bindings && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings))) {
          for (const el of bindings.elements) set.add((el.propertyName ?? el.name).text);
        }
      }
    });
    importsOf.set(file, specs);
  }
  /** @type {Map<string, string>} */
  const files = new Map();
  /** @type {Map<string, string>} */
  const bySpecifier = new Map();
  const fallback = path.join(virtualDir, '__stubs__', 'any.d.ts');
  const ANY_MODULE = 'declare const stub: any;\nexport = stub;\n';
  files.set(fallback, ANY_MODULE);
  let i = 0;
  for (const [spec, set] of names) {
    // Default-only imports keep the `export = any` module: an `export default` of type any would make
    // `lazy(() => import('remote/x'))` infer a component without props.
    if ([...set].every((n) => n === 'default')) continue;
    const file = path.join(virtualDir, '__stubs__', `m${i++}.d.ts`);
    const lines = ['declare const stubDefault: any;', 'export default stubDefault;'];
    for (const n of set) {
      if (n === 'default') continue;
      lines.push(`export type ${n}<A = any, B = any, C = any, D = any> = any;`, `export declare const ${n}: any;`);
    }
    files.set(file, `${lines.join('\n')}\n`);
    bySpecifier.set(spec, file);
  }
  return {
    /** The stub's text for a specifier. @param {string} spec */
    textFor: (spec) => files.get(bySpecifier.get(spec) ?? fallback) ?? ANY_MODULE,
    /** The stub's file for a package specifier. @param {string} spec */
    fileFor: (spec) => bySpecifier.get(spec) ?? fallback,
    /** Every specifier the blocks refer to. */
    specifiers: () => new Set([...importsOf.values()].flatMap((set) => [...set])),
    /** @param {string} file @param {Set<string>} stubbedSpecs */
    usesStub: (file, stubbedSpecs) => [...(importsOf.get(path.resolve(file)) ?? [])].some((s) => stubbedSpecs.has(s)),
  };
}

/** The compiler options of the check, for TypeScript 7's tsconfig. */
const TSCONFIG_OPTIONS = {
  strict: true,
  target: 'ES2022',
  module: 'ESNext',
  moduleResolution: 'bundler',
  moduleDetection: 'force',
  jsx: 'react-jsx',
  allowJs: true,
  checkJs: true,
  noEmit: true,
  skipLibCheck: true,
  esModuleInterop: true,
  allowSyntheticDefaultImports: true,
  resolveJsonModule: true,
  experimentalDecorators: true,
  // A sample's `import './styles.css'` is the bundler's business, as in the site's own code.
  noUncheckedSideEffectImports: false,
  types: ['node'],
  lib: ['ES2023', 'DOM', 'DOM.Iterable'],
};

/** The same options for TypeScript 5.9's module resolution, which decides what gets stubbed. */
const RESOLVE_OPTIONS = ts.convertCompilerOptionsFromJson(TSCONFIG_OPTIONS, '.').options;

/** A `paths` entry: relative to the tsconfig's folder. @param {string} dir @param {string} file */
const pathFrom = (dir, file) => `./${path.relative(dir, file).split(path.sep).join('/')}`;

/** Blocks may import `../../x`: they sit this deep in their folder, so such stubs stay inside it. */
const DEPTH = ['a', 'b', 'c', 'd', 'e', 'f'];

/** The stub file for a relative specifier, beside the blocks. @param {string} dir @param {string} spec */
const relativeStubFile = (dir, spec) => `${path.resolve(dir, spec).replace(/\.[cm]?jsx?$/, '')}.d.ts`;

/**
 * @param {{ rel: string, block: import('./source.mjs').CodeBlock }[]} blocks
 * @param {string} projectDir
 * @param {{ cacheFile?: string }} [options] where to keep the result for an unchanged set of samples (none: always check)
 * @returns {{ errors: string[], checked: number, optedOut: { where: string, reason: string }[], stubbed: Set<string> }}
 */
export function checkSamples(blocks, projectDir, options = {}) {
  // A folder per run: `npm run check` runs the content check and the unit tests (which call this) at once.
  const runDir = path.join(projectDir, '.samples', `${process.pid}-${crypto.randomUUID().slice(0, 8)}`);
  const codeDir = path.join(runDir, ...DEPTH);
  /** @type {Map<string, { rel: string, line: number, text: string }>} */
  const virtual = new Map();
  /** @type {{ where: string, reason: string }[]} */
  const optedOut = [];
  /** @type {string[]} */
  const errors = [];
  for (const { rel, block } of blocks) {
    const ext = CHECKED_LANGS.get(block.lang);
    if (!ext) continue;
    const where = `${rel}:${block.line}`;
    if (block.noCheck !== null) {
      if (block.noCheck.trim().length < 8)
        errors.push(`${where}: no-check needs a reason of a few words (got "${block.noCheck}")`);
      optedOut.push({ where, reason: block.noCheck });
      continue;
    }
    const name = path.join(codeDir, `${rel.replace(/[\\/]/g, '__')}__L${block.line}${ext}`);
    virtual.set(name, { rel, line: block.line, text: block.value });
  }
  // The loop's own errors (opt-outs without a reason) are not part of the type-check's cached result.
  const reasonErrors = errors.length;
  const cached = readCache(projectDir, virtual, codeDir, options.cacheFile);
  if (cached.hit) {
    errors.push(...cached.hit.errors);
    return { errors, checked: virtual.size, optedOut, stubbed: new Set(cached.hit.stubbed) };
  }
  if (virtual.size === 0) return { errors, checked: 0, optedOut, stubbed: new Set() };

  const stubs = stubModules(virtual, codeDir);
  /** @type {Set<string>} */
  const stubbed = new Set();
  /** @type {Record<string, string[]>} */
  const paths = {};
  /** @type {Map<string, string>} files to write besides the blocks: stubs, by path */
  const extra = new Map();
  const from = path.join(codeDir, 'sample.ts');
  for (const spec of stubs.specifiers()) {
    const target = STAND_INS.get(spec) ?? spec;
    const resolved = ts.resolveModuleName(target, from, RESOLVE_OPTIONS, ts.sys).resolvedModule;
    // A package that resolves to plain JavaScript has no types: treat it like one that is not installed.
    const untyped = resolved?.isExternalLibraryImport && !/\.d\.[cm]?ts$|\.tsx?$/.test(resolved.resolvedFileName);
    if ((resolved && !untyped) || mustResolve(spec)) {
      if (target !== spec && resolved) paths[spec] = [pathFrom(runDir, resolved.resolvedFileName)];
      continue;
    }
    stubbed.add(spec);
    if (spec.startsWith('.')) {
      const file = relativeStubFile(codeDir, spec);
      if (!file.startsWith(runDir + path.sep)) throw new Error(`a sample imports ${spec}, above its folder`);
      extra.set(file, stubs.textFor(spec));
    } else {
      const file = stubs.fileFor(spec);
      extra.set(file, stubs.textFor(spec));
      paths[spec] = [pathFrom(runDir, file)];
    }
  }

  try {
    for (const [file, text] of [...[...virtual].map(([f, v]) => /** @type {const} */ ([f, v.text])), ...extra]) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, text);
    }
    const config = path.join(runDir, 'tsconfig.json');
    fs.writeFileSync(
      config,
      JSON.stringify({ compilerOptions: { ...TSCONFIG_OPTIONS, paths }, files: [...virtual.keys()] }, null, 2),
    );
    const run = spawnSync(process.execPath, [TSC7, '-p', config, '--pretty', 'false'], {
      cwd: projectDir,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.error) throw run.error;
    const diagnostics = parseDiagnostics(`${run.stdout}${run.stderr}`, projectDir);
    if (run.status !== 0 && diagnostics.length === 0)
      errors.push(`(global): tsc exited with ${run.status}: ${run.stdout}${run.stderr}`.trim());
    for (const d of diagnostics) {
      const v = d.file ? virtual.get(d.file) : undefined;
      if (!d.file || !v) {
        errors.push(`${d.file ? path.relative(projectDir, d.file) : '(global)'}: TS${d.code}: ${d.message}`);
        continue;
      }
      // Callbacks handed to a stubbed (untyped) API get no contextual type; that is the stub's doing.
      if (IMPLICIT_ANY.has(d.code) && stubs.usesStub(d.file, stubbed)) continue;
      // The fence line itself precedes the first line of code, so line 1 of the block is the MDX line + 1.
      errors.push(`${v.rel}:${v.line + d.line}: TS${d.code}: ${d.message}`);
    }
  } finally {
    fs.rmSync(runDir, { recursive: true, force: true });
  }
  cached.write({ errors: errors.slice(reasonErrors), stubbed: [...stubbed] });
  return { errors, checked: virtual.size, optedOut, stubbed };
}

/**
 * The diagnostics of `tsc --pretty false`: `file(line,col): error TS1234: message`, a chained message's
 * further lines indented below it, and global ones without a place.
 * @param {string} output
 * @param {string} cwd
 * @returns {{ file?: string, line: number, code: number, message: string }[]}
 */
function parseDiagnostics(output, cwd) {
  /** @type {{ file?: string, line: number, code: number, message: string }[]} */
  const found = [];
  for (const text of output.split(/\r?\n/)) {
    const at = /^(.+)\((\d+),\d+\): error TS(\d+): (.*)$/.exec(text);
    const global = at ? null : /^error TS(\d+): (.*)$/.exec(text);
    if (at)
      found.push({
        file: path.resolve(cwd, at[1] ?? ''),
        line: Number(at[2]),
        code: Number(at[3]),
        message: at[4] ?? '',
      });
    else if (global) found.push({ line: 0, code: Number(global[1]), message: global[2] ?? '' });
    else if (/^\s+\S/.test(text) && found.length > 0) {
      const last = /** @type {{ message: string }} */ (found.at(-1));
      last.message += `\n${text}`;
    }
  }
  return found;
}

/**
 * The result of the last type-check of the same samples against the same packages, kept in `file`
 * (`node_modules/.cache/check-content/samples.json` for scripts/check-content.mjs): the check is a pure function of the samples' text,
 * this module, TypeScript and the installed packages (the lock file), so an unchanged set is not checked
 * twice. Any edit to a sample checks them all again (the stubs of one depend on the imports of all).
 * @param {string} projectDir
 * @param {Map<string, { text: string }>} virtual
 * @param {string} codeDir the run's folder of blocks: names are hashed relative to it
 * @param {string | undefined} file
 */
function readCache(projectDir, virtual, codeDir, file) {
  if (!file) return { hit: undefined, write: (/** @type {unknown} */ _result) => {} };
  const cacheFile = file;
  const hash = crypto.createHash('sha256');
  hash.update(`${ts.version} ${TSC7_VERSION}`);
  hash.update(fs.readFileSync(new URL(import.meta.url)));
  const lock = path.join(projectDir, 'package-lock.json');
  if (fs.existsSync(lock)) hash.update(fs.readFileSync(lock));
  for (const [name, { text }] of [...virtual].sort(([a], [b]) => a.localeCompare(b)))
    hash.update(`\0${path.relative(codeDir, name)}\0${text}`);
  const key = hash.digest('hex');
  /** @type {{ key: string, errors: string[], stubbed: string[] } | undefined} */
  let stored;
  try {
    stored = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    stored = undefined;
  }
  return {
    hit: stored?.key === key ? stored : undefined,
    /** @param {{ errors: string[], stubbed: string[] }} result */
    write: (result) => {
      fs.mkdirSync(path.dirname(cacheFile), { recursive: true });
      fs.writeFileSync(cacheFile, JSON.stringify({ key, ...result }));
    },
  };
}
