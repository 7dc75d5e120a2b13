// Admin query keys, all under ["admin"]: any admin action refreshes what it changed (and the audit log).
export const adminKeys = {
  all: ["admin"] as const,
  users: (q: string, page: number) => [...adminKeys.all, "users", q, page] as const,
  usersAll: () => [...adminKeys.all, "users"] as const,
  instance: () => [...adminKeys.all, "instance"] as const,
  registration: () => [...adminKeys.all, "registration"] as const,
  audit: (page: number) => [...adminKeys.all, "audit", page] as const,
  auditAll: () => [...adminKeys.all, "audit"] as const,
  reports: () => [...adminKeys.all, "reports"] as const,
  catalog: (q: string) => [...adminKeys.all, "catalog", "search", q] as const,
  hidden: () => [...adminKeys.all, "catalog", "hidden"] as const,
  catalogAll: () => [...adminKeys.all, "catalog"] as const,
  job: (jobId: string) => [...adminKeys.all, "job", jobId] as const,
};
