// Once per run: the data directory every suite server starts from (template.ts: prepared here, or
// ahead by `npm test`), then one server per worker slot, started, given its owner and warmed side by
// side, for the workers to find by their slot (E2E_SERVERS, fixtures.ts): a run with two projects
// starts each worker twice, and a server's start and warm-up cost the box about as much CPU as a few
// journeys. All stopped and removed when the run ends (a template prepared ahead is `npm test`'s to remove).
import type { FullConfig } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FIXED_NOW } from "./clock.ts";
import { startSuiteServer } from "./instance.ts";
import { prepareTemplate, preparedTemplate } from "./template.ts";

const LOGS = new URL("../.reports/e2e-servers/", import.meta.url).pathname;

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const ahead = process.env.E2E_TEMPLATE_DIR ? preparedTemplate(process.env.E2E_TEMPLATE_DIR) : null;
  if (process.env.E2E_TEMPLATE_DIR && !ahead) console.log(`e2e: no whole template for this clock in ${process.env.E2E_TEMPLATE_DIR}: preparing one`);
  const own = ahead ? null : mkdtempSync(join(tmpdir(), "savepoint-e2e-template-"));
  const stops: (() => Promise<void>)[] = [];
  const teardown = async () => {
    await Promise.all(stops.map((stop) => stop()));
    if (own) rmSync(own, { recursive: true, force: true });
  };
  try {
    const dir = ahead ?? (await prepareTemplate(own!));
    rmSync(LOGS, { recursive: true, force: true });
    const slots = Array.from({ length: config.workers }, (_, i) => `s${i}`);
    const started = await Promise.allSettled(
      slots.map((name) => startSuiteServer({ templateDir: dir, clockStart: FIXED_NOW, name, logFile: join(LOGS, `${name}.log`) })),
    );
    for (const s of started) if (s.status === "fulfilled") stops.push(s.value.stop);
    const failed = started.find((s) => s.status === "rejected");
    if (failed) throw failed.reason;
    process.env.E2E_SERVERS = JSON.stringify(started.map((s) => (s as PromiseFulfilledResult<Awaited<ReturnType<typeof startSuiteServer>>>).value.server)); // the workers inherit the runner's environment
  } catch (err) {
    await teardown();
    throw err;
  }
  return teardown;
}
