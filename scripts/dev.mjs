// `npm run dev`: the API (restarting on change, port 3001) and Vite with hot reload (port 5173),
// which proxies /api to the API.
import { spawn } from "node:child_process";
import { ensureInstalled, ensurePrismaClient, toolEnv } from "./ensure.mjs";

ensureInstalled();
ensurePrismaClient();

const apiPort = process.env.API_PORT ?? "3001";
const children = [
  // From the repository root, so DATA_DIR=./data and .env mean the same as for `npm start`.
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "--include", "common/src/**", "server/src/index.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: apiPort, NODE_ENV: "development" },
  }),
  // Vite in development mode whatever NODE_ENV the shell has.
  spawn("npm", ["run", "dev", "-w", "client"], { stdio: "inherit", env: { ...toolEnv(), API_PORT: apiPort } }),
];
const stop = (sig) => children.forEach((c) => c.kill(sig));
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
children.forEach((c) =>
  c.on("exit", (code) => {
    stop("SIGTERM");
    process.exit(code ?? 0);
  }),
);
