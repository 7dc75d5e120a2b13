// The admin endpoints (/api/admin/…), typed with the shared contract. Every one answers 403 to a
// user who is not an administrator.
import type {
  AdminUserDto,
  AdminUserPage,
  AuditPage,
  CatalogGame,
  CatalogHiddenState,
  CatalogSearchResult,
  CatalogUploadDto,
  CatalogUploadInput,
  CreatedInvite,
  CreateInviteInput,
  HiddenCatalogEntryDto,
  InstanceOverview,
  RegistrationMode,
  RegistrationSettings,
  ReportedReviewPage,
  SignOutResult,
} from "@savepoint/common";
import { api, ApiError, queryString } from "../../api/client.ts";

/** The server refused: the caller is not an administrator. */
export const isForbidden = (err: unknown) => err instanceof ApiError && err.status === 403;
/** A failure as the dashboard shows it: the server's own message (e.g. why the last admin stays). */
export const errorText = (err: unknown, fallback: string) => (err instanceof ApiError && err.message ? err.message : fallback);

const id = (v: string) => encodeURIComponent(v);

export const adminApi = {
  users: (q: string, page: number, signal?: AbortSignal) =>
    api.get<AdminUserPage>(`/admin/users${queryString({ q: q.trim(), page: String(page) })}`, { signal }),
  setAdmin: (userId: string, isAdmin: boolean) => api.put<AdminUserDto>(`/admin/users/${id(userId)}/admin`, { isAdmin }),
  signOut: (userId: string) => api.post<SignOutResult>(`/admin/users/${id(userId)}/sign-out`),
  deleteUser: (userId: string) => api.del(`/admin/users/${id(userId)}`),
  instance: (signal?: AbortSignal) => api.get<InstanceOverview>("/admin/instance", { signal }),
  registration: (signal?: AbortSignal) => api.get<RegistrationSettings>("/admin/registration", { signal }),
  setMode: (mode: RegistrationMode) => api.put<RegistrationSettings>("/admin/registration", { mode }),
  createInvite: (body: CreateInviteInput) => api.post<CreatedInvite>("/admin/invites", body),
  revokeInvite: (inviteId: string) => api.del(`/admin/invites/${id(inviteId)}`),
  reports: (cursor?: string, signal?: AbortSignal) => api.get<ReportedReviewPage>(`/admin/reports${queryString({ cursor })}`, { signal }),
  dismissReports: (reviewId: string) => api.post<void>(`/admin/reports/${id(reviewId)}/dismiss`),
  deleteReview: (reviewId: string) => api.del(`/admin/reviews/${id(reviewId)}`),
  upload: (body: CatalogUploadInput) => api.post<CatalogUploadDto>("/admin/catalog/uploads", body),
  uploadStatus: (uploadId: string, signal?: AbortSignal) => api.get<CatalogUploadDto>(`/admin/catalog/uploads/${id(uploadId)}`, { signal }),
  /** The catalog as everyone searches it (hidden entries are not in it). */
  searchCatalog: (q: string, signal?: AbortSignal) =>
    api.get<{ results: CatalogSearchResult[] }>(`/catalog/search${queryString({ q })}`, { signal }).then((r) => r.results),
  hidden: (signal?: AbortSignal) => api.get<HiddenCatalogEntryDto[]>("/admin/catalog/hidden", { signal }),
  /** Hides a search result: its numeric id comes from the catalog game. */
  hideBySlug: async (slug: string) => {
    const game = await api.get<CatalogGame>(`/catalog/games/${id(slug)}`);
    return api.put<CatalogHiddenState>(`/admin/catalog/${game.id}/hidden`);
  },
  unhide: (gameId: number) => api.del<CatalogHiddenState>(`/admin/catalog/${gameId}/hidden`),
  audit: (page: number, signal?: AbortSignal) => api.get<AuditPage>(`/admin/audit${queryString({ page: String(page) })}`, { signal }),
};
