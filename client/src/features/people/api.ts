// The people endpoints (/api/profile, /api/users/…) and my recent activity, typed with the shared contract.
import type {
  ActivityPage,
  BlockedUsersDto,
  FollowState,
  LibraryGameSummary,
  MyFavourites,
  MyProfile,
  PeoplePage,
  PrivacySettings,
  PrivacySettingsInput,
  PublicProfile,
  SuggestionDto,
  UpdateProfileInput,
} from "@savepoint/common";
import { api, queryString as query } from "../../api/client.ts";

const enc = encodeURIComponent;

export type FollowSide = "followers" | "following";

export const peopleApi = {
  myProfile: (signal?: AbortSignal) => api.get<MyProfile>("/profile", { signal }),
  updateProfile: (body: UpdateProfileInput) => api.put<MyProfile>("/profile", body),
  privacy: (signal?: AbortSignal) => api.get<PrivacySettings>("/profile/privacy", { signal }),
  setPrivacy: (body: PrivacySettingsInput) => api.put<PrivacySettings>("/profile/privacy", body),
  /** GET /api/activity: my newest events (the profile shows the first few). */
  myActivity: (limit: number, signal?: AbortSignal) => api.get<ActivityPage>(`/activity${query({ limit: String(limit) })}`, { signal }),
  profile: (username: string, signal?: AbortSignal) => api.get<PublicProfile>(`/users/${enc(username)}`, { signal }),
  search: (q: string, cursor?: string, signal?: AbortSignal) => api.get<PeoplePage>(`/users${query({ q, cursor })}`, { signal }),
  suggestions: (signal?: AbortSignal) => api.get<PeoplePage<SuggestionDto>>("/users/suggestions", { signal }),
  list: (username: string, side: FollowSide, cursor?: string, signal?: AbortSignal) =>
    api.get<PeoplePage>(`/users/${enc(username)}/${side}${query({ cursor })}`, { signal }),
  follow: (username: string) => api.post<FollowState>(`/users/${enc(username)}/follow`),
  unfollow: (username: string) => api.del<FollowState>(`/users/${enc(username)}/follow`),
  block: (username: string) => api.post<FollowState>(`/users/${enc(username)}/block`),
  unblock: (username: string) => api.del<FollowState>(`/users/${enc(username)}/block`),
  /** GET /api/profile/blocks: the users I blocked. */
  blocks: (signal?: AbortSignal) => api.get<BlockedUsersDto>("/profile/blocks", { signal }),
  /** GET /api/profile/favourites: my favourite games in my order. */
  favourites: (signal?: AbortSignal) => api.get<MyFavourites>("/profile/favourites", { signal }),
  /** PUT /api/profile/favourites: the whole ordered list. */
  setFavourites: (gameIds: string[]) => api.put<MyFavourites>("/profile/favourites", { gameIds }),
  /** My library (the favourites' picker offers its games). */
  library: (signal?: AbortSignal) => api.get<LibraryGameSummary[]>("/games", { signal }),
};
