// @ts-check
/**
 * Type-checks every ts/tsx/js/mjs code block of the docs against the installed packages.
 * Each block is a module of its own. Imports of packages we document for real must resolve;
 * relative imports and packages we do not install (frameworks, federated `remote/x` ids) resolve to
 * an `any` stub so that the rest of the block is still checked.
 */
import path from 'node:path';
import { builtinModules } from 'node:module';
import ts from 'typescript';

const CHECKED_LANGS = new Map([
  ['ts', '.ts'], ['typescript', '.ts'], ['tsx', '.tsx'],
  ['js', '.jsx'], ['javascript', '.jsx'], ['jsx', '.jsx'], ['mjs', '.mjs'],
]);

/** Packages whose imports must resolve: a typo or a wrong export name there is a real error. */
const REAL = [/^@module-federation\//, /^react(-dom)?(\/|$)/, /^react-router(-dom)?(\/|$)/, /^vue(-router)?(\/|$)/, /^@rspack\/core(\/|$)/, /^webpack(\/|$)/, /^node:/];
const NODE_BUILTINS = new Set(builtinModules);

/** @param {string} specifier */
export function mustResolve(specifier) {
  return REAL.some((r) => r.test(specifier)) || NODE_BUILTINS.has(specifier.split('/')[0] ?? '');
}

/** @param {string} lang */
export function isCheckedLang(lang) {
  return CHECKED_LANGS.has(lang);
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
 * @returns {{ errors: string[], checked: number, optedOut: { where: string, reason: string }[], stubbed: Set<string> }}
 */
export function checkSamples(blocks, projectDir) {
  const virtualDir = path.join(projectDir, '.samples');
  const stubFile = path.join(virtualDir, '__stub__.d.ts');
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
      if (block.noCheck.trim().length < 8) errors.push(`${where}: no-check needs a reason of a few words (got "${block.noCheck}")`);
      optedOut.push({ where, reason: block.noCheck });
      continue;
    }
    const name = path.join(virtualDir, `${rel.replace(/[\\/]/g, '__')}__L${block.line}${ext}`);
    virtual.set(name, { rel, line: block.line, text: block.value });
  }
  virtual.set(stubFile, { rel: '(stub)', line: 0, text: 'declare const stub: any;\nexport = stub;\n' });

  /** @type {Set<string>} */
  const stubbed = new Set();
  const host = ts.createCompilerHost(OPTIONS, true);
  const baseGetSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const v = virtual.get(path.resolve(fileName));
    if (v) return ts.createSourceFile(fileName, v.text, languageVersion, true);
    return baseGetSourceFile(fileName, languageVersion, onError, shouldCreate);
  };
  const baseFileExists = host.fileExists.bind(host);
  host.fileExists = (f) => virtual.has(path.resolve(f)) || baseFileExists(f);
  const baseReadFile = host.readFile.bind(host);
  host.readFile = (f) => virtual.get(path.resolve(f))?.text ?? baseReadFile(f);
  host.resolveModuleNameLiterals = (literals, containingFile, redirected, options) =>
    literals.map((literal) => {
      const specifier = literal.text;
      const result = ts.resolveModuleName(specifier, containingFile, options, host, undefined, redirected);
      const resolved = result.resolvedModule;
      // A package that resolves to plain JavaScript has no types: treat it like one that is not installed.
      const untyped = resolved?.isExternalLibraryImport && !/\.d\.[cm]?ts$|\.tsx?$/.test(resolved.resolvedFileName);
      if ((resolved && !untyped) || !virtual.has(path.resolve(containingFile)) || mustResolve(specifier)) return result;
      stubbed.add(specifier);
      return { resolvedModule: { resolvedFileName: stubFile, extension: ts.Extension.Dts, isExternalLibraryImport: false } };
    });

  const roots = [...virtual.keys()].filter((f) => f !== stubFile);
  const program = ts.createProgram({ rootNames: roots, options: OPTIONS, host });
  const diagnostics = ts.getPreEmitDiagnostics(program);
  for (const d of diagnostics) {
    const v = d.file ? virtual.get(path.resolve(d.file.fileName)) : undefined;
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n  ');
    if (!d.file || !v) {
      errors.push(`(global): TS${d.code}: ${message}`);
      continue;
    }
    const { line } = d.file.getLineAndCharacterOfPosition(d.start ?? 0);
    // +1: the fence line itself precedes the first line of code
    errors.push(`${v.rel}:${v.line + line + 1}: TS${d.code}: ${message}`);
  }
  return { errors, checked: roots.length, optedOut, stubbed };
}
