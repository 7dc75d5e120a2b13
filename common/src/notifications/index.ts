export * from "./limits.ts";
export * from "./schemas.ts";
export type * from "./dto.ts";
