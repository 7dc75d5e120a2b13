// One zod schema over the environment, parsed once at start-up; fails fast listing every problem.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { isIP } from "node:net";
import { resolve, join } from "node:path";
import { z } from "zod";
import type { ProvidersEnv } from "./features/catalog/index.ts";

const bool = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

/**
 * Which proxies' X-Forwarded-For Express believes, in the forms it takes: false, true (any: only
 * behind a proxy that overwrites the header), a number of proxy hops, or a list of addresses, subnets
 * (CIDR) and the names loopback, linklocal, uniquelocal.
 */
export type TrustProxy = boolean | number | string[];

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
const TRUST_PROXY_HELP =
  "must be false, true, a number of proxies (0, 1, 2…), or a comma-separated list of addresses, subnets (10.0.0.0/8) or loopback, linklocal, uniquelocal";

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = "", bits, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

const trustProxy = z
  .string()
  .default("")
  .transform((raw, ctx): TrustProxy => {
    const v = raw.trim().toLowerCase();
    if (v === "" || v === "false") return false;
    if (v === "true") return true;
    if (/^\d+$/.test(v)) return Number(v);
    const list = v.split(",").map((s) => s.trim());
    if (list.every(isProxyAddress)) return list;
    ctx.addIssue({ code: "custom", message: TRUST_PROXY_HELP });
    return z.NEVER;
  });

/** An ISO 8601 instant with its offset ("2025-06-15T12:00:00Z"); blank means unset. */
const instant = z
  .string()
  .default("")
  .transform((raw, ctx): Date | undefined => {
    const v = raw.trim();
    if (v === "") return undefined;
    const at = new Date(v);
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(v) || Number.isNaN(at.getTime())) {
      ctx.addIssue({ code: "custom", message: "must be an ISO 8601 instant with its offset, e.g. 2025-06-15T12:00:00Z" });
      return z.NEVER;
    }
    return at;
  });

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  DATABASE_LISTEN_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  TRUST_PROXY: trustProxy,
  APP_ORIGIN: z.string().default(""),
  PUBLIC_ORIGIN: z
    .string()
    .default("")
    .refine((v) => v === "" || /^https?:\/\/[^/]/i.test(v), "must be the instance's http(s) URL, e.g. https://games.example.org")
    .transform((v) => (v === "" ? undefined : new URL(v).origin)),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // auto: readable lines on a terminal, JSON lines otherwise.
  LOG_FORMAT: z
    .enum(["auto", "json", "pretty", ""])
    .default("auto")
    .transform((v) => v || "auto"),
  SECURE_COOKIES: bool,
  ADMIN_EMAILS: z.string().default(""),
  SKIP_CATALOG: bool,
  // Tests only: the instant the server's clock reads when it starts (it then runs in real time).
  SAVEPOINT_CLOCK_START: instant,
  // Tests only: bcrypt's cost for new password hashes (each step down halves an attacker's work).
  BCRYPT_COST: z.coerce.number().int().min(4).max(15).default(12),
  JOB_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  RECOMMENDATIONS_AT_START: bool,
  // Backups (README "Backups", ADR 028): a folder for the server's own daily ones, how many to keep.
  BACKUP_DIR: z.string().optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  BACKUP_INTERVAL_HOURS: z.coerce
    .number()
    .min(1)
    .max(24 * 31)
    .default(24),
  // Tests only: seconds from a start to the first look whether a scheduled backup is due.
  BACKUP_FIRST_LOOK_SECONDS: z.coerce.number().min(0).max(3600).default(90),
  // On by default: a start whose migrations will change the schema backs the data up first.
  BACKUP_ON_UPGRADE: z
    .enum(["true", "false", "1", "0", ""])
    .optional()
    .transform((v) => v !== "false" && v !== "0"),
  // External catalog providers (all optional; blank means unset).
  RAWG_API_KEY: z.string().optional(),
  RAWG_BASE_URL: z.string().optional(),
  IGDB_CLIENT_ID: z.string().optional(),
  IGDB_CLIENT_SECRET: z.string().optional(),
  IGDB_BASE_URL: z.string().optional(),
  TWITCH_AUTH_URL: z.string().optional(),
  STEAM_API_KEY: z.string().optional(),
  STEAM_BASE_URL: z.string().optional(),
  WIKIDATA_ENABLED: bool,
  WIKIDATA_USER_AGENT: z.string().optional(),
  WIKIDATA_BASE_URL: z.string().optional(),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env["NODE_ENV"];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** A direct connection for LISTEN and the migrations' lock, when DATABASE_URL goes through a pooler. */
  databaseListenUrl: string | undefined;
  jwtSecret: string;
  /**
   * JWT_SECRET was not set: jwtSecret is this data directory's generated one, which the start replaces
   * with the instance's shared one (instance_secrets) so every process signs alike.
   */
  jwtSecretGenerated: boolean;
  /** How long a background job's lease lasts unrenewed, and how often processes look for ended ones (ADR 025). */
  jobLeaseMs: number;
  /** Read the recommendation catalog at start (once the search index is built) rather than for the first list. */
  recommendationsAtStart: boolean;
  sessionDays: number;
  authRateLimit: number;
  authRateWindowMs: number;
  trustProxy: TrustProxy;
  appOrigins: string[];
  /**
   * The instance's public origin (PUBLIC_ORIGIN), when set: the CSRF check and the feeds' absolute
   * links use it instead of the request's Host header, which the client chooses.
   */
  publicOrigin: string | undefined;
  logLevel: Env["LOG_LEVEL"];
  logFormat: Env["LOG_FORMAT"];
  secureCookies: boolean;
  adminEmails: string[];
  skipCatalog: boolean;
  /** Tests only: the instant the server's clock starts at (lib/clock.ts); undefined = the host's clock. */
  clockStart: Date | undefined;
  /** bcrypt's cost for new password hashes. */
  bcryptCost: number;
  /** Keys and settings of the external catalog providers, for createCatalogProviders. */
  catalogProviders: ProvidersEnv;
  version: string;
  /** Where the server takes its scheduled backups (BACKUP_DIR); undefined → none. */
  backupDir: string | undefined;
  backupKeep: number;
  backupIntervalMs: number;
  /** When the first look for a due scheduled backup comes after a start (tests make it sooner). */
  backupFirstLookMs: number;
  /** Whether a start that will change the schema backs the data up first (into backupDir, else DATA_DIR/backups). */
  backupOnUpgrade: boolean;
}

function readVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version?: string };
    return pkg.version ?? "0.0.0";
  } catch {
    return process.env.npm_package_version ?? "0.0.0";
  }
}

/** A secret generated once per data directory, so a fresh install needs no configuration. */
function persistentSecret(dataDir: string): string {
  const file = join(dataDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseListenUrl: e.DATABASE_LISTEN_URL,
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir),
    jwtSecretGenerated: e.JWT_SECRET === undefined,
    jobLeaseMs: e.JOB_LEASE_SECONDS * 1000,
    recommendationsAtStart: e.RECOMMENDATIONS_AT_START,
    sessionDays: e.SESSION_DAYS,
    authRateLimit: e.AUTH_RATE_LIMIT,
    authRateWindowMs: e.AUTH_RATE_WINDOW_MINUTES * 60_000,
    trustProxy: e.TRUST_PROXY,
    appOrigins: e.APP_ORIGIN.split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    publicOrigin: e.PUBLIC_ORIGIN,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    secureCookies: e.SECURE_COOKIES,
    adminEmails: e.ADMIN_EMAILS.split(",")
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    skipCatalog: e.SKIP_CATALOG,
    clockStart: e.SAVEPOINT_CLOCK_START,
    bcryptCost: e.BCRYPT_COST,
    catalogProviders: {
      RAWG_API_KEY: e.RAWG_API_KEY,
      RAWG_BASE_URL: e.RAWG_BASE_URL,
      IGDB_CLIENT_ID: e.IGDB_CLIENT_ID,
      IGDB_CLIENT_SECRET: e.IGDB_CLIENT_SECRET,
      IGDB_BASE_URL: e.IGDB_BASE_URL,
      TWITCH_AUTH_URL: e.TWITCH_AUTH_URL,
      STEAM_API_KEY: e.STEAM_API_KEY,
      STEAM_BASE_URL: e.STEAM_BASE_URL,
      WIKIDATA_ENABLED: e.WIKIDATA_ENABLED,
      WIKIDATA_USER_AGENT: e.WIKIDATA_USER_AGENT,
      WIKIDATA_BASE_URL: e.WIKIDATA_BASE_URL,
    },
    version: readVersion(),
    backupDir: e.BACKUP_DIR ? resolve(e.BACKUP_DIR) : undefined,
    backupKeep: e.BACKUP_KEEP,
    backupIntervalMs: e.BACKUP_INTERVAL_HOURS * 3_600_000,
    backupFirstLookMs: e.BACKUP_FIRST_LOOK_SECONDS * 1000,
    backupOnUpgrade: e.BACKUP_ON_UPGRADE,
  };
}

/** What the start-up log warns about in a configuration that starts but trusts more than it should. */
export function startupWarnings(config: Pick<Config, "publicOrigin">): string[] {
  const warnings: string[] = [];
  if (!config.publicOrigin) {
    warnings.push(
      "PUBLIC_ORIGIN is not set: the CSRF check and the feeds' links trust the request's Host header. Set it to the address players open (https://games.example.org).",
    );
  }
  return warnings;
}
