// Loads Prisma's WASM schema engine and drives it through a driver adapter (no native binary).
import { readFile, readdir, stat } from "node:fs/promises";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, extname, resolve } from "node:path";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import { webAssembly } from "../../lib/wasm.ts";
import type { MigrationAdapter } from "./pg-factory.ts";
import type { SchemaEngine, MigrationList, SchemaContainer } from "@prisma/schema-engine-wasm/schema_engine_bg";
import type * as SchemaEngineRuntime from "@prisma/schema-engine-wasm/schema_engine_bg";

type Runtime = typeof SchemaEngineRuntime;
const require = createRequire(import.meta.url);
let runtimeP: Promise<Runtime> | undefined;

async function loadRuntime(): Promise<Runtime> {
  runtimeP ??= (async () => {
    (globalThis as any).PRISMA_WASM_PANIC_REGISTRY ??= {
      message: "",
      set_message(m: string) {
        this.message = m;
      },
      get() {
        return this.message;
      },
    };
    const runtime = await import("@prisma/schema-engine-wasm/schema_engine_bg");
    const wasmPath =
      process.env.PRISMA_SCHEMA_ENGINE_WASM ?? // e.g. node_modules/prisma/build/schema_engine_bg.wasm
      join(dirname(require.resolve("@prisma/schema-engine-wasm/schema_engine_bg")), "schema_engine_bg.wasm");
    const mod = new webAssembly.Module(await readFile(wasmPath));
    const imports: Record<string, any> = { ...runtime };
    for (const k of Object.keys(imports)) {
      if (!k.startsWith("__wbg_setTimeout_")) continue; // engine never clears these
      const orig = imports[k];
      imports[k] = (...a: unknown[]) => {
        const t = orig(...a);
        t?.unref?.();
        return t;
      };
    }
    const inst = new webAssembly.Instance(mod, { "./schema_engine_bg.js": imports });
    (runtime as any).__wbg_set_wasm(inst.exports);
    (inst.exports.__wbindgen_start as () => void)();
    return runtime;
  })();
  return runtimeP;
}

export const noFilter = { externalTables: [] as string[], externalEnums: [] as string[] };

export async function withEngine<T>(factory: MigrationAdapter, fn: (e: SchemaEngine) => Promise<T>, datamodels?: [string, string][]): Promise<T> {
  const rt = await loadRuntime();
  const engine = await rt.SchemaEngine.new({ datamodels }, () => {}, bindMigrationAwareSqlAdapterFactory(factory));
  try {
    return await fn(engine);
  } finally {
    engine.free();
    await factory.release();
  }
}

export async function readSchemaFiles(schemaPath: string): Promise<SchemaContainer[]> {
  const p = resolve(schemaPath);
  const files = (await stat(p)).isDirectory()
    ? (await readdir(p, { recursive: true }))
        .filter((f) => extname(String(f)) === ".prisma")
        .sort()
        .map((f) => join(p, String(f)))
    : [p];
  return Promise.all(files.map(async (path) => ({ path, content: await readFile(path, "utf8") })));
}

export async function readMigrations(dir: string): Promise<MigrationList> {
  const base = resolve(dir),
    lock = join(base, "migration_lock.toml");
  const names = existsSync(base)
    ? (await readdir(base, { withFileTypes: true }))
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];
  return {
    baseDir: base,
    lockfile: { path: "migration_lock.toml", content: existsSync(lock) ? await readFile(lock, "utf8") : null },
    shadowDbInitScript: "",
    migrationDirectories: await Promise.all(
      names.map(async (name) => {
        const f = join(base, name, "migration.sql");
        return {
          path: name,
          migrationFile: {
            path: "migration.sql",
            content: existsSync(f) ? { tag: "ok" as const, value: await readFile(f, "utf8") } : { tag: "error" as const, value: "missing migration.sql" },
          },
        };
      }),
    ),
  };
}
