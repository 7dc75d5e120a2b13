// `npm run db:migrate`: apply pending migrations to DATABASE_URL, or to the embedded database under
// DATA_DIR, without starting the server.
import { ensureInstalled, ensurePrismaClient, sh } from "./ensure.mjs";

ensureInstalled();
ensurePrismaClient();
sh("npx", ["tsx", "server/src/db/migrate/cli.ts"]);
