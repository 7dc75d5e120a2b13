// Admin test data as the API answers it (with overrides per test), and the dashboard as each test opens it.
import { createElement } from "react";
import { afterEach, beforeEach, vi } from "vitest";
import { buildUser } from "../../test/builders.ts";
import { renderPage } from "../../test/render.tsx";
import { ok, stubApi } from "../../test/testApi.ts";
import { AdminPage } from "./AdminPage.tsx";
import type { AdminUserDto, AuditEntryDto, InstanceOverview, InviteDto, NumberedPage, ReportedReviewDto } from "@savepoint/common";

export function buildAdminUser(over: Partial<AdminUserDto> = {}): AdminUserDto {
  return {
    id: "u2",
    username: "grace",
    email: "grace@example.test",
    firstName: "Grace",
    lastName: "Hopper",
    isAdmin: false,
    createdAt: "2025-01-01T00:00:00.000Z",
    games: 12,
    reviews: 3,
    lastActiveAt: "2025-06-14T10:00:00.000Z",
    activeSessions: 2,
    ...over,
  };
}

export const page = <T>(items: T[], over: Partial<NumberedPage<T>> = {}): NumberedPage<T> => ({ items, page: 1, pageSize: 25, total: items.length, ...over });

export const INSTANCE: InstanceOverview = {
  users: 1234,
  admins: 2,
  gamesTracked: 5678,
  reviews: 90,
  journalEntries: 12,
  databaseBytes: 12.5 * 1024 * 1024,
  database: "embedded",
  catalog: {
    version: "2025.06",
    total: 3000,
    bySource: [
      { source: "embedded", rows: 2900 },
      { source: "upload", rows: 100 },
    ],
  },
  providers: [
    { name: "rawg", configured: true, lastError: { at: "2025-06-15T09:00:00.000Z", message: "timeout after 2000 ms" } },
    { name: "igdb", configured: false, lastError: null },
  ],
  server: { version: "1.4.0", startedAt: "2025-06-13T12:00:00.000Z", uptimeSeconds: 2 * 86_400 + 3 * 3600 + 4 * 60, node: "v22.12.0" },
  registration: "open",
};

export function buildInvite(over: Partial<InviteDto> = {}): InviteDto {
  return {
    id: "i1",
    note: "For Linus",
    createdAt: "2025-06-15T08:00:00.000Z",
    expiresAt: "2025-06-22T08:00:00.000Z",
    usedAt: null,
    usedBy: null,
    revokedAt: null,
    status: "active",
    createdBy: "ada",
    ...over,
  };
}

const card = (username: string, firstName: string) => ({ id: `id-${username}`, username, firstName, lastName: "Tester", accountColor: "indigo" as const });

export function buildReported(over: Partial<ReportedReviewDto> = {}): ReportedReviewDto {
  return {
    review: {
      id: "r1",
      rating: 2,
      comment: "Buy cheap keys at example.test",
      spoiler: false,
      createdAt: "2025-06-10T10:00:00.000Z",
      gameTitle: "Hades",
      author: card("spammer", "Sid"),
    },
    reportCount: 2,
    reasons: { spam: 2 },
    lastReportedAt: "2025-06-15T10:00:00.000Z",
    reports: [
      { reason: "spam", note: "An advert", reporter: card("linus", "Linus"), createdAt: "2025-06-15T10:00:00.000Z" },
      { reason: "spam", note: null, reporter: card("grace", "Grace"), createdAt: "2025-06-14T10:00:00.000Z" },
    ],
    ...over,
  };
}

export function buildAudit(over: Partial<AuditEntryDto> = {}): AuditEntryDto {
  return {
    id: "a1",
    at: "2025-06-15T11:00:00.000Z",
    actorId: "u1",
    actorName: "ada",
    action: "user.admin.grant",
    targetType: "user",
    targetId: "u2",
    targetLabel: "grace",
    details: {},
    ...over,
  };
}

export const ADMIN = buildUser({ isAdmin: true });

/** Every test of the file: the date is fixed and ADMIN is signed in. */
export function signedInAsAdmin() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2025-06-15T12:00:00.000Z"));
    localStorage.setItem("user", JSON.stringify(ADMIN));
  });
  afterEach(() => localStorage.clear());
}

/** The API as the dashboard finds it (me, an empty audit log, the instance), with the section's `routes`. */
export const stubAdmin = (routes: Parameters<typeof stubApi>[0] = {}) =>
  stubApi({ "GET /auth/me": ok(ADMIN), "GET /admin/audit": ok(page([])), "GET /admin/instance": ok(INSTANCE), ...routes });

/** The dashboard at /admin, on `tab` (the first when none). */
export const renderAdmin = (tab?: string) => renderPage(createElement(AdminPage), tab ? `/admin?tab=${tab}` : "/admin", { route: "/admin" });
