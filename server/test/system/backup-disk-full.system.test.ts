// `npm run backup` onto a genuinely full disk (issue 30): the backup folder is a 16 KB tmpfs and the
// instance holds a 64 KB cover it cannot compress, so the write fails part-way. The command must say
// so in one line, exit 1, and leave nothing in the folder (no partial file). Needs root to mount the
// tmpfs (CI runs as root), as disk-full.system.test.ts does.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { copyPreparedDataDir } from "./server-process.ts";

const root = mkdtempSync(join(tmpdir(), "sp-backup-full-"));
const folder = join(root, "backups");
const dataDir = join(root, "data");
let mounted = false;

beforeAll(() => {
  mkdirSync(folder);
  const mount = spawnSync("mount", ["-t", "tmpfs", "-o", "size=16k,mode=0700", "tmpfs", folder], { encoding: "utf8" });
  if (mount.status !== 0) throw new Error(`this test mounts a small tmpfs and needs root: mount said ${mount.stderr || mount.status}`);
  mounted = true;
  mkdirSync(dataDir);
  copyPreparedDataDir(dataDir);
  mkdirSync(join(dataDir, "covers"));
  writeFileSync(join(dataDir, "covers", "pasted.png"), randomBytes(64 * 1024));
});

afterAll(() => {
  if (mounted) spawnSync("umount", [folder]);
  rmSync(root, { recursive: true, force: true });
});

it("a backup onto a full disk says so in one line, exits 1 and leaves no partial file", () => {
  const r = spawnSync(process.execPath, ["--import", "tsx", "server/src/db/backup/cli.ts", "backup", folder], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    encoding: "utf8",
    timeout: 60_000,
  });
  expect(r.status).toBe(1);
  const lines = r.stderr.split("\n").filter(Boolean);
  expect(lines).toEqual([expect.stringMatching(/^The disk is full: .*savepoint-.*\.savepoint-backup was not written \(nothing else changed\)\.$/)]);
  expect(r.stdout).toBe("");
  expect(readdirSync(folder)).toEqual([]);
});
