// Personal access tokens: a script's credential (`Authorization: Bearer sp_…`). A token is shown once,
// when created; the server keeps only its hash. A read token may only read (GET and HEAD).
import { z } from "zod";
import { int, text } from "./primitives.ts";

export const API_TOKEN_PREFIX = "sp_";
export const API_TOKEN_NAME_MAX = 100;
export const API_TOKEN_EXPIRY_MAX_DAYS = 3650;
export const API_TOKEN_NOT_FOUND = "Token";
/** Live (unrevoked) tokens one account may hold. */
export const API_TOKENS_MAX = 50;
export const API_TOKENS_FULL = `You have ${API_TOKENS_MAX} API tokens: revoke one before you create another`;
export const API_TOKEN_SCOPES = ["read", "write"] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** What a token is refused with, where its scope or the route does not allow it (403). */
export const TOKEN_READ_ONLY = "This token is read-only: it can only read (GET)";
export const TOKEN_NOT_ALLOWED = "An API token cannot be used here: sign in to the app to do this";

export const CreateApiTokenSchema = z.object({
  name: text("Name", "Name is required").trim().min(1, "Name is required").max(API_TOKEN_NAME_MAX, `Name must be at most ${API_TOKEN_NAME_MAX} characters`),
  scope: z.enum(API_TOKEN_SCOPES, { error: "Scope must be read or write" }),
  /** Days until the token stops working; null or absent: it never expires. */
  expiresInDays: int("Expiry", { min: 1, max: API_TOKEN_EXPIRY_MAX_DAYS, range: `Expiry must be between 1 and ${API_TOKEN_EXPIRY_MAX_DAYS} days` })
    .nullable()
    .optional(),
});
export type CreateApiTokenInput = z.input<typeof CreateApiTokenSchema>;

export const ApiTokenParamsSchema = z.object({ tokenId: z.uuid() });

export interface ApiTokenDto {
  id: string;
  name: string;
  scope: ApiTokenScope;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  /** True once its expiry has passed (a revoked token is not listed). */
  expired: boolean;
}

export interface ApiTokensDto {
  tokens: ApiTokenDto[];
}

/** The answer to creating a token: the only time the token itself is ever shown. */
export interface ApiTokenCreatedDto {
  token: string;
  apiToken: ApiTokenDto;
}
