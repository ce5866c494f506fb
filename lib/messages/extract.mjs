// biome-ignore-all lint/suspicious/noTemplateCurlyInString: messages are quoted with their variable parts written ${name}, as the console text shows them.
/**
 * Lists the messages a federation package can print or throw, read from its dist JavaScript (parsed by
 * ./estree.mjs):
 * every `warn`/`error`/`info`/`log`/`debug` call on a logger or the console, every `assert(cond, msg)`,
 * every `new Error(text)` (and its subclasses), and the coded messages of @module-federation/error-codes.
 * A message's variable parts are written `${name}` (the expression's last name, or `${…}` when the
 * expression is not a plain name). Used by scripts/extract-messages.mjs (installed and older releases)
 * and by tests/unit/messages/ (the entries cover the list).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseJs, walkFull, walkSimple } from './estree.mjs';

/** The packages whose messages the site lists: the federation packages of package.json, by short name. */
export const MESSAGE_PACKAGES = [
  'runtime-core',
  'runtime',
  'sdk',
  'webpack-bundler-runtime',
  'enhanced',
  'rspack',
  'rsbuild-plugin',
  'dts-plugin',
  'manifest',
  'managers',
  'bridge-react',
  'bridge-vue3',
  'retry-plugin',
  'node',
  'data-prefetch',
  'cli',
  'error-codes',
];

/**
 * What a console line starts with, per package, for thrown messages (`throw`: the runtime's `error()` and
 * `assert()` throw `new Error(`${LOG_CATEGORY}: ${msg}`)`) and logged ones (the sdk's Logger passes its
 * prefix as the first console argument, so the console shows it followed by a space). The prefixes are
 * the strings given to `createLogger`, `createBundlerLogger` and `LOG_CATEGORY` in each package's dist. A
 * build plugin's logger hands its lines to the bundler's infrastructure logger, which may decorate them.
 */
const RUNTIME = '[ Federation Runtime ]';
const MF = '[ Module Federation ]';
/** @type {Record<string, { logger: string, thrower: string }>} */
const PREFIXES = {
  'runtime-core': { logger: RUNTIME, thrower: RUNTIME },
  runtime: { logger: RUNTIME, thrower: RUNTIME },
  'webpack-bundler-runtime': { logger: RUNTIME, thrower: RUNTIME },
  'retry-plugin': { logger: '[ Module Federation RetryPlugin ]', thrower: RUNTIME },
  'bridge-react': { logger: '[ Module Federation React ]', thrower: RUNTIME },
  rspack: { logger: '[ Module Federation Rspack Plugin ]', thrower: RUNTIME },
  manifest: { logger: '[ Module Federation Manifest Plugin ]', thrower: RUNTIME },
  node: { logger: '[ Node Federation Plugin ]', thrower: RUNTIME },
  'data-prefetch': { logger: '[ Module Federation Data Prefetch ]', thrower: RUNTIME },
  'rsbuild-plugin': { logger: '[ Module Federation Rsbuild Plugin ]', thrower: RUNTIME },
  'bridge-vue3': { logger: '[ Module Federation Bridge Vue3 ]', thrower: RUNTIME },
  cli: { logger: '[ Module Federation CLI ]', thrower: RUNTIME },
};

/** A message found in a file: its text, kind and how it is printed; `code` for a coded one. */
/** @typedef {{ template: string, kind: string, via: string, code?: string }} Found */

const LOG_METHODS = new Set(['warn', 'error', 'info', 'log', 'debug', 'success', 'ready', 'trace']);
const COLOURS = new Set(['red', 'yellow', 'green', 'cyan', 'blue', 'gray', 'grey', 'bold', 'dim', 'magenta', 'white']);
const CODE_NAME = /^(RUNTIME|BUILD|TYPE)_(\d{3})$/;

/** The dist files of a package folder: JavaScript only, no maps, types or nested node_modules. */
/** @param {string} pkgDir @returns {string[]} */
function distFiles(pkgDir) {
  /** @type {string[]} */
  const out = [];
  /** @param {string} dir */
  const visit = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (/\.(c|m)?js$/.test(entry.name) && !entry.name.endsWith('.d.js')) out.push(full);
    }
  };
  for (const sub of ['dist', 'lib', 'esm']) {
    const dir = path.join(pkgDir, sub);
    if (fs.existsSync(dir)) visit(dir);
  }
  return out.sort();
}

/** `a.b.c` → 'c'; `(0, a.b)` → 'b'; an identifier → its name. */
/** @param {any} node @returns {string | undefined} */
function lastName(node) {
  if (!node) return undefined;
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'MemberExpression') return node.computed ? undefined : node.property.name;
  if (node.type === 'SequenceExpression') return lastName(node.expressions.at(-1));
  if (node.type === 'ChainExpression') return lastName(node.expression);
  return undefined;
}

/** `a.b.c` → 'a.b.c' (or undefined when not a plain chain of names). */
/** @param {any} node @returns {string | undefined} */
function chain(node) {
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'ThisExpression') return 'this';
  if (node.type === 'MemberExpression' && !node.computed) {
    const head = chain(node.object);
    return head && `${head}.${node.property.name}`;
  }
  if (node.type === 'SequenceExpression') return chain(node.expressions.at(-1));
  if (node.type === 'ChainExpression') return chain(node.expression);
  return undefined;
}

/** The placeholder for a variable part: its name without bundler prefixes. */
/** @param {any} node @returns {string} */
function placeholder(node) {
  if (node.type === 'ChainExpression') return placeholder(node.expression);
  if (node.type === 'MemberExpression' || node.type === 'Identifier') {
    const names = (chain(node) ?? '')
      .split('.')
      .filter((/** @type {string} */ n) => n && !/^(require_|_module_federation|__webpack|external_|this$)/.test(n));
    if (names.length) return `\${${names.slice(-2).join('.')}}`;
  }
  if (node.type === 'LogicalExpression') return placeholder(node.right);
  if (node.type === 'CallExpression') {
    const name = lastName(node.callee);
    if (name === 'stringify' || name === 'safeToString') return '${…}';
    if (name && node.arguments.length === 1) {
      const inner = node.arguments[0];
      if (inner.type === 'Identifier' || inner.type === 'MemberExpression') return placeholder(inner);
    }
  }
  return '${…}';
}

/**
 * The text of an expression: strings and templates as written, variable parts as placeholders,
 * string constants of the same file resolved. Returns undefined when the expression has no text of its
 * own (an Error object passed on, a variable holding another message).
 */
/** @param {any} node @param {Map<string, any>} consts @param {number} [depth] @returns {string | undefined} */
function textOf(node, consts, depth = 0) {
  if (!node || depth > 6) return undefined;
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? node.value : undefined;
    case 'TemplateLiteral': {
      let out = '';
      node.quasis.forEach((/** @type {any} */ q, /** @type {number} */ i) => {
        out += q.value.cooked ?? q.value.raw;
        const expr = node.expressions[i];
        if (expr) out += textOf(expr, consts, depth + 1) ?? placeholder(expr);
      });
      return out;
    }
    case 'BinaryExpression': {
      if (node.operator !== '+') return undefined;
      const left = textOf(node.left, consts, depth + 1);
      const right = textOf(node.right, consts, depth + 1);
      if (left === undefined && right === undefined) return undefined;
      return (left ?? placeholder(node.left)) + (right ?? placeholder(node.right));
    }
    case 'Identifier': {
      const value = consts.get(node.name);
      return value ? textOf(value, consts, depth + 1) : undefined;
    }
    case 'CallExpression': {
      const name = lastName(node.callee);
      if (name && COLOURS.has(name) && node.arguments.length) return textOf(node.arguments[0], consts, depth + 1);
      // `[a, b].join(' ')`, or a constant array joined.
      if (name === 'join' && node.callee.type === 'MemberExpression') {
        let list = node.callee.object;
        if (list.type === 'Identifier') list = consts.get(list.name);
        if (list?.type !== 'ArrayExpression') return undefined;
        const sep = node.arguments[0] ? textOf(node.arguments[0], consts, depth + 1) : ',';
        const parts = list.elements.map((/** @type {any} */ e) => (e ? textOf(e, consts, depth + 1) : undefined));
        if (sep === undefined || parts.every((/** @type {string | undefined} */ p) => p === undefined))
          return undefined;
        return parts
          .map((/** @type {string | undefined} */ p, /** @type {number} */ i) => p ?? placeholder(list.elements[i]))
          .join(sep);
      }
      return undefined;
    }
    case 'ConditionalExpression': {
      const a = textOf(node.consequent, consts, depth + 1);
      const b = textOf(node.alternate, consts, depth + 1);
      if (a !== undefined && b !== undefined && a === b) return a;
      // Two wordings (`force ? 'A' : 'B'`): textsOf runs once per branch.
      if (a !== undefined && b !== undefined) return (branches.mask >> branches.count++) & 1 ? b : a;
      return undefined;
    }
    default:
      return undefined;
  }
}

/** Which branch of each two-wording conditional textOf takes, by bit (textsOf sets it). */
const branches = { mask: 0, count: 0 };

/** Every wording of `run()`: one per combination of the conditionals with two wordings (at most 2 of them). */
/** @param {() => string | undefined} run @returns {string[]} */
function textsOf(run) {
  branches.mask = 0;
  branches.count = 0;
  const first = run();
  const n = Math.min(branches.count, 2);
  const out = [first];
  for (let mask = 1; mask < 1 << n; mask++) {
    branches.mask = mask;
    branches.count = 0;
    out.push(run());
  }
  branches.mask = 0;
  return [...new Set(out.filter((t) => t !== undefined))];
}

/** The error code an argument names (`RUNTIME_004`, `_module_federation_error_codes.RUNTIME_004`). */
/** @param {any} node @returns {string | undefined} */
function codeOf(node) {
  const name = lastName(node);
  const m = name && CODE_NAME.exec(name);
  return m ? `${m[1]}-${m[2]}` : undefined;
}

/** The codes anywhere inside a call's arguments (`getShortErrorMsg(RUNTIME_010, …)` nested in `error(…)`). */
/** @param {any[]} args @returns {string[]} */
function codesIn(args) {
  const codes = new Set();
  for (const arg of args) {
    walkFull(arg, (n) => {
      const c = (n.type === 'Identifier' || n.type === 'MemberExpression') && codeOf(n);
      if (c) codes.add(c);
    });
  }
  return [...codes];
}

/** Normalises a template for comparison and display: one line per line, without the blanks around them. */
/** @param {string} text */
function normalise(text) {
  // The indentation of a multi-line message is the source's, not the reader's: it differs between the
  // CommonJS and ES builds of one release, so it is dropped.
  return text
    .replace(/\r/g, '')
    .split('\n')
    .map((l) => l.trim())
    .join('\n')
    .trim();
}

/**
 * The messages of one file. Each: { template, kind, via, code? }. `kind` is `throw` (thrown Error or
 * assert), `error`, `warn`, `info` (info/log/success/ready), `debug`; `via` is `logger`, `console`,
 * `runtime` (the runtime's `error`/`assert`/`warn` helpers) or `error` (a `new Error`).
 */
/**
 * @param {string} code
 * @returns {Found[]}
 */
export function messagesOfSource(code) {
  const ast = parseJs(code);
  const consts = new Map();
  /** What a bare `warn(…)`/`error(…)`/`assert(…)` calls: an import (by source) or a local helper (by its source text). */
  const imports = new Map();
  const locals = new Map();
  const HELPERS = ['error', 'assert', 'warn'];
  walkSimple(ast, {
    VariableDeclarator(n) {
      if (n.id.type === 'Identifier' && n.init && !consts.has(n.id.name)) {
        if (['Literal', 'TemplateLiteral', 'BinaryExpression', 'ArrayExpression'].includes(n.init.type))
          consts.set(n.id.name, n.init);
      }
      if (n.id.type === 'Identifier' && HELPERS.includes(n.id.name) && /Function/.test(n.init?.type ?? ''))
        if (n.init) locals.set(n.id.name, code.slice(n.init.start, n.init.end));
    },
    FunctionDeclaration(n) {
      if (n.id && HELPERS.includes(n.id.name)) locals.set(n.id.name, code.slice(n.start, n.end));
    },
    ImportDeclaration(n) {
      for (const sp of n.specifiers) imports.set(sp.local.name, String(n.source.value));
    },
  });
  /** `sdk` (prints or throws `[ Federation Runtime ]: msg`), `runtime` (the runtime's logger), `console`. */
  /** @param {string} name */
  const helperVia = (name) => {
    const from = imports.get(name);
    if (from) return /@module-federation\/sdk/.test(from) ? 'sdk' : 'runtime';
    const src = locals.get(name);
    if (src === undefined) return 'runtime';
    if (/\$\{LOG_CATEGORY\}: /.test(src)) return 'sdk';
    if (/logger\.(warn|error)|logAndReport|LOG_CATEGORY|throw\b/.test(src)) return 'runtime';
    return 'console';
  };
  /** @type {Found[]} */
  const found = [];
  /** @type {(template: string | string[] | undefined, kind: string, via: string, codeName?: string) => void} */
  const add = (template, kind, via, codeName) => {
    if (codeName) return found.push({ template: '', kind, via, code: codeName });
    if (template === undefined) return;
    if (Array.isArray(template)) {
      for (const t of template) add(t, kind, via);
      return;
    }
    const t = normalise(template);
    // A lone placeholder or punctuation is not a message of its own, nor is the runtime's wrapper that
    // adds its prefix to a message made elsewhere (`${LOG_CATEGORY}: ${msg}`).
    const bare = t.replace(/^\[ [^\]]+ \]:? ?/, '').replace(/\$\{[^}]*\}/g, '');
    if (!/[A-Za-z\u4e00-\u9fff]{2}/.test(bare)) return;
    found.push({ template: t, kind, via });
  };
  /** @param {any[]} args */
  const messageArgs = (args) => {
    const parts = args.map((a) => textOf(a, consts));
    if (parts.every((p) => p === undefined)) return undefined;
    // Trailing non-text arguments (an error object, details) are shown after the text by the console.
    let last = parts.length - 1;
    while (last >= 0 && parts[last] === undefined) last--;
    return parts
      .slice(0, last + 1)
      .map((p, i) => p ?? placeholder(args[i]))
      .join(' ');
  };
  walkSimple(ast, {
    NewExpression(n) {
      const name = lastName(n.callee);
      if (!name || !/(^|[a-z])Error$/.test(name)) return;
      const codes = codesIn(n.arguments);
      if (codes.length) for (const c of codes) add(undefined, 'throw', 'error', c);
      else if (n.arguments[0])
        add(
          textsOf(() => textOf(n.arguments[0], consts)),
          'throw',
          'error',
        );
    },
    CallExpression(n) {
      const name = lastName(n.callee);
      if (!name) return;
      const owner =
        n.callee.type === 'MemberExpression' || n.callee.type === 'SequenceExpression' ? chain(n.callee) : name;
      // `Error('text')` without `new`.
      if (n.callee.type === 'Identifier' && /^(|Type|Range|Syntax|Reference)Error$/.test(name)) {
        if (n.arguments[0])
          add(
            textsOf(() => textOf(n.arguments[0], consts)),
            'throw',
            'error',
          );
        return;
      }
      const head = owner?.split('.').slice(0, -1).join('.') ?? '';
      const bare = head === '' && HELPERS.includes(name) ? helperVia(name) : undefined;
      const isRuntimeHelper = /(^|\.)(require_logger|logger_js|_logger)$/.test(head) || bare === 'runtime';
      const isConsole = /(^|\.)console$/.test(head) || bare === 'console';
      // The sdk's `warn`/`error` helpers: `console.warn(`${LOG_CATEGORY}: ${msg}`)`, `throw new Error(…)`.
      const isSdkHelper = (/(^|\.|_)sdk$/.test(head) && HELPERS.includes(name)) || bare === 'sdk';
      const isLogger = !isConsole && !isRuntimeHelper && !isSdkHelper && /logger|log$|Logger/i.test(head);
      if (name === 'assert' && (isRuntimeHelper || isSdkHelper || /assert/i.test(owner ?? ''))) {
        const via = isSdkHelper ? 'sdk' : 'runtime';
        const codes = codesIn(n.arguments.slice(1, 2));
        if (codes.length) for (const c of codes) add(undefined, 'throw', via, c);
        else if (n.arguments[1])
          add(
            textsOf(() => textOf(n.arguments[1], consts)),
            'throw',
            via,
          );
        return;
      }
      if (!LOG_METHODS.has(name)) return;
      if (!(isRuntimeHelper || isSdkHelper || isConsole || isLogger)) return;
      const kind =
        name === 'warn' ? 'warn' : name === 'error' ? 'error' : name === 'debug' || name === 'trace' ? 'debug' : 'info';
      const via = isConsole ? 'console' : isSdkHelper ? 'sdk' : isRuntimeHelper ? 'runtime' : 'logger';
      // The runtime's and the sdk's own `error(msg)` throw; `logger.error` prints.
      const finalKind = (via === 'runtime' || via === 'sdk') && name === 'error' ? 'throw' : kind;
      const codes = codesIn(n.arguments);
      if (codes.length) for (const c of codes) add(undefined, finalKind, via, c);
      else
        add(
          textsOf(() => messageArgs(n.arguments)),
          finalKind,
          via,
        );
    },
  });
  return found;
}

/** The `{ CODE: description }` map of an @module-federation/error-codes folder (empty before it existed). */
/** @param {string | undefined} errorCodesDir @returns {Record<string, string>} */
export function descMapOf(errorCodesDir) {
  if (!errorCodesDir || !fs.existsSync(path.join(errorCodesDir, 'package.json'))) return {};
  const mod = createRequire(path.join(errorCodesDir, 'package.json'))(errorCodesDir);
  return { ...(mod.errorDescMap ?? { ...mod.runtimeDescMap, ...mod.typeDescMap, ...mod.buildDescMap }) };
}

/**
 * The messages of a package folder, deduplicated by text: each with the files that hold it (the CommonJS
 * and ES builds of one source print the same text). Coded messages are listed once per code, with the
 * line `getShortErrorMsg` prints first (`<description> #<CODE>`) from `descMap`; the error-codes package
 * itself lists every code it defines.
 */
/**
 * @param {string} pkgDir @param {string} short @param {Record<string, string>} [descMap]
 * @returns {(Found & { package: string, files: string[] })[]}
 */
export function messagesOfPackage(pkgDir, short, descMap = {}) {
  const byKey = new Map();
  if (short === 'error-codes')
    for (const [code, desc] of Object.entries(descMap))
      byKey.set(`code:${code}`, {
        package: short,
        template: `${desc} #${code}`,
        kind: 'coded',
        via: 'error-codes',
        code,
        files: ['dist/desc.cjs'],
      });
  for (const file of distFiles(pkgDir)) {
    if (file.endsWith('.iife.js')) continue;
    let list;
    try {
      list = messagesOfSource(fs.readFileSync(file, 'utf8'));
    } catch (e) {
      throw new Error(`cannot parse ${file}: ${e instanceof Error ? e.message : String(e)}`);
    }
    const rel = path.relative(pkgDir, file).split(path.sep).join('/');
    for (const m of list) {
      if (m.code) m.template = descMap[m.code] ? `${descMap[m.code]} #${m.code}` : `#${m.code}`;
      const key = m.code ? `code:${m.code}` : `${m.kind}:${m.template}`;
      const prev = byKey.get(key);
      if (prev) {
        if (!prev.files.includes(rel)) prev.files.push(rel);
      } else byKey.set(key, { package: short, ...m, files: [rel] });
    }
  }
  return [...byKey.values()];
}

/** The prefix the console shows before a message of `short` printed as `kind` through `via`. */
/** @param {string} short @param {string} kind @param {string} via @param {string} [code] */
export function prefixOf(short, kind, via, code) {
  if (via === 'sdk') return `${RUNTIME}: `;
  // The runtime throws its coded messages through its `error()`: `[ Federation Runtime ]: <desc> #CODE`.
  if (via === 'error-codes') return code?.startsWith('RUNTIME') ? `${RUNTIME}: ` : '';
  const p = PREFIXES[short];
  if (!p) return via === 'logger' ? `${MF} ` : '';
  if (via === 'runtime') return kind === 'throw' ? `${p.thrower}: ` : `${p.logger} `;
  if (via === 'logger') return `${p.logger} `;
  return '';
}
