import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { startEmbedded } from "./embedded.ts";
import { createPrisma } from "./prisma.ts";

describe("the embedded database", () => {
  it("keeps committed data through a kill -9 and refuses a second process while one is alive", async () => {
    const dir = mkdtempSync(join(tmpdir(), "savepoint-crash-"));
    const email = `crash${Date.now()}@example.test`;
    const child = spawn(process.execPath, ["--import", "tsx", "server/test/fixtures/embedded-writer.ts", dir, email], { stdio: ["ignore", "pipe", "inherit"] });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on("data", (b: Buffer) => b.toString().includes("committed") && resolve());
      child.on("exit", (code) => reject(new Error(`writer exited early (${code})`)));
    });
    await expect(startEmbedded(dir)).rejects.toThrow(/in use by process/);
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGKILL");
    await exited;
    const db = await startEmbedded(dir);
    const prisma = createPrisma(db.url, 1);
    try {
      const user = await prisma.user.findUnique({ where: { emailLower: email } });
      expect(user?.lastName).toBe("Nine");
    } finally {
      await prisma.$disconnect();
      await db.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
