// The account endpoints (/api/account/…): sessions, email, password, deleting the account.
import type { AccountSessionsDto, ChangeEmailInput, ChangePasswordInput, PublicUser, SignedOutDto } from "@savepoint/common";
import { api } from "../../api/client.ts";

export const accountApi = {
  sessions: (signal?: AbortSignal) => api.get<AccountSessionsDto>("/account/sessions", { signal }),
  signOutSession: (id: string) => api.del(`/account/sessions/${encodeURIComponent(id)}`),
  signOutOthers: () => api.del<SignedOutDto>("/account/sessions"),
  changePassword: (body: ChangePasswordInput) => api.put<SignedOutDto>("/account/password", body),
  changeEmail: (body: ChangeEmailInput) => api.put<PublicUser>("/account/email", body),
  deleteAccount: (password: string) => api.post<void>("/account/delete", { password }),
};

export const accountKeys = {
  sessions: () => ["account", "sessions"] as const,
};
