// @ts-check
/**
 * Reads option and hook facts out of the installed Module Federation declaration files with the
 * TypeScript compiler API. config/facts/*.ts hold the same facts, written once for the pages; the unit
 * tests compare the two so that a package upgrade that changes a type or a hook fails, naming it.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The project's node_modules (several packages do not export their package.json, so no resolve). */
const NODE_MODULES = path.join(import.meta.dirname, '..', '..', 'node_modules');

/** The folder of an installed package. */
export const packageDir = (/** @type {string} */ name) => path.join(NODE_MODULES, name);

/** @param {string} file */
function parse(file) {
  return ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

/** Collapses the whitespace of a type as printed in a .d.ts (`{\n a?: x;\n}` → `{ a?: x; }`). */
const squash = (/** @type {string} */ text) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The `sdk` declaration of the plugin options. */
function pluginOptionsFile() {
  return path.join(packageDir('@module-federation/sdk'), 'dist/types/plugins/ModuleFederationPlugin.d.ts');
}

/**
 * Every property of `ModuleFederationPluginOptions` with its type as written, every type alias of the
 * same file (to expand a named type such as `SharedStrategy`), and every member of the file's other
 * interfaces as `Interface.member` (`SharedConfig.singleton`).
 * @returns {{ options: Map<string, string>, aliases: Map<string, string>, members: Map<string, string> }}
 */
export function readPluginOptions(file = pluginOptionsFile()) {
  const source = parse(file);
  /** @type {Map<string, string>} */
  const options = new Map();
  /** @type {Map<string, string>} */
  const aliases = new Map();
  /** @type {Map<string, string>} */
  const members = new Map();
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isInterfaceDeclaration(node)) {
      const isOptions = node.name.text === 'ModuleFederationPluginOptions';
      for (const member of node.members) {
        if (!(ts.isPropertySignature(member) && member.type && ts.isIdentifier(member.name))) continue;
        const type = squash(member.type.getText(source));
        members.set(`${node.name.text}.${member.name.text}`, type);
        if (isOptions) options.set(member.name.text, type);
      }
    }
    if (ts.isTypeAliasDeclaration(node)) aliases.set(node.name.text, squash(node.type.getText(source)));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { options, aliases, members };
}

/** The runtime-core declarations that hold hook systems, with the group each declares. */
export const HOOK_SOURCES = /** @type {const} */ ([
  ['dist/core.d.ts', 'hooks', 'core'],
  ['dist/core.d.ts', 'loaderHook', 'loader'],
  ['dist/core.d.ts', 'bridgeHook', 'bridge'],
  ['dist/remote/index.d.ts', 'hooks', 'remote'],
  ['dist/shared/index.d.ts', 'hooks', 'shared'],
  ['dist/plugins/snapshot/SnapshotHandler.d.ts', 'hooks', 'snapshot'],
]);

/**
 * @typedef {{ name: string, group: string, kind: string, args: string[] }} DeclaredHook
 * `args`: the property names of the hook's first argument object, or the printed positional types.
 */

/** @param {ts.TypeNode} node @param {ts.SourceFile} source @returns {string[]} */
function argNames(node, source) {
  if (ts.isTypeLiteralNode(node))
    return node.members.flatMap((m) => (m.name && ts.isIdentifier(m.name) ? [m.name.text] : []));
  if (ts.isTupleTypeNode(node)) {
    const [first, ...rest] = node.elements;
    if (first && ts.isTypeLiteralNode(first) && rest.length === 0) return argNames(first, source);
    return node.elements.map((e) => squash(e.getText(source)));
  }
  return [squash(node.getText(source))];
}

/**
 * Every hook declared in `PluginSystem<{ … }>` properties of runtime-core, in declaration order.
 * @returns {DeclaredHook[]}
 */
export function readRuntimeHooks(root = packageDir('@module-federation/runtime-core')) {
  /** @type {DeclaredHook[]} */
  const hooks = [];
  for (const [rel, property, group] of HOOK_SOURCES) {
    const source = parse(path.join(root, rel));
    /** @param {ts.Node} node */
    const visit = (node) => {
      if (
        ts.isPropertyDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        node.name.text === property &&
        node.type &&
        ts.isTypeReferenceNode(node.type) &&
        node.type.typeName.getText(source) === 'PluginSystem'
      ) {
        const literal = node.type.typeArguments?.[0];
        if (literal && ts.isTypeLiteralNode(literal)) {
          for (const member of literal.members) {
            if (!ts.isPropertySignature(member) || !member.type || !ts.isTypeReferenceNode(member.type)) continue;
            const [firstArg] = member.type.typeArguments ?? [];
            hooks.push({
              name: member.name.getText(source),
              group,
              kind: member.type.typeName.getText(source),
              args: firstArg ? argNames(firstArg, source) : [],
            });
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return hooks;
}
