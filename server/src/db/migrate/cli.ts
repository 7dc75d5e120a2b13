import "dotenv/config";
import { loadConfig } from "../../config.ts";
import { openDatabase } from "../database.ts";
import { upgradeBackup } from "../backup/upgrade.ts";

const config = loadConfig();
const print = (o: object, m?: string) => console.log(m, JSON.stringify(o));
const db = await openDatabase({
  databaseUrl: config.databaseUrl,
  listenUrl: config.databaseListenUrl,
  dataDir: config.dataDir,
  logger: { info: print, warn: print },
  beforeUpgrade: config.backupOnUpgrade
    ? upgradeBackup({ dir: config.backupDir, dataDir: config.dataDir, savepoint: config.version, logger: { info: print } })
    : undefined,
});
await db.close();
console.log(`Migrations are up to date (${db.kind} database).`);
