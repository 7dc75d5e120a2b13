import "dotenv/config";
import { loadConfig } from "../../config.ts";
import { openDatabase } from "../database.ts";

const config = loadConfig();
const print = (o: object, m?: string) => console.log(m, JSON.stringify(o));
const db = await openDatabase({
  databaseUrl: config.databaseUrl,
  listenUrl: config.databaseListenUrl,
  dataDir: config.dataDir,
  logger: { info: print, warn: print },
});
await db.close();
console.log(`Migrations are up to date (${db.kind} database).`);
