/**
 * The AST visitors of the house's import rules: `check(node, source)` for every form that names a module
 * (`import`, `import type`, `export … from`, `export * from` and `import()` with a literal).
 * @param {(node: import('eslint').Rule.Node, source: unknown) => void} check
 * @returns {import('eslint').Rule.RuleListener}
 */
export function importVisitors(check) {
  return {
    ImportDeclaration: (node) => check(node, node.source.value),
    ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
    ExportAllDeclaration: (node) => check(node, node.source.value),
    ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
  };
}
