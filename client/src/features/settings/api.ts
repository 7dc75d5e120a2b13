// The account endpoints (/api/account/…): sessions, email, password, access tokens, deleting the account.
import type {
  AccountSessionsDto,
  ApiTokenCreatedDto,
  ApiTokensDto,
  ChangeEmailInput,
  ChangePasswordInput,
  CreateApiTokenInput,
  PublicUser,
  SignedOutDto,
} from "@savepoint/common";
import { api } from "../../api/client.ts";

export const accountApi = {
  sessions: (signal?: AbortSignal) => api.get<AccountSessionsDto>("/account/sessions", { signal }),
  signOutSession: (id: string) => api.del(`/account/sessions/${encodeURIComponent(id)}`),
  signOutOthers: () => api.del<SignedOutDto>("/account/sessions"),
  changePassword: (body: ChangePasswordInput) => api.put<SignedOutDto>("/account/password", body),
  changeEmail: (body: ChangeEmailInput) => api.put<PublicUser>("/account/email", body),
  deleteAccount: (password: string) => api.post<void>("/account/delete", { password }),
  tokens: (signal?: AbortSignal) => api.get<ApiTokensDto>("/account/tokens", { signal }),
  createToken: (body: CreateApiTokenInput) => api.post<ApiTokenCreatedDto>("/account/tokens", body),
  revokeToken: (id: string) => api.del(`/account/tokens/${encodeURIComponent(id)}`),
};

export const accountKeys = {
  sessions: () => ["account", "sessions"] as const,
  tokens: () => ["account", "tokens"] as const,
};
