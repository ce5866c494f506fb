// @ts-check
/**
 * Node module hooks that run the TypeScript of `theme/logic/search/` from plain Node 20 scripts (the
 * search service, the benchmark): `typescript` strips the types; extensionless relative imports
 * between `.ts` files resolve to `.ts`, as the bundler does in the browser build.
 */
import fs from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

/**
 * @param {string} specifier
 * @param {{ parentURL?: string }} context
 * @param {(s: string, c: object) => Promise<{ url: string }>} next
 */
export async function resolve(specifier, context, next) {
  const parent = context.parentURL;
  if (
    parent?.endsWith('.ts') &&
    (specifier.startsWith('./') || specifier.startsWith('../')) &&
    !/\.[cm]?[jt]sx?$/.test(specifier)
  ) {
    const candidate = new URL(`${specifier}.ts`, parent);
    if (fs.existsSync(fileURLToPath(candidate))) return { url: candidate.href, shortCircuit: true };
    const indexFile = new URL(`${specifier}/index.ts`, parent);
    if (fs.existsSync(fileURLToPath(indexFile))) return { url: indexFile.href, shortCircuit: true };
  }
  return next(specifier, context);
}

/**
 * @param {string} url
 * @param {object} context
 * @param {(u: string, c: object) => Promise<unknown>} next
 */
export async function load(url, context, next) {
  if (!url.endsWith('.ts')) return next(url, context);
  return {
    format: 'module',
    source: transpileSearchModule(fs.readFileSync(fileURLToPath(url), 'utf8'), url),
    shortCircuit: true,
  };
}

/**
 * TypeScript source to an ES module.
 * @param {string} source
 * @param {string} fileName
 */
export function transpileSearchModule(source, fileName) {
  return ts.transpileModule(source, {
    fileName,
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      verbatimModuleSyntax: false,
      isolatedModules: true,
    },
  }).outputText;
}

export { pathToFileURL };
