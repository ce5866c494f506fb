// @ts-check
/**
 * Type-checks every ts/tsx/js/mjs code block of the docs against the installed packages.
 * Each block is a module of its own. Imports of packages we document for real must resolve;
 * relative imports and packages we do not install (frameworks, federated `remote/x` ids) resolve to
 * an `any` stub so that the rest of the block is still checked.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

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
    const sf = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
    /** @type {Set<string>} */
    const specs = new Set();
    sf.forEachChild((node) => {
      if (
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
      ) {
        const spec = node.moduleSpecifier.text;
        specs.add(spec);
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
  files.set(fallback, 'declare const stub: any;\nexport = stub;\n');
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
    files,
    bySpecifier,
    fallback,
    /** @param {string} file @param {Set<string>} stubbedSpecs */
    usesStub: (file, stubbedSpecs) => [...(importsOf.get(path.resolve(file)) ?? [])].some((s) => stubbedSpecs.has(s)),
  };
}

/** @type {ts.CompilerOptions} */
const OPTIONS = {
  strict: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  jsx: ts.JsxEmit.ReactJSX,
  allowJs: true,
  checkJs: true,
  noEmit: true,
  skipLibCheck: true,
  esModuleInterop: true,
  allowSyntheticDefaultImports: true,
  resolveJsonModule: true,
  experimentalDecorators: true,
  types: ['node'],
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
};

/**
 * @param {{ rel: string, block: import('./source.mjs').CodeBlock }[]} blocks
 * @param {string} projectDir
 * @param {{ cacheFile?: string }} [options] where to keep the result for an unchanged set of samples (none: always check)
 * @returns {{ errors: string[], checked: number, optedOut: { where: string, reason: string }[], stubbed: Set<string> }}
 */
export function checkSamples(blocks, projectDir, options = {}) {
  const virtualDir = path.join(projectDir, '.samples');
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
    const name = path.join(virtualDir, `${rel.replace(/[\\/]/g, '__')}__L${block.line}${ext}`);
    virtual.set(name, { rel, line: block.line, text: block.value });
  }
  // The loop's own errors (opt-outs without a reason) are not part of the type-check's cached result.
  const reasonErrors = errors.length;
  const cached = readCache(projectDir, virtual, options.cacheFile);
  if (cached.hit) {
    errors.push(...cached.hit.errors);
    return { errors, checked: virtual.size, optedOut, stubbed: new Set(cached.hit.stubbed) };
  }
  /** @type {Set<string>} */
  const stubbed = new Set();
  const stubs = stubModules(virtual, virtualDir);
  const host = ts.createCompilerHost(OPTIONS, true);
  const baseGetSourceFile = host.getSourceFile.bind(host);
  /** @param {string} f */
  const lookup = (f) => virtual.get(path.resolve(f))?.text ?? stubs.files.get(path.resolve(f));
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const text = lookup(fileName);
    if (text !== undefined) return ts.createSourceFile(fileName, text, languageVersion, true);
    return baseGetSourceFile(fileName, languageVersion, onError, shouldCreate);
  };
  const baseFileExists = host.fileExists.bind(host);
  host.fileExists = (f) => lookup(f) !== undefined || baseFileExists(f);
  const baseReadFile = host.readFile.bind(host);
  host.readFile = (f) => lookup(f) ?? baseReadFile(f);
  host.resolveModuleNameLiterals = (literals, containingFile, redirected, options) =>
    literals.map((literal) => {
      const specifier = literal.text;
      const target = STAND_INS.get(specifier) ?? specifier;
      const result = ts.resolveModuleName(target, containingFile, options, host, undefined, redirected);
      const resolved = result.resolvedModule;
      // A package that resolves to plain JavaScript has no types: treat it like one that is not installed.
      const untyped = resolved?.isExternalLibraryImport && !/\.d\.[cm]?ts$|\.tsx?$/.test(resolved.resolvedFileName);
      if ((resolved && !untyped) || !virtual.has(path.resolve(containingFile)) || mustResolve(specifier)) return result;
      stubbed.add(specifier);
      const stub = stubs.bySpecifier.get(specifier) ?? stubs.fallback;
      return {
        resolvedModule: { resolvedFileName: stub, extension: ts.Extension.Dts, isExternalLibraryImport: false },
      };
    });

  const roots = [...virtual.keys()];
  const program = ts.createProgram({ rootNames: roots, options: OPTIONS, host });
  const diagnostics = ts.getPreEmitDiagnostics(program);
  for (const d of diagnostics) {
    const v = d.file ? virtual.get(path.resolve(d.file.fileName)) : undefined;
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n  ');
    if (!d.file || !v) {
      errors.push(`(global): TS${d.code}: ${message}`);
      continue;
    }
    // Callbacks handed to a stubbed (untyped) API get no contextual type; that is the stub's doing.
    if (IMPLICIT_ANY.has(d.code) && stubs.usesStub(d.file.fileName, stubbed)) continue;
    const { line } = d.file.getLineAndCharacterOfPosition(d.start ?? 0);
    // +1: the fence line itself precedes the first line of code
    errors.push(`${v.rel}:${v.line + line + 1}: TS${d.code}: ${message}`);
  }
  cached.write({ errors: errors.slice(reasonErrors), stubbed: [...stubbed] });
  return { errors, checked: roots.length, optedOut, stubbed };
}

/**
 * The result of the last type-check of the same samples against the same packages, kept in `file`
 * (`node_modules/.cache/check-content/samples.json` for scripts/check-content.mjs): the check is a pure function of the samples' text,
 * this module, TypeScript and the installed packages (the lock file), so an unchanged set is not checked
 * twice. Any edit to a sample checks them all again (the stubs of one depend on the imports of all).
 * @param {string} projectDir
 * @param {Map<string, { text: string }>} virtual
 * @param {string | undefined} file
 */
function readCache(projectDir, virtual, file) {
  if (!file) return { hit: undefined, write: (/** @type {unknown} */ _result) => {} };
  const cacheFile = file;
  const hash = crypto.createHash('sha256');
  hash.update(ts.version);
  hash.update(fs.readFileSync(new URL(import.meta.url)));
  const lock = path.join(projectDir, 'package-lock.json');
  if (fs.existsSync(lock)) hash.update(fs.readFileSync(lock));
  for (const [name, { text }] of [...virtual].sort(([a], [b]) => a.localeCompare(b))) hash.update(`\0${name}\0${text}`);
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
