// Two databases hold the same rows when these digests agree (backup and restore tests, on either engine).
import pg from "pg";

/** Runs `fn` on a new connection to `url`, closed after it. */
export async function onClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {}); // a lost connection fails its next query instead of the process
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Every table but Prisma's bookkeeping: its row count and the md5 of its rows as jsonb text, in order. */
export function tableDigests(url: string): Promise<Record<string, string>> {
  return onClient(url, async (client) => {
    const { rows: tables } = await client.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename <> '_prisma_migrations' ORDER BY 1",
    );
    const out: Record<string, string> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ n: number; md5: string }>(
        `SELECT count(*)::int AS n, md5(coalesce(string_agg(x, E'\\n' ORDER BY x), '')) AS md5 FROM (SELECT to_jsonb(t)::text AS x FROM "${name}" t) s`,
      );
      out[name] = `${rows[0]!.n} rows, md5 ${rows[0]!.md5}`;
    }
    return out;
  });
}
