// `npm start`: install what is missing, build what is stale, then run the server, which applies
// migrations and loads the catalog itself. Serves the SPA and /api on one port. A fresh clone installs
// what runs and builds the app, without the test and lint tools, whatever NODE_ENV or npm's omit
// settings are (see ensure.mjs); the server runs with NODE_ENV=production unless the host sets another.
//
// `npm start` runs `line=$(node scripts/start.mjs) && eval "$line"`: this script prepares, prints the server's
// command as one shell line, and ends; npm's shell then `exec`s it, so the server is npm's own child and
// no second Node process (this one, ~48 MB resident) stays beside it for the server's whole life
// (`npm run bench:footprint` measures the tree). Its progress lines go to stderr, stdout carries only
// that line.
import { ensureInstalled, ensurePrismaClient, mtime, newest, progressToStderr, tool } from "./ensure.mjs";
import { serverProcess, shellExecLine } from "./server-launch.mjs";

progressToStderr();

const t0 = Date.now();
ensureInstalled({ dev: false });
ensurePrismaClient();

const clientSources = ["client/src", "client/public", "client/index.html", "client/vite.config.ts", "common/src"];
if (newest(clientSources) > mtime("client/dist/index.html")) {
  console.log("▶ Building the web client…");
  tool("npm", ["run", "build", "-w", "client"]);
}
if (newest(["server/src", "common/src"]) > mtime("server/dist/index.js")) {
  console.log("▶ Building the server…");
  tool("npm", ["run", "build", "-w", "server"]);
}
console.log(`▶ Ready to start after ${((Date.now() - t0) / 1000).toFixed(1)}s`);

const server = serverProcess();
process.stdout.write(`${shellExecLine(process.execPath, server.args, server.env, process.env)}\n`);
