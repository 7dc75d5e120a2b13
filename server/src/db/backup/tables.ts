// What a backup and a restore learn from the database itself rather than from a list kept by hand: its
// tables, parents before children (a restore inserts in that order, so every foreign key holds as rows
// arrive), the columns a row is written with, and the sequences behind serial ids.
import type pg from "pg";

/** The tables of the current schema, every table after the tables its foreign keys point at. */
export async function tablesInOrder(client: pg.ClientBase): Promise<string[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY c.relname`,
  );
  const { rows: edges } = await client.query<{ child: string; parent: string }>(
    `SELECT ch.relname AS child, pa.relname AS parent FROM pg_constraint k
       JOIN pg_class ch ON ch.oid = k.conrelid JOIN pg_class pa ON pa.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = ch.relnamespace
      WHERE k.contype = 'f' AND n.nspname = current_schema() AND ch.oid <> pa.oid`,
  );
  return orderByParents(
    tables.map((t) => t.name),
    edges,
  );
}

/** Kahn's order of `names` under child→parent edges, ties by name; a cycle is an error (the schema has none). */
export function orderByParents(names: readonly string[], edges: readonly { child: string; parent: string }[]): string[] {
  const parents = new Map(names.map((n) => [n, new Set<string>()]));
  for (const e of edges) if (parents.has(e.child) && parents.has(e.parent)) parents.get(e.child)!.add(e.parent);
  const done = new Set<string>();
  const out: string[] = [];
  while (out.length < names.length) {
    const ready = [...parents].filter(([n, ps]) => !done.has(n) && [...ps].every((p) => done.has(p))).map(([n]) => n);
    if (ready.length === 0) throw new Error(`Foreign keys form a cycle among: ${names.filter((n) => !done.has(n)).join(", ")}`);
    for (const n of ready.sort()) {
      done.add(n);
      out.push(n);
    }
  }
  return out;
}

export interface Column {
  name: string;
  /** json or jsonb: kept as JSON in the file, every other type as its text. */
  json: boolean;
}

/** The columns a backup reads: every column, in order (generated ones too: the file shows the whole row). */
export async function readableColumns(client: pg.ClientBase, table: string): Promise<Column[]> {
  const { rows } = await client.query<Column>(
    `SELECT a.attname AS name, a.atttypid IN ('json'::regtype, 'jsonb'::regtype) AS json FROM pg_attribute a
      WHERE a.attrelid = to_regclass(quote_ident($1)) AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum`,
    [table],
  );
  return rows;
}

/** The columns a restore writes: every column but generated ones (the database computes those). */
export async function writableColumns(client: pg.ClientBase, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT a.attname AS name FROM pg_attribute a
      WHERE a.attrelid = to_regclass(quote_ident($1)) AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      ORDER BY a.attnum`,
    [table],
  );
  return rows.map((r) => r.name);
}

/** Every sequence that fills a column of `table` (serial or identity), with that column. */
export async function sequencesOf(client: pg.ClientBase, table: string): Promise<{ sequence: string; column: string }[]> {
  const { rows } = await client.query<{ sequence: string; column: string }>(
    `SELECT s.oid::regclass::text AS sequence, a.attname AS column FROM pg_depend d
       JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S'
       JOIN pg_attribute a ON a.attrelid = d.refobjid AND a.attnum = d.refobjsubid
      WHERE d.refobjid = to_regclass(quote_ident($1)) AND d.deptype IN ('a', 'i')`,
    [table],
  );
  return rows;
}
