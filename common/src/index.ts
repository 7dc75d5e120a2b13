export * from "./auth.ts";
export * from "./errors.ts";
export * from "./instance.ts";
export * from "./platforms.ts";
export * from "./catalog.ts";
export * from "./games/index.ts";
