/**
 * The JavaScript parser of the message extractor: TypeScript's (a dependency of the project already),
 * with its tree turned into the ESTree shapes the extractor reads (`Literal`, `TemplateLiteral`,
 * `CallExpression`, `MemberExpression`, …) and two walkers in the manner of acorn-walk. Node kinds the
 * extractor does not read become `Other` nodes that keep their children, so that walking reaches
 * everything inside them.
 */
import ts from 'typescript';

/** @typedef {{ type: string, start: number, end: number, children: EsNode[], [key: string]: any }} EsNode */

/**
 * Parses `code` (a dist file: CommonJS, ES module or a bundle) into ESTree-shaped nodes.
 * @param {string} code
 * @returns {EsNode}
 */
export function parseJs(code) {
  const sf = ts.createSourceFile('file.js', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  return convert(sf, sf);
}

/**
 * @param {ts.Node} node @param {ts.SourceFile} sf
 * @returns {EsNode}
 */
function convert(node, sf) {
  /** @type {Map<ts.Node, EsNode>} */
  const kids = new Map();
  ts.forEachChild(node, (child) => {
    kids.set(child, convert(child, sf));
  });
  const children = [...kids.values()];
  /** @param {ts.Node | undefined} n */
  const of = (n) => (n ? kids.get(n) : undefined);
  const base = { start: node.getStart(sf), end: node.end, children };
  const k = ts.SyntaxKind;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return { ...base, type: 'Literal', value: node.text };
  if (ts.isNumericLiteral(node)) return { ...base, type: 'Literal', value: Number(node.text) };
  if (ts.isTemplateExpression(node)) {
    const quasis = [node.head, ...node.templateSpans.map((s) => s.literal)].map((q) => ({
      value: { cooked: q.text, raw: q.text },
    }));
    const expressions = node.templateSpans.map((s) => kids.get(s)?.children[0]);
    return { ...base, type: 'TemplateLiteral', quasis, expressions };
  }
  if (ts.isIdentifier(node)) return { ...base, type: 'Identifier', name: node.text };
  if (node.kind === k.ThisKeyword) return { ...base, type: 'ThisExpression' };
  if (ts.isParenthesizedExpression(node)) return /** @type {EsNode} */ (of(node.expression));
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    if (op === k.CommaToken) {
      const left = /** @type {EsNode} */ (of(node.left));
      const expressions = [...(left.type === 'SequenceExpression' ? left.expressions : [left]), of(node.right)];
      return { ...base, type: 'SequenceExpression', expressions };
    }
    const logical = op === k.AmpersandAmpersandToken || op === k.BarBarToken || op === k.QuestionQuestionToken;
    return {
      ...base,
      type: logical ? 'LogicalExpression' : 'BinaryExpression',
      operator: ts.tokenToString(op),
      left: of(node.left),
      right: of(node.right),
    };
  }
  if (ts.isPropertyAccessExpression(node))
    return {
      ...base,
      type: 'MemberExpression',
      computed: false,
      object: of(node.expression),
      property: { name: node.name.text },
    };
  if (ts.isElementAccessExpression(node))
    return {
      ...base,
      type: 'MemberExpression',
      computed: true,
      object: of(node.expression),
      property: of(node.argumentExpression),
    };
  if (ts.isCallExpression(node))
    return { ...base, type: 'CallExpression', callee: of(node.expression), arguments: node.arguments.map(of) };
  if (ts.isNewExpression(node))
    return { ...base, type: 'NewExpression', callee: of(node.expression), arguments: (node.arguments ?? []).map(of) };
  if (ts.isConditionalExpression(node))
    return { ...base, type: 'ConditionalExpression', consequent: of(node.whenTrue), alternate: of(node.whenFalse) };
  if (ts.isArrayLiteralExpression(node)) return { ...base, type: 'ArrayExpression', elements: node.elements.map(of) };
  if (ts.isVariableDeclaration(node)) {
    const id = ts.isIdentifier(node.name) ? { type: 'Identifier', name: node.name.text } : { type: 'Pattern' };
    return { ...base, type: 'VariableDeclarator', id, init: of(node.initializer) };
  }
  if (ts.isFunctionDeclaration(node))
    return { ...base, type: 'FunctionDeclaration', id: node.name ? { name: node.name.text } : null };
  if (ts.isFunctionExpression(node)) return { ...base, type: 'FunctionExpression' };
  if (ts.isArrowFunction(node)) return { ...base, type: 'ArrowFunctionExpression' };
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    /** @type {{ local: { name: string } }[]} */
    const specifiers = [];
    if (clause?.name) specifiers.push({ local: { name: clause.name.text } });
    const bindings = clause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) specifiers.push({ local: { name: bindings.name.text } });
    if (bindings && ts.isNamedImports(bindings))
      for (const el of bindings.elements) specifiers.push({ local: { name: el.name.text } });
    const source = ts.isStringLiteral(node.moduleSpecifier) ? node.moduleSpecifier.text : '';
    return { ...base, type: 'ImportDeclaration', specifiers, source: { value: source } };
  }
  return { ...base, type: 'Other' };
}

/**
 * Calls `visit` on `node` and every node below it (acorn-walk's `full`).
 * @param {EsNode} node @param {(n: EsNode) => void} visit
 */
export function walkFull(node, visit) {
  const stack = [node];
  for (let n = stack.pop(); n; n = stack.pop()) {
    visit(n);
    for (let i = n.children.length - 1; i >= 0; i--) {
      const child = n.children[i];
      if (child) stack.push(child);
    }
  }
}

/**
 * Calls the visitor of each node's type (acorn-walk's `simple`).
 * @param {EsNode} node @param {Record<string, (n: EsNode) => void>} visitors
 */
export function walkSimple(node, visitors) {
  walkFull(node, (n) => visitors[n.type]?.(n));
}
