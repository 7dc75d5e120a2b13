// The drift check (issue 25): prisma/schema.prisma and prisma/migrations must describe the same
// database, so that `prisma migrate dev` never writes a migration that undoes one (a DROP INDEX for an
// index only the migrations know, a renamed constraint, a changed type). What the schema cannot say is
// named, with a reason, by the reviewed allow-list prisma/drift-allowlist.json.
//
// A migrated database is compared with the schema, and every difference becomes one line:
// - Prisma's own diff from that database to schema.prisma (the WASM schema engine, as `migrate dev`
//   runs it through the shim): one line per statement, double quotes dropped
//   (`DROP INDEX review_reports_reporterId_idx`).
// - What that diff does not see, read from the catalog: expression and partial indexes, CHECK and
//   exclusion constraints, triggers, functions and views (`partial index x on t`). Prisma neither
//   creates nor drops them, so only the allow-list says they are there on purpose.
// An allow-list entry matches whole lines, `*` standing for any text. The check fails on a line no
// entry matches, and on an entry that matches no line (the list stays true).
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import pg from "pg";
import { z } from "zod";
import { appRoot } from "../../paths.ts";
import { noFilter, readSchemaFiles, withEngine } from "./engine.ts";
import { migrationAdapter } from "./pg-factory.ts";
import { escapeRegExp } from "../../lib/text.ts";

const AllowList = z.object({
  allowed: z.array(z.object({ match: z.string().min(1), reason: z.string().min(1) }).strict()),
});
export type AllowEntry = z.infer<typeof AllowList>["allowed"][number];

export const ALLOW_LIST_PATH = join("prisma", "drift-allowlist.json");

export async function readAllowList(path = join(appRoot(), ALLOW_LIST_PATH)): Promise<AllowEntry[]> {
  return AllowList.parse(JSON.parse(await readFile(path, "utf8"))).allowed;
}

/** The statements of a diff script, one line each: comments dropped, whitespace collapsed, no double quotes. */
export function diffLines(script: string): string[] {
  return script
    .split("\n")
    .filter((line) => !line.trimStart().startsWith("--"))
    .join("\n")
    .split(/;[ \t]*(?:\n|$)/)
    .map((statement) => statement.replaceAll('"', "").replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/** The objects of the database's schema that Prisma's diff does not see, one line each (see the header). */
const INVISIBLE_TO_PRISMA = `
  WITH ns AS (SELECT oid FROM pg_namespace WHERE nspname = current_schema()),
  from_extension AS (SELECT objid FROM pg_depend WHERE deptype = 'e')
  SELECT concat_ws(' ', CASE WHEN x.indpred IS NOT NULL THEN 'partial' END, CASE WHEN x.indexprs IS NOT NULL THEN 'expression' END,
                   'index', i.relname, 'on', t.relname) AS line
    FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
   WHERE t.relnamespace IN (SELECT oid FROM ns) AND (x.indpred IS NOT NULL OR x.indexprs IS NOT NULL)
  UNION ALL
  SELECT concat_ws(' ', CASE c.contype WHEN 'c' THEN 'check constraint' WHEN 'x' THEN 'exclusion constraint' ELSE 'constraint trigger' END,
                   c.conname, 'on', t.relname)
    FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
   WHERE t.relnamespace IN (SELECT oid FROM ns) AND c.contype IN ('c', 'x', 't')
  UNION ALL
  SELECT concat_ws(' ', 'trigger', g.tgname, 'on', t.relname)
    FROM pg_trigger g JOIN pg_class t ON t.oid = g.tgrelid
   WHERE t.relnamespace IN (SELECT oid FROM ns) AND NOT g.tgisinternal
  UNION ALL
  SELECT concat_ws(' ', CASE p.prokind WHEN 'p' THEN 'procedure' WHEN 'a' THEN 'aggregate' ELSE 'function' END, p.proname)
    FROM pg_proc p
   WHERE p.pronamespace IN (SELECT oid FROM ns) AND p.oid NOT IN (SELECT objid FROM from_extension)
  UNION ALL
  SELECT concat_ws(' ', CASE v.relkind WHEN 'm' THEN 'materialized view' ELSE 'view' END, v.relname)
    FROM pg_class v
   WHERE v.relnamespace IN (SELECT oid FROM ns) AND v.relkind IN ('v', 'm') AND v.oid NOT IN (SELECT objid FROM from_extension)
`;

/**
 * Every difference between the database at `url` (migrated) and prisma/schema.prisma, one line each
 * (see the header), sorted. `singleConnection` for the embedded database's one session.
 */
export async function schemaDrift(url: string, opts: { singleConnection?: boolean } = {}): Promise<string[]> {
  const root = appRoot();
  const files = await readSchemaFiles(join(root, "prisma", "schema.prisma"));
  const diff = await withEngine(migrationAdapter(url, opts.singleConnection ? 1 : 2), (engine) =>
    engine.diff({
      from: { tag: "schemaDatasource", files, configDir: root },
      to: { tag: "schemaDatamodel", files },
      script: true,
      exitCode: null,
      filters: noFilter,
    }),
  );
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ line: string }>(INVISIBLE_TO_PRISMA);
    return [...diffLines(diff.stdout ?? ""), ...rows.map((r) => r.line)].sort();
  } finally {
    await client.end();
  }
}

const pattern = (match: string) => new RegExp(`^${match.split("*").map(escapeRegExp).join(".*")}$`);

/** The differences no entry allows, and the entries that allow nothing. */
export function applyAllowList(differences: readonly string[], allowed: readonly AllowEntry[]) {
  const patterns = allowed.map((entry) => ({ entry, re: pattern(entry.match), used: false }));
  const unexpected = differences.filter((line) => {
    const matching = patterns.filter((p) => p.re.test(line));
    for (const p of matching) p.used = true;
    return matching.length === 0;
  });
  return { unexpected, unused: patterns.filter((p) => !p.used).map((p) => p.entry) };
}
