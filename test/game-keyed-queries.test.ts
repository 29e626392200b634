/**
 * Every query on a game's rows names its game, so that the tables can be
 * distributed by game_id (docs/scaling.md): a statement that does not is sent
 * to every shard. This reads the code, not a test run's queries, so that a
 * query no test happens to issue is held to it too: every SQL text in src/
 * (string and template literals, tagged ones included) that reads or writes
 * a game-keyed table must put that table's game column in a condition or a
 * column list, and every Prisma call on a game-keyed model must name it in
 * its `where` (or `data`, for a create), written there or returned by a
 * function of the same file it calls, — unless it is marked
 * `crosses shards: <name>` on its line (in the SQL, or in a comment just above
 * the call), with `<name>` one of the queries docs/scaling.md lists as
 * crossing shards and says how each is served. The SQL check is by
 * text: a table's condition must follow it in the query it is read in (up
 * to the parenthesis that closes that query), under its alias if it has one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** The tables distributed by game, and the column that names the game in each. */
const GAME_TABLES: Record<string, string> = {
  games: 'id',
  seats: 'game_id',
  events: 'game_id',
  snapshots: 'game_id',
  idempotency_records: 'game_id',
  verification_reports: 'game_id',
  game_activity: 'game_id',
};

/** The same, as Prisma models and their fields. */
const GAME_MODELS: Record<string, string> = {
  game: 'id',
  seat: 'gameId',
  gameEventRow: 'gameId',
  snapshot: 'gameId',
  idempotencyRecord: 'gameId',
  verificationReportRow: 'gameId',
  gameActivity: 'gameId',
};

const PRISMA_METHODS = new Set(['findUnique', 'findUniqueOrThrow', 'findFirst', 'findFirstOrThrow', 'findMany', 'count', 'aggregate', 'groupBy', 'update', 'updateMany', 'upsert', 'delete', 'deleteMany', 'create', 'createMany']);

const SQL_KEYWORDS = new Set(['where', 'on', 'set', 'join', 'left', 'inner', 'using', 'order', 'group', 'limit', 'for', 'returning', 'values', 'select', 'and', 'or', 'as', 'cross', 'natural', 'full', 'right', 'default', 'on_conflict']);

const MARK = /crosses shards: ([a-z0-9-]+)/;

/** A place a query fails the rule, or is marked as crossing shards. */
interface Finding {
  readonly where: string;
  readonly what: string;
  readonly crossing: string | null;
}

const root = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'generated' ? [] : sourceFiles(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** A literal's SQL with its substitutions as `$x`, or null when it is not a literal. */
function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((s) => `$x${s.literal.text}`).join('');
  return null;
}

/** The text from `at` to the end of the parenthesized query it is in (or of the whole text): where a table's conditions are. */
function scope(sql: string, at: number): string {
  let depth = 0;
  for (let i = at; i < sql.length; i++) {
    if (sql[i] === '(') depth++;
    else if (sql[i] === ')' && depth-- === 0) return sql.slice(at, i);
  }
  return sql.slice(at);
}

/**
 * The references to game-keyed tables in an SQL text that name no game: each
 * with its line of the text. A reference names its game when a condition in
 * its query sets its game column to something (`g.id = $1`, `e.game_id =
 * o.game_id`, `game_id IN (…)`), or when it is written with a column list
 * that has it; a condition that joins it to another game-keyed table's game
 * column (`g.id = s.game_id`) names its game only if that table's does.
 */
export function unkeyedSqlReferences(sql: string): { table: string; line: string }[] {
  const pattern = /\b(FROM|JOIN|UPDATE|INTO)\s+("?)([a-z_]+)\2(?:\s+(?:AS\s+)?([a-z_]+))?/gi;
  const references = [...sql.matchAll(pattern)].flatMap((m) => {
    const table = m[3]!.toLowerCase();
    const key = GAME_TABLES[table];
    if (!key) return [];
    const alias = m[4] && !SQL_KEYWORDS.has(m[4].toLowerCase()) ? m[4] : null;
    return [{ m, table, key, alias, column: `${alias ? `${alias}.` : ''}${key}` }];
  });
  const gameColumns = new Set(references.filter((r) => r.alias).map((r) => r.column.toLowerCase()));
  const edges = new Map<number, Set<string>>();
  const keyed = new Set<number>();
  for (const [i, r] of references.entries()) {
    const text = scope(sql, r.m.index);
    const own = r.alias ? `\\b${r.alias}\\.` : '(?<![.\\w])';
    if (r.m[1]!.toUpperCase() === 'INTO' && new RegExp(`^\\s*\\([^)]*\\b${r.key}\\b`, 'i').test(sql.slice(r.m.index + r.m[0].length))) keyed.add(i);
    if (new RegExp(`${own}"?${r.key}"?\\s*IN\\b`, 'i').test(text)) keyed.add(i);
    const sides = [...text.matchAll(new RegExp(`${own}"?${r.key}"?\\s*=\\s*([\\w.$"]+)|([\\w.$"]+)\\s*=\\s*${own}"?${r.key}\\b`, 'gi'))].map((c) => (c[1] ?? c[2]!).replaceAll('"', '').toLowerCase());
    for (const side of sides) {
      if (gameColumns.has(side)) edges.set(i, (edges.get(i) ?? new Set()).add(side));
      else keyed.add(i);
    }
  }
  // A join to a keyed game table names the game too.
  for (let grew = true; grew; ) {
    grew = false;
    for (const [i, sides] of edges) {
      if (keyed.has(i)) continue;
      if ([...sides].some((side) => references.some((r, j) => keyed.has(j) && r.column.toLowerCase() === side))) {
        keyed.add(i);
        grew = true;
      }
    }
  }
  return references.flatMap((r, i) => {
    if (keyed.has(i)) return [];
    const start = sql.lastIndexOf('\n', r.m.index) + 1;
    const end = sql.indexOf('\n', r.m.index);
    return [{ table: r.table, line: sql.slice(start, end === -1 ? undefined : end) }];
  });
}

/** Whether an object literal has a property whose name is `key` or starts with it (a compound unique key such as gameId_seat). */
function names(object: ts.ObjectLiteralExpression | undefined, key: string): boolean {
  if (!object) return false;
  return object.properties.some((p) => p.name !== undefined && ts.isIdentifier(p.name) && (p.name.text === key || p.name.text.startsWith(`${key}_`)));
}

function property(object: ts.Expression | undefined, name: string): ts.Expression | undefined {
  if (!object || !ts.isObjectLiteralExpression(object)) return undefined;
  const p = object.properties.find((q): q is ts.PropertyAssignment => ts.isPropertyAssignment(q) && ts.isIdentifier(q.name) && q.name.text === name);
  return p?.initializer;
}

/** The object literal an argument is: written there, or returned by a function of the same file it calls (`where: ownReservation(held)`). */
function objectOf(source: ts.SourceFile, e: ts.Expression | undefined): ts.ObjectLiteralExpression | undefined {
  if (!e) return undefined;
  if (ts.isObjectLiteralExpression(e)) return e;
  if (!ts.isCallExpression(e) || !ts.isIdentifier(e.expression)) return undefined;
  const name = e.expression.text;
  const declaration = source.statements.find((s): s is ts.FunctionDeclaration => ts.isFunctionDeclaration(s) && s.name?.text === name);
  const returned = declaration?.body?.statements.find(ts.isReturnStatement)?.expression;
  return returned && ts.isObjectLiteralExpression(returned) ? returned : undefined;
}

function findings(file: string): Finding[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: Finding[] = [];
  const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line;
  const lines = text.split('\n');
  const where = (node: ts.Node) => `${path.relative(root, file)}:${lineOf(node.getStart()) + 1}`;
  const visit = (node: ts.Node) => {
    const sql = literalText(node);
    if (sql !== null && /\b(SELECT|INSERT|UPDATE|DELETE)\b/.test(sql)) {
      for (const r of unkeyedSqlReferences(sql)) out.push({ where: where(node), what: `${r.table}: ${r.line.trim()}`, crossing: MARK.exec(r.line)?.[1] ?? null });
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ts.isPropertyAccessExpression(node.expression.expression)) {
      const method = node.expression.name.text;
      const model = node.expression.expression.name.text;
      const key = GAME_MODELS[model];
      if (key && PRISMA_METHODS.has(method)) {
        const arg = node.arguments[0];
        const data = property(arg, 'data');
        const keyed =
          method === 'create' ? names(objectOf(source, data), key)
          : method === 'createMany' ? data !== undefined && ts.isArrayLiteralExpression(data) && data.elements.every((e) => names(objectOf(source, e), key))
          : names(objectOf(source, property(arg, 'where')), key);
        if (!keyed) {
          const line = lineOf(node.getStart());
          const marked = [lines[line - 1] ?? '', lines[line] ?? ''].map((l) => MARK.exec(l)?.[1]).find(Boolean) ?? null;
          out.push({ where: where(node), what: `prisma ${model}.${method}`, crossing: marked });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

const all = sourceFiles(path.join(root, 'src')).flatMap(findings);
/** The names docs/scaling.md gives the queries that cross shards (the first column of its section's table). */
const section = /^### Queries that cross shards[^\n]*\n([\s\S]*?)(?=^###? )/m.exec(readFileSync(path.join(root, 'docs/scaling.md'), 'utf8'))?.[1] ?? '';
const documented = new Set([...section.matchAll(/^\| `([a-z0-9-]+)` \|/gm)].map((m) => m[1]!));

describe('queries on a game’s rows', () => {
  it('name the game, or are marked as one of the queries docs/scaling.md says cross shards', () => {
    expect(all.filter((f) => f.crossing === null).map((f) => `${f.where} ${f.what}`)).toEqual([]);
  });

  it('are marked only with names docs/scaling.md lists, and it lists none that no query is marked with', () => {
    expect(documented.size).toBeGreaterThan(0);
    const used = new Set(all.flatMap((f) => (f.crossing ? [f.crossing] : [])));
    expect([...used].filter((n) => !documented.has(n))).toEqual([]);
    expect([...documented].filter((n) => !used.has(n))).toEqual([]);
  });

  it('are caught by the check when they name no game (the check itself)', () => {
    expect(unkeyedSqlReferences('SELECT version FROM games WHERE id = $1')).toEqual([]);
    expect(unkeyedSqlReferences('SELECT 1 FROM events e WHERE e.game_id = o.game_id AND e.seq > o.seq')).toEqual([]);
    expect(unkeyedSqlReferences('INSERT INTO snapshots (game_id, version) VALUES ($1, $2)')).toEqual([]);
    expect(unkeyedSqlReferences("SELECT id FROM games WHERE status = 'active'")).toMatchObject([{ table: 'games' }]);
    expect(unkeyedSqlReferences('SELECT 1 FROM seats s WHERE s.account_id = $1')).toMatchObject([{ table: 'seats' }]);
    expect(unkeyedSqlReferences('DELETE FROM idempotency_records WHERE created_at < $1')).toMatchObject([{ table: 'idempotency_records' }]);
    expect(unkeyedSqlReferences('SELECT 1 FROM events a JOIN events b ON b.seq = a.seq WHERE a.game_id = $1')).toMatchObject([{ table: 'events' }]);
    expect(unkeyedSqlReferences('SELECT s.game_id FROM seats s JOIN games g ON g.id = s.game_id WHERE s.account_id = $1')).toMatchObject([{ table: 'seats' }, { table: 'games' }]);
    expect(unkeyedSqlReferences('SELECT 1 FROM games g JOIN seats s ON s.game_id = g.id WHERE g.id = $1')).toEqual([]);
    expect(unkeyedSqlReferences('UPDATE games SET due_at = $1 WHERE id IN (SELECT id FROM games WHERE due_at <= $2)')).toMatchObject([{ table: 'games', line: expect.stringContaining('due_at <= $2') as string }]);
  });
});
