export * from "./account.ts";
export * from "./auth.ts";
export * from "./errors.ts";
export { INT4_MAX, INT4_MIN, int, text, type IntOptions } from "./primitives.ts";
export { unstorableText, utf8Length } from "./text.ts";
export * from "./instance.ts";
export * from "./platforms.ts";
export * from "./catalog.ts";
export * from "./games/index.ts";
