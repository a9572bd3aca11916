// The panel speaks from its catalogues (messages/panel/{it,en,th}.json): no screen under features/*/panel/,
// layouts/admin/ or features/admin-panel/ writes a word of its own. A word is JSX text, a string given to a prop a
// person reads (a label, title, placeholder, alt, hint…), a string in a toast or in a `title:`/`description:`/
// `label:`/`hint:` of an object, with two letters or more. Brand names and units may stand as they are.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** Words every language writes the same: brand and product names, units, symbols. */
const ALLOWED = new Set([
  'Siam Hunks',
  'Google',
  'LINE',
  'WhatsApp',
  'Telegram',
  'PromptPay',
  'CSV',
  'iCal',
  'THB',
  'URL',
  'min',
  'YYYY-MM',
]);
/** Each language named in its own words (the panel's language choice and Contenuti's two texts). */
const LANGUAGE_NAMES = new Set(['Italiano', 'English', 'ไทย']);

// Props that carry no words a person reads (classes, ids, addresses, kinds), and calls whose strings are not words.
const NOT_WORDS =
  /^(\w*[cC]lassName|class|id|key|type|name|href|src|role|rel|target|method|mode|variant|status|htmlFor|lang|accept|autoComplete|inputMode|pattern|sizes|loading|decoding|step|min|max|d|viewBox|fill|stroke|form|testId|rowTestId|cardTestId|data-.*|aria-(labelledby|describedby|controls|live|current|hidden|haspopup|owns|relevant|sort|busy|invalid))$/;
const TEXT_PROPERTIES = new Set(['title', 'description', 'label', 'hint', 'placeholder', 'empty', 'failed', 'loading', 'legend']);
const TOASTS = new Set(['showToast', 'toastOutcome']);

/** Whether a string is words: two letters or more, not a bare token such as a class, key or address. */
const isWords = (text: string) => {
  const t = text.trim();
  if (!/\p{L}{2,}/u.test(t) || ALLOWED.has(t) || LANGUAGE_NAMES.has(t)) return false;
  return !/^[a-z0-9_:./#@?=&-]*$/.test(t) || /\s/.test(t);
};

/** The static text of a string literal or template (its literal parts), or undefined. */
function textOf(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  return undefined;
}

/** The strings an expression may end as: itself, the branches of `a ? b : c`, `a ?? b`, `a || b`, `(…)`, an array's items. */
function outcomes(node: ts.Expression): ts.Expression[] {
  if (ts.isParenthesizedExpression(node)) return outcomes(node.expression);
  if (ts.isArrayLiteralExpression(node)) return node.elements.flatMap((element) => outcomes(element));
  if (ts.isConditionalExpression(node)) return [...outcomes(node.whenTrue), ...outcomes(node.whenFalse)];
  if (ts.isBinaryExpression(node) && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(node.operatorToken.kind))
    return [...outcomes(node.left), ...outcomes(node.right)];
  return [node];
}

/** The words a file writes of its own, as `line: text`. */
export function inlineWords(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const note = (node: ts.Node, text: string) => {
    if (isWords(text))
      found.push(`${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}: ${text.trim().replace(/\s+/g, ' ')}`);
  };
  const noteExpression = (expression: ts.Expression) => {
    for (const end of outcomes(expression)) {
      const text = textOf(end);
      if (text !== undefined) note(end, text);
    }
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) note(node, node.text);
    else if (ts.isJsxAttribute(node) && !NOT_WORDS.test(node.name.getText(file)) && node.initializer) {
      if (ts.isStringLiteral(node.initializer)) note(node.initializer, node.initializer.text);
      else if (ts.isJsxExpression(node.initializer) && node.initializer.expression) noteExpression(node.initializer.expression);
    } else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) noteExpression(node.expression);
    else if (ts.isPropertyAssignment(node) && TEXT_PROPERTIES.has(node.name.getText(file))) noteExpression(node.initializer);
    else if (ts.isCallExpression(node) && TOASTS.has(node.expression.getText(file)))
      for (const argument of node.arguments) if (!ts.isObjectLiteralExpression(argument)) noteExpression(argument);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const ROOTS = ['src/layouts/admin', 'src/features/admin-panel', ...readdirSync('src/features').map((f) => `src/features/${f}/panel`)];
const panelFiles = ROOTS.flatMap((root) => {
  try {
    return readdirSync(root)
      .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
      .map((name) => path.posix.join(root, name));
  } catch {
    return [];
  }
}).sort();

describe("the panel's words", () => {
  it('are found in JSX text, read props, toasts and text properties, and not in classes, keys or brand names', () => {
    const found = inlineWords(
      'x.tsx',
      `export const X = () => (
        <div className="mt-2 flex" listClassName="a b" data-testid="x" aria-label={open ? 'Chiudi il menu' : 'Apri'}>
          Prenotazioni <span title="Siam Hunks">{pm.tab_bookings({}, o)}</span> {busy ? 'Invio...' : label}
          <Field label="Nome" hint={\`Al massimo \${n} caratteri\`} />
          <img src="/a.png" alt="THB" loading="lazy" />
          <Table columns={['Cliente', pm.x({}, o)]} />
        </div>
      );
      void toastOutcome(() => save(), 'Salvato', failed);
      showToast({ title: 'Invalid price', variant: 'destructive' });`,
    );
    expect(found).toEqual([
      '2: Chiudi il menu',
      '2: Apri',
      '3: Prenotazioni',
      '3: Invio...',
      '4: Nome',
      '4: Al massimo caratteri',
      '6: Cliente',
      '9: Salvato',
      '10: Invalid price',
    ]);
  });

  it('come from the catalogues in every panel file', () => {
    const inline = panelFiles.flatMap((file) => inlineWords(file, readFileSync(file, 'utf8')).map((word) => `${file}:${word}`));
    expect(inline).toEqual([]);
  });
});
