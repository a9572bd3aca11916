// booking-life is the one writer of a booking's status and money: no product file outside it writes them, through
// drizzle (`.update(bookings).set(…)`, judged by the type of what is set, so a spread or a helper's columns count
// too) or raw SQL (`UPDATE bookings SET …`). The shares of the advance are money too: outside booking-life no file
// sets a share's amount or status, or adds or removes a share. Tests, migrations and the seed write rows as they need.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** The columns only booking-life writes: the status (booking-life.server.ts) and the money (booking-money.server.ts). */
const GUARDED = ['status', 'totalPrice', 'advanceAmount', 'cashAmount', 'advancePercent', 'advanceStatus'];
/** The same columns as SQL names them. */
const GUARDED_SQL = ['status', 'total_price', 'advance_amount', 'cash_amount', 'advance_percent', 'advance_status'];
/** The columns of a share only booking-money.server.ts writes (the same names in drizzle and SQL). */
const GUARDED_SHARE = ['amount', 'status'];

/**
 * Writers of a money column still outside booking-life, as `file: column`: moving to booking-money.server.ts. This
 * list only shrinks; a new entry is a new writer, which belongs in booking-life instead.
 */
const MONEY_WRITERS_MOVING: string[] = [];

const ROOT = path.resolve('src');
const isProduct = (file: string) =>
  file.startsWith(ROOT + path.sep) &&
  !/\.test\.tsx?$/.test(file) &&
  !file.startsWith(path.join(ROOT, 'features', 'booking-life') + path.sep) &&
  !file.endsWith('.d.ts');

/** Every guarded column a product file outside booking-life writes, as `file: column` (sorted, each once). */
function guardedWrites(program: ts.Program): string[] {
  const checker = program.getTypeChecker();
  const found = new Set<string>();
  const columnsOf = (type: ts.Type): string[] =>
    type.isUnion()
      ? type.types.flatMap(columnsOf)
      : checker
          .getApparentType(type)
          .getProperties()
          .map((p) => p.name);
  for (const file of program.getSourceFiles()) {
    if (!isProduct(file.fileName)) continue;
    const name = path.relative('.', file.fileName);
    const visit = (node: ts.Node): void => {
      // `.update(bookings).set(values)` (or advanceShares): the columns of the values' type.
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'set') {
        const target = node.expression.expression;
        const table =
          ts.isCallExpression(target) &&
          ts.isPropertyAccessExpression(target.expression) &&
          target.expression.name.text === 'update' &&
          target.arguments[0] !== undefined
            ? /^(?:\w+\.)?(bookings|advanceShares)$/.exec(target.arguments[0].getText(file))?.[1]
            : undefined;
        const guarded = table === 'bookings' ? GUARDED : table === 'advanceShares' ? GUARDED_SHARE : [];
        const values = node.arguments[0];
        const prefix = table === 'advanceShares' ? 'share ' : '';
        if (values)
          for (const column of columnsOf(checker.getTypeAtLocation(values)))
            if (guarded.includes(column)) found.add(`${name}: ${prefix}${column}`);
      }
      // `.insert(advanceShares)` and `.delete(advanceShares)`: a share added or removed.
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        ['insert', 'delete'].includes(node.expression.name.text) &&
        node.arguments[0] !== undefined &&
        /^(\w+\.)?advanceShares$/.test(node.arguments[0].getText(file))
      )
        found.add(`${name}: share ${node.expression.name.text}`);
      ts.forEachChild(node, visit);
    };
    visit(file);
    // Raw SQL: each `UPDATE bookings SET …` statement, up to its WHERE (or the end of its text).
    for (const [statement] of file.text.matchAll(/UPDATE\s+bookings\s+SET\b[\s\S]*?(?=\bWHERE\b|[`'"])/gi))
      for (const column of GUARDED_SQL) if (new RegExp(`\\b${column}\\s*=`, 'i').test(statement)) found.add(`${name}: ${column}`);
    for (const [statement] of file.text.matchAll(/UPDATE\s+advance_shares\s+SET\b[\s\S]*?(?=\bWHERE\b|[`'"])/gi))
      for (const column of GUARDED_SHARE) if (new RegExp(`\\b${column}\\s*=`, 'i').test(statement)) found.add(`${name}: share ${column}`);
    for (const [, verb] of file.text.matchAll(/\b(INSERT)\s+INTO\s+advance_shares\b|\b(DELETE)\s+FROM\s+advance_shares\b/gi))
      found.add(`${name}: share ${(verb ?? 'delete').toLowerCase()}`);
  }
  return [...found].sort();
}

let base: ts.Program | undefined;

/** The product files as the type check sees them (tsconfig.json), the tests left out; or only `extra` (a file not on disk) and what it imports. */
function productProgram(extra?: { file: string; text: string }): ts.Program {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.resolve('tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  )!;
  const roots = config.fileNames.filter((file) => isProduct(path.resolve(file)));
  if (!extra) return (base ??= ts.createProgram(roots, config.options));
  const host = ts.createCompilerHost(config.options);
  const read = host.readFile.bind(host);
  host.readFile = (file) => (path.resolve(file) === extra.file ? extra.text : read(file));
  const getSource = host.getSourceFile.bind(host);
  host.getSourceFile = (file, version, ...rest) =>
    path.resolve(file) === extra.file ? ts.createSourceFile(file, extra.text, version, true) : getSource(file, version, ...rest);
  host.fileExists = (
    (exists) => (file: string) =>
      path.resolve(file) === extra.file || exists(file)
  )(host.fileExists.bind(host));
  return ts.createProgram([extra.file], config.options, host);
}

/** Each test type-checks the whole product: 10–20 s on a quiet machine, 130 s measured at a load of 41 on two cores. */
const WHOLE_PROGRAM_LIMIT = 300_000;

describe("the one writer of a booking's status and money", () => {
  it(
    'no product file outside booking-life writes bookings.status or a money column (money: only the writers moving)',
    () => {
      expect(guardedWrites(productProgram())).toEqual(MONEY_WRITERS_MOVING);
    },
    WHOLE_PROGRAM_LIMIT,
  );

  it(
    'sees a write planted outside booking-life: a spread of money columns, a status, and raw SQL',
    () => {
      const planted = path.join(ROOT, 'features', 'holds', 'planted-writer.server.ts');
      const text = [
        "import { eq } from 'drizzle-orm';",
        "import { advanceShares, bookings } from '@db/schema';",
        "import type { Db } from '@/lib/server/db';",
        "const money = { cashAmount: 1, note: 'x' };",
        "export const a = (db: Db) => db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, 'x')).run();",
        "export const b = (db: Db) => db.update(bookings).set({ ...money }).where(eq(bookings.id, 'x')).run();",
        "export const c = (db: Db) => db.$client.prepare(`UPDATE bookings SET advance_status = 'received' WHERE id = ?`);",
        'export const d = (db: Db) => db.update(advanceShares).set({ amount: 5, guestEmail: null }).run();',
        "export const e = (db: Db) => db.insert(advanceShares).values({ bookingId: 'x', number: 1, amount: 1 }).run();",
        'export const f = (db: Db) => db.update(advanceShares).set({ remindedAt: null }).run();',
        "export const g = (db: Db) => db.$client.prepare(`UPDATE advance_shares SET status = 'received' WHERE id = ?`);",
      ].join('\n');
      const name = path.relative('.', planted);
      expect(guardedWrites(productProgram({ file: planted, text }))).toEqual([
        `${name}: advance_status`,
        `${name}: cashAmount`,
        `${name}: share amount`,
        `${name}: share insert`,
        `${name}: share status`,
        `${name}: status`,
      ]);
      // The planted file never existed on disk.
      expect(() => readFileSync(planted)).toThrow();
    },
    WHOLE_PROGRAM_LIMIT,
  );
});
