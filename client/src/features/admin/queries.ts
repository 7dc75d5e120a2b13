// The dashboard's reads. Admin data is read afresh on each visit (other admins act too); a paged list
// keeps its previous page on screen while the next one loads.
import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { adminApi } from "./api.ts";
import { adminKeys } from "./keys.ts";

/** Fresh on each visit (a 403 is an answer: the client's default never retries a 4xx). */
const ADMIN_QUERY = { staleTime: 0 } as const;

export const useAdminUsers = (q: string, page: number) =>
  useQuery({ queryKey: adminKeys.users(q, page), queryFn: ({ signal }) => adminApi.users(q, page, signal), placeholderData: keepPreviousData, ...ADMIN_QUERY });
export const useInstance = () => useQuery({ queryKey: adminKeys.instance(), queryFn: ({ signal }) => adminApi.instance(signal), ...ADMIN_QUERY });
export const useRegistration = () => useQuery({ queryKey: adminKeys.registration(), queryFn: ({ signal }) => adminApi.registration(signal), ...ADMIN_QUERY });
export const useAudit = (page: number) =>
  useQuery({ queryKey: adminKeys.audit(page), queryFn: ({ signal }) => adminApi.audit(page, signal), placeholderData: keepPreviousData, ...ADMIN_QUERY });

export const useReports = () =>
  useInfiniteQuery({
    queryKey: adminKeys.reports(),
    queryFn: ({ pageParam, signal }) => adminApi.reports(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (p) => p.nextCursor ?? undefined,
    ...ADMIN_QUERY,
  });

/** How often a running upload is asked about. */
export const UPLOAD_POLL_MS = 400;
/** An upload's progress, asked again while it runs. */
export const useUpload = (uploadId: string | null) =>
  useQuery({
    queryKey: adminKeys.job(uploadId ?? ""),
    queryFn: ({ signal }) => adminApi.uploadStatus(uploadId!, signal),
    enabled: uploadId !== null,
    refetchInterval: (q) => (q.state.data?.status === "running" ? UPLOAD_POLL_MS : false),
    ...ADMIN_QUERY,
  });

/** Catalog search as everyone sees it (asked once there are two characters). */
export const useCatalogLookup = (q: string) =>
  useQuery({ queryKey: adminKeys.catalog(q), queryFn: ({ signal }) => adminApi.searchCatalog(q, signal), enabled: q.length >= 2, ...ADMIN_QUERY });
export const useHiddenEntries = () => useQuery({ queryKey: adminKeys.hidden(), queryFn: ({ signal }) => adminApi.hidden(signal), ...ADMIN_QUERY });
