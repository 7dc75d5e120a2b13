// adapter-pg wrapped so the schema engine can read PostgreSQL's internal "char" columns.
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { ColumnTypeEnum, type SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";

const charColumns = new WeakMap<object, number[]>(); // pg result rows -> indexes of "char" columns
function relabel(res: any) {
  const idx: number[] = [];
  (res?.fields ?? []).forEach((f: any, i: number) => {
    if (f.dataTypeID === 18) {
      f.dataTypeID = 25;
      idx.push(i);
    }
  });
  if (idx.length && res.rows) charColumns.set(res.rows, idx);
  return res;
}
class CharAwareClient extends pg.Client {
  override query(config: any, values?: any, cb?: any): any {
    if (typeof values === "function") {
      cb = values;
      values = undefined;
    }
    if (typeof cb === "function") return super.query(config, values, (err: any, res: any) => cb(err, relabel(res)));
    const r: any = super.query(config, values);
    return r && typeof r.then === "function" ? r.then(relabel) : r;
  }
}
function fixQueryable<T extends { queryRaw: (q: any) => Promise<any> }>(q: T): T {
  const orig = q.queryRaw.bind(q);
  q.queryRaw = async (query: any) => {
    const rs = await orig(query);
    for (const i of charColumns.get(rs.rows) ?? []) rs.columnTypes[i] = ColumnTypeEnum.Character;
    return rs;
  };
  const st = (q as any).startTransaction?.bind(q);
  if (st) (q as any).startTransaction = async (...a: unknown[]) => fixQueryable(await st(...a));
  return q;
}
/**
 * The schema engine's adapter on a pool of its own; `release` ends the pool. The engine's free() does
 * not: an idle connection then kept Prisma's migration lock (advisory 72707369) for the pool's 10 s
 * idle timeout, and the next deploy in the same process (a restore, an upgrade) waited it out.
 */
export type MigrationAdapter = SqlMigrationAwareDriverAdapterFactory & { release(): Promise<void> };

export function migrationAdapter(connectionString: string, max = 10): MigrationAdapter {
  const pool = new pg.Pool({ connectionString, max, Client: CharAwareClient, options: "-c TimeZone=UTC" });
  const f = new PrismaPg(pool, { disposeExternalPool: true });
  const connect = f.connect.bind(f),
    shadow = f.connectToShadowDb.bind(f);
  (f as any).connect = async () => fixQueryable(await connect());
  (f as any).connectToShadowDb = async () => fixQueryable(await shadow());
  return Object.assign(f, { release: () => (pool.ended ? Promise.resolve() : pool.end()) });
}
