// Which catalog providers are configured and the last failure each reported since start-up. The
// providers report failures through their logger with a `provider` field; this watches that logger.
import type { ProviderStatus } from "@savepoint/common";
import type { Logger } from "../../lib/logger.ts";

export interface ProvidersConfig {
  RAWG_API_KEY?: string;
  IGDB_CLIENT_ID?: string;
  IGDB_CLIENT_SECRET?: string;
  STEAM_API_KEY?: string;
  WIKIDATA_ENABLED?: string | boolean;
}

export interface ProviderMonitor {
  /** The logger to give the providers: it passes every line on and remembers their failures. */
  watch(logger: Logger): Logger;
  status(): ProviderStatus[];
}

const set = (v: string | undefined) => Boolean(v?.trim());
const on = (v: string | boolean | undefined) => v === true || (typeof v === "string" && ["true", "1"].includes(v.trim().toLowerCase()));

export function createProviderMonitor(env: ProvidersConfig, now: () => Date = () => new Date()): ProviderMonitor {
  const configured: Record<string, boolean> = {
    rawg: set(env.RAWG_API_KEY),
    igdb: set(env.IGDB_CLIENT_ID) && set(env.IGDB_CLIENT_SECRET),
    wikidata: on(env.WIKIDATA_ENABLED),
    steam: set(env.STEAM_API_KEY),
  };
  const lastError = new Map<string, { at: string; message: string }>();
  const remember = (obj: object, msg?: string) => {
    const provider = (obj as { provider?: unknown }).provider;
    if (typeof provider === "string" && msg) lastError.set(provider, { at: now().toISOString(), message: msg });
  };
  return {
    watch: (logger) => ({
      info: (obj, msg) => logger.info(obj, msg),
      debug: (obj, msg) => logger.debug(obj, msg),
      warn: (obj, msg) => {
        remember(obj, msg);
        logger.warn(obj, msg);
      },
      error: (obj, msg) => {
        remember(obj, msg);
        logger.error(obj, msg);
      },
    }),
    status: () => Object.entries(configured).map(([name, isSet]) => ({ name, configured: isSet, lastError: lastError.get(name) ?? null })),
  };
}
